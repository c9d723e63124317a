import type { CreditAppParty } from '@storefront/domain';
import { Button } from '@storefront/ui';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useCreditApp } from './context.ts';
import * as styles from './creditApp.css.ts';

/** acknowledgement/ (and co-applicant/acknowledgement/): what the dealer and the lenders do with the application. */
export function AcknowledgementStep({ party = 'primary' }: { party?: CreditAppParty }): ReactNode {
  const app = useCreditApp();
  return (
    <section className={styles.form} aria-labelledby="credit-app-step-title">
      <h1 id="credit-app-step-title">
        <FormattedMessage
          id={
            party === 'co'
              ? 'creditApp.step.coapplicant-acknowledgement'
              : 'creditApp.step.applicant-acknowledgement'
          }
        />
      </h1>
      <p>
        <FormattedMessage id="creditApp.acknowledgement.body" />
      </p>
      <p>
        <FormattedMessage id="creditApp.acknowledgement.privacy" />
      </p>
      <div className={styles.actions}>
        <Button onClick={() => app.goTo(party === 'co' ? 'co-applicant' : 'applicant')}>
          <FormattedMessage id="creditApp.acknowledge" />
        </Button>
      </div>
    </section>
  );
}
