import { Button } from '@storefront/ui';
import type { IntlShape } from 'react-intl';
import * as styles from './consent.css.ts';
import type { ConsentChoice } from './consent.ts';

/** The analytics consent: what is asked, allow or refuse. */
export function ConsentBanner({
  intl,
  onChoice,
}: {
  intl: IntlShape;
  onChoice: (choice: ConsentChoice) => void;
}) {
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <section className={styles.banner} aria-labelledby="analytics-consent-title" lang={intl.locale}>
      <h2 id="analytics-consent-title" className={styles.title}>
        {t('analytics.consent.title')}
      </h2>
      <p className={styles.text}>{t('analytics.consent.text')}</p>
      <div className={styles.actions}>
        <Button onClick={() => onChoice('granted')}>{t('analytics.consent.accept')}</Button>
        <Button variant="outline" onClick={() => onChoice('denied')}>
          {t('analytics.consent.decline')}
        </Button>
      </div>
    </section>
  );
}
