import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// French typography as the catalogues write it: a non-breaking space (U+00A0, or the narrow U+202F)
// before `:` `;` `?` `!` and inside `« »`, as the shopper reads every other French sentence of the
// storefront, and so that a line never starts with the mark (a plain space lets the browser break
// there: "Abandonner vos modifications" on one line, "?" alone on the next). `:` counts in running
// text only (followed by a space or the end): a time (10:30) or an address (https://) has none. The
// kit's catalogues (one folder per area) and the storefront's.

const root = join(import.meta.dirname, '../../..');
const kit = join(root, 'packages/ui/src/messages');
const catalogues = [
  ...readdirSync(kit, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('fr-CA.json'))
    .map((file) => join(kit, file)),
  join(root, 'apps/storefront/src/shared/i18n/messages/fr-CA.json'),
];

/** The places a French sentence lacks the non-breaking space: the text just before, and the mark. */
export function missingSpaces(text: string): string[] {
  const marks = [
    ...text.matchAll(/(?<![\u00a0\u202f{])[;?!](?=\s|$|[}<])/gu),
    ...text.matchAll(/(?<![\u00a0\u202f])[:»](?=\s|$|[}<.,)])/gu),
    ...text.matchAll(/«(?![\u00a0\u202f])/gu),
  ];
  return marks
    .sort((a, b) => a.index - b.index)
    .map((m) => text.slice(Math.max(0, m.index - 12), m.index + 1));
}

describe('French punctuation in the catalogues', () => {
  it('finds a missing or breaking space (the check can fail)', () => {
    expect(missingSpaces('Annuler votre rendez-vous du {when}?')).toHaveLength(1);
    expect(missingSpaces('Annuler votre rendez-vous du {when} ?')).toHaveLength(1);
    expect(missingSpaces('Exacts et complets ; un prêteur')).toHaveLength(1);
    expect(missingSpaces('Heures :')).toHaveLength(1);
    expect(missingSpaces('la lettre « {name} » :')).toHaveLength(3);
    expect(missingSpaces('Terminé\u00a0! Heures\u00a0: la «\u00a0{name}\u00a0»\u202f?')).toEqual([]);
    // A time, an address and ICU's syntax are no French punctuation.
    expect(
      missingSpaces('à 10:30, sur https://exemple.ca/{x}, {n, plural, one {# jour} other {# jours}}'),
    ).toEqual([]);
  });

  for (const file of catalogues) {
    it(`${file.slice(root.length + 1)}: a non-breaking space before : ; ? ! and inside « »`, () => {
      const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      const found = Object.entries(messages).flatMap(([id, text]) =>
        typeof text === 'string' ? missingSpaces(text).map((at) => `${id}: …${at}`) : [],
      );
      expect(found).toEqual([]);
    });
  }
});
