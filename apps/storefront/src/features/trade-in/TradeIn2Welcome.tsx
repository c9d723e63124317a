import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import * as styles from './tradeIn.css.ts';
import { useTradeIn2Flow } from './tradeIn2Context.ts';

/** Get started (spec 3 §2): what the flow asks (the VIN, a few questions, six photos). */
export function TradeIn2Welcome() {
  const flow = useTradeIn2Flow();
  return (
    <section className={styles.section} aria-labelledby="trade-in-title">
      <h1 id="trade-in-title">
        <FormattedMessage id="trade_in2.welcome.title" />
      </h1>
      <p>
        <FormattedMessage id="trade_in2.welcome.text" />
      </p>
      <p>
        <Link className={styles.stepLink} to={flow.stepPath('details')} data-testid="trade-in-start">
          <FormattedMessage id="trade_in.welcome.start" />
        </Link>
      </p>
    </section>
  );
}
