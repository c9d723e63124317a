import { z } from 'zod';
import { CHAT_PROVIDERS } from './dealer.ts';

// A dealer's third-party scripts as a dealer stores them (spec 1, "scripts loaded"): a monitoring and an
// experiment script (an address and the dealer's key there), a live-chat provider's script (one of
// CHAT_PROVIDERS, its address and the dealer's account) and a support survey script. The server
// validates each stored value with this schema; its origins enter the Content-Security-Policy.

const SAME_ORIGIN = 'https://same-origin.invalid';

/**
 * Where a script address points: an absolute https address without credentials gives its origin; a
 * path on the storefront's own server (`/…`, not `//…`) gives none ('self'); anything else (http,
 * `javascript:`, protocol-relative, malformed, blank) is refused.
 */
export function scriptAddress(address: string): { origin: string | null } | null {
  const text = address.trim();
  if (text === '' || text !== address) return null;
  if (text.startsWith('/') && !text.startsWith('//') && !text.includes('\\')) {
    try {
      return new URL(text, `${SAME_ORIGIN}/`).origin === SAME_ORIGIN ? { origin: null } : null;
    } catch {
      return null;
    }
  }
  if (!URL.canParse(text)) return null;
  const url = new URL(text);
  if (url.protocol !== 'https:' || url.username || url.password || !url.hostname) return null;
  return { origin: url.origin };
}

export const SCRIPT_ADDRESS_MESSAGE = 'Enter an https address, or a path on this server starting with /.';
export const SCRIPT_KEY_MESSAGE = 'Use letters, digits, dots, colons, dashes and underscores (at most 200).';
export const CHAT_PROVIDER_MESSAGE = `Choose one of these chat providers: ${CHAT_PROVIDERS.join(', ')}.`;

const address = z
  .string()
  .max(2000, SCRIPT_ADDRESS_MESSAGE)
  .refine((value) => scriptAddress(value) !== null, SCRIPT_ADDRESS_MESSAGE);
const key = z.string().regex(/^[A-Za-z0-9._:-]{1,200}$/, SCRIPT_KEY_MESSAGE);

export const isChatProvider = (provider: unknown): boolean =>
  (CHAT_PROVIDERS as readonly unknown[]).includes(provider);

/** The stored scripts, as a dealer may set them: every part optional, null removes one. */
export const thirdPartyScriptsSchema = z.strictObject({
  monitoring: z.strictObject({ url: address, key }).nullable().optional(),
  experiment: z.strictObject({ url: address, key }).nullable().optional(),
  chat: z
    .strictObject({
      provider: z.enum(CHAT_PROVIDERS, { error: CHAT_PROVIDER_MESSAGE }),
      url: address,
      account: key,
    })
    .nullable()
    .optional(),
  survey: z.strictObject({ url: address }).nullable().optional(),
});

export const ANALYTICS_ID_MESSAGE = 'Enter a Google Analytics id such as G-ABC1234 or UA-12345-1.';
export const GA4_ID_MESSAGE = 'Enter a Google Analytics 4 id such as G-ABC1234.';
export const GA4_COUNT_MESSAGE = 'Enter at most 10 Google Analytics 4 ids.';

/**
 * What the dealer console's "Website and scripts" page sends (`PUT /api/dealer/scripts/`, admins) and
 * reads (`GET`, managers too): the dealer's Google Analytics id and GA4 ids, its pixel address, and its
 * four third-party scripts, the whole set each time (null: none).
 */
export const dealerScriptsBodySchema = z.strictObject({
  analytics_id: z
    .string()
    .regex(/^(G-[A-Z0-9]{4,20}|UA-\d{4,10}-\d{1,4})$/, ANALYTICS_ID_MESSAGE)
    .nullable(),
  ga4_ids: z.array(z.string().regex(/^G-[A-Z0-9]{4,20}$/, GA4_ID_MESSAGE)).max(10, GA4_COUNT_MESSAGE),
  pixel_url: address.nullable(),
  monitoring: z.strictObject({ url: address, key }).nullable(),
  experiment: z.strictObject({ url: address, key }).nullable(),
  chat: z
    .strictObject({
      provider: z.enum(CHAT_PROVIDERS, { error: CHAT_PROVIDER_MESSAGE }),
      url: address,
      account: key,
    })
    .nullable(),
  survey: z.strictObject({ url: address }).nullable(),
});
export type DealerScriptsBody = z.infer<typeof dealerScriptsBodySchema>;
