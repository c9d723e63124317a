import { Disclaimer, POST_TAX_SUPERSCRIPT, Superscript } from '@storefront/ui';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useHomeDealership } from '../dealership/index.ts';
import { dealerDisclaimers } from './api/disclaimers.ts';
import * as styles from './DealDisclaimers.css.ts';

// The dealer's pricing disclaimers beside the vehicle page's prices (spec 2: superscripts wherever a
// price is shown): the header's payment carries each disclaimer's mark, a link to its text on the
// page. The payment and review steps list them under their itemised stack (./DealReview.tsx, anchors
// `pricing-stack-disclaimer-*`); the other pages list them at their foot (`deal-disclaimer-*`). A
// chunk of its own, loaded with the page once live: the marks come with the payment, never before.

/** The steps whose page lists the disclaimers under its itemised stack (./DealReview.tsx). */
const STACK_ON_PAGE = /\/conf\/[^/]+\/(payment|review)\/?$/;

/** Prefix of the anchors the header's marks point to on this page. */
export function disclaimerPrefixOf(pathname: string): string {
  return STACK_ON_PAGE.test(pathname) ? 'pricing-stack-disclaimer' : 'deal-disclaimer';
}

function useDisclaimers() {
  const dealer = useHomeDealership().data;
  const intl = useIntl();
  return useMemo(
    () => dealerDisclaimers(dealer, intl.locale).filter((d) => d.superscript !== POST_TAX_SUPERSCRIPT),
    [dealer, intl.locale],
  );
}

/** The header payment's marks, one per dealer disclaimer (the post-tax '^' marks post-tax lines only). */
export function PaymentMarks({ pathname }: { pathname: string }) {
  const disclaimers = useDisclaimers();
  const idPrefix = disclaimerPrefixOf(pathname);
  return disclaimers.map((d) => <Superscript key={d.superscript} mark={d.superscript} idPrefix={idPrefix} />);
}

/** The list the marks point to, at the foot of a page without the itemised stack. */
export function PageDisclaimers({ pathname }: { pathname: string }) {
  const disclaimers = useDisclaimers();
  if (disclaimers.length === 0 || STACK_ON_PAGE.test(pathname)) return null;
  return (
    <section className={styles.disclaimers} aria-labelledby="deal-disclaimers-title">
      <h2 id="deal-disclaimers-title" className={styles.disclaimersTitle}>
        <FormattedMessage id="bnp.disclaimers" />
      </h2>
      <Disclaimer items={disclaimers} idPrefix="deal-disclaimer" />
    </section>
  );
}
