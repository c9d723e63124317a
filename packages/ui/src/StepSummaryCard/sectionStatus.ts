/**
 * What a section's summary card says about it: the domain's section state (initial, in progress,
 * completed), refined by the awaiting-dealer and awaiting-customer step states and by a section whose
 * steps were all skipped; and which action it offers, from the domain's re-open rule.
 */
import type { Progress, SectionId } from '../internal/domain.ts';
import { isReopenable, SECTION_STEPS, STEP_STATES, sectionState, stepState } from '../internal/domain.ts';

export const SECTION_STATUSES = [
  'initial',
  'inProgress',
  'awaitingCustomer',
  'awaitingDealer',
  'skipped',
  'completed',
] as const;
export type SectionStatus = (typeof SECTION_STATUSES)[number];

export const SECTION_ACTIONS = ['start', 'continue', 'edit', 'view'] as const;
export type SectionAction = (typeof SECTION_ACTIONS)[number];

/**
 * The status of a section from its steps' progress. `started`: the section holds work saved though
 * none of its steps is done yet (a trade-in valued but not yet sent to the dealer): in progress
 * rather than not started.
 */
export function sectionStatus(
  section: SectionId,
  progress: Progress,
  { started = false }: { readonly started?: boolean } = {},
): SectionStatus {
  const steps = SECTION_STEPS[section];
  const states = steps.map((step) => stepState(progress, step));
  if (states.includes(STEP_STATES.AWAITING_CUSTOMER)) return 'awaitingCustomer';
  if (states.includes(STEP_STATES.AWAITING_DEALER)) return 'awaitingDealer';
  const state = sectionState(progress, { id: section, steps });
  if (state === 'initial') return started ? 'inProgress' : 'initial';
  if (state === 'in-progress') return 'inProgress';
  return states.every((s) => s === STEP_STATES.SKIPPED) ? 'skipped' : 'completed';
}

/**
 * The card's action: start an untouched section, continue one in progress or awaiting the shopper,
 * edit a finished section that can be re-opened, view one that cannot (credit app, deposit) or that
 * waits for the dealer.
 */
export function sectionAction(section: SectionId, status: SectionStatus): SectionAction {
  switch (status) {
    case 'initial':
      return 'start';
    case 'inProgress':
    case 'awaitingCustomer':
      return isReopenable(section) || status === 'awaitingCustomer' ? 'continue' : 'view';
    case 'awaitingDealer':
      return 'view';
    case 'skipped':
    case 'completed':
      return isReopenable(section) ? 'edit' : 'view';
  }
}
