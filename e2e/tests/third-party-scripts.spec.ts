import type { Page } from '@playwright/test';
import { chunkUrl } from './chunks.ts';
import { withSettings } from './dealerSettings.ts';
import { expect, test } from './fixtures.ts';
import { cheapestNewInStock, expectNoAxeViolations } from './helpers.ts';

// The dealer's third-party scripts (spec 1 "scripts loaded"; issue 23): Maple Motors stores the demo
// scripts the server's dev pages serve (monitoring, experiment, a LivePerson chat, a survey); Rivière
// Auto stores none. Nothing loads before consent where the dealer requires it; the survey comes 5 s
// after the page is live and not again once the shopper is `bothered`; the page's policy refuses none.

test.use({ demoThirdPartyScripts: true });

const SCRIPTS = ['monitoring', 'experiment', 'chat', 'survey'] as const;

/** The demo scripts the page asked for (name and when), and the policy's refusals. */
async function watch(page: Page) {
  const asked: { name: string; at: number }[] = [];
  page.on('request', (r) => {
    const m = /\/dev\/third-party\/(\w+)\.js$/.exec(r.url());
    if (m?.[1]) asked.push({ name: m[1], at: Date.now() });
  });
  const violations: string[] = [];
  const logs: string[] = [];
  page.on('console', (m) => {
    if (m.text().includes('Content Security Policy')) violations.push(m.text());
    logs.push(m.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`Content Security Policy: ${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  const names = () => asked.map((a) => a.name);
  return { asked, names, violations, logs };
}

test('consent first where required; then each script, the survey after 5 s and not again once bothered', async ({
  page,
  request,
  context,
}) => {
  const vehicle = await cheapestNewInStock(request, 'maple_motors');
  const seen = await watch(page);
  await withSettings(
    page,
    (d) => d,
    (s) => ({ ...s, analytics: { participating: true, consent: 'REQUIRED_CONSENT' } }),
  );
  // The cookies the page writes (the survey's `bothered`).
  await page.addInitScript(() => {
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    Object.defineProperty(Document.prototype, 'cookie', {
      configurable: true,
      get() {
        return cookie?.get?.call(this);
      },
      set(value: string) {
        const w = window as unknown as { __cookieWrites?: string[] };
        w.__cookieWrites = [...(w.__cookieWrites ?? []), value];
        cookie?.set?.call(this, value);
      },
    });
  });
  await page.goto(`/maple_motors/en/conf/${vehicle.id}/`);
  const banner = page.getByRole('region', { name: 'Analytics' });
  await expect(banner).toBeVisible();
  // Past the survey's 5 s: still nothing, no launcher, no cookie.
  await page.waitForTimeout(5_500);
  expect(seen.names()).toEqual([]);
  await expect(page.locator('[data-demo-chat], [data-demo-survey]')).toHaveCount(0);
  expect((await context.cookies()).find((c) => c.name === 'bothered')).toBeUndefined();

  await banner.getByRole('button', { name: 'Allow analytics' }).click();
  await expect(banner).toBeHidden();
  await expect.poll(() => [...seen.names()].sort()).toEqual([...SCRIPTS].sort());
  // Monitoring before the experiment, each with the dealer's key.
  expect(seen.names().indexOf('monitoring')).toBeLessThan(seen.names().indexOf('experiment'));
  expect(
    await page.evaluate(
      () => (window as unknown as { __demoMonitoring?: { key: string } }).__demoMonitoring?.key,
    ),
  ).toBe('demo-monitoring-maple');
  expect(
    await page.evaluate(
      () => (window as unknown as { __demoExperiment?: { key: string } }).__demoExperiment?.key,
    ),
  ).toBe('demo-experiment-maple');
  const launcher = page.getByRole('button', { name: 'Demo chat (stand-in for LivePerson)' });
  await expect(launcher).toBeVisible();
  await launcher.click();
  await expect(page.getByText('This demo stands in for LivePerson (account demo-maple-1)')).toBeVisible();
  const survey = page.getByRole('region', { name: "Demo survey (stand-in for the dealer's survey)" });
  await expect(survey).toContainText('Is it easy to find what you are looking for today?');
  await expectNoAxeViolations(page);
  await survey.getByRole('button', { name: 'Yes' }).click();
  await expect(survey).toContainText('Thank you!');
  // Written until 2035 (the browser keeps a cookie 400 days at most: Chromium's cap).
  expect(
    await page.evaluate(() => (window as unknown as { __cookieWrites?: string[] }).__cookieWrites),
  ).toEqual(['bothered=1; expires=Mon, 01 Jan 2035 00:00:00 GMT; path=/; SameSite=Lax']);
  const bothered = (await context.cookies()).find((c) => c.name === 'bothered');
  expect(bothered).toMatchObject({ value: '1', path: '/', sameSite: 'Lax', secure: false });
  expect((bothered?.expires ?? 0) * 1000).toBeGreaterThan(Date.now() + 390 * 86_400_000);

  // The next visit: consent kept, every script but the survey.
  const before = seen.asked.length;
  await page.reload();
  await expect(page.getByRole('button', { name: 'Demo chat (stand-in for LivePerson)' })).toBeVisible();
  await page.waitForTimeout(5_500);
  expect(seen.names().slice(before).sort()).toEqual(['chat', 'experiment', 'monitoring']);
  await expect(page.locator('[data-demo-survey]')).toHaveCount(0);
  expect(seen.violations).toEqual([]);
});

test('in French without consent required: the launcher in French, the survey 5 s after the page is live', async ({
  page,
  request,
}) => {
  const vehicle = await cheapestNewInStock(request, 'maple_motors');
  const seen = await watch(page);
  await page.goto(`/maple_motors/fr/conf/${vehicle.id}/`);
  await expect(
    page.getByRole('button', { name: 'Clavardage de démonstration (substitut de LivePerson)' }),
  ).toBeVisible();
  expect(seen.names()).not.toContain('survey');
  const survey = page.getByRole('region', {
    name: 'Sondage de démonstration (substitut du sondage du concessionnaire)',
  });
  await expect(survey).toContainText('Trouvez-vous facilement ce que vous cherchez aujourd’hui\u202f?', {
    timeout: 15_000,
  });
  // Read on the page's own clock (the test's would count the time its messages take): the survey's
  // request started at least 5 s after the page's navigation began, hence after it was live.
  const started = await page.evaluate(
    () =>
      performance.getEntriesByType('resource').find((e) => e.name.endsWith('/dev/third-party/survey.js'))
        ?.startTime ?? -1,
  );
  expect(started).toBeGreaterThanOrEqual(5_000);
  await survey.getByRole('button', { name: 'Fermer le sondage' }).click();
  await expect(survey).toHaveCount(0);
  expect(seen.violations).toEqual([]);
});

test('a dealer without scripts loads none (not even their code); an unknown chat provider is logged', async ({
  page,
  request,
}) => {
  const vehicle = await cheapestNewInStock(request, 'riviere_auto');
  const seen = await watch(page);
  const chunk = chunkUrl('apps/storefront/src/features/third-party/index.ts');
  const chunks: string[] = [];
  page.on('request', (r) => {
    if (chunk.test(r.url())) chunks.push(r.url());
  });
  await page.goto(`/riviere_auto/fr/conf/${vehicle.id}/`);
  await page.waitForTimeout(5_500);
  expect(seen.names()).toEqual([]);
  expect(chunks).toEqual([]);
  expect(seen.violations).toEqual([]);

  // Maple Motors with a provider the storefront does not know (its answer changed on the way).
  const other = await cheapestNewInStock(request, 'maple_motors');
  await withSettings(
    page,
    (d) => d,
    (s) => ({
      ...s,
      third_party_scripts: {
        ...(s.third_party_scripts as Record<string, unknown>),
        chat: { provider: 'ACME_CHAT', url: '/dev/third-party/chat.js', account: 'demo-maple-1' },
      },
    }),
  );
  await page.goto(`/maple_motors/en/conf/${other.id}/`);
  await expect
    .poll(() => seen.logs.filter((l) => l.includes('Unknown chat provider')))
    .toEqual(['[storefront] Unknown chat provider "ACME_CHAT": no chat script is loaded.']);
  await expect.poll(() => seen.names()).toContain('experiment');
  await page.waitForTimeout(1_000);
  expect(seen.names()).not.toContain('chat');
  await expect(page.locator('[data-demo-chat]')).toHaveCount(0);
});
