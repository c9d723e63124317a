/**
 * French typography as the server writes it to a shopper (e-mails, error messages, pages): U+00A0
 * NO-BREAK SPACE before `:` and `»` and after `«`, U+202F NARROW NO-BREAK SPACE before `;` `?` and
 * `!`, so a line never starts with the mark. `:` counts in running text only (a space or the end
 * after it): a time (10:30) or an address (https://) has none.
 */

/** The places a French text breaks the rule: a few characters before, and the mark. */
export function typographyFaults(text: string): string[] {
  const faults = [
    ...text.matchAll(/(?<!\u00a0):(?=\s|$)/gu),
    ...text.matchAll(/(?<!\u202f)[;?!](?=\s|$)/gu),
    ...text.matchAll(/(?<!\u00a0)»/gu),
    ...text.matchAll(/«(?!\u00a0)/gu),
  ];
  return faults
    .sort((a, b) => a.index - b.index)
    .map((m) => text.slice(Math.max(0, m.index - 16), m.index + 1));
}
