/**
 * The rules of the dealer's third-party scripts (spec 1 "scripts loaded"; issue 23), apart from the
 * browser (./index.ts gives the browser's ways, the unit tests their own): what loads, in which
 * order, when, and after whose consent.
 *
 * - Where the dealer requires consent, nothing loads before the shopper agrees (and nothing at all
 *   after a refusal).
 * - The monitoring script first (it sees what goes wrong in the others), then the experiment script.
 * - The chat provider's script when the browser is next idle; a provider the storefront does not know
 *   is logged on the console and nothing loads for it.
 * - The survey script 5,000 ms after the start (the page is live), unless the shopper's `bothered`
 *   cookie is set; once it has loaded, the cookie is set (until 2035) so that it never loads again.
 * - In a frame (the storefront embedded on a dealer's website: features/embedding), neither the chat
 *   nor the survey: the dealer's page around the frame has its own chat, and both fix themselves to
 *   the bottom of a frame as tall as its page, far below the shopper's view and over its last buttons.
 *   Monitoring and the experiment, which show nothing, still load.
 */
import { CHAT_PROVIDERS } from '@storefront/domain';

export interface ScriptWithKey {
  readonly url: string;
  readonly key: string;
}
/** What GET /settings/ answers as `third_party_scripts`: each part, or null. */
export interface ThirdPartyScripts {
  readonly monitoring?: ScriptWithKey | null;
  readonly experiment?: ScriptWithKey | null;
  readonly chat?: { readonly provider: string; readonly url: string; readonly account: string } | null;
  readonly survey?: { readonly url: string } | null;
}

/** What the rules need of a browser. */
export interface ThirdPartyEnvironment {
  /** Adds a script (its `data-*` attributes given); settles when it has loaded or failed. */
  loadScript(url: string, data: Readonly<Record<string, string>>): Promise<void>;
  /** Runs work once the browser is idle. */
  whenIdle(work: () => void): void;
  setTimeout(work: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  /** `document.cookie` as read, and one cookie to write. */
  readCookies(): string;
  writeCookie(cookie: string): void;
  /** The page is https (the cookie is then Secure). */
  readonly secure: boolean;
  /** A console line (spec 1: an unknown chat provider is logged). */
  log(message: string): void;
}

export interface ThirdPartyInput {
  readonly scripts: ThirdPartyScripts | null | undefined;
  /**
   * The shopper's consent where the dealer requires it (REQUIRED_CONSENT): true once they agree,
   * false on a refusal; null where the dealer does not require it.
   */
  readonly consent: Promise<boolean> | null;
  /** The storefront runs in a frame: no chat and no survey (above). */
  readonly framed?: boolean;
}

export const SURVEY_DELAY_MS = 5_000;
export const BOTHERED_COOKIE = 'bothered';
/** The `bothered` cookie's end (spec 1: "until 2035"). */
export const BOTHERED_UNTIL = new Date(Date.UTC(2035, 0, 1));

export const isChatProvider = (provider: unknown): boolean =>
  (CHAT_PROVIDERS as readonly unknown[]).includes(provider);

/** The shopper's `bothered` cookie is set. */
export function isBothered(cookies: string): boolean {
  return cookies.split(';').some((pair) => pair.trim().split('=')[0] === BOTHERED_COOKIE);
}

/** The `bothered` cookie: until 2035, the whole site, same-site navigations, Secure on https. */
export function botheredCookie(secure: boolean): string {
  return `${BOTHERED_COOKIE}=1; expires=${BOTHERED_UNTIL.toUTCString()}; path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Starts the dealer's scripts by the rules above; answers its stop (nothing more loads after it). */
export function startThirdParty(input: ThirdPartyInput, env: ThirdPartyEnvironment): () => void {
  const { scripts, consent, framed = false } = input;
  let stopped = false;
  const allowed = consent ?? Promise.resolve(true);
  const chat = framed ? null : (scripts?.chat ?? null);
  if (chat && !isChatProvider(chat.provider))
    env.log(`[storefront] Unknown chat provider "${chat.provider}": no chat script is loaded.`);
  const load = async (url: string, data: Record<string, string>): Promise<boolean> => {
    try {
      await env.loadScript(url, data);
      return true;
    } catch {
      env.log(`[storefront] A third-party script did not load: ${url}`);
      return false;
    }
  };

  void allowed.then(async (granted) => {
    if (!granted || stopped) return;
    if (chat && isChatProvider(chat.provider))
      env.whenIdle(() => {
        if (!stopped) void load(chat.url, { provider: chat.provider, account: chat.account });
      });
    if (scripts?.monitoring) await load(scripts.monitoring.url, { key: scripts.monitoring.key });
    if (scripts?.experiment && !stopped) await load(scripts.experiment.url, { key: scripts.experiment.key });
  });

  const survey = framed ? null : (scripts?.survey ?? null);
  const timer =
    survey && !isBothered(env.readCookies())
      ? env.setTimeout(() => {
          void allowed.then(async (granted) => {
            if (!granted || stopped || isBothered(env.readCookies())) return;
            if (await load(survey.url, {})) env.writeCookie(botheredCookie(env.secure));
          });
        }, SURVEY_DELAY_MS)
      : null;

  return () => {
    stopped = true;
    if (timer !== null) env.clearTimeout(timer);
  };
}
