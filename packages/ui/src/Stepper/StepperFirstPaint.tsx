import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import { useUiText } from '../intl/useUiText.ts';
import * as styles from './Stepper.css.ts';

export type StepperFirstPaintProps = {
  readonly label: string;
  readonly steps: readonly { readonly id: string; readonly label: ReactNode; readonly href: string }[];
  readonly currentId?: string | undefined;
};

/**
 * The progress bar (`Stepper` with `orientation="progress"`) as its first paint: its markup and boxes,
 * server-rendered, before the app has its progress (the current step current, the others not
 * started) and before the `Stepper` itself has come (a chunk, in an app). No state, no handlers: the
 * steps are plain links and the phone's summary does not open. A module of its own, so that what
 * renders it up front does not take the `Stepper` along.
 */
export function StepperFirstPaint({ label, steps, currentId }: StepperFirstPaintProps): ReactNode {
  const t = useUiText();
  const at = steps.findIndex((step) => step.id === currentId);
  return (
    <nav aria-label={label} className={styles.nav}>
      <div className={styles.summary}>
        <span className={styles.label}>
          {at < 0 ? label : t('ui.stepper.count', { current: at + 1, total: steps.length })}
        </span>
        <span className={styles.status}>{steps[at]?.label}</span>
        <span className={styles.bar} aria-hidden="true">
          {steps.map((step, index) => (
            <span key={step.id} data-status={index === at ? 'current' : 'not-started'} />
          ))}
        </span>
        <Icon name="chevronDown" size={20} />
      </div>
      <ol className={`${styles.list} ${styles.progress}`}>
        {steps.map((step, index) => (
          <li key={step.id} data-state="initial" data-status={index === at ? 'current' : 'not-started'}>
            <a
              href={step.href}
              className={styles.step}
              data-state="initial"
              aria-current={index === at ? 'step' : undefined}
            >
              <span className={styles.dot} aria-hidden="true">
                {index + 1}
              </span>
              <span className={styles.labels}>
                <span className={styles.label}>{step.label}</span>
                <span className={styles.status}>
                  {t(index === at ? 'ui.stepper.current' : 'ui.stepper.state.initial')}
                </span>
              </span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
