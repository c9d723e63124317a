/**
 * French typography as the product writes it to a shopper (catalogues, e-mails, error messages,
 * pages, seed data): U+00A0 NO-BREAK SPACE before `:` and `»` and after `«`, U+202F NARROW NO-BREAK
 * SPACE before `;` `?` and `!`, so a line never starts with the mark. A mark counts in running text
 * only (a space, the end, an ICU argument's `}` or a tag's `<` after it): a time (10:30), an address
 * (https://, ?a=1) or ICU's syntax has none. The storefront's unit test
 * (apps/storefront/test/french-typography.test.ts) applies it to every French text the product ships.
 */

/** The places a French text breaks the rule: a few characters before, and the mark. */
export function typographyFaults(text: string): string[] {
  const faults = [
    ...text.matchAll(/(?<![\u00a0{]):(?=\s|$|[}<])/gu),
    ...text.matchAll(/(?<![\u202f{])[;?!](?=\s|$|[}<»”"'’)])/gu),
    ...text.matchAll(/(?<!\u00a0)»/gu),
    ...text.matchAll(/«(?!\u00a0)/gu),
  ];
  return faults
    .sort((a, b) => a.index - b.index)
    .map((m) => text.slice(Math.max(0, m.index - 16), m.index + 1));
}
