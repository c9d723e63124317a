import { describe, expect, it } from 'vitest';
import {
  builtBeforeLaterSections,
  completeStep,
  depositPageKind,
  depositRouteRedirect,
  isDepositSubmitted,
  isLinearFlow,
  isReopenable,
  lastFinishedStep,
  proceedState,
  proceedTarget,
  resetSection,
  SECTION_STEPS,
  type SectionDefinition,
  sectionEntry,
  sectionProgress,
  sectionState,
  skipStep,
  stepAvailability,
  stepProgressValue,
  stepState,
  stepStatus,
  stepSummaryRedirect,
} from '../../src/rules/steps.ts';
import { STEP_STATES } from '../../src/schemas/order.ts';

const bnp: SectionDefinition = { id: 'build-and-price', steps: SECTION_STEPS['build-and-price'] };
const deposit: SectionDefinition = { id: 'deposit', steps: SECTION_STEPS.deposit };

describe('step progress (spec 2 §4, spec 1 §9)', () => {
  it('has the numeric states of the spec', () => {
    expect(STEP_STATES).toEqual({
      INITIAL: 0,
      COMPLETED: 1,
      AWAITING_DEALER: 2,
      AWAITING_CUSTOMER: 3,
      SKIPPED: 4,
    });
    expect(SECTION_STEPS['build-and-price']).toEqual(['accessories', 'protections', 'payment', 'review']);
  });
  it('proceed moves initial or skipped to completed and leaves awaiting states', () => {
    expect(proceedState(0)).toBe(1);
    expect(proceedState(4)).toBe(1);
    expect(proceedState(2)).toBe(2);
    expect(proceedState(3)).toBe(3);
    expect(completeStep({}, 'accessories')).toEqual({ accessories: 1 });
  });
  it('skip sets skipped', () => {
    expect(skipStep({ accessories: 1 }, 'accessories')).toEqual({ accessories: 4 });
  });
  it('maps numeric states to the string enumeration', () => {
    expect([0, 1, 2, 3, 4].map((s) => stepProgressValue(s as 0))).toEqual([
      'initial',
      'completed',
      'completed',
      'completed',
      'skipped',
    ]);
  });
  it('reset sets every step of the section back to initial, walking backwards', () => {
    const { progress, order } = resetSection(
      { accessories: 1, protections: 4, payment: 1, review: 1, place: 1 },
      bnp,
    );
    expect(order).toEqual(['review', 'payment', 'protections', 'accessories']);
    expect(progress).toEqual({ accessories: 0, protections: 0, payment: 0, review: 0, place: 1 });
  });
  it('proceeding within a section goes to the next step; past the last, to the step summary', () => {
    expect(proceedTarget(bnp, 'accessories')).toEqual({
      kind: 'step',
      section: 'build-and-price',
      step: 'protections',
    });
    expect(proceedTarget(bnp, 'review')).toEqual({ kind: 'summary', section: 'build-and-price' });
    expect(proceedTarget(bnp, 'unknown')).toEqual({ kind: 'summary', section: 'build-and-price' });
  });
  it('section state', () => {
    expect(sectionState({}, bnp)).toBe('initial');
    expect(sectionState({ accessories: 1 }, bnp)).toBe('in-progress');
    expect(sectionState({ accessories: 1, protections: 4, payment: 2, review: 1 }, bnp)).toBe('completed');
  });
});

