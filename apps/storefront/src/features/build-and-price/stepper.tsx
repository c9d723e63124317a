import {
  type FlowType,
  type OrderSteps,
  type StepState,
  type StepStatus,
  stepStatus,
} from '@storefront/domain';
import { FormattedMessage } from 'react-intl';
import { NavLink } from 'react-router';
import { buildPath, type RoutePrefix } from '../../shared/routing/routePrefix.ts';
import * as styles from './bnp.css.ts';
import { resetUpdates, withStepStates } from './progress.ts';
import { type BnpStep, type BnpStepId, BUILD_AND_PRICE_ROUTES, PROGRESS_STEP } from './steps.ts';

// The stepper's rules (spec 2 section 4), a chunk of its own the vehicle page loads while it fetches
// the steps' progress (GET order-steps, ./api/steps.ts): neither is needed for its first paint.

/** The build-and-price section of the server's steps answer. */
export function bnpSection(answer: OrderSteps | undefined) {
  return answer?.sections.find((section) => section.id === 'build-and-price');
}

/** The progress step a page stands for: incentives (no step of the progress) stands with the payment after it. */
const progressOf = (step: BnpStep): BnpStepId => PROGRESS_STEP[step] ?? 'payment';

/**
 * How the stepper shows a page: the domain's stepStatus over the server's answer (its flow, the
 * section's progress, the steps it closes; ./progress.ts keeps it up to date with the steps passed
 * here since). Without an answer yet, nothing is locked.
 */
export function stepperStatus(
  answer: OrderSteps | undefined,
  step: BnpStep,
  current: BnpStep | null,
): StepStatus {
  const section = bnpSection(answer);
  if (step === current) return 'current';
  if (!answer || !section) return 'available';
  return stepStatus({
    flow: answer.flow_type as FlowType,
    section: { id: 'build-and-price', steps: section.steps.map((s) => s.id) },
    step: progressOf(step),
    progress: Object.fromEntries(section.steps.map((s) => [s.id, s.state as StepState])),
    current: null,
    serverUnavailable: section.steps.filter((s) => !s.available).map((s) => s.id),
  });
}

/** The page of a build-and-price progress step (`protections` is the protection page). */
export function pageOf(progressStep: string): BnpStep | null {
  return BUILD_AND_PRICE_ROUTES.find((step) => PROGRESS_STEP[step] === progressStep) ?? null;
}

/** The step page a pathname shows (`…/conf/{id}/{step}/`), null for the overview. */
export function stepOfPath(pathname: string): BnpStep | null {
  const last = pathname.split('/').filter(Boolean).at(-1);
  return BUILD_AND_PRICE_ROUTES.find((step) => step === last) ?? null;
}

/**
 * Where a locked page sends the shopper (spec 2 section 4): where entering the section leads, as the
 * server answers it (the first open step still initial; a section that cannot be re-opened: its summary).
 */
export function lockedTarget(answer: OrderSteps | undefined): { page: BnpStep } | { summary: true } {
  const entry = bnpSection(answer)?.entry as { kind?: string; step?: string } | undefined;
  if (entry?.kind === 'summary') return { summary: true };
  return { page: pageOf(entry?.step ?? '') ?? 'accessories' };
}

/** The path a page reached by its URL goes to instead when the rules lock it, else null. */
export function gatePath(answer: OrderSteps, pathname: string, vehicleId: number): string | null {
  const current = stepOfPath(pathname);
  if (!current || stepperStatus(answer, current, null) !== 'locked') return null;
  const to = lockedTarget(answer);
  return 'page' in to
    ? `/conf/${vehicleId}/${to.page}/`
    : `/saved-vehicles/${vehicleId}/summary/build-and-price/`;
}

/** What the vehicle page's stepper reads and does, for its answer and the page it shows. */
export interface StepperInput {
  readonly answer: OrderSteps | undefined;
  readonly pathname: string;
  /** The dealer's steps, in order. */
  readonly steps: readonly BnpStep[];
  /** The route prefix (dealer and language) of the page's links. */
  readonly prefix: RoutePrefix;
  readonly vehicleId: number;
  /** Sets and shows steps' states (the deal's, ./useOrderSync.ts). */
  readonly setSteps: (updates: Record<string, number>) => unknown;
  /** The steps passed before the order exists (kept across reloads: ./state.ts), over the answer. */
  readonly passed?: Readonly<Record<string, number>> | undefined;
}

export function stepperOf(input: StepperInput) {
  const { pathname, steps, passed } = input;
  const answer =
    input.answer && passed && Object.keys(passed).length > 0
      ? withStepStates(input.answer, passed)
      : input.answer;
  const current = stepOfPath(pathname);
  /**
   * Walking back from the page shown to an earlier `step` of a finished section re-opens it (spec 2
   * section 4): its steps from the last back to `step` reset, last first, shown at once and written by
   * `setSteps`; the steps before it stay passed (a linear flow keeps `step` open).
   */
  const walkBack = (step: BnpStep) => {
    if (!current || bnpSection(answer)?.state !== 'completed') return;
    if (steps.indexOf(step) >= steps.indexOf(current)) return;
    // The first step from the one walked back to that the server's progress knows (incentives has none).
    const from = steps
      .slice(steps.indexOf(step))
      .map((s) => PROGRESS_STEP[s])
      .find((key) => key !== null);
    input.setSteps(resetUpdates(answer, 'build-and-price', from));
  };
  return {
    status: (step: BnpStep) => stepperStatus(answer, step, current),
    walkBack,
    /** A step of the stepper: a link unless locked, its status said (visually: ./bnp.css.ts). */
    item: (step: BnpStep, index: number) => {
      const status = stepperStatus(answer, step, current);
      const content = (
        <>
          <span className={styles.stepNumber}>{index + 1}</span>
          <FormattedMessage id={`bnp.step.${step}`} />
          <span className={styles.visuallyHidden}>
            <FormattedMessage id="bnp.stepper.status" values={{ status }} />
          </span>
        </>
      );
      return (
        <li key={step} data-status={status}>
          {status === 'locked' ? (
            // In the keyboard's order, so the step is reached and its status (locked) heard; no link.
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a locked step is announced where it stands
            <span className={styles.navStep} aria-disabled="true" tabIndex={0}>
              {content}
            </span>
          ) : (
            <NavLink
              className={styles.navStep}
              to={buildPath(input.prefix, `/conf/${input.vehicleId}/${step}/`)}
              aria-current="step"
              onClick={() => walkBack(step)}
            >
              {content}
            </NavLink>
          )}
        </li>
      );
    },
    /** Where this page goes instead when the rules lock it, else null (none without an answer). */
    gate: () => (answer ? gatePath(answer, pathname, input.vehicleId) : null),
  };
}
