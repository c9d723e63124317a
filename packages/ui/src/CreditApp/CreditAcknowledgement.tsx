import type { ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import type { CreditAppParty } from '../internal/domain.ts';
import * as styles from './CreditApp.css.ts';
import { CreditStepPage } from './CreditStep.tsx';
import { useCreditText } from './text.ts';

/** The acknowledgement in the other official language (a dealer in Canada), as the app loaded it. */
export type CreditAcknowledgementVersion = {
  /** Its language (`en-CA` on a French page, `fr-CA` on an English one). */
  readonly lang: string;
  /** "English version" / "Version française". */
  readonly title: string;
  readonly body: string;
  readonly privacy: string;
};

export type CreditAcknowledgementProps = {
  /** The applicant's acknowledgement or the co-applicant's. */
  readonly party?: CreditAppParty;
  /** The other language's text, shown under the page's in its own language; none in the USA. */
  readonly otherVersion?: CreditAcknowledgementVersion | null | undefined;
  /** "I acknowledge". */
  readonly onAcknowledge: () => void;
};

/** acknowledgement/ (and co-applicant/acknowledgement/): what the dealer and the lenders do with the application. */
export function CreditAcknowledgement({
  party = 'primary',
  otherVersion,
  onAcknowledge,
}: CreditAcknowledgementProps): ReactNode {
  const t = useCreditText();
  return (
    <CreditStepPage step={party === 'co' ? 'coapplicant-acknowledgement' : 'applicant-acknowledgement'}>
      <p>{t('creditApp.acknowledgement.body')}</p>
      <p>{t('creditApp.acknowledgement.privacy')}</p>
      {otherVersion ? (
        <section lang={otherVersion.lang} className={styles.group} aria-labelledby="credit-app-other-version">
          <h2 id="credit-app-other-version" className={styles.legend}>
            {otherVersion.title}
          </h2>
          <p>{otherVersion.body}</p>
          <p>{otherVersion.privacy}</p>
        </section>
      ) : null}
      <div className={styles.actions}>
        <Button onClick={onAcknowledge}>{t('creditApp.acknowledge')}</Button>
      </div>
    </CreditStepPage>
  );
}
