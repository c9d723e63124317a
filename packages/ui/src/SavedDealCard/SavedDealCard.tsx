import type { ReactNode } from 'react';
import { Children, useId } from 'react';
import { Button } from '../Button/Button.tsx';
import * as deal from '../deal/deal.css.ts';
import { Icon } from '../Icon/Icon.tsx';
import type {
  PaymentDisclosure as Disclosure,
  PaymentFrequency,
  PaymentType,
  Progress,
  SectionId,
} from '../internal/domain.ts';
import { sectionProgress } from '../internal/domain.ts';
import { useUiText } from '../intl/useUiText.ts';
import { Link } from '../Link/Link.tsx';
import { PaymentDisclosure } from '../PaymentDisclosure/PaymentDisclosure.tsx';
import { PaymentAmount } from '../PricingHeader/PaymentAmount.tsx';
import { PAYMENT_TYPE_LABEL } from '../PricingHeader/PricingHeader.tsx';
import { SECTION_STATUS_LABEL, SECTION_TITLE } from '../StepSummaryCard/StepSummaryCard.tsx';
import type { SectionStatus } from '../StepSummaryCard/sectionStatus.ts';
import { sectionStatus } from '../StepSummaryCard/sectionStatus.ts';
import * as styles from './SavedDealCard.css.ts';

const DONE: readonly SectionStatus[] = ['completed', 'skipped'];

export type SavedDealPayment = {
  readonly paymentType: PaymentType;
  /** Payment or cash price, integer cents. */
  readonly amountCents: number;
  /** Null for cash. */
  readonly frequency: PaymentFrequency | null;
  readonly termMonths?: number | undefined;
  /** Whether the taxes are in the payment ("Taxes included") or added to it ("Plus taxes"). */
  readonly includesTax?: boolean | undefined;
  /** The taxes are paid at signing, none in the payments ("Taxes paid at signing"). */
  readonly taxesAtSigning?: boolean | undefined;
};

export type SavedDealCardProps = {
  readonly vehicleName: string;
  /** The level of the vehicle's name: 3 under the list's h2 (SavedDealList), 2 under a page's h1. */
  readonly headingLevel?: 2 | 3 | undefined;
  readonly imageSrc?: string | undefined;
  /** Slot for the stock badge. */
  readonly badge?: ReactNode;
  readonly payment?: SavedDealPayment | undefined;
  /**
   * The cost of credit of that payment (the domain's `paymentDisclosure`), shown beside it, as the
   * rules on advertised payments ask; null or absent for cash.
   */
  readonly disclosure?: Disclosure | null | undefined;
  /** The order's sections, in order. */
  readonly sections: readonly SectionId[];
  /** The order's progress map by step. */
  readonly progress: Progress;
  /** Order-details address of the deal; Continue links to it (its one link: the name is plain text). */
  readonly href?: string;
  /** Continue without a link (the app navigates). */
  readonly onContinue?: () => void;
  /** Remove the saved deal (the app confirms and archives it). */
  readonly onRemove?: () => void;
};

/**
 * A saved vehicle on "my vehicles": image, name, stock badge, payment, how many sections are done
 * (a progress bar and each section's status), Continue and Remove. State: `data-complete`.
 */
export function SavedDealCard({
  vehicleName,
  headingLevel = 3,
  imageSrc,
  badge,
  payment,
  disclosure = null,
  sections,
  progress,
  href,
  onContinue,
  onRemove,
}: SavedDealCardProps): ReactNode {
  const t = useUiText();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // Each section by its own steps (the deposit's `review` is not build-and-price's).
  const views = sectionProgress(sections, progress);
  const statuses = sections.map((section) => ({
    section,
    status: sectionStatus(section, views[section] ?? {}),
  }));
  const done = statuses.filter((s) => DONE.includes(s.status)).length;
  const progressLabel = t('deal.saved.progress', { done, total: sections.length });
  return (
    <article
      className={`${deal.card} ${styles.card}`}
      aria-label={vehicleName}
      data-complete={done === sections.length || undefined}
    >
      {imageSrc === undefined ? (
        <span className={deal.imagePlaceholder}>
          <Icon name="car" size={40} />
        </span>
      ) : (
        <img className={deal.media} src={imageSrc} alt="" />
      )}
      <div className={styles.title}>
        {/* The name is no second link to `href`: Continue is the one action to it. */}
        <Heading className={deal.subheading}>{vehicleName}</Heading>
        {badge}
      </div>
      {payment === undefined ? null : (
        <div className={styles.payment}>
          <span className={deal.tag}>{t(PAYMENT_TYPE_LABEL[payment.paymentType])}</span>
          <PaymentAmount
            amountCents={payment.amountCents}
            frequency={payment.frequency}
            termMonths={payment.termMonths}
            includesTax={payment.includesTax}
            taxesAtSigning={payment.taxesAtSigning}
            size="md"
          />
        </div>
      )}
      {payment === undefined ? null : <PaymentDisclosure disclosure={disclosure} context={vehicleName} />}
      <div className={styles.progress}>
        <div className={styles.progressHead}>
          <span aria-hidden="true">{progressLabel}</span>
        </div>
        <progress className={styles.bar} max={sections.length} value={done} aria-label={progressLabel} />
        <ul className={styles.sections}>
          {statuses.map(({ section, status }) => (
            <li key={section} className={styles.section} data-status={status}>
              <Icon
                name={DONE.includes(status) ? 'check' : status === 'initial' ? 'chevronRight' : 'info'}
                size={16}
              />
              <span>{t(SECTION_TITLE[section])}</span>
              <span className={deal.muted}>{t(SECTION_STATUS_LABEL[status])}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.actions}>
        {href !== undefined ? (
          <Link
            href={href}
            className={styles.continueLink}
            aria-label={t('deal.saved.continueNamed', { vehicle: vehicleName })}
          >
            {t('deal.saved.continue')}
          </Link>
        ) : onContinue !== undefined ? (
          <Button onClick={onContinue} aria-label={t('deal.saved.continueNamed', { vehicle: vehicleName })}>
            {t('deal.saved.continue')}
          </Button>
        ) : null}
        {onRemove === undefined ? null : (
          <Button
            variant="ghost"
            tone="danger"
            onClick={onRemove}
            aria-label={t('deal.saved.removeNamed', { vehicle: vehicleName })}
          >
            {t('deal.common.remove')}
          </Button>
        )}
      </div>
    </article>
  );
}

export type SavedDealListProps = {
  /** The saved-deal cards. */
  readonly children?: ReactNode;
  /** Heading level 2 text; default "My vehicles". */
  readonly title?: string;
};

/** "My vehicles": a heading with the count and the saved-deal cards in a grid. */
export function SavedDealList({ children, title }: SavedDealListProps): ReactNode {
  const t = useUiText();
  const titleId = useId();
  const items = Children.toArray(children);
  return (
    <section className={styles.list} aria-labelledby={titleId}>
      <h2 id={titleId} className={deal.heading}>
        {title ?? t('deal.saved.title')} <span className={deal.muted}>({items.length})</span>
      </h2>
      <ul className={styles.grid}>
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the cards carry their own keys; the list order is the app's
          <li key={index}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
