import {
  builtBeforeLaterSections,
  type FlowType,
  type Progress,
  SECTION_STEPS,
  type SectionId,
  sectionProgress,
  stepState,
} from '@storefront/domain';
import { type SectionAction, type SectionStatus, sectionAction, sectionStatus } from '@storefront/ui';
import { availableSections, isDepositSection } from './availableSections.ts';

/**
 * A section of a deal as order details and the step summary show it (spec 2 sections 2 and 4): its
 * status from the server's progress (read by its own steps, `sectionProgress`), the action the re-open
 * rules allow (the kit's `sectionAction`: trade-in, build-and-price and the appointment can be edited
 * once done; the credit application and the deposit only viewed once past initial), and whether a
 * linear flow keeps it closed for now.
 */
export interface OrderSection {
  readonly section: SectionId;
  /** The section's progress by its own step ids. */
  readonly progress: Progress;
  /** The section holds work saved though none of its steps is done (a trade-in not yet sent). */
  readonly started: boolean;
  readonly status: SectionStatus;
  readonly action: SectionAction;
  /**
   * A linear flow (`vdp_flow` checkout or transactional) opens the sections after build-and-price once
   * the deal is built (the domain's `builtBeforeLaterSections`, as the server's deposit also requires);
   * a section already under way stays open to be seen.
   */
  readonly locked: boolean;
}

/** The order's sections this storefront opens, in the order's order, each with its state. */
export function orderSections(input: {
  readonly sections: readonly string[] | null | undefined;
  readonly progress: Progress | null | undefined;
  readonly flow: FlowType | null | undefined;
  /** The sections that hold saved work whatever their steps say: the trade-in while the order has one. */
  readonly started?: readonly SectionId[];
}): OrderSection[] {
  const ids = availableSections(input.sections);
  const views = sectionProgress(ids, input.progress ?? {});
  const built = builtBeforeLaterSections(input.flow ?? 'modular', views['build-and-price'] ?? {});
  return ids.map((section) => {
    const progress = views[section] ?? {};
    const started = input.started?.includes(section) === true;
    const status = sectionStatus(section, progress, { started });
    return {
      section,
      progress,
      started,
      status,
      action: sectionAction(section, status),
      locked: section !== 'build-and-price' && status === 'initial' && !built,
    };
  });
}

/**
 * The sections of an order that hold saved work whatever their steps say: the trade-in while the
 * order has one (a draft until it is sent, when its step turns awaiting the dealer).
 */
export function startedSections(order: { readonly trade_in?: unknown }): SectionId[] {
  return order.trade_in ? ['trade-in'] : [];
}

/** The build-and-price steps' routes (the protection plans' step is `protection/`). */
const BNP_ROUTE: Readonly<Record<string, string>> = { protections: 'protection' };

/**
 * Where a section's action leads (under the route prefix): build-and-price starts at the vehicle's
 * page, continues at its first step not done and is edited at its review; the trade-in in the flow it
 * was made in (`tradeInPath`, its review once there is one); the visit's editor; the credit
 * application and the deposit are started in their flows and, past initial (they cannot be re-opened),
 * seen on their step summary.
 */
export function sectionTarget(entry: OrderSection, vehicleId: number, tradeInPath: string): string {
  const { section, action } = entry;
  if (section === 'build-and-price') {
    if (action === 'start') return `/conf/${vehicleId}/`;
    if (action === 'edit' || action === 'view') return `/conf/${vehicleId}/review/`;
    const step = SECTION_STEPS[section].find((s) => stepState(entry.progress, s) === 0) ?? 'review';
    return `/conf/${vehicleId}/${BNP_ROUTE[step] ?? step}/`;
  }
  if (section === 'trade-in') return tradeInPath;
  if (section === 'appointment') return `/appointment/${vehicleId}/?mode=edit`;
  if (action === 'view') {
    return `/saved-vehicles/${vehicleId}/summary/${isDepositSection(section) ? 'deposit' : section}/`;
  }
  return isDepositSection(section) ? `/deposit/${vehicleId}/` : `/credit-app/${vehicleId}/`;
}

/**
 * The sections to do after the one just finished (the step summary's next steps): open, and started
 * or to continue (not one waiting for the dealer, nor one only to be viewed). A linear flow gives the
 * one next in order (past the last, the first still to do); a modular flow every one, those after the
 * finished one first.
 */
export function nextSections(
  list: readonly OrderSection[],
  current: string,
  flow: FlowType | null | undefined,
) {
  const index = list.findIndex((s) => s.section === current);
  const ordered = index < 0 ? list : [...list.slice(index + 1), ...list.slice(0, index)];
  const todo = ordered.filter((s) => !s.locked && (s.action === 'start' || s.action === 'continue'));
  if (flow === 'modular' || flow == null) return todo;
  return todo.slice(0, 1);
}
