import { test as base, expect } from '@playwright/test';

// The journeys' `test`: after every document load (goto, reload) it waits until the storefront is
// live (`html[data-ready]`, set once the app has mounted or hydrated a server-rendered page), as a
// shopper's click before that moment would meet server HTML without its handlers.

export { expect };

export const test = base.extend({
  page: async ({ page }, use) => {
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
  },
});
