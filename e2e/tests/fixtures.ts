import { test as base, expect, type Page } from '@playwright/test';

// The journeys' `test`: after every document load (goto, reload) it waits until the storefront is
// live (`html[data-ready]`, set once the app has mounted or hydrated a server-rendered page), as a
// shopper's click before that moment would meet server HTML without its handlers. And it fails a
// journey that showed a message id instead of its text (the storefront reports a message missing from
// the catalogue, or asked for before its message pack arrived: src/shared/i18n/messages.ts) or whose
// hydration did not match the server's HTML (React's errors #418-#425).

export { expect };

/** Console errors and page errors a journey must not produce. */
export const PAGE_PROBLEM =
  /^\[storefront\] (missing message|message shown before its pack):|Minified React error #(418|419|421|422|423|425)\b|Hydration failed/;

/**
 * The demo third-party scripts a dealer stores (a chat launcher, a survey after 5 s: the server's
 * /dev/third-party/) served empty, as a shopper's blocker would: none covers what a journey presses.
 */
export async function withoutDemoThirdPartyScripts(page: Page) {
  await page.route('**/dev/third-party/*.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '' }),
  );
}

export const test = base.extend<{ demoThirdPartyScripts: boolean }>({
  // Maple Motors stores the demo third-party scripts (a chat launcher, a survey after 5 s: the server's
  // /dev/third-party/): a journey gets them empty, as a shopper's blocker would, so that none covers
  // what it presses or names a button it looks for; third-party-scripts.spec.ts asks for them.
  demoThirdPartyScripts: [false, { option: true }],
  page: async ({ page, demoThirdPartyScripts }, use) => {
    if (!demoThirdPartyScripts) await withoutDemoThirdPartyScripts(page);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && PAGE_PROBLEM.test(message.text())) problems.push(message.text());
    });
    page.on('pageerror', (error) => {
      if (PAGE_PROBLEM.test(error.message)) problems.push(error.message);
    });
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const live = () =>
      page.locator('html[data-ready="true"]').waitFor({ state: 'attached', timeout: 20_000 });
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await live();
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await live();
      return response;
    };
    await use(page);
    expect(problems, 'message ids shown instead of texts, or hydration mismatches').toEqual([]);
  },
});
