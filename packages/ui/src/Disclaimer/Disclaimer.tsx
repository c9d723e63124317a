import { buttonReset, focusRing, visuallyHidden } from '@storefront/theme';
import type { ReactNode } from 'react';
import { useId, useState } from 'react';
import { POST_TAX_SUPERSCRIPT } from '../internal/domain.ts';
import { useUiText } from '../intl/useUiText.ts';
import * as styles from './Disclaimer.css.ts';

export { POST_TAX_SUPERSCRIPT };

/** One disclaimer, as the dealer defines it (text already picked for the current language). */
export type DisclaimerItem = {
  /** Its mark: a number, or '^' for post-tax items. */
  readonly superscript: string | number;
  readonly text: string;
  /** Do not print the mark in front of the text (spec: hide_number_near_text). */
  readonly hideNumberNearText?: boolean;
  /** Shown in full from the start; otherwise two lines and a "Show more" toggle (spec: is_expanded). */
  readonly isExpanded?: boolean;
};

/** Id of the element a superscript links to. */
export const disclaimerAnchorId = (prefix: string, superscript: string | number): string =>
  `${prefix}-${superscript === POST_TAX_SUPERSCRIPT ? 'post-tax' : String(superscript)}`;

export type DisclaimerProps = {
  readonly items: readonly DisclaimerItem[];
  /** Prefix of the anchor ids that `Superscript` links to. Default `disclaimer`. */
  readonly idPrefix?: string;
};

/** The list of disclaimers a page's superscripts point to. */
export function Disclaimer({ items, idPrefix = 'disclaimer' }: DisclaimerProps): ReactNode {
  return (
    <ul className={styles.list} data-disclaimers="">
      {items.map((item) => (
        <DisclaimerRow key={String(item.superscript)} item={item} idPrefix={idPrefix} />
      ))}
    </ul>
  );
}

function DisclaimerRow({
  item,
  idPrefix,
}: {
  readonly item: DisclaimerItem;
  readonly idPrefix: string;
}): ReactNode {
  const t = useUiText();
  const [expanded, setExpanded] = useState(item.isExpanded ?? true);
  const textId = useId();
  const collapsible = item.isExpanded === false;
  return (
    <li className={styles.item} id={disclaimerAnchorId(idPrefix, item.superscript)} tabIndex={-1}>
      {item.hideNumberNearText ? null : (
        <span className={styles.marker} aria-hidden="true">
          {item.superscript}
        </span>
      )}
      <div>
        <p className={styles.text} id={textId} data-collapsed={collapsible && !expanded ? '' : undefined}>
          {item.hideNumberNearText ? null : (
            <span className={visuallyHidden}>
              {t('ui.disclaimer.note', { mark: String(item.superscript) })}
            </span>
          )}
          {item.text}
        </p>
        {collapsible ? (
          <button
            type="button"
            className={`${buttonReset} ${focusRing} ${styles.toggle}`}
            aria-expanded={expanded}
            aria-controls={textId}
            onClick={() => setExpanded((v) => !v)}
          >
            {expanded ? t('ui.disclaimer.showLess') : t('ui.disclaimer.showMore')}
          </button>
        ) : null}
      </div>
    </li>
  );
}

export type SuperscriptProps = {
  readonly mark: string | number;
  /** Same prefix as the `Disclaimer` it points to. */
  readonly idPrefix?: string;
};

/** A disclaimer mark after a figure; a link to its disclaimer text. */
export function Superscript({ mark, idPrefix = 'disclaimer' }: SuperscriptProps): ReactNode {
  const t = useUiText();
  return (
    <sup className={styles.sup}>
      <a
        href={`#${disclaimerAnchorId(idPrefix, mark)}`}
        className={`${styles.supLink} ${focusRing}`}
        aria-label={t('ui.disclaimer.note', { mark: String(mark) })}
      >
        {mark}
      </a>
    </sup>
  );
}
