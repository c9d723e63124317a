import { FormattedMessage } from 'react-intl';
import { Link, Navigate } from 'react-router';
import { redirectOf, useBlackBookFlow } from './context.ts';
import * as styles from './tradeIn.css.ts';

/** Get started (spec 3 §2): what the valuation is; an included trade-in goes to review. */
export function BlackBookWelcome() {
  const flow = useBlackBookFlow();
  const redirect = redirectOf(flow, 'welcome');
  if (redirect) return <Navigate replace to={redirect} />;
  return (
    <section className={styles.section} aria-labelledby="trade-in-title">
      <h1 id="trade-in-title">
        <FormattedMessage id="trade_in.welcome.title" />
      </h1>
      <p>
        <FormattedMessage id="trade_in.welcome.text" />
      </p>
      <p>
        <Link
          className={styles.stepLink}
          to={flow.path(`/${flow.name}/${flow.vehicleId}/details/`)}
          data-testid="trade-in-start"
        >
          <FormattedMessage id="trade_in.welcome.start" />
        </Link>
      </p>
    </section>
  );
}