describe('availability (spec 2 §4)', () => {
  it('linear flows need earlier steps past initial; modular flows do not', () => {
    expect(isLinearFlow('checkout')).toBe(true);
    expect(isLinearFlow('transactional')).toBe(true);
    expect(isLinearFlow('modular')).toBe(false);
    expect(
      stepAvailability({ flow: 'checkout', section: bnp, step: 'payment', progress: { accessories: 1 } }),
    ).toEqual({
      available: false,
      reason: 'linear-earlier-step-initial',
    });
    expect(
      stepAvailability({
        flow: 'checkout',
        section: bnp,
        step: 'payment',
        progress: { accessories: 1, protections: 4 },
      }),
    ).toEqual({
      available: true,
    });
    expect(stepAvailability({ flow: 'modular', section: bnp, step: 'review', progress: {} })).toEqual({
      available: true,
    });
  });
  it('non-reopenable sections past initial close the steps up to the furthest progressed', () => {
    expect(isReopenable('deposit')).toBe(false);
    expect(isReopenable('credit-app')).toBe(false);
    expect(isReopenable('trade-in')).toBe(true);
    expect(
      stepAvailability({ flow: 'modular', section: deposit, step: 'place', progress: { place: 1 } }),
    ).toEqual({
      available: false,
      reason: 'section-not-reopenable',
    });
    expect(
      stepAvailability({ flow: 'modular', section: deposit, step: 'review', progress: { place: 1 } })
        .available,
    ).toBe(true);
    expect(
      stepAvailability({ flow: 'modular', section: bnp, step: 'accessories', progress: { accessories: 1 } })
        .available,
    ).toBe(true);
  });
  it('the server may close a step', () => {
    expect(
      stepAvailability({
        flow: 'modular',
        section: bnp,
        step: 'review',
        progress: {},
        serverUnavailable: ['review'],
      }),
    ).toEqual({
      available: false,
      reason: 'server',
    });
  });
  it('entering a section: summary for a started non-reopenable section, else the first open initial step', () => {
    expect(sectionEntry('modular', deposit, { place: 1 })).toEqual({ kind: 'summary', section: 'deposit' });
    expect(sectionEntry('checkout', bnp, { accessories: 1 })).toEqual({
      kind: 'step',
      section: 'build-and-price',
      step: 'protections',
    });
    expect(sectionEntry('checkout', bnp, { accessories: 1, protections: 1, payment: 1, review: 1 })).toEqual({
      kind: 'step',
      section: 'build-and-price',
      step: 'accessories',
    });
  });
  it('last finished step for the summary redirect', () => {
    expect(lastFinishedStep(bnp, { accessories: 1, payment: 4 })).toBe('payment');
    expect(lastFinishedStep(bnp, {})).toBeNull();
  });
});

describe('deposit rules (spec 2 §4)', () => {
  it('counts a deposit as submitted when its step is completed or the order has reserveit_id', () => {
    expect(isDepositSubmitted({ deposit_step_status: 1 })).toBe(true);
    expect(isDepositSubmitted({ reserveit_id: 'R1' })).toBe(true);
    expect(isDepositSubmitted({ deposit_step_status: 0, reserveit_id: null })).toBe(false);
  });
  it('redirects deposit routes to the summary', () => {
    expect(depositRouteRedirect('review', false)).toBe('summary');
    expect(depositRouteRedirect('confirmation-vw', false)).toBe('summary');
    expect(depositRouteRedirect('place', true)).toBe('summary');
    expect(depositRouteRedirect('place-vw', false)).toBeNull();
  });
  it('tells an order-confirmation page from a checkout page', () => {
    expect(depositPageKind({ place: 1 })).toBe('order-confirmation');
    expect(depositPageKind({ place: 4 })).toBe('checkout');
  });
});

describe('sectionProgress', () => {
  it("reads the deposit's review under its own key, not build-and-price's", async () => {
    const { sectionProgress } = await import('../../src/rules/steps.ts');
    const progress = { accessories: 1, protections: 1, payment: 1, review: 1 } as const;
    const views = sectionProgress(['build-and-price', 'deposit', 'appointment'], progress);
    expect(views['build-and-price']).toEqual(progress);
    expect(views.deposit).toEqual({});
    expect(sectionState(views.deposit ?? {}, { id: 'deposit', steps: SECTION_STEPS.deposit })).toBe(
      'initial',
    );
    const paid = sectionProgress(['build-and-price', 'deposit'], {
      ...progress,
      place: 1,
      'deposit-review': 1,
    });
    expect(paid.deposit).toEqual({ place: 1, review: 1 });
  });
});

