import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// French typography as the catalogues write it: a space before `;`, `?` and `!` (and `:`, checked in
// running text), as the shopper reads every other French sentence of the storefront. The kit's
// catalogues (one folder per area) and the storefront's.

const root = join(import.meta.dirname, '../../..');
const kit = join(root, 'packages/ui/src/messages');
const catalogues = [
  ...readdirSync(kit, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('fr-CA.json'))
    .map((file) => join(kit, file)),
  join(root, 'apps/storefront/src/shared/i18n/messages/fr-CA.json'),
];

/** The places a French sentence lacks the space before `; ? !`: the character before and the mark. */
export function missingSpaces(text: string): string[] {
  return [...text.matchAll(/(?<=[^\s{])([;?!])(?=\s|$|[}<])/gu)].map((m) =>
    text.slice(Math.max(0, m.index - 12), m.index + 1),
  );
}

describe('French punctuation in the catalogues', () => {
  it('finds a missing space (the check can fail)', () => {
    expect(missingSpaces('Annuler votre rendez-vous du {when}?')).toHaveLength(1);
    expect(missingSpaces('Exacts et complets; un prêteur')).toHaveLength(1);
    expect(missingSpaces('Terminé !')).toEqual([]);
  });

  for (const file of catalogues) {
    it(`${file.slice(root.length + 1)}: a space before ; ? !`, () => {
      const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      const found = Object.entries(messages).flatMap(([id, text]) =>
        typeof text === 'string' ? missingSpaces(text).map((at) => `${id}: …${at}`) : [],
      );
      expect(found).toEqual([]);
    });
  }
});
