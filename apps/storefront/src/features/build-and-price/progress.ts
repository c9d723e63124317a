import {
  type FlowType,
  type OrderSteps,
  type SectionId,
  type StepState,
  sectionEntry,
  sectionState,
  stepAvailability,
} from '@storefront/domain';
import type { QueryClient } from '@tanstack/react-query';
import { orderKeys } from '../orders/index.ts';

// The shopper's step progress shown at once (spec 2 section 4): a step completed, skipped or reset
// here is this tab's answer until the server's (the PUT once the order exists) replaces it, so the
// next page is open as soon as "Continue" is pressed, and a shopper with no order yet keeps the
// progress they made. The domain's rules decide availability and the section's entry again (the
// server's answer, which replaces this one, applies the same rules).

/** The answer with some steps' states changed (by progress key), each section's availability redone. */
export function withStepStates(answer: OrderSteps, updates: Readonly<Record<string, number>>): OrderSteps {
  const flow = answer.flow_type as FlowType;
  const progress = { ...answer.progress, ...updates };
  const sections = answer.sections.map((section) => {
    const definition = { id: section.id as SectionId, steps: section.steps.map((s) => s.id) };
    const local: Record<string, StepState> = {};
    for (const s of section.steps) local[s.id] = (progress[s.key] ?? 0) as StepState;
    return {
      ...section,
      state: sectionState(local, definition),
      entry: { ...sectionEntry(flow, definition, local) },
      steps: section.steps.map((s) => ({
        ...s,
        state: local[s.id] ?? 0,
        available: stepAvailability({ flow, section: definition, step: s.id, progress: local }).available,
      })),
    };
  });
  return { ...answer, progress, sections };
}

/**
 * Reset walking backwards (spec 2 section 4): the section's steps back to initial, from its last step
 * back to `from` (the step the shopper walked back to; every step when not given), last first (the
 * order of the keys is the order the server applies them in). The steps before `from` stay passed, so
 * in a linear flow the step walked back to stays open and the ones after it close again.
 */
export function resetUpdates(
  answer: OrderSteps | undefined,
  sectionId: string,
  from?: string,
): Record<string, number> {
  const section = answer?.sections.find((s) => s.id === sectionId);
  const steps = section?.steps ?? [];
  const start =
    from === undefined
      ? 0
      : Math.max(
          0,
          steps.findIndex((step) => step.key === from),
        );
  const updates: Record<string, number> = {};
  for (const step of steps.slice(start).reverse()) updates[step.key] = 0;
  return updates;
}

/** A step of the vehicle's deal set here (completed 1, skipped 4), shown at once in every answer of its steps. */
export function showStep(
  queryClient: QueryClient,
  dealerCode: string | undefined,
  vehicleId: number,
  updates: Readonly<Record<string, number>>,
): void {
  queryClient.setQueriesData<OrderSteps>({ queryKey: orderKeys.steps(dealerCode, vehicleId) }, (answer) =>
    answer ? withStepStates(answer, updates) : answer,
  );
}
