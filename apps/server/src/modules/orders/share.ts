/** Read-only share links of an order: the order id and an HMAC of its share nonce (a new nonce revokes the link). */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { DealerRow, OrderRow } from '../../db/schema.ts';

function shareMac(secret: string, orderId: number, nonce: string): string {
  return createHmac('sha256', secret).update(`order-share\u0000${orderId}\u0000${nonce}`).digest('base64url');
}

export function shareToken(secret: string, order: Pick<OrderRow, 'id' | 'shareNonce'>): string | null {
  return order.shareNonce ? `${order.id}.${shareMac(secret, order.id, order.shareNonce)}` : null;
}

/**
 * The share link on the configured origin (`linkOrigin`), in the sharer's page language: the one a
 * recipient sees the deal in. A language the dealer does not offer falls back to its first.
 */
export function shareUrl(
  origin: string,
  dealer: DealerRow,
  language: string,
  token: string | null,
): string | null {
  if (!token) return null;
  const lang = dealer.allowedLanguages.includes(language) ? language : (dealer.allowedLanguages[0] ?? 'en');
  return `${origin}/${dealer.code}/${lang}/shared-deal/${token}/`;
}

/** Checks a share token in constant time; the order id is in the token, the secret part is an HMAC. */
export function verifyShareToken(
  secret: string,
  order: Pick<OrderRow, 'id' | 'shareNonce'>,
  token: string,
): boolean {
  const expected = shareToken(secret, order);
  if (!expected || expected.length !== token.length) return false;
  return timingSafeEqual(Buffer.from(expected), Buffer.from(token));
}
