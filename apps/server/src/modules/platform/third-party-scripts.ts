/**
 * A dealer's third-party scripts (spec 1, "scripts loaded"; issue 23): a monitoring script and an
 * experiment script (each an address and the dealer's key there), a live-chat provider's script (one
 * of the domain's CHAT_PROVIDERS, its address and the dealer's account there) and a support survey
 * script. Stored per dealer (`dealers.third_party_scripts`, migration 0032), validated here whenever
 * they are stored, answered by GET /settings/ and loaded by the storefront after the page is live
 * (apps/storefront/src/features/third-party/). Each address is https (its origin then enters the
 * Content-Security-Policy's script-src and connect-src, exactly: http/security.ts) or a path on the
 * storefront's own server ('self' allows it: the demo scripts under /dev/third-party/).
 */
import { CHAT_PROVIDERS } from '@storefront/domain';
import { z } from 'zod';
import type { ThirdPartyScripts } from '../../db/types.ts';

export type { ChatScript, ScriptWithKey, ThirdPartyScripts } from '../../db/types.ts';

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

export const ADDRESS_MESSAGE = 'Enter an https address, or a path on this server starting with /.';
export const KEY_MESSAGE = 'Use letters, digits, dots, colons, dashes and underscores (at most 200).';
export const PROVIDER_MESSAGE = `Choose one of these chat providers: ${CHAT_PROVIDERS.join(', ')}.`;

const address = z
  .string()
  .max(2000, ADDRESS_MESSAGE)
  .refine((value) => scriptAddress(value) !== null, ADDRESS_MESSAGE);
const key = z.string().regex(/^[A-Za-z0-9._:-]{1,200}$/, KEY_MESSAGE);

export const isChatProvider = (provider: unknown): boolean =>
  (CHAT_PROVIDERS as readonly unknown[]).includes(provider);

/** The stored scripts, as a dealer may set them: every part optional, null removes one. */
export const thirdPartyScriptsSchema = z.strictObject({
  monitoring: z.strictObject({ url: address, key }).nullable().optional(),
  experiment: z.strictObject({ url: address, key }).nullable().optional(),
  chat: z
    .strictObject({
      provider: z.enum(CHAT_PROVIDERS, { error: PROVIDER_MESSAGE }),
      url: address,
      account: key,
    })
    .nullable()
    .optional(),
  survey: z.strictObject({ url: address }).nullable().optional(),
});

/**
 * The scripts the Content-Security-Policy allows: the origins of the stored https addresses, each
 * once, in the order monitoring, experiment, chat, survey. A stored address this module would refuse,
 * or a chat provider it does not know (written around it), adds nothing.
 */
export function scriptOrigins(scripts: ThirdPartyScripts | null | undefined): string[] {
  const out: string[] = [];
  // A chat provider the storefront does not know loads nothing: its address is not allowed either.
  const chat = scripts?.chat && isChatProvider(scripts.chat.provider) ? scripts.chat : null;
  for (const part of [scripts?.monitoring, scripts?.experiment, chat, scripts?.survey]) {
    const url = part && typeof part.url === 'string' ? part.url : '';
    const origin = url ? scriptAddress(url)?.origin : null;
    if (origin && !out.includes(origin)) out.push(origin);
  }
  return out;
}

/** The demo scripts' path (the dev pages: DEV_PAGES=1 only). */
export const DEMO_SCRIPTS_PATH = '/dev/third-party/';

/**
 * The scripts as GET /settings/ answers them: each part with its address, or null. A demo script's
 * address (under /dev/third-party/) is answered only where the dev pages are served; a chat provider
 * is answered as stored, so that the storefront meets (and logs) one it does not know.
 */
export function scriptsAnswer(scripts: ThirdPartyScripts | null | undefined, devPages: boolean) {
  const usable = (url: unknown): url is string =>
    typeof url === 'string' &&
    scriptAddress(url) !== null &&
    (devPages || !url.startsWith(DEMO_SCRIPTS_PATH));
  const m = scripts?.monitoring;
  const e = scripts?.experiment;
  const c = scripts?.chat;
  const s = scripts?.survey;
  return {
    monitoring: m && usable(m.url) ? { url: m.url, key: m.key } : null,
    experiment: e && usable(e.url) ? { url: e.url, key: e.key } : null,
    chat: c && usable(c.url) ? { provider: c.provider, url: c.url, account: c.account } : null,
    survey: s && usable(s.url) ? { url: s.url } : null,
  };
}
