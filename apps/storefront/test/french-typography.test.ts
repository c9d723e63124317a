/**
 * French typography in every fr-CA text the product ships, in one check: the storefront's
 * catalogue, the kit's (its flows' JSON and the console's tables), the server's answers (error and
 * field-error messages, with figures too), the words of its pages and e-mails, and the seed's French
 * (dealers, incentives and their notes, accessories, plans, catalogue, feeds).
 *
 * The norm (apps/server/test/french-typography.ts): U+202F NARROW NO-BREAK SPACE before `;` `?` `!`,
 * U+00A0 NO-BREAK SPACE before `:` and `»` and after `«`, so a line never starts with the mark (a
 * plain space lets the browser break there: "Abandonner vos modifications" on one line, "?" alone on
 * the next). ICU's syntax, an address (https://), a time ("14 h 30", 10:30) and a figure formatted by
 * Intl are no French punctuation.
 *
 * The server's tables are read two ways: the exported ones as values (a function called with
 * sample arguments), and every French string literal of its sources (a `fr:`, `'fr-CA':` or `_fr:`
 * property, or the French branch of `fr ? … : …`), so that a module's private words count too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { consoleMessages } from '../../../packages/ui/src/console/messages.ts';
import { quoteMessages } from '../../../packages/ui/src/console/QuoteMessages.ts';
import { settingsMessages } from '../../../packages/ui/src/console/settingsMessages.ts';
import { FRENCH, FRENCH_PATTERNS, translate } from '../../server/src/http/messages.ts';
import { typographyFaults } from '../../server/test/french-typography.ts';

const root = join(import.meta.dirname, '../../..');
const at = (file: string) => relative(root, file);

/** `file › id: …text` for each fault of each text. */
const faultsOf = (file: string, entries: Iterable<[string, string]>) =>
  [...entries].flatMap(([id, text]) =>
    typographyFaults(text).map((where) => `${at(file)} › ${id}: …${where}`),
  );

const filesUnder = (folder: string, keep: (file: string) => boolean) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => keep(file) && !file.includes('node_modules'))
    .map((file) => join(folder, file));

/**
 * The French string literals of a TypeScript source: the value of a `fr`, `'fr-CA'`, `fr_CA`,
 * `…_fr` or `…Fr` property (a string, the strings of an array, a function's template), or the first
 * branch of `fr ? … : …`. A template's `${…}` reads as "X". Comments are skipped.
 */
