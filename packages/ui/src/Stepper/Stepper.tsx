import { buttonReset, focusRing } from '@storefront/theme';
import { type MouseEvent, type ReactNode, useId, useState } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import type { StepState } from '../internal/domain.ts';
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

const STATUS_MESSAGE: Readonly<Record<StepStateName, UiMessageId>> = {
  initial: 'ui.stepper.state.initial',
  completed: 'ui.stepper.state.completed',
  awaitingDealer: 'ui.stepper.state.awaitingDealer',
  awaitingCustomer: 'ui.stepper.state.awaitingCustomer',
  skipped: 'ui.stepper.state.skipped',
};

// The names are in the states' order: a state is its name's index. (The domain's STEP_STATES is not
// imported: it lives beside its zod schema, which would follow the stepper into an app's chunk.)
export const stepStateName = (state: StepState): StepStateName => STEP_STATE_NAMES[state];

/** A step's place in the shopper's progress, as the stepper shows it (`data-status`). */
export const STEP_PROGRESS_STATUSES = ['done', 'current', 'skipped', 'locked', 'not-started'] as const;
export type StepProgressStatus = (typeof STEP_PROGRESS_STATUSES)[number];

/**
 * The step shown is current; else a locked (`disabled`) step is locked, a skipped one skipped, one still
 * initial not started, and any other (completed, awaiting the dealer or the customer) done.
 */
export function stepProgressStatus(step: StepItem, current: boolean): StepProgressStatus {
  if (current) return 'current';
  if (step.disabled) return 'locked';
  const name = stepStateName(step.state);
  if (name === 'skipped') return 'skipped';
  return name === 'initial' ? 'not-started' : 'done';
}

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
  /**
   * A step chosen: a button's click, or a link's (the app may `preventDefault()` the event and route
   * in the page). Never called for a locked step.
   */
  readonly onSelect?: (id: string, event: MouseEvent<HTMLElement>) => void;
  /**
   * Vertical sidebar list (default), a horizontal row, or a progress bar (a segment per step: filled
   * when done, marked when current, dashed when locked). The progress bar in a narrow container (a
   * phone) is a summary, "Step 3 of 7", the current step's name and a compact bar, a button that
   * shows the list of steps beneath it.
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
  const listId = useId();
  const [open, setOpen] = useState(false);
  const at = steps.findIndex((step) => step.id === currentId);
  const statuses = steps.map((step) => stepProgressStatus(step, step.id === currentId));
  return (
    <nav aria-label={label} className={styles.nav}>
      {orientation === 'progress' ? (
        <button
          type="button"
          className={`${buttonReset} ${focusRing} ${styles.summary}`}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
        >
          <span className={styles.label}>
            {at < 0 ? label : t('ui.stepper.count', { current: at + 1, total: steps.length })}
          </span>
          <span className={styles.status}>{steps[at]?.label}</span>
          <span className={styles.bar} aria-hidden="true">
            {statuses.map((status, index) => (
              <span key={steps[index]?.id} data-status={status} />
            ))}
          </span>
          <Icon name="chevronDown" size={20} />
        </button>
      ) : null}
      <ol
        id={listId}
        className={LIST_CLASS[orientation]}
        data-orientation={orientation}
        data-open={open || undefined}
      >
        {steps.map((step, index) => {
          const name = stepStateName(step.state);
          const status = statuses[index];
          const inner = (
            <>
              <span className={styles.dot} aria-hidden="true">
                {name === 'completed' ? <Icon name="check" size={16} strokeWidth={3} /> : index + 1}
              </span>
              <span className={styles.labels}>
                <span className={styles.label}>{step.label}</span>
                <span className={styles.status}>
                  {status === 'current'
                    ? t('ui.stepper.current')
                    : status === 'locked'
                      ? t('ui.stepper.locked')
                      : t(STATUS_MESSAGE[name])}
                </span>
              </span>
            </>
          );
          const common = {
            className: `${styles.step} ${focusRing}`,
            'data-state': name,
            'aria-current': status === 'current' ? ('step' as const) : undefined,
            onClick: (event: MouseEvent<HTMLElement>) => {
              if (!step.disabled) onSelect?.(step.id, event);
            },
          };
          return (
            <li key={step.id} data-state={name} data-status={status} data-locked={step.disabled || undefined}>
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
