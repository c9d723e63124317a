import { expect, type FrameLocator, type Page } from '@playwright/test';
import { withoutDemoThirdPartyScripts } from './fixtures.ts';
import { cheapestNewInStock, dealerPostalCode } from './helpers.ts';

// The demo dealer website (apps/server/src/modules/embedding/README.md) the embedding journeys open:
// another site than the storefront (localhost against the storefront's 127.0.0.1).

const PORT = Number(process.env.E2E_PORT ?? 3111);
export const DEALER_SITE = `http://localhost:${PORT}`;
export const STOREFRONT_ORIGIN = `http://127.0.0.1:${PORT}`;

/** What the demo page's log keeps of each storefront event. */
export interface StorefrontEvent {
  type: string;
  embed?: string;
  cta?: string;
  event?: string;
  source?: string;
  busy?: boolean;
  kind?: string;
  time?: string;
  order?: number;
  vehicle?: number;
  code?: string;
}

/** The events the demo page heard, in order. */
export function heardEvents(page: Page): Promise<StorefrontEvent[]> {
  return page.evaluate(() => (window as unknown as { storefrontEvents: StorefrontEvent[] }).storefrontEvents);
}

/** Chromium's third-party cookie blocking (the user setting "Block third-party cookies"). */
async function blockThirdPartyCookies(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.setCookieControls', {
    enableThirdPartyCookieRestriction: true,
    disableThirdPartyCookieMetadata: true,
    disableThirdPartyCookieHeuristics: true,
  } as never);
}

/**
 * The dealer's admin adds the demo website to the embedding origins (the CSP frame-ancestors). The
 * dealer's demo third-party scripts are served empty in the frame (the journeys' fixture does the same
 * for the storefront's own pages: ./fixtures.ts), so that its survey covers nothing pressed, unless
 * `thirdPartyScripts` asks for them (a journey about what the frame loads of them).
 */
export async function allowDealerSite(page: Page, { thirdPartyScripts = false } = {}) {
  if (!thirdPartyScripts) await withoutDemoThirdPartyScripts(page);
  await page.request.get('/api/health');
  const csrf = async () =>
    (await page.context().cookies()).find((c) => c.name === 'sf_csrf' && c.domain === '127.0.0.1')?.value ??
    '';
  const staff = async () => ({ 'X-Dealer-Code': 'maple_motors', 'X-CSRF-Token': await csrf() });
  const login = await page.request.post('/api/dealer/auth/login/', {
    headers: await staff(),
    data: { email: 'admin@maplemotors.example.ca', password: 'demo-staff-2026' },
  });
  expect(login.status(), await login.text()).toBe(200);
  const origins = await page.request.put('/api/dealer/embedding/', {
    headers: await staff(),
    data: { origins: ['https://maplemotors.example.ca', DEALER_SITE] },
  });
  expect(origins.status(), await origins.text()).toBe(200);
  await page.context().clearCookies();
}

async function continueIn(frame: FrameLocator, step: string) {
  await frame.getByTestId('step-continue').click();
  await expect(frame.locator(`nav a[aria-current="step"][href$="/${step}/"]`)).toBeAttached();
}

/** The deal built in the frame from its first step to the review, the postal code given for pricing. */
export async function buildDealToReview(frame: FrameLocator, postalCode: string) {
  await continueIn(frame, 'accessories');
  await continueIn(frame, 'protection');
  await continueIn(frame, 'incentives');
  await continueIn(frame, 'payment');
  const postal = frame.getByRole('dialog', { name: /postal|ZIP/i });
  await postal.getByRole('textbox').fill(postalCode);
  await postal.getByRole('button', { name: /Update pricing/ }).click();
  await expect(postal).toHaveCount(0);
  await continueIn(frame, 'review');
}

/**
 * The demo dealer website opened on a vehicle's page of maple_motors, allowed by the dealer, with
 * third-party cookies blocked (as Safari, Firefox and Chrome's tracking protection do): the vehicle, the
 * dealer's postal code for pricing, and the inline frame.
 */
export async function openDealerSite(page: Page, options: { thirdPartyScripts?: boolean } = {}) {
  await blockThirdPartyCookies(page);
  await allowDealerSite(page, options);
  const vehicle = await cheapestNewInStock(page.request, 'maple_motors');
  const postalCode = await dealerPostalCode(page.request, 'maple_motors');
  await page.goto(`${DEALER_SITE}/dev/dealer-site/?dealer=maple_motors&vehicle=${vehicle.id}`);
  return { vehicle, postalCode, frame: page.frameLocator('section[aria-labelledby="inline-title"] iframe') };
}

/** An answer of the dealer's own sign-in to the frame's login request. */
export interface ParentAnswer {
  status: string;
  customer?: Record<string, unknown>;
}

/**
 * The dealer's page answers the frame's login requests itself, with the answers given, in order (its
 * own sign-in dialog, played by the test: the answer comes a moment after the request); a request
 * past the last answer is left to the storefront.
 */
export async function dealerSignsIn(page: Page, answers: ParentAnswer[]) {
  await page.evaluate((given) => {
    document.addEventListener('storefront:auth_required', (event) => {
      const answer = given.shift();
      if (!answer) return;
      event.preventDefault();
      const { respond } = (event as CustomEvent<{ respond: (s: string, c?: unknown) => void }>).detail;
      setTimeout(() => respond(answer.status, answer.customer), 100);
    });
  }, answers);
}

/** The consents Maple Motors requires at sign-up, given on the dealer's own site (as its server reads them). */
export async function requiredConsents(page: Page): Promise<Record<string, boolean>> {
  const answer = await page.request.get('/api/customer/consents/', {
    headers: { 'X-Dealer-Code': 'maple_motors' },
  });
  const { results, registration } = (await answer.json()) as Record<
    string,
    { key: string; enabled: string }[]
  >;
  return Object.fromEntries(
    [...(results ?? []), ...(registration ?? [])]
      .filter((c) => c.enabled === 'REQUIRED_CONSENT')
      .map((c) => [c.key, true]),
  );
}
