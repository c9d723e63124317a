import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import * as styles from './bnp.css.ts';
import { useStepMove } from './StepFooter.tsx';
import type { BnpStep } from './steps.ts';

/** Skip this step (spec 2 section 4: the step skipped, which passes it in a linear flow), then the next one. */
export function SkipStep({ step }: { step: BnpStep }) {
  const { to, onClick, disabled } = useStepMove(step, 4);
  return (
    <Link
      className={styles.stepLink}
      to={to}
      aria-disabled={disabled}
      data-testid="step-skip"
      onClick={onClick}
    >
      <FormattedMessage id="bnp.skip" />
    </Link>
  );
}
