/**
 * Step progress (spec 2 §4, spec 3 §2): states initial 0, completed 1, awaiting dealer 2, awaiting
 * customer 3, skipped 4; proceed, skip, reset backwards, availability in linear and modular flows,
 * and sections that cannot be re-opened (credit app and deposit).
 */
import type { FlowType } from '../schemas/dealer.ts';
import type { OrderStepKey, SectionId, StepProgressValue, StepState } from '../schemas/order.ts';

// The schemas' STEP_STATES, restated: these rules run in the shopper's step pages, which must not
// carry zod's schemas with them (a type import only; test/rules/steps.test.ts holds the two equal).
const STEP_STATES = {
  INITIAL: 0,
  COMPLETED: 1,
  AWAITING_DEALER: 2,
  AWAITING_CUSTOMER: 3,
  SKIPPED: 4,
} as const;

/** Progress map by step id. A step missing from the map is initial. */
export type Progress = Readonly<Record<string, StepState>>;

export interface SectionDefinition {
  readonly id: SectionId;
  /** Step ids in order. */
  readonly steps: readonly string[];
}

/** Build-and-price steps, deposit steps and the other sections' steps (spec 2 §2, spec 3 §2). */
export const SECTION_STEPS: Readonly<Record<SectionId, readonly string[]>> = Object.freeze({
  'build-and-price': ['accessories', 'protections', 'payment', 'review'],
  'trade-in': ['trade-in'],
  'credit-app': ['credit-app'],
  deposit: ['place', 'review'],
  'deposit-vw': ['place-vw', 'review-vw', 'confirmation-vw'],
  appointment: ['editor'],
});

/** Build-and-price route children (spec 2 §2). */
export const BUILD_AND_PRICE_ROUTES = [
  'accessories',
  'protection',
  'incentives',
  'payment',
  'review',
] as const;

/** Sections that can be re-opened after completion (spec 2 §2). */
export const REOPENABLE_SECTIONS: readonly SectionId[] = ['build-and-price', 'trade-in', 'appointment'];
/** Sections that cannot: once past the initial state the user goes to the step summary. */
export const NON_REOPENABLE_SECTIONS: readonly SectionId[] = ['credit-app', 'deposit', 'deposit-vw'];

export function isReopenable(section: SectionId): boolean {
  return REOPENABLE_SECTIONS.includes(section);
}

/** Only the modular flow is non-linear; checkout and the legacy transactional flow are linear. */
export function isLinearFlow(flow: FlowType): boolean {
  return flow !== 'modular';
}

export function stepState(progress: Progress, step: string): StepState {
  return progress[step] ?? STEP_STATES.INITIAL;
}

/** Numeric state to the string enumeration; awaiting states count as completed there. */
export function stepProgressValue(state: StepState): StepProgressValue {
  if (state === STEP_STATES.INITIAL) return 'initial';
  if (state === STEP_STATES.SKIPPED) return 'skipped';
  return 'completed';
}

/** Marking complete or proceeding moves initial or skipped to completed; other states stay. */
export function proceedState(state: StepState): StepState {
  return state === STEP_STATES.INITIAL || state === STEP_STATES.SKIPPED ? STEP_STATES.COMPLETED : state;
}

export function completeStep(progress: Progress, step: string): Progress {
  return { ...progress, [step]: proceedState(stepState(progress, step)) };
}

export function skipStep(progress: Progress, step: string): Progress {
  return { ...progress, [step]: STEP_STATES.SKIPPED };
}

/**
 * Resets every step of a section back to initial, walking backwards from the last step. Answers the
 * new progress and the order in which steps were reset (for the server calls).
 */
export function resetSection(
  progress: Progress,
  section: SectionDefinition,
): { progress: Progress; order: string[] } {
  const next: Record<string, StepState> = { ...progress };
  const order: string[] = [];
  for (let i = section.steps.length - 1; i >= 0; i--) {
    const step = section.steps[i];
    if (step === undefined) continue;
    next[step] = STEP_STATES.INITIAL;
    order.push(step);
  }
  return { progress: next, order };
}

/** The section state: initial when every step is initial, completed when none is. */
export function sectionState(
  progress: Progress,
  section: SectionDefinition,
): 'initial' | 'in-progress' | 'completed' {
  const states = section.steps.map((s) => stepState(progress, s));
  if (states.every((s) => s === STEP_STATES.INITIAL)) return 'initial';
  if (states.every((s) => s !== STEP_STATES.INITIAL)) return 'completed';
  return 'in-progress';
}

