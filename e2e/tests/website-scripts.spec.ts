import type { APIRequestContext } from '@playwright/test';
import { consoleSignIn } from './consoleShopper.ts';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './helpers.ts';

// Issue 23, the dealer console's "Website and scripts" at maple_motors: a dealer admin adds a website
// that may embed the storefront and changes its analytics id and scripts. A refused value is said under
// its field in the console's language and everything typed stays; once saved, the storefront's next
// answer (its policy and `/settings/`) has them. A sales manager reads them only; a sales rep has no
// link and is told it may not open the page. What the journey changed is put back at its end.

const DEALER = 'maple_motors';
const SITE = 'https://www.maple-dealer-site.example.com';
const MONITOR = 'https://js.monitor.example.net';

const signIn = consoleSignIn;

/** What a shopper's browser is told next: the page's policy and the dealer's `/settings/`. */
async function storefront(request: APIRequestContext) {
  const page = await request.get(`/${DEALER}/en/vehicle-list/`);
  const settings = await request.get('/settings/', { headers: { 'X-Dealer-Code': DEALER } });
  const csp = page.headers()['content-security-policy'] ?? '';
  const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';
  return { directive, settings: (await settings.json()) as Record<string, unknown> };
}

test('a dealer admin edits the websites and scripts, refusals keep what was typed, and the storefront follows at once; a manager reads, a rep may not open it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const shopperContext = await browser.newContext();
  const shopper = shopperContext.request;
  const before = await storefront(shopper);
  expect(before.directive('frame-ancestors')).not.toContain(SITE);

  await signIn(page, 'admin@maplemotors.example.ca');
  await page.getByRole('link', { name: 'Website and scripts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Website and scripts' })).toBeFocused();
  await expect(page).toHaveURL(/\/dealer\/website\?dealer=maple_motors/);
  await expectNoAxeViolations(page);
  const stored = {
    origins: await page.getByLabel('Website origins, one per line').inputValue(),
  };

  // A website that may embed the storefront: a path is refused, in the server's words, the text kept.
  const origins = page.getByLabel('Website origins, one per line');
  await origins.fill(`${stored.origins}\n${SITE}/cars`);
  await page.getByRole('button', { name: 'Save the websites' }).click();
  await expect(page.getByText('1 field needs a change. What you typed is kept.')).toBeFocused();
  await expect(origins).toHaveAccessibleDescription(
    /Enter each address as an origin such as https:\/\/www\.example\.com/,
  );
  await expect(origins).toHaveValue(`${stored.origins}\n${SITE}/cars`);
  await origins.fill(`${stored.origins}\n${SITE}`);
  await page.getByRole('button', { name: 'Save the websites' }).click();
  // (other journeys may have added the demo dealer site already: the count is what was stored, plus one)
  const framedBy = stored.origins.split('\n').filter((line) => line.trim() !== '').length + 1;
  await expect(
    page.getByText(`Websites saved. The storefront may now be framed by ${framedBy} websites.`, {
      exact: true,
    }),
  ).toBeFocused();
  expect((await storefront(shopper)).directive('frame-ancestors')).toContain(SITE);

  // The scripts: a plain-http monitoring address and a malformed GA4 id are refused, each at its field.
  const monitoring = page.getByRole('group', { name: 'Monitoring script' });
  await monitoring.getByLabel('Script address').fill(`http://js.monitor.example.net/agent.js`);
  await monitoring.getByLabel('Key').fill('mon-e2e');
  await page.getByLabel('Google Analytics 4 ids, one per line').fill('G-E2E12345\nnot-an-id');
  await page.getByLabel('Provider').selectOption('GUBAGOO');
  await page.getByRole('button', { name: 'Save the scripts' }).click();
  await expect(page.getByText('2 fields need a change. What you typed is kept.')).toBeFocused();
  await expect(monitoring.getByLabel('Script address')).toHaveAccessibleDescription(
    /Enter an https address, or a path on this server starting with \/\.$/,
  );
  await expect(page.getByLabel('Google Analytics 4 ids, one per line')).toHaveAccessibleDescription(
    'Enter a Google Analytics 4 id such as G-ABC1234.',
  );
  await expect(page.getByLabel('Provider')).toHaveValue('GUBAGOO');
  expect((await storefront(shopper)).directive('script-src')).not.toContain(MONITOR);

  await monitoring.getByLabel('Script address').fill(`${MONITOR}/agent.js`);
  await page.getByLabel('Google Analytics 4 ids, one per line').fill('G-E2E12345');
  await page.getByRole('button', { name: 'Save the scripts' }).click();
  await expect(page.getByText('Scripts saved.')).toBeFocused();
  const after = await storefront(shopper);
  expect(after.directive('script-src')).toContain(MONITOR);
  expect(after.directive('connect-src')).toContain(MONITOR);
  expect(after.settings.ga4_ids).toEqual(['G-E2E12345']);
  expect((after.settings.third_party_scripts as Record<string, unknown>).monitoring).toEqual({
    url: `${MONITOR}/agent.js`,
    key: 'mon-e2e',
  });
  expect((after.settings.third_party_scripts as { chat: { provider: string } }).chat.provider).toBe(
    'GUBAGOO',
  );

  // In French: the server's refusal in French, under the field, the text kept.
  await page.getByLabel('Language').selectOption('fr-CA');
  await expect(page.getByRole('heading', { level: 1, name: 'Site Web et scripts' })).toBeVisible();
  const survey = page.getByRole('group', { name: 'Sondage de soutien' });
  await survey.getByLabel('Adresse du script').fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Enregistrer les scripts' }).click();
  await expect(
    page.getByText('1 champ doit être modifié. Ce que vous avez tapé est conservé.'),
  ).toBeFocused();
  await expect(survey.getByLabel('Adresse du script')).toHaveAccessibleDescription(
    /Entrez une adresse https, ou un chemin sur ce serveur commençant par \/\.$/,
  );
  await expect(survey.getByLabel('Adresse du script')).toHaveValue('javascript:alert(1)');
  await page.getByLabel('Langue').selectOption('en-CA');

  // A sales manager reads them, and cannot change them.
  const managerContext = await browser.newContext();
  const manager = await managerContext.newPage();
  await signIn(manager, 'manager@maplemotors.example.ca');
  await manager.getByRole('link', { name: 'Website and scripts' }).click();
  await expect(manager.getByLabel('Website origins, one per line')).toBeDisabled();
  await expect(manager.getByLabel('Website origins, one per line')).toHaveValue(
    new RegExp(SITE.replaceAll('.', '\\.')),
  );
  await expect(manager.getByText(/An administrator of the dealership can change them/)).toBeVisible();
  await expect(manager.getByRole('button', { name: /^Save/ })).toHaveCount(0);
  await managerContext.close();

  // A sales rep has no link, and the page says it may not be opened.
  const repContext = await browser.newContext();
  const rep = await repContext.newPage();
  await signIn(rep, 'rep@maplemotors.example.ca');
  await expect(rep.getByRole('link', { name: 'Website and scripts' })).toHaveCount(0);
  await rep.goto(`/dealer/website?dealer=${DEALER}`);
  await expect(rep.getByRole('heading', { level: 1, name: 'Not permitted' })).toBeVisible();
  await repContext.close();

  // Put back what the dealer had.
  await page.reload();
  await page.getByLabel('Website origins, one per line').fill(stored.origins);
  await page.getByRole('button', { name: 'Save the websites' }).click();
  await expect(page.getByText(/^Websites saved\./)).toBeFocused();
  await monitoring.getByLabel('Script address').fill('/dev/third-party/monitoring.js');
  await monitoring.getByLabel('Key').fill('demo-monitoring-maple');
  await page.getByLabel('Google Analytics 4 ids, one per line').fill('');
  await page.getByLabel('Provider').selectOption('LIVEPERSON');
  await page.getByRole('button', { name: 'Save the scripts' }).click();
  await expect(page.getByText('Scripts saved.')).toBeFocused();
  await shopperContext.close();
});
