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
import { isChatProvider, scriptAddress } from '@storefront/domain';
import type { ThirdPartyScripts } from '../../db/types.ts';

export { thirdPartyScriptsSchema } from '@storefront/domain';
export type { ChatScript, ScriptWithKey, ThirdPartyScripts } from '../../db/types.ts';

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