describe('stepper status (spec 2 §4)', () => {
  it("holds its states equal to the schemas' STEP_STATES", () => {
    expect(stepState({}, 'accessories')).toBe(STEP_STATES.INITIAL);
    expect(proceedState(STEP_STATES.SKIPPED)).toBe(STEP_STATES.COMPLETED);
    expect(proceedState(STEP_STATES.AWAITING_DEALER)).toBe(STEP_STATES.AWAITING_DEALER);
    expect(skipStep({}, 'payment')).toEqual({ payment: STEP_STATES.SKIPPED });
  });
  const statuses = (
    flow: 'checkout' | 'modular' | 'transactional',
    progress: Record<string, 0 | 1 | 4>,
    current: string | null,
  ) => bnp.steps.map((step) => stepStatus({ flow, section: bnp, step, progress, current }));
  it('linear flow: a step after an initial one is locked, skipped steps count as passed and read skipped', () => {
    expect(statuses('checkout', {}, 'accessories')).toEqual(['current', 'locked', 'locked', 'locked']);
    expect(statuses('checkout', { accessories: 1 }, 'protections')).toEqual([
      'done',
      'current',
      'locked',
      'locked',
    ]);
    expect(statuses('checkout', { accessories: 4, protections: 1 }, 'payment')).toEqual([
      'skipped',
      'done',
      'current',
      'locked',
    ]);
    expect(statuses('transactional', { accessories: 1, protections: 1, payment: 1 }, null)).toEqual([
      'done',
      'done',
      'done',
      'not-started',
    ]);
  });
  it('modular flow: every step is open, finished ones done, skipped ones skipped, the others not started', () => {
    expect(statuses('modular', {}, 'payment')).toEqual([
      'not-started',
      'not-started',
      'current',
      'not-started',
    ]);
    expect(statuses('modular', { protections: 1, review: 4 }, null)).toEqual([
      'not-started',
      'done',
      'not-started',
      'skipped',
    ]);
  });
  it('a non-reopenable section past initial is locked up to its furthest step, in either flow', () => {
    for (const flow of ['modular', 'checkout'] as const) {
      expect(
        deposit.steps.map((step) =>
          stepStatus({ flow, section: deposit, step, progress: { place: 1 }, current: null }),
        ),
      ).toEqual(['locked', 'not-started']);
    }
  });
  it('a step the server closes is locked', () => {
    expect(
      stepStatus({
        flow: 'modular',
        section: bnp,
        step: 'review',
        progress: {},
        current: null,
        serverUnavailable: ['review'],
      }),
    ).toBe('locked');
  });
});

describe('step summary redirects (spec 2 §2, spec 3 §2)', () => {
  const ids = ['build-and-price', 'trade-in', 'credit-app', 'deposit', 'appointment'] as const;
  const sections = ids.map((id) => ({ id, steps: SECTION_STEPS[id] }));
  const redirect = (
    secName: string | null,
    progress: Record<string, 0 | 1 | 4>,
    creditApplicationStatus: number | null = null,
  ) =>
    stepSummaryRedirect({
      secName,
      sections,
      progress: sectionProgress(ids, progress),
      creditApplicationStatus,
    });
  it('without secName: the last section with a finished step, else order-details', () => {
    expect(redirect(null, {})).toEqual({ kind: 'order-details' });
    expect(redirect(null, { accessories: 1 })).toEqual({ kind: 'section', section: 'build-and-price' });
    expect(redirect(null, { accessories: 1, 'trade-in': 4 })).toEqual({
      kind: 'section',
      section: 'trade-in',
    });
    expect(redirect(null, { review: 1, 'credit-app': 1 })).toEqual({
      kind: 'section',
      section: 'credit-app',
    });
    // the deposit's review is keyed deposit-review; build-and-price's review alone is not the deposit
    expect(redirect(null, { review: 1 })).toEqual({ kind: 'section', section: 'build-and-price' });
    expect(redirect(null, { review: 1, 'deposit-review': 1 })).toEqual({
      kind: 'section',
      section: 'deposit',
    });
    expect(redirect(null, { editor: 1, accessories: 0 })).toEqual({
      kind: 'section',
      section: 'appointment',
    });
  });
  it('the credit application goes to its result only when its status is complete (3)', () => {
    expect(redirect('credit-app', { 'credit-app': 1 }, 3)).toEqual({ kind: 'credit-app-result' });
    for (const status of [null, 1, 2, 4, 5])
      expect(redirect('credit-app', { 'credit-app': 1 }, status)).toBeNull();
    expect(redirect('deposit', { place: 1 }, 3)).toBeNull();
  });
});

describe('sections in order in a linear flow (ours)', () => {
  const built = {
    accessories: STEP_STATES.COMPLETED,
    protections: STEP_STATES.SKIPPED,
    payment: STEP_STATES.COMPLETED,
    review: STEP_STATES.COMPLETED,
  };
  it('opens the deposit and the trade-in once build-and-price is completed', () => {
    expect(builtBeforeLaterSections('checkout', {})).toBe(false);
    expect(builtBeforeLaterSections('checkout', { ...built, review: STEP_STATES.INITIAL })).toBe(false);
    expect(builtBeforeLaterSections('checkout', built)).toBe(true);
    expect(builtBeforeLaterSections('transactional', built)).toBe(true);
  });
  it('opens every section at once in the modular flow', () => {
    expect(builtBeforeLaterSections('modular', {})).toBe(true);
  });
});
