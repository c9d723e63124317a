import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LIST, storefrontMessageIds } from '../../../scripts/storefront-message-ids.mjs';
import { resolveLocale } from '../src/shared/i18n/locale.ts';
import enCA from '../src/shared/i18n/messages/en-CA.json' with { type: 'json' };
import enUS from '../src/shared/i18n/messages/en-US.json' with { type: 'json' };
import frCA from '../src/shared/i18n/messages/fr-CA.json' with { type: 'json' };

const MESSAGES: Record<string, Record<string, string>> = { 'en-US': enUS, 'en-CA': enCA, 'fr-CA': frCA };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.css.ts') ? [path] : [];
  });
}

describe('storefront messages', () => {
  const reference = Object.keys(MESSAGES['en-US'] ?? {}).sort();

  it.each(['en-CA', 'fr-CA'] as const)('%s has exactly the keys of en-US, none empty', (locale) => {
    expect(Object.keys(MESSAGES[locale] ?? {}).sort()).toEqual(reference);
    for (const text of Object.values(MESSAGES[locale] ?? {})) expect(text.trim()).not.toBe('');
  });

  it('en-US uses US spelling (the kit and the app alike), en-CA keeps Canadian spelling', () => {
    const kit = JSON.parse(
      readFileSync(join(import.meta.dirname, '../../../packages/ui/src/messages/en-US.json'), 'utf8'),
    ) as Record<string, string>;
    const canadian = /\b(colour|centre|cheque|licence|kilometre|favourite|honour|neighbour)/i;
    const offenders = Object.entries({ ...kit, ...enUS }).filter(([, text]) => canadian.test(text));
    expect(offenders).toEqual([]);
    expect(enCA['bnp.overview.exterior']).toBe('Exterior colour');
    expect(enUS['bnp.overview.exterior']).toBe('Exterior color');
  });

  it('fr-CA is actually French where English differs', () => {
    expect(frCA['inventory.title']).not.toBe(enUS['inventory.title']);
    expect(frCA['bnp.saveDeal']).not.toBe(enUS['bnp.saveDeal']);
  });

  it('the vehicle link’s spoken name says the stock number as the card shows it (French: « n° de stock »)', () => {
    const spoken = (locale: string) =>
      (MESSAGES[locale]?.['inventory.viewVehicle'] ?? '')
        .replace('{name}', '2026 Honda CR-V LX')
        .replace('{stock}', 'N261008');
    expect(spoken('fr-CA')).toBe('Bâtir votre offre\u00a0: 2026 Honda CR-V LX, n° de stock N261008');
    // The card's visible label, lower-cased in the sentence.
    expect(frCA['inventory.stock']).toBe('N° de stock {stock}');
    expect(spoken('en-CA')).toBe('Build your deal: 2026 Honda CR-V LX, stock #N261008');
    expect(spoken('en-US')).toBe('Build your deal: 2026 Honda CR-V LX, stock #N261008');
  });

  it('every literal message id in the source exists in the catalogue', () => {
    const root = join(import.meta.dirname, '../src');
    const used = new Set<string>();
    for (const file of sourceFiles(root)) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\b(?:id|titleId|title)(?:=|: )["']([a-zA-Z_][\w.-]*\.[\w.-]+)["']/g)) {
        if (m[1]) used.add(m[1]);
      }
    }
    // Kit messages are merged into the app's at run time (read as data: the kit is not imported here).
    const kit = JSON.parse(
      readFileSync(join(import.meta.dirname, '../../../packages/ui/src/messages/en-US.json'), 'utf8'),
    ) as Record<string, string>;
    const missing = [...used].filter((id) => !(id in enUS) && !(id in kit));
    expect(missing).toEqual([]);
    expect(used.size).toBeGreaterThan(50);
  });

  it('the server knows every id of the storefront’s texts (a dealer’s custom copy may replace any, and no other)', async () => {
    const listed = JSON.parse(readFileSync(join(import.meta.dirname, '../../..', LIST), 'utf8')) as string[];
    expect(listed, `${LIST} is not current: run node scripts/storefront-message-ids.mjs`).toEqual(
      await storefrontMessageIds(),
    );
    expect(listed).toContain('inventory.title');
  });

  it('has the texts the spec quotes for the catalogue toasts', () => {
    expect(enUS['errors.http.unauthorized']).toBe('Please login to continue');
    expect(enUS['errors.http.forbidden']).toBe("You don't have permissions to perform this action.");
    expect(enUS['errors.http.not_found']).toBe('Requested resource was not found on this server.');
    expect(enUS['errors.http.network_retrying']).toBe('Network error. Retrying…');
  });
});

describe('resolveLocale', () => {
  const quebec = { country: 'CA', allowed_languages: ['fr', 'en'] };
  const texas = { country: 'US', allowed_languages: ['en'] };
  it('uses the language segment when the dealer allows it', () => {
    expect(resolveLocale('en', quebec)).toBe('en-CA');
    expect(resolveLocale('fr', quebec)).toBe('fr-CA');
  });
  it("falls back to the dealer's first language", () => {
    expect(resolveLocale(undefined, quebec)).toBe('fr-CA');
    expect(resolveLocale('fr', texas)).toBe('en-US');
  });
  it('defaults to en-US before the dealer is known', () => {
    expect(resolveLocale(undefined, undefined)).toBe('en-US');
  });
});
