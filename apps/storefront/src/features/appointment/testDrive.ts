import type { TestDriveBooking, TestDriveBookingResponse } from '@storefront/domain';
import type { HttpClient } from '../../shared/api/http.ts';

/**
 * POST /api/test-drive/bookings/ (spec 2 §7): the URL to open, or false when the booking failed (the
 * spec's failure: no message shown, the catalogue's `test-drive` call).
 */
export async function bookTestDrive(http: HttpClient, booking: TestDriveBooking): Promise<string | false> {
  try {
    const { url } = await http
      .post('/api/test-drive/bookings/', { json: booking, context: { call: 'test-drive' } })
      .json<TestDriveBookingResponse>();
    return inLanguage(url, booking.language);
  } catch {
    return false;
  }
}

/** Opens the booking's URL in a new tab, or in this one when the browser blocks the new tab (spec 2 §4). */
export function openBookingUrl(
  url: string,
  win: Pick<Window, 'open'> & { location: Pick<Location, 'assign'> },
) {
  const tab = win.open(url, '_blank');
  if (tab) {
    tab.opener = null;
    return 'tab' as const;
  }
  win.location.assign(url);
  return 'same' as const;
}

/**
 * The booking's confirmation page in the page's language: one request a model serves both of a
 * bilingual dealer's pages, and the page otherwise answers in the language it was first asked in.
 */
export function inLanguage(url: string, language: string): string {
  const page = new URL(url);
  page.searchParams.set('language', language);
  return page.href;
}
