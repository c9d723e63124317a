import {
  type FlowType,
  type OrderSteps,
  type StepState,
  type StepStatus,
  stepStatus,
} from '@storefront/domain';
import { Stepper } from '@storefront/ui';
import type { MouseEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { buildPath, type RoutePrefix } from '../../shared/routing/routePrefix.ts';
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
  if (!answer || !section) return 'not-started';
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
    /**
     * The steps as the kit's progress bar: each step done, current, skipped, locked (no link) or not
     * started, seen and heard; a link routes in the page (walking back first, when it does).
     */
    render: () => (
      <StepNav
        steps={steps.map((step) => ({ step, status: stepperStatus(answer, step, current) }))}
        current={current}
        href={(step) => buildPath(input.prefix, `/conf/${input.vehicleId}/${step}/`)}
        walkBack={walkBack}
      />
    ),
    /** Where this page goes instead when the rules lock it, else null (none without an answer). */
    gate: () => (answer ? gatePath(answer, pathname, input.vehicleId) : null),
  };
}

/**
 * A step's state as the kit shows it (its check, its status text) from its status: initial 0, completed
 * 1, skipped 4 (literals: the domain's STEP_STATES would bring its schemas into this chunk).
 */
const STATE_OF: Readonly<Record<StepStatus, StepState>> = {
  current: 0,
  'not-started': 0,
  locked: 0,
  done: 1,
  skipped: 4,
};

function StepNav(props: {
  readonly steps: readonly { readonly step: BnpStep; readonly status: StepStatus }[];
  readonly current: BnpStep | null;
  readonly href: (step: BnpStep) => string;
  readonly walkBack: (step: BnpStep) => void;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const onSelect = (id: string, event: MouseEvent<HTMLElement>) => {
    const step = id as BnpStep;
    props.walkBack(step);
    // A plain click routes in the page; a new tab or window (modifier keys) is the browser's.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(props.href(step));
  };
  return (
    <Stepper
      label={intl.formatMessage({ id: 'bnp.steps' })}
      orientation="progress"
      {...(props.current ? { currentId: props.current } : {})}
      onSelect={onSelect}
      steps={props.steps.map(({ step, status }) => ({
        id: step,
        label: <FormattedMessage id={`bnp.step.${step}`} />,
        state: STATE_OF[status],
        disabled: status === 'locked',
        href: props.href(step),
      }))}
    />
  );
}
