import { describe, expect, it } from 'vitest';
import { bookTestDrive, openBookingUrl } from '../src/features/appointment/testDrive.ts';
import { createHttpClient } from '../src/shared/api/http.ts';

function serverAnswering(status: number, body: unknown) {
  const sent: string[] = [];
  const toasts: string[] = [];
  const http = createHttpClient({
    dealerCode: 'lone_star_motors',
    cookies: () => '',
    retryDelayMs: 1,
    baseUrl: 'https://shop.example.com/',
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      sent.push(`${request.method} ${request.url} ${await request.clone().text()}`);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch,
    effects: {
      toast: (t) => toasts.push(t.messageId),
      openLogin: () => {},
      reentry: () => {},
      navigate: () => {},
      log: () => {},
    },
  });
  return { http, sent, toasts };
}

const BOOKING = {
  booking_option: 'AtDealer' as const,
  model_year: 2026,
  model_code: 'F150P',
  model_name: 'F-150',
  dealer_code: 'lone_star_motors',
  province: 'TX',
  first_name: 'Dana',
  last_name: 'Lopez',
  phone: '512-555-0142',
  language: 'en' as const,
};

describe('test-drive booking', () => {
  it('answers the URL the server gives, in the language of the booking (the page asking)', async () => {
    const { http, sent } = serverAnswering(201, {
      url: 'https://shop.example.com/api/test-drive/bookings/abc/',
    });
    expect(await bookTestDrive(http, BOOKING)).toBe(
      'https://shop.example.com/api/test-drive/bookings/abc/?language=en',
    );
    expect(sent[0]).toContain('POST https://shop.example.com/api/test-drive/bookings/');
  });

  it('returns false with no message when the booking fails', async () => {
    for (const status of [400, 500]) {
      const { http, toasts } = serverAnswering(status, { phone: ['Enter a 10-digit phone number.'] });
      expect(await bookTestDrive(http, BOOKING)).toBe(false);
      expect(toasts).toEqual([]);
    }
  });

  it('opens the URL in a new tab, or navigates when the new tab is blocked', () => {
    const opened: string[] = [];
    const assigned: string[] = [];
    const tab = { opener: {} as unknown };
    const allowed = {
      open: (url?: string | URL) => {
        opened.push(String(url));
        return tab as unknown as Window;
      },
      location: { assign: (u: string) => void assigned.push(u) },
    };
    expect(openBookingUrl('https://x.example/a', allowed)).toBe('tab');
    expect(tab.opener).toBeNull();
    const blocked = { open: () => null, location: { assign: (u: string) => void assigned.push(u) } };
    expect(openBookingUrl('https://x.example/b', blocked)).toBe('same');
    expect(opened).toEqual(['https://x.example/a']);
    expect(assigned).toEqual(['https://x.example/b']);
  });
});
