import { describe, expect, it } from 'vitest';
import { postalCodeMode, updatePostalCode } from '../src/features/build-and-price/postalCode.ts';
import {
  exitIntentEnabled,
  exitModalFor,
  readExitFlags,
  writeExitFlags,
} from '../src/features/exit-intent/exitIntent.ts';
import { isShareToken } from '../src/features/shared-deal/api/sharedDeal.ts';
import { dataLayerOf, flowOf, pageViewEvent, pushTo } from '../src/shared/analytics/dataLayer.ts';
import type { HttpClient } from '../src/shared/api/http.ts';
import { memoryStorage } from '../src/shared/state/persist.ts';

// The iframe parent messages are tested with the embedding protocol (embedding.test.ts).

describe('analytics page names on a dataLayer queue', () => {
  it("prefixes 'vdp:' in the modular flow and 'vdp:purchase:' otherwise", () => {
    const base = { page: 'payment', path: '/x/conf/1/payment/', language: 'en-CA', dealerCode: 'x' };
    expect(pageViewEvent({ ...base, vdpFlow: 'modular' }).page_name).toBe('vdp:payment');
    expect(pageViewEvent({ ...base, vdpFlow: 'checkout' }).page_name).toBe('vdp:purchase:payment');
    expect(pageViewEvent({ ...base, vdpFlow: 'transactional' }).page_name).toBe('vdp:purchase:payment');
    expect(pageViewEvent({ ...base, vdpFlow: undefined }).page_name).toBe('vdp:purchase:payment');
    expect(flowOf('something else')).toBe('checkout');
  });

  it('creates the queue when missing and appends events in order', () => {
    const host: { dataLayer?: unknown[] } = {};
    pushTo(host, { event: 'page_view', page_name: 'vdp:welcome' });
    pushTo(host, { event: 'page_view', page_name: 'vdp:accessories' });
    expect(dataLayerOf(host)).toEqual([
      { event: 'page_view', page_name: 'vdp:welcome' },
      { event: 'page_view', page_name: 'vdp:accessories' },
    ]);
  });
});

describe('exit intent', () => {
  const dealer = {
    enable_bounce_recovery: true,
    compulsory_login: false,
    enable_custom_bounce_recovery: true,
    bounce_recovery_rules: [
      {
        language: 'any',
        layout: 'desktop',
        order_in_progress: 'no',
        session_state: 'new',
        vehicle_condition: 'any',
        url: 'https://dealer.example.com/exit-offer/',
      },
    ] as never,
    default_custom_bounce_recovery_url: 'https://dealer.example.com/default-exit/',
    bounce_recovery_width: 640,
    bounce_recovery_height: 480,
  };
  const ctx = {
    language: 'en',
    layout: 'desktop' as const,
    hasOrders: false,
    hasUser: false,
    newlyAuthenticated: false,
    vehicleCondition: null,
  };

  it('is enabled from 992 px for a signed-out shopper when the dealer enables it without compulsory login', () => {
    expect(exitIntentEnabled(dealer, 1280, false)).toBe(true);
    expect(exitIntentEnabled(dealer, 991, false)).toBe(false);
    expect(exitIntentEnabled(dealer, 1280, true)).toBe(false);
    expect(exitIntentEnabled({ ...dealer, compulsory_login: true }, 1280, false)).toBe(false);
    expect(exitIntentEnabled({ ...dealer, enable_bounce_recovery: false }, 1280, false)).toBe(false);
    expect(exitIntentEnabled(undefined, 1280, false)).toBe(false);
  });

  it("opens the dealer's custom exit page of the first matching rule, else the default, else the survey", () => {
    expect(exitModalFor(dealer, ctx)).toEqual({
      kind: 'custom',
      url: 'https://dealer.example.com/exit-offer/',
      width: 640,
      height: 480,
    });
    expect(exitModalFor(dealer, { ...ctx, hasOrders: true })).toMatchObject({
      kind: 'custom',
      url: 'https://dealer.example.com/default-exit/',
    });
    expect(
      exitModalFor({ ...dealer, default_custom_bounce_recovery_url: null }, { ...ctx, layout: 'mobile' }),
    ).toEqual({ kind: 'feedback' });
    expect(exitModalFor({ ...dealer, enable_custom_bounce_recovery: false }, ctx)).toEqual({
      kind: 'feedback',
    });
  });

  it('keeps submitted and dismissed per dealer, permanently', () => {
    const storage = memoryStorage();
    expect(readExitFlags(storage, 'a')).toEqual({ submitted: false, dismissed: false });
    writeExitFlags(storage, 'a', { submitted: false, dismissed: true });
    expect(readExitFlags(storage, 'a')).toEqual({ submitted: false, dismissed: true });
    expect(readExitFlags(storage, 'b')).toEqual({ submitted: false, dismissed: false });
  });
});

describe('postal-code modal', () => {
  it('is required on the payment and review steps while the deal has no postal code', () => {
    expect(postalCodeMode({ usePostalCode: true, postalCode: null, step: 'payment' })).toBe('required');
    expect(postalCodeMode({ usePostalCode: true, postalCode: ' ', step: 'review' })).toBe('required');
    expect(postalCodeMode({ usePostalCode: true, postalCode: 'M5V 2T6', step: 'payment' })).toBe('optional');
    expect(postalCodeMode({ usePostalCode: true, postalCode: null, step: 'accessories' })).toBe('optional');
    expect(postalCodeMode({ usePostalCode: false, postalCode: null, step: 'payment' })).toBe('off');
  });

  it('is checked by the server before an order exists, written on the order after', async () => {
    const calls: Array<{ method: string; url: string; json: unknown; call: unknown }> = [];
    const answer = (body: unknown) => ({ json: async () => body });
    const http = {
      post: (url: string, options: { json: unknown; context: { call: string } }) => {
        calls.push({ method: 'POST', url, json: options.json, call: options.context.call });
        return answer({ postal_code: 'M5V 2T6', is_valid: true });
      },
      patch: (url: string, options: { json: unknown; context: { call: string } }) => {
        calls.push({ method: 'PATCH', url, json: options.json, call: options.context.call });
        return answer({ id: 4, version: 7, postal_code: 'H2X 1Y4' });
      },
    } as unknown as HttpClient;
    expect(await updatePostalCode(http, null, 'm5v2t6')).toEqual({ postalCode: 'M5V 2T6', order: null });
    // With an order, the order it answers (its new version, for the order sync to write against).
    expect(await updatePostalCode(http, 4, 'H2X 1Y4')).toEqual({
      postalCode: 'H2X 1Y4',
      order: { id: 4, version: 7, postal_code: 'H2X 1Y4' },
    });
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/api/customer/order/check_postal_code/',
        json: { postal_code: 'm5v2t6' },
        call: 'postal-code-update',
      },
      {
        method: 'PATCH',
        url: '/api/customer/order/4/',
        json: { postal_code: 'H2X 1Y4' },
        call: 'postal-code-update',
      },
    ]);
  });
});

describe('shared deal links', () => {
  it('accepts the server token shape only', () => {
    expect(isShareToken(`12.${'a'.repeat(43)}`)).toBe(true);
    expect(isShareToken(`12.${'a'.repeat(42)}`)).toBe(false);
    expect(isShareToken('abc')).toBe(false);
    expect(isShareToken(`x.${'a'.repeat(43)}`)).toBe(false);
  });
});
