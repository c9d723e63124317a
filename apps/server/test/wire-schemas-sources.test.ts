/**
 * One wire contract: a body the storefront and the server exchange is a zod schema of
 * `@storefront/domain` (`packages/domain/src/schemas/`), never one written again in a module. This
 * guard reads the modules' sources and counts the object schemas they still declare themselves
 * (`z.object(`, `z.strictObject(`, `z.looseObject(`), each named by the declaration it is in. Those
 * of ALLOWED are not the wire's (reasons given); the others are bodies and queries still to move to
 * the domain: their number may only go down (lower LEFT_TO_MOVE when it does).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const MODULES = join(import.meta.dirname, '..', 'src', 'modules');

/**
 * Module-local object schemas that are not a wire body or query, with the reason (`file#declaration`).
 */
const ALLOWED: Record<string, string> = {
  'platform/pages.ts#analyticsSettingsSchema':
    'the body of a development page (mounted with DEV_PAGES=1 only, for the journeys): no client of the product sends it',
};

/**
 * Module-local object schemas of the wire not yet moved to the domain (the figure of issue 17's
 * "one wire contract": 58 before the move began, counted as here; none left since). It may only go
 * down: a body or query a module declares again fails here.
 */
const LEFT_TO_MOVE = 0;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

/** Each object schema a source declares, as `file#declaration` (the const it is written in). */
function objectSchemasOf(file: string, text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/\bz\s*\.\s*(?:object|strictObject|looseObject)\s*\(/g)) {
    const before = text.slice(0, m.index);
    const declared = [...before.matchAll(/^(?:export )?const (\w+)/gm)].at(-1)?.[1] ?? '(top level)';
    found.push(`${file}#${declared}`);
  }
  return found;
}

/** Each object schema the modules declare. */
function localObjectSchemas(files: readonly string[]): string[] {
  return files.flatMap((file) => objectSchemasOf(relative(MODULES, file), readFileSync(file, 'utf8')));
}

describe('the wire schemas are the domain’s', () => {
  const files = sources(MODULES);
  const found = localObjectSchemas(files);

  it('reads the modules’ sources and would see a schema declared in one', () => {
    expect(files.length).toBeGreaterThan(20);
    expect(files.some((f) => f.endsWith(join('praq', 'routes.ts')))).toBe(true);
    const written = [
      "import { z } from 'zod';",
      'export const bodySchema = z.strictObject({ a: z.number() });',
      'const nested = z',
      '  .object({ b: z.object({ c: z.string() }) })',
      '  .strict();',
    ].join('\n');
    expect(objectSchemasOf('x/routes.ts', written)).toEqual([
      'x/routes.ts#bodySchema',
      'x/routes.ts#nested',
      'x/routes.ts#nested',
    ]);
    for (const key of Object.keys(ALLOWED))
      expect(found, `${key} is gone: drop it from ALLOWED`).toContain(key);
  });

  it(`leaves at most ${LEFT_TO_MOVE} object schemas of the wire declared in the modules`, () => {
    const left = found.filter((key) => !Object.hasOwn(ALLOWED, key));
    const message = `module-local object schemas (move them to @storefront/domain):\n${left.join('\n')}`;
    expect(left.length, message).toBeLessThanOrEqual(LEFT_TO_MOVE);
    // Fewer is the point: the figure is written down so that it cannot come back up.
    expect(left.length, `${left.length} left: lower LEFT_TO_MOVE to ${left.length}`).toBe(LEFT_TO_MOVE);
  });
});
