import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { StepText } from './FlowParts.tsx';
import * as styles from './tradeIn.css.ts';
import { useTradeIn2Flow } from './tradeIn2Context.ts';

/** Get started (spec 3 §2): what the flow asks (the VIN, a few questions, six photos). */
export function TradeIn2Welcome() {
  const flow = useTradeIn2Flow();
  return (
    <StepText title="trade_in2.welcome.title" text="trade_in2.welcome.text">
      <Link className={styles.stepLink} to={flow.stepPath('details')} data-testid="trade-in-start">
        <FormattedMessage id="trade_in.welcome.start" />
      </Link>
    </StepText>
  );
}
