import type { Locale } from '@storefront/domain';
import { describe, expect, it, vi } from 'vitest';
import answers from './fixtures/shell-answers.json' with { type: 'json' };

// The server renders page after page in the same worker (apps/server/src/ssr/render-pool.ts): nothing a
// render leaves behind may reach the next one (a module-level `let` of the storefront would). Two
// dealers rendered one after the other in one process render exactly as each renders alone, in a fresh
// module graph. The answers are the demo dealers' start-up answers (their boot documents' `answers`).
// The message packs are the build's virtual modules (vite.config.ts): here empty, every text its id.

type Dealer = keyof typeof answers;
const PAGES: Record<Dealer, { url: string; locale: Locale }> = {
  maple_motors: { url: 'https://shop.example/maple_motors/vehicle-list/', locale: 'en-CA' },
  lone_star_motors: { url: 'https://shop.example/lone_star_motors/vehicle-list/', locale: 'en-US' },
};

async function freshRender() {
  vi.resetModules();
  for (const locale of ['en-US', 'en-CA', 'fr-CA'])
    for (const pack of ['core', 'rest'])
      vi.doMock(`../src/shared/i18n/messages/${locale}.${pack}.ts`, () => ({ default: {} }));
  return (await import('../src/entry-server.tsx')).render;
}

/** A render's output without the cache's clock readings (`dataUpdatedAt`, `dehydratedAt`...). */
const withoutTimes = (output: unknown): unknown =>
  JSON.parse(JSON.stringify(output, (key, value) => (/At$/.test(key) ? undefined : value)));

const input = (dealer: Dealer) => ({
  ...PAGES[dealer],
  dealerCode: dealer,
  answers: answers[dealer] as Record<string, unknown>,
});

describe('server render', () => {
  it('renders two dealers one after the other in one process as each renders alone', async () => {
    // (every text is missing: its report is not this test's)
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const alone: Partial<Record<Dealer, unknown>> = {};
    for (const dealer of Object.keys(PAGES) as Dealer[])
      alone[dealer] = withoutTimes(await (await freshRender())(input(dealer)));

    const render = await freshRender();
    const maple = await render(input('maple_motors'));
    const loneStar = await render(input('lone_star_motors'));
    const mapleAgain = await render(input('maple_motors'));
    expect(maple?.html).toContain('Maple');
    expect(loneStar?.html).toContain('Lone Star');
    expect(loneStar?.html).not.toContain('Maple');
    expect(loneStar?.theme).not.toEqual(maple?.theme);
    expect(withoutTimes(loneStar)).toEqual(alone.lone_star_motors);
    expect(withoutTimes(maple)).toEqual(alone.maple_motors);
    expect(withoutTimes(mapleAgain)).toEqual(alone.maple_motors);
  });
});
