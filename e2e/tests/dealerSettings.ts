import type { Page } from '@playwright/test';
import { withoutEmbeddedAnswers } from './helpers.ts';

// Dealer and app settings the demo data does not hold (marketplace mode, an OEM header, custom exit
// rules): the real server's answers, changed on their way to the page.

type Json = Record<string, unknown>;

async function patchJson(page: Page, glob: string, patch: (body: Json) => Json) {
  await page.route(glob, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Json;
    await route.fulfill({ response, json: patch(body) });
  });
}

/**
 * Changes the home dealership (and optionally GET /settings/) the page receives. Answers the server
 * may embed in the document are dropped so the app asks the network, where the change applies.
 */
export async function withSettings(
  page: Page,
  dealer: (d: Json) => Json,
  settings: (s: Json) => Json = (s) => s,
) {
  await withoutEmbeddedAnswers(page);
  await patchJson(page, '**/api/customer/dealership/home-dealership/', dealer);
  await patchJson(page, '**/settings/', settings);
}