export function frenchLiterals(source: string): [string, string][] {
  const found: [string, string][] = [];
  const frenchKey = /(?:\bfr|['"]fr-CA['"]|\bfr_CA|_fr|[a-z]Fr)\s*:\s*$/;
  const frenchValue =
    /(?:\bfr|['"]fr-CA['"]|\bfr_CA|_fr|[a-z]Fr)\s*:\s*(?:\([^()]*\)\s*=>\s*|\[\s*(?:(?:'[^']*'|"[^"]*")\s*,\s*)*)$/;
  const frenchBranch = /\b(?:fr|french|isFrench|inFrench)\s*\?\s*$/;
  let i = 0;
  let line = 1;
  let before = '';
  while (i < source.length) {
    const c = source[i];
    if (c === '\n') line += 1;
    if (c === '/' && source[i + 1] === '/') {
      const end = source.indexOf('\n', i);
      i = end < 0 ? source.length : end;
      continue;
    }
    if (c === '/' && source[i + 1] === '*') {
      const end = source.indexOf('*/', i + 2);
      line += source.slice(i, end).split('\n').length - 1;
      i = end < 0 ? source.length : end + 2;
      continue;
    }
    // A regular expression's literal (after an operator or an opening bracket): its quotes are no string.
    if (c === '/' && /(?:^|[=(,:[!&|?{};]|return)\s*$/.test(before)) {
      let j = i + 1;
      let inClass = false;
      while (j < source.length && source[j] !== '\n' && (source[j] !== '/' || inClass)) {
        if (source[j] === '\\') j += 1;
        else if (source[j] === '[') inClass = true;
        else if (source[j] === ']') inClass = false;
        j += 1;
      }
      before = `${before}//`.slice(-200);
      i = j + 1;
      continue;
    }
    if (c === "'" || c === '"' || c === '`') {
      let j = i + 1;
      let text = '';
      while (j < source.length && source[j] !== c) {
        if (source[j] === '\\') {
          const next = source[j + 1];
          const hex = /^u([0-9a-fA-F]{4})/.exec(source.slice(j + 1, j + 6));
          if (hex?.[1]) {
            text += String.fromCharCode(Number.parseInt(hex[1], 16));
            j += 6;
            continue;
          }
          text += next === 'n' ? '\n' : (next ?? '');
          j += 2;
          continue;
        }
        if (c === '`' && source[j] === '$' && source[j + 1] === '{') {
          let depth = 1;
          j += 2;
          while (j < source.length && depth > 0) {
            if (source[j] === '{') depth += 1;
            if (source[j] === '}') depth -= 1;
            j += 1;
          }
          text += 'X';
          continue;
        }
        if (source[j] === '\n') line += 1;
        text += source[j];
        j += 1;
      }
      if (j >= source.length)
        throw new Error(`a string from line ${line} never ends: the reader lost its place`);
      if (frenchKey.test(before) || frenchValue.test(before) || frenchBranch.test(before))
        found.push([`line ${line}`, text]);
      before = `${before}${c}${c}`.slice(-200);
      i = j + 1;
      continue;
    }
    before = `${before}${c}`.slice(-200);
    i += 1;
  }
  return found;
}

/** An exported table's French texts by path: strings, and functions called with sample arguments. */
function frenchOf(value: unknown, path: string, french = false): [string, string][] {
  if (typeof value === 'string') return french ? [[path, value]] : [];
  if (typeof value === 'function')
    return french ? [[path, String(value('Rivière Auto', 'a***@example.com', 'Rivière Auto'))]] : [];
  if (Array.isArray(value)) return value.flatMap((v, n) => frenchOf(v, `${path}[${n}]`, french));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, v]) =>
      frenchOf(v, `${path}.${key}`, french || key === 'fr' || key === 'fr-CA' || key.endsWith('_fr')),
    );
  return [];
}

/** An English message of each pattern with figures, as the server writes it. */
const WITH_FIGURES = [
  'The amount owing on the trade-in cannot be more than its value plus $1,000.50.',
  'The loan on this vehicle is more than this offer plus $2,000, so it cannot be carried into your deal. Talk to the dealership about your options.',
  'Choose one of these terms: 36, 48, 60.',
  'A rate is missing for new/36 (condition/term).',
  'Listed twice: 36.',
  'Choose one of these yearly allowances: 16000, 20000.',
  "The down payment cannot be more than $10,000 (50% of the vehicle's price of $20,000).",
];

describe('French typography in every French text the product ships', () => {
  it('finds each fault, and leaves ICU, addresses, times and figures alone (the check can fail)', () => {
    expect(typographyFaults('Annuler votre rendez-vous du {when}?')).toHaveLength(1);
    expect(typographyFaults('Annuler votre rendez-vous du {when} ?')).toHaveLength(1);
    expect(typographyFaults('Annuler votre rendez-vous\u00a0?')).toHaveLength(1);
    expect(typographyFaults('Exacts et complets ; un prêteur')).toHaveLength(1);
    expect(typographyFaults('Exacts et complets; un prêteur')).toHaveLength(1);
    expect(typographyFaults('Heures :')).toHaveLength(1);
    expect(typographyFaults('la lettre « {name} » :')).toHaveLength(3);
    expect(typographyFaults('Terminé\u202f! Heures\u00a0: la «\u00a0{name}\u00a0»\u202f?')).toEqual([]);
    expect(
      typographyFaults(
        'à 10:30 ou 14 h 30, sur https://exemple.ca/?a=1, {n, plural, one {# jour} other {# jours}}, 1\u202f234,50\u00a0$',
      ),
    ).toEqual([]);
    expect(frenchLiterals("const A = { en: 'Hours :', fr: 'Heures :' };")).toEqual([['line 1', 'Heures :']]);
    const source = [
      "x = { fr: ['Titre', 'Vu ;'] };",
      'y = fr ? `$' + '{a} :` : `$' + '{a}:`;',
      'z = { fr: (d: string) => `$' + '{d} ?` };',
    ];
    expect(frenchLiterals(source.join('\n')).map(([, text]) => text)).toEqual([
      'Titre',
      'Vu ;',
      'X :',
      'X ?',
    ]);
    // A regular expression's quote opens no string.
    expect(frenchLiterals("const q = /[\"']/g;\nx = { fr: 'Vu ;' };")).toEqual([['line 2', 'Vu ;']]);
  });

  const catalogues = [
    ...filesUnder(join(root, 'packages/ui/src/messages'), (file) => file.endsWith('fr-CA.json')),
    join(root, 'apps/storefront/src/shared/i18n/messages/fr-CA.json'),
  ];
  for (const file of catalogues) {
    it(`${at(file)}`, () => {
      const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      expect(
        faultsOf(
          file,
          Object.entries(messages).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
        ),
      ).toEqual([]);
    });
  }

  it("the kit's console tables (packages/ui/src/console)", () => {
    expect([
      ...faultsOf(
        join(root, 'packages/ui/src/console/messages.ts'),
        Object.entries(consoleMessages['fr-CA']),
      ),
      ...faultsOf(
        join(root, 'packages/ui/src/console/settingsMessages.ts'),
        Object.entries(settingsMessages['fr-CA']),
      ),
      ...faultsOf(
        join(root, 'packages/ui/src/console/QuoteMessages.ts'),
        Object.entries(quoteMessages['fr-CA']),
      ),
    ]).toEqual([]);
  });

  it("the server's error and field-error messages, exact ones and each pattern with figures", () => {
    const file = join(root, 'apps/server/src/http/messages.ts');
    const matched = FRENCH_PATTERNS.filter(([pattern]) => WITH_FIGURES.some((m) => pattern.test(m)));
    // A new pattern needs its sample above.
    expect(matched).toHaveLength(FRENCH_PATTERNS.length);
    const rendered = WITH_FIGURES.map((m): [string, string] => [m, translate(m, 'fr')]);
    for (const [english, text] of rendered) expect(text, english).not.toBe(english);
    expect([...faultsOf(file, Object.entries(FRENCH)), ...faultsOf(file, rendered)]).toEqual([]);
  });

  const server = filesUnder(join(root, 'apps/server/src'), (file) => file.endsWith('.ts'));
  it("the server's French words: pages, e-mails, answers and the seed (apps/server/src)", () => {
    expect(server.length).toBeGreaterThan(50);
    expect(server.flatMap((file) => faultsOf(file, frenchLiterals(readFileSync(file, 'utf8'))))).toEqual([]);
  });

  it("the server's exported word tables, their functions called", async () => {
    const tables: [string, Record<string, unknown>][] = [
      [
        'apps/server/src/modules/user/login-link-routes.ts',
        await import('../../server/src/modules/user/login-link-routes.ts'),
      ],
      [
        'apps/server/src/modules/test-drive/page.ts',
        await import('../../server/src/modules/test-drive/page.ts'),
      ],
      ['apps/server/src/media/routes.ts', await import('../../server/src/media/routes.ts')],
      ['apps/server/src/seed/dealers.ts', await import('../../server/src/seed/dealers.ts')],
      ['apps/server/src/seed/deal.ts', await import('../../server/src/seed/deal.ts')],
      ['apps/server/src/seed/catalogue.ts', await import('../../server/src/seed/catalogue.ts')],
    ];
    expect(
      tables.flatMap(([file, module]) => faultsOf(join(root, file), frenchOf(module, 'export'))),
    ).toEqual([]);
  });
});
