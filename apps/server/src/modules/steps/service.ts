/**
 * Order steps on the server (spec 2 §2 and §4): the dealer's sections for its flow type, their
 * steps and progress, and the rules a progress update must follow. Availability, re-opening and
 * the section state come from the domain's step rules.
 */
import {
  type FlowType,
  isDepositSubmitted,
  isLinearFlow,
  isReopenable,
  type Progress,
  SECTION_STEPS,
  type SectionDefinition,
  type SectionId,
  STEP_STATES,
  type StepState,
  sectionEntry,
  sectionState,
  stepAvailability,
  stepProgressValue,
  stepState,
} from '@storefront/domain';
import type { DealerRow } from '../../db/schema.ts';
import type { FieldErrors } from '../../http/helpers.ts';

export interface DealerSection extends SectionDefinition {
  /** Keys of the steps in the progress map, in order (see `stepKeys`). */
  readonly keys: readonly string[];
}

/**
 * The dealer's sections in order. Trade-in needs a trade-in system, the credit application a
 * credit system other than NULL, the deposit the deposit setting (the VW variant with VW ID).
 */
export function dealerSections(dealer: Pick<DealerRow, 'settings'>): DealerSection[] {
  const s = dealer.settings;
  const ids: SectionId[] = ['build-and-price'];
  if (s.trade_in_system) ids.push('trade-in');
  if (s.credit_application_system && s.credit_application_system !== 'NULL') ids.push('credit-app');
  if (s.deposit) ids.push(s.enable_volkswagen_id ? 'deposit-vw' : 'deposit');
  ids.push('appointment');
  const used = new Set<string>();
  return ids.map((id) => {
    const steps = SECTION_STEPS[id];
    // Step ids repeat across sections (build-and-price and deposit both have `review`): a repeated
    // id is keyed `<section>-<step>` in the progress map. TODO(domain): move
    const keys = steps.map((step) => {
      const key = used.has(step) ? `${id}-${step}` : step;
      used.add(key);
      return key;
    });
    return { id, steps, keys };
  });
}

export function flowType(dealer: Pick<DealerRow, 'settings'>): FlowType {
  return dealer.settings.vdp_flow;
}

/** The progress of one section keyed by its step ids, as the domain's rules read it. */
export function sectionProgress(
  section: DealerSection,
  progress: Readonly<Record<string, number>>,
): Progress {
  const out: Record<string, StepState> = {};
  section.steps.forEach((step, i) => {
    const value = progress[section.keys[i] ?? step];
    if (value === 0 || value === 1 || value === 2 || value === 3 || value === 4) out[step] = value;
  });
  return out;
}

export interface OrderProgressFacts {
  hasDeposit: boolean;
  reserveitId: string | null;
  creditApplicationStatus: number | null;
  depositStepStatus: number | null;
}

function depositSubmitted(facts: OrderProgressFacts): boolean {
  const status = facts.depositStepStatus;
  return (
    facts.hasDeposit ||
    isDepositSubmitted({
      deposit_step_status:
        status === 0 || status === 1 || status === 2 || status === 3 || status === 4 ? status : null,
      reserveit_id: facts.reserveitId,
    })
  );
}

/** The answer of GET /api/customer/order-steps/: sections, steps, progress and availability. */
export function describeSteps(
  dealer: Pick<DealerRow, 'settings'>,
  progress: Readonly<Record<string, number>>,
) {
  const flow = flowType(dealer);
  const sections = dealerSections(dealer);
  const map: Record<string, number> = {};
  const described = sections.map((section) => {
    const local = sectionProgress(section, progress);
    return {
      id: section.id,
      state: sectionState(local, section),
      reopenable: isReopenable(section.id),
      entry: sectionEntry(flow, section, local),
      steps: section.steps.map((step, i) => {
        const key = section.keys[i] ?? step;
        const state = stepState(local, step);
        map[key] = state;
        const availability = stepAvailability({ flow, section, step, progress: local });
        return {
          id: step,
          key,
          state,
          progress: stepProgressValue(state),
          available: availability.available,
          reason: availability.available ? null : availability.reason,
        };
      }),
    };
  });
  return { flow_type: flow, is_linear: isLinearFlow(flow), sections: described, progress: map };
}

/**
 * Applies a progress update, step by step in section order, enforcing the rules: only steps of
 * the dealer's sections; awaiting states are set by the dealership; a completed or skipped step
 * must be available; credit-app and deposit sections cannot be re-opened once started (deposit
 * steps may go back to initial while no deposit is placed); the credit application and the
 * deposit place step complete only when the application or the deposit exists.
 */
export function applyProgressUpdate(
  dealer: Pick<DealerRow, 'settings'>,
  current: Readonly<Record<string, number>>,
  update: Readonly<Record<string, number>>,
  facts: OrderProgressFacts,
): { ok: true; progress: Record<string, number> } | { ok: false; errors: FieldErrors } {
  const flow = flowType(dealer);
  const sections = dealerSections(dealer);
  const errors: FieldErrors = {};
  const known = new Set(sections.flatMap((s) => s.keys));
  for (const key of Object.keys(update)) {
    if (!known.has(key)) errors[`progress.${key}`] = ['Unknown step for this dealership.'];
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const next: Record<string, number> = { ...current };
  for (const section of sections) {
    // Resets walk backwards (spec 2 §4), completions forwards.
    const indices = section.steps.map((_, i) => i);
    const resets = indices.filter((i) => update[section.keys[i] ?? ''] === STEP_STATES.INITIAL).reverse();
    const others = indices.filter((i) => {
      const v = update[section.keys[i] ?? ''];
      return v !== undefined && v !== STEP_STATES.INITIAL;
    });
    for (const i of [...resets, ...others]) {
      const step = section.steps[i] ?? '';
      const key = section.keys[i] ?? step;
      const target = update[key] as StepState;
      const local = sectionProgress(section, next);
      const now = stepState(local, step);
      if (now === target) continue;
      const field = `progress.${key}`;
      if (target === STEP_STATES.AWAITING_DEALER || target === STEP_STATES.AWAITING_CUSTOMER) {
        errors[field] = ['This state is set by the dealership.'];
        continue;
      }
      if (target === STEP_STATES.INITIAL) {
        if (!isReopenable(section.id) && sectionState(local, section) !== 'initial') {
          const depositSection = section.id === 'deposit' || section.id === 'deposit-vw';
          if (!depositSection || depositSubmitted(facts)) {
            errors[field] = ['This section cannot be re-opened.'];
            continue;
          }
        }
        next[key] = target;
        continue;
      }
      const availability = stepAvailability({ flow, section, step, progress: local });
      if (!availability.available) {
        errors[field] = [
          availability.reason === 'section-not-reopenable'
            ? 'This section cannot be re-opened.'
            : 'Finish the earlier steps first.',
        ];
        continue;
      }
      if (target === STEP_STATES.COMPLETED) {
        if (section.id === 'credit-app' && facts.creditApplicationStatus === null) {
          errors[field] = ['Submit the credit application first.'];
          continue;
        }
        if ((step === 'place' || step === 'place-vw') && !depositSubmitted(facts)) {
          errors[field] = ['Place the deposit first.'];
          continue;
        }
      }
      next[key] = target;
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, progress: next };
}
