import type { SectionId } from '@storefront/domain';

/**
 * The sections of a deal this storefront can open. An order lists every section its dealer's flow
 * has (trade-in, credit application, deposit, appointment...), but a section is shown to the shopper
 * only once its flow exists here: a step that cannot be opened is not offered. Add a section's id
 * when its flow lands.
 */
export const AVAILABLE_SECTIONS: ReadonlySet<SectionId> = new Set<SectionId>([
  'build-and-price',
  'trade-in',
  'credit-app',
  'deposit',
  'deposit-vw',
  'appointment',
]);

/**
 * The deposit's section: the plain one (`deposit`) or the identity-login variant's (`deposit-vw`, a
 * dealer with `enable_volkswagen_id`). Both show the same summary (`summary/deposit/`), and their links
 * go through `deposit/{id}/`, which opens the dealer's own place step (`place/` or `place-vw/`).
 */
export function isDepositSection(section: string | null | undefined): boolean {
  return section === 'deposit' || section === 'deposit-vw';
}

/** The order's sections the shopper can open, in the order's order. */
export function availableSections(sections: readonly string[] | null | undefined): SectionId[] {
  return (sections ?? []).filter((s): s is SectionId => AVAILABLE_SECTIONS.has(s as SectionId));
}
