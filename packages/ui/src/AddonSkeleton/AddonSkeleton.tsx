import { vars } from '@storefront/theme';
import type { ReactNode } from 'react';
import * as accessoryCard from '../AccessoryCard/AccessoryCard.css.ts';
import * as accessoryList from '../AccessoryList/AccessoryList.css.ts';
import * as deal from '../deal/deal.css.ts';
import * as field from '../Field/Field.css.ts';
import * as plan from '../ProtectionPlanCard/ProtectionPlanCard.css.ts';
import { Skeleton } from '../Spinner/Spinner.tsx';
import * as styles from './AddonSkeleton.css.ts';

/**
 * One line of text's placeholder: a bar as wide as `width`, in a box one line of `className`'s text
 * high (`1lh`), so that the text that replaces it takes the same height.
 */
function Line({ className, width }: { readonly className: string; readonly width: string }): ReactNode {
  return (
    <span className={`${className} ${styles.line}`}>
      <Skeleton width={width} height="0.9em" />
    </span>
  );
}

/**
 * One accessory card's placeholder in the card's own layout: picture (16:9), tags, name, two lines
 * of description, the price and the add button, so that the card that replaces it lands where it stood.
 */
export function AccessoryCardSkeleton(): ReactNode {
  return (
    <div className={`${deal.card} ${accessoryCard.card}`} aria-hidden="true" data-skeleton-card="accessory">
      <span className={styles.media}>
        <Skeleton height="100%" />
      </span>
      <span className={deal.row}>
        <Skeleton width="6.5em" height="1.5rem" />
        <Skeleton width="4.5em" height="1.5rem" />
      </span>
      <Line className={deal.subheading} width="70%" />
      <span>
        <Line className={deal.muted} width="100%" />
        <Line className={deal.muted} width="55%" />
      </span>
      <span className={deal.figureRow}>
        <Skeleton width="3em" height="1em" />
        <Skeleton width="4.5em" height="1em" />
      </span>
      <span className={accessoryCard.actions}>
        <Skeleton width="6em" height={vars.size.controlHeight} />
      </span>
    </div>
  );
}

export type AccessoryListSkeletonProps = {
  /** How many placeholder cards (three by default: a row at desktop width). */
  readonly count?: number;
  /** How many filter fields the list will show above its cards (the dealer's settings), 0 by default. */
  readonly filters?: number;
};

/**
 * The accessories step while its list loads: AccessoryList's layout (filters, count line, a grid of
 * card placeholders), hidden from assistive technology: the page says "Loading" in a status of its own
 * and marks its region `aria-busy`. The pulse stops under `prefers-reduced-motion` (the kit's Skeleton).
 */
export function AccessoryListSkeleton({ count = 3, filters = 0 }: AccessoryListSkeletonProps): ReactNode {
  return (
    <div className={accessoryList.list} aria-hidden="true" data-addon-skeleton="accessories">
      {filters > 0 ? (
        <span className={accessoryList.filters}>
          {Array.from({ length: filters }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
            <span key={i} className={field.field}>
              <Line className={field.label} width="5em" />
              <Skeleton height={vars.size.controlHeight} />
            </span>
          ))}
        </span>
      ) : null}
      <Line className={deal.muted} width="7em" />
      <ul className={accessoryList.grid}>
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <li key={i}>
            <AccessoryCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}

export type ProtectionPlanCardSkeletonProps = {
  /** How many option rows (four by default). */
  readonly options?: number;
};

/**
 * One protection plan's placeholder in ProtectionPlanCard's layout: name, description, the details
 * link, and `options` radio rows (title, coverage, price; four by default, as a plan by term usually
 * has) and "no coverage" under the group's label, so that the card that replaces it lands where it
 * stood. Hidden from assistive technology.
 */
export function ProtectionPlanCardSkeleton({ options = 4 }: ProtectionPlanCardSkeletonProps): ReactNode {
  return (
    <div className={deal.card} aria-hidden="true" data-skeleton-card="protection">
      <span className={plan.head}>
        <Line className={deal.subheading} width="60%" />
      </span>
      <span>
        <Line className={deal.muted} width="100%" />
        <Line className={deal.muted} width="100%" />
        <Line className={deal.muted} width="60%" />
      </span>
      <Line className={deal.text} width="7em" />
      <span className={styles.options}>
        <Line className={field.label} width="70%" />
        {Array.from({ length: options }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <span key={i} className={styles.option}>
            <Skeleton width="1.5rem" height="1.5rem" shape="circle" />
            <span className={styles.optionText}>
              <Line className={plan.optionTitle} width="60%" />
              <Line className={deal.muted} width="50%" />
              <Line className={plan.optionPrice} width="40%" />
            </span>
          </span>
        ))}
        <span className={styles.option}>
          <Skeleton width="1.5rem" height="1.5rem" shape="circle" />
          <Line className={deal.text} width="40%" />
        </span>
      </span>
    </div>
  );
}
