import type { ReactNode } from 'react';
import type { CreditApplicationStatus } from '../internal/domain.ts';
import { Link } from '../Link/Link.tsx';
import * as styles from './CreditApp.css.ts';
import { useCreditText } from './text.ts';

export type CreditResultProps = {
  /**
   * The decision (spec 3 section 3): 1 awaiting the customer, 2 awaiting the dealer, 3 complete
   * (approved), 4 declined, 5 further verification; null while it is being sent.
   */
  readonly status: CreditApplicationStatus | null;
  /**
   * The decision system's name in the page's language, as a shopper reads it: "Decided by" it once
   * it has answered (1, 3, 4, 5), "Your application is with" it while sent or with the dealer (2).
   */
  readonly systemName: string;
  /** The order's page ("Back to my vehicle"). */
  readonly backHref: string;
  /** Called instead of following the back link (client-side routing). */
  readonly onBack?: () => void;
};

/** result/: the decision, one page a status, who decided (or has it, before a decision), and the way back to the vehicle. */
export function CreditResult({ status, systemName, backHref, onBack }: CreditResultProps): ReactNode {
  const t = useCreditText();
  const key = status === null ? 'pending' : String(status);
  return (
    <section className={styles.stack} aria-labelledby="credit-app-step-title" data-credit-result={key}>
      <h1 id="credit-app-step-title">{t(`creditApp.result.${key}.title`)}</h1>
      <p role="status" data-credit-status={key}>
        {t(`creditApp.result.${key}.body`)}
      </p>
      {/* "Decided by" once the system has answered; sent or with the dealership, whose hands it is in. */}
      <p>
        {t(status === null || status === 2 ? 'creditApp.result.reviewedBy' : 'creditApp.result.system', {
          name: systemName,
        })}
      </p>
      <p className={styles.actions}>
        <Link
          href={backHref}
          onClick={
            onBack
              ? (event) => {
                  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
                  event.preventDefault();
                  onBack();
                }
              : undefined
          }
        >
          {t('creditApp.result.back')}
        </Link>
      </p>
    </section>
  );
}