/**
 * Each section's progress read by its own steps. A step id that an earlier section already has (the
 * deposit's `review` after build-and-price's) is keyed `<section>-<step>` in the order's progress map, as
 * the server writes it: read plainly, the deposit's review would be build-and-price's.
 */
export function sectionProgress(
  sections: readonly SectionId[],
  progress: Progress,
): Readonly<Partial<Record<SectionId, Progress>>> {
  const used = new Set<string>();
  const views: Partial<Record<SectionId, Progress>> = {};
  for (const section of sections) {
    const view: Record<string, StepState> = {};
    for (const step of SECTION_STEPS[section]) {
      const key = used.has(step) ? `${section}-${step}` : step;
      used.add(key);
      const state = progress[key];
      if (state !== undefined) view[step] = state;
    }
    views[section] = view;
  }
  return views;
}

export type ProceedTarget =
  | { readonly kind: 'step'; readonly section: SectionId; readonly step: string }
  | { readonly kind: 'summary'; readonly section: SectionId };

/** Proceeding within a section jumps to its next step; past its last step, to the step summary. */
export function proceedTarget(section: SectionDefinition, step: string): ProceedTarget {
  const index = section.steps.indexOf(step);
  const next = index >= 0 ? section.steps[index + 1] : undefined;
  return next === undefined
    ? { kind: 'summary', section: section.id }
    : { kind: 'step', section: section.id, step: next };
}

export interface AvailabilityInput {
  readonly flow: FlowType;
  readonly section: SectionDefinition;
  readonly step: string;
  readonly progress: Progress;
  /** Steps the server reports as unavailable. */
  readonly serverUnavailable?: readonly string[];
}

export type Availability =
  | { readonly available: true }
  | {
      readonly available: false;
      readonly reason: 'linear-earlier-step-initial' | 'section-not-reopenable' | 'server';
    };

/**
 * A step is unavailable when the flow is linear and an earlier step of its section is still
 * initial, when a section that cannot be re-opened has moved past its initial state up to or beyond
 * that step, or when the server says so.
 */
export function stepAvailability(input: AvailabilityInput): Availability {
  const { section, step, progress } = input;
  if (input.serverUnavailable?.includes(step)) return { available: false, reason: 'server' };
  const index = section.steps.indexOf(step);
  if (!isReopenable(section.id)) {
    let furthest = -1;
    section.steps.forEach((s, i) => {
      if (stepState(progress, s) !== STEP_STATES.INITIAL) furthest = i;
    });
    if (furthest >= 0 && index <= furthest) return { available: false, reason: 'section-not-reopenable' };
  }
  if (isLinearFlow(input.flow) && index > 0) {
    const earlierInitial = section.steps
      .slice(0, index)
      .some((s) => stepState(progress, s) === STEP_STATES.INITIAL);
    if (earlierInitial) return { available: false, reason: 'linear-earlier-step-initial' };
  }
  return { available: true };
}

/**
 * How a stepper shows a step: the page shown, finished (completed or awaiting someone), skipped, closed
 * by the rules, or open and not started.
 */
export type StepStatus = 'current' | 'done' | 'skipped' | 'locked' | 'not-started';

/**
 * A step's status in the stepper (spec 2 §4): the step shown is current; otherwise a step the rules
 * close (stepAvailability: linear flows, non-reopenable sections, the server) is locked, a skipped step
 * (state 4) skipped, another past initial done, any other not started.
 */
export function stepStatus(input: AvailabilityInput & { readonly current: string | null }): StepStatus {
  if (input.step === input.current) return 'current';
  if (!stepAvailability(input).available) return 'locked';
  const state = stepState(input.progress, input.step);
  if (state === STEP_STATES.SKIPPED) return 'skipped';
  return state === STEP_STATES.INITIAL ? 'not-started' : 'done';
}

/**
 * In a linear flow the sections come in order: the deposit and the trade-in open once build-and-price
 * is completed (no step of it still initial). The spec states the linear rule within a section; across
 * sections it is ours: a linear dealer takes no deposit and values no trade-in for a deal never built.
 * A modular flow opens every section at once.
 */
