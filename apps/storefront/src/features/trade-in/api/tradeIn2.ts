import type {
  ListAnswer,
  TradeInAnswer,
  TradeInAnswerBody,
  TradeInCheckImagesAnswer,
  TradeInImageField,
  TradeInPhotosAnswer,
} from '@storefront/domain';
import type { HttpClient } from '../../../shared/api/http.ts';

// The trade-in 2 calls (spec 3 §7): the trade-in's answers to the dealer's questions, its six photos
// (upload, removal, the photo itself), the link to take them on a phone, and the photo watcher.

/** The photos as the server lists them: each angle the URL of its photo, or null. */
export type TradeInPhotos = TradeInPhotosAnswer;

/** The trade-in's answers to the dealer's questions. */
export function getAnswers(http: HttpClient, tradeIn: number): Promise<ListAnswer<TradeInAnswer>> {
  return http
    .get('/api/customer/tradein-answers/', { searchParams: { trade_in: String(tradeIn) } })
    .json<ListAnswer<TradeInAnswer>>();
}

/** An answer created (no id yet) or changed. */
export function saveAnswer(
  http: HttpClient,
  id: number | null,
  body: TradeInAnswerBody,
): Promise<TradeInAnswer> {
  return id === null
    ? http.post('/api/customer/tradein-answers/', { json: body }).json<TradeInAnswer>()
    : http.put(`/api/customer/tradein-answers/${id}/`, { json: body }).json<TradeInAnswer>();
}

export function getPhotos(http: HttpClient, tradeIn: number): Promise<TradeInPhotos> {
  return http.get(`/api/customer/tradein2/${tradeIn}/photos/`).json<TradeInPhotos>();
}

/**
 * One photo sent in the field of its angle (multipart, no retry: a photo is not sent twice); a refused
 * file is the field's error (`form` call), the server's message in the page's language.
 */
export function uploadPhoto(
  http: HttpClient,
  tradeIn: number,
  field: TradeInImageField,
  file: File,
): Promise<TradeInPhotos> {
  const body = new FormData();
  body.append(field, file, file.name);
  return http
    .patch(`/api/customer/tradein2/${tradeIn}/photos/`, {
      body,
      timeout: false,
      retry: { limit: 0 },
      context: { call: 'form', fields: [field] },
    })
    .json<TradeInPhotos>();
}

/** Removes the photo of an angle (the field sent as null). */
export function removePhoto(
  http: HttpClient,
  tradeIn: number,
  field: TradeInImageField,
): Promise<TradeInPhotos> {
  return http
    .patch(`/api/customer/tradein2/${tradeIn}/photos/`, { json: { [field]: null } })
    .json<TradeInPhotos>();
}

/**
 * The photo itself, as a blob: the server serves it to the signed-in customer of the dealer, whose
 * code an image element cannot send (the client adds it).
 */
export async function photoBlob(http: HttpClient, url: string): Promise<Blob> {
  const { pathname, search } = new URL(url);
  const response = await http.get(pathname + search, { context: { hide_404_toast: true } });
  return response.blob();
}

/** The photo watcher's question: have the photos changed since `t` (the last `last_updated`)? */
export function checkImages(
  http: HttpClient,
  tradeIn: number,
  t: string | null,
): Promise<TradeInCheckImagesAnswer> {
  return http
    .get(`/api/customer/tradein-answers/${tradeIn}/check_images/`, {
      searchParams: t ? { t } : {},
      retry: { limit: 0 },
    })
    .json<TradeInCheckImagesAnswer>();
}

/**
 * E-mails the shopper the link to the photo step, to take the photos on a phone: `sent`, or `limit`
 * when links went too often (429). The limit is the step's to say, once, inline: the 429 is answered
 * to the caller (ky's `throwHttpErrors`), so the client's error toast does not say it again; every
 * other failure still goes through the client's error handling (its toast, the sign-in).
 */
export async function requestMobileView(http: HttpClient, tradeIn: number): Promise<'sent' | 'limit'> {
  const response = await http.post(`/api/customer/tradein2/${tradeIn}/request_mobile_view/`, {
    json: {},
    context: { call: 'form', fields: [] },
    throwHttpErrors: (status) => status !== 429,
  });
  return response.status === 429 ? 'limit' : 'sent';
}
