import { buttonReset, focusRing } from '@storefront/theme';
import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import type { StepState } from '../internal/domain.ts';
import { STEP_STATES } from '../internal/domain.ts';
import { useUiText } from '../intl/useUiText.ts';
import type { UiMessageId } from '../messages/index.ts';
import * as styles from './Stepper.css.ts';

/** Names of the domain's numeric step states (initial 0, completed 1, awaiting dealer 2, awaiting customer 3, skipped 4). */
export const STEP_STATE_NAMES = [
  'initial',
  'completed',
  'awaitingDealer',
  'awaitingCustomer',
  'skipped',
] as const;
export type StepStateName = (typeof STEP_STATE_NAMES)[number];

const NAME_BY_STATE: Readonly<Record<StepState, StepStateName>> = {
  [STEP_STATES.INITIAL]: 'initial',
  [STEP_STATES.COMPLETED]: 'completed',
  [STEP_STATES.AWAITING_DEALER]: 'awaitingDealer',
  [STEP_STATES.AWAITING_CUSTOMER]: 'awaitingCustomer',
  [STEP_STATES.SKIPPED]: 'skipped',
};

const STATUS_MESSAGE: Readonly<Record<StepStateName, UiMessageId>> = {
  initial: 'ui.stepper.state.initial',
  completed: 'ui.stepper.state.completed',
  awaitingDealer: 'ui.stepper.state.awaitingDealer',
  awaitingCustomer: 'ui.stepper.state.awaitingCustomer',
  skipped: 'ui.stepper.state.skipped',
};

export const stepStateName = (state: StepState): StepStateName => NAME_BY_STATE[state];

export type StepItem = {
  readonly id: string;
  readonly label: ReactNode;
  /** The domain's numeric step state. */
  readonly state: StepState;
  /** Locked steps are shown but cannot be opened. */
  readonly disabled?: boolean;
  /** Link target; without it the step is a button that calls `onSelect`. */
  readonly href?: string;
};

export type StepperProps = {
  /** Accessible name of the navigation, e.g. "Purchase steps". */
  readonly label: string;
  readonly steps: readonly StepItem[];
  readonly currentId?: string;
  readonly onSelect?: (id: string) => void;
  /**
   * Vertical sidebar list (default), a horizontal row, or a progress bar (a segment per step: filled
   * when done, marked when current, dashed when locked).
   */
  readonly orientation?: 'vertical' | 'horizontal' | 'progress';
};

const LIST_CLASS = {
  vertical: styles.list,
  horizontal: `${styles.list} ${styles.horizontal}`,
  progress: `${styles.list} ${styles.progress}`,
} as const;

/**
 * The purchase steps: number or state icon, label, state text; the current step `aria-current="step"`.
 * A locked (`disabled`) step stays in the keyboard's order and says it is locked, but does not open.
 */
export function Stepper({
  label,
  steps,
  currentId,
  onSelect,
  orientation = 'vertical',
}: StepperProps): ReactNode {
  const t = useUiText();
  return (
    <nav aria-label={label}>
      <ol className={LIST_CLASS[orientation]} data-orientation={orientation}>
        {steps.map((step, index) => {
          const name = stepStateName(step.state);
          const current = step.id === currentId;
          const inner = (
            <>
              <span className={styles.dot} aria-hidden="true">
                {name === 'completed' ? <Icon name="check" size={16} strokeWidth={3} /> : index + 1}
              </span>
              <span className={styles.labels}>
                <span className={styles.label}>{step.label}</span>
                <span className={styles.status}>
                  {step.disabled ? t('ui.stepper.locked') : t(STATUS_MESSAGE[name])}
                </span>
              </span>
            </>
          );
          const common = {
            className: `${styles.step} ${focusRing}`,
            'data-state': name,
            'aria-current': current ? ('step' as const) : undefined,
          };
          return (
            <li key={step.id} data-state={name} data-locked={step.disabled || undefined}>
              {step.href !== undefined && !step.disabled ? (
                <a href={step.href} {...common}>
                  {inner}
                </a>
              ) : (
                <button
                  type="button"
                  {...common}
                  className={`${buttonReset} ${common.className}`}
                  aria-disabled={step.disabled || undefined}
                  onClick={() => {
                    if (!step.disabled) onSelect?.(step.id);
                  }}
                >
                  {inner}
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