export function builtBeforeLaterSections(flow: FlowType, progress: Progress): boolean {
  if (!isLinearFlow(flow)) return true;
  const buildAndPrice: SectionDefinition = { id: 'build-and-price', steps: SECTION_STEPS['build-and-price'] };
  return sectionState(progress, buildAndPrice) === 'completed';
}

/**
 * Where entering a section sends the user: a non-reopenable section past its initial state goes to
 * the step summary; otherwise the first available step that is still initial (or the first step).
 */
export function sectionEntry(flow: FlowType, section: SectionDefinition, progress: Progress): ProceedTarget {
  if (!isReopenable(section.id) && sectionState(progress, section) !== 'initial') {
    return { kind: 'summary', section: section.id };
  }
  const first = section.steps.find(
    (s) =>
      stepState(progress, s) === STEP_STATES.INITIAL &&
      stepAvailability({ flow, section, step: s, progress }).available,
  );
  return { kind: 'step', section: section.id, step: first ?? section.steps[0] ?? '' };
}

/**
 * The step-summary target without secName: the last finished step of the section, or order-details
 * when none is finished (spec 2 §2).
 */
export function lastFinishedStep(section: SectionDefinition, progress: Progress): string | null {
  for (let i = section.steps.length - 1; i >= 0; i--) {
    const s = section.steps[i];
    if (s !== undefined && stepState(progress, s) !== STEP_STATES.INITIAL) return s;
  }
  return null;
}

/** Order-step keys that belong to each section, for mapping server progress onto sections. */
export const STEP_KEY_SECTION: Readonly<Partial<Record<OrderStepKey, SectionId>>> = Object.freeze({
  accessories: 'build-and-price',
  protections: 'build-and-price',
  payment: 'build-and-price',
  review: 'build-and-price',
  'trade-in': 'trade-in',
  'credit-app': 'credit-app',
  deposit: 'deposit',
  'deposit-vw': 'deposit-vw',
  appointment: 'appointment',
});

/** Deposit submitted: deposit_step_status completed, or an order with reserveit_id (spec 2 §4). */
export function isDepositSubmitted(order: {
  readonly deposit_step_status?: StepState | null | undefined;
  readonly reserveit_id?: string | null | undefined;
}): boolean {
  return order.deposit_step_status === STEP_STATES.COMPLETED || Boolean(order.reserveit_id);
}

/** Deposit route redirects (spec 2 §4). */
export function depositRouteRedirect(
  route: 'place' | 'review' | 'place-vw' | 'review-vw' | 'confirmation-vw',
  hasDeposit: boolean,
): 'summary' | null {
  if (route === 'review' || route === 'confirmation-vw') return 'summary';
  return hasDeposit ? 'summary' : null;
}

/** The deposit place step completed tells an order-confirmation page from a checkout page. */
export function depositPageKind(progress: Progress, placeStep = 'place'): 'order-confirmation' | 'checkout' {
  return stepState(progress, placeStep) === STEP_STATES.COMPLETED ? 'order-confirmation' : 'checkout';
}

/** Credit application status "complete" (spec 3 §5: 1 awaiting customer ... 3 complete). */
export const CREDIT_APPLICATION_COMPLETE = 3;

export type SummaryRedirect =
  | { readonly kind: 'section'; readonly section: SectionId }
  | { readonly kind: 'order-details' }
  | { readonly kind: 'credit-app-result' };

/**
 * The step summary's redirects (spec 2 §2, spec 3 §2). Without secName: the last section, in the
 * dealer's order, with a finished (non-initial) step, or order-details when none has one. With the
 * credit application as secName and its status complete: the credit application's result. Otherwise
 * none (null): the summary of secName is shown.
 */
export function stepSummaryRedirect(input: {
  readonly secName: string | null | undefined;
  readonly sections: readonly SectionDefinition[];
  /** Each section's progress by its own step ids (sectionProgress). */
  readonly progress: Readonly<Partial<Record<SectionId, Progress>>>;
  readonly creditApplicationStatus: number | null | undefined;
}): SummaryRedirect | null {
  if (!input.secName) {
    const last = input.sections.findLast(
      (section) => lastFinishedStep(section, input.progress[section.id] ?? {}) !== null,
    );
    return last ? { kind: 'section', section: last.id } : { kind: 'order-details' };
  }
  if (input.secName === 'credit-app' && input.creditApplicationStatus === CREDIT_APPLICATION_COMPLETE) {
    return { kind: 'credit-app-result' };
  }
  return null;
}
