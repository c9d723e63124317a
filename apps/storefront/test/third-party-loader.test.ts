import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  botheredCookie,
  SURVEY_DELAY_MS,
  startThirdParty,
  type ThirdPartyEnvironment,
  type ThirdPartyScripts,
} from '../src/features/third-party/loader.ts';

/**
 * The rules of the dealer's third-party scripts (spec 1 "scripts loaded"; issue 23): consent first
 * where the dealer requires it, monitoring then experiment, chat when idle (an unknown provider
 * logged, nothing loaded), the survey 5,000 ms after the start unless the shopper is `bothered`, which
 * the survey's load sets until 2035.
 */
const SCRIPTS: ThirdPartyScripts = {
  monitoring: { url: 'https://mon.example.net/m.js', key: 'mon-1' },
  experiment: { url: 'https://exp.example.net/e.js', key: 'exp-1' },
  chat: { provider: 'LIVEPERSON', url: 'https://chat.example.net/c.js', account: 'acct-1' },
  survey: { url: 'https://survey.example.net/s.js' },
};

interface FakeBrowser extends ThirdPartyEnvironment {
  loaded: { url: string; data: Record<string, string> }[];
  cookies: string[];
  logs: string[];
  idle: (() => void)[];
  failing: Set<string>;
}

function fakeBrowser(initialCookies = ''): FakeBrowser {
  const env: FakeBrowser = {
    loaded: [],
    cookies: [],
    logs: [],
    idle: [],
    failing: new Set(),
    async loadScript(url, data) {
      env.loaded.push({ url, data: { ...data } });
      if (env.failing.has(url)) throw new Error('failed');
    },
    whenIdle: (work) => {
      env.idle.push(work);
    },
    setTimeout: (work, ms) => setTimeout(work, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    readCookies: () =>
      [initialCookies, ...env.cookies.map((c) => c.split(';')[0])].filter(Boolean).join('; '),
    writeCookie: (cookie) => {
      env.cookies.push(cookie);
    },
    secure: true,
    log: (message) => {
      env.logs.push(message);
    },
  };
  return env;
}

const urls = (env: FakeBrowser) => env.loaded.map((l) => l.url);
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('without consent required', () => {
  it('loads monitoring, then experiment, with their keys; chat when the browser is idle', async () => {
    const env = fakeBrowser();
    startThirdParty({ scripts: SCRIPTS, consent: null }, env);
    await settle();
    expect(env.loaded).toEqual([
      { url: 'https://mon.example.net/m.js', data: { key: 'mon-1' } },
      { url: 'https://exp.example.net/e.js', data: { key: 'exp-1' } },
    ]);
    expect(env.idle).toHaveLength(1);
    env.idle[0]?.();
    await settle();
    expect(env.loaded.at(-1)).toEqual({
      url: 'https://chat.example.net/c.js',
      data: { provider: 'LIVEPERSON', account: 'acct-1' },
    });
    expect(env.logs).toEqual([]);
  });

  it('loads the experiment script even when monitoring fails to load (and says so)', async () => {
    const env = fakeBrowser();
    env.failing.add('https://mon.example.net/m.js');
    startThirdParty(
      { scripts: { monitoring: SCRIPTS.monitoring, experiment: SCRIPTS.experiment }, consent: null },
      env,
    );
    await settle();
    expect(urls(env)).toEqual(['https://mon.example.net/m.js', 'https://exp.example.net/e.js']);
    expect(env.logs).toEqual([
      '[storefront] A third-party script did not load: https://mon.example.net/m.js',
    ]);
  });

  it('loads the survey 5,000 ms after the start, not before, and sets bothered until 2035', async () => {
    const env = fakeBrowser();
    startThirdParty({ scripts: { survey: SCRIPTS.survey }, consent: null }, env);
    await vi.advanceTimersByTimeAsync(SURVEY_DELAY_MS - 1);
    expect(urls(env)).toEqual([]);
    expect(env.cookies).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(urls(env)).toEqual(['https://survey.example.net/s.js']);
    expect(env.cookies).toEqual([
      'bothered=1; expires=Mon, 01 Jan 2035 00:00:00 GMT; path=/; SameSite=Lax; Secure',
    ]);
  });

  it('loads no survey for a bothered shopper, and sets no cookie when the survey fails to load', async () => {
    const bothered = fakeBrowser('sf_language=en; bothered=1');
    startThirdParty({ scripts: { survey: SCRIPTS.survey }, consent: null }, bothered);
    await vi.advanceTimersByTimeAsync(SURVEY_DELAY_MS * 3);
    expect(urls(bothered)).toEqual([]);

    const failing = fakeBrowser();
    failing.failing.add('https://survey.example.net/s.js');
    startThirdParty({ scripts: { survey: SCRIPTS.survey }, consent: null }, failing);
    await vi.advanceTimersByTimeAsync(SURVEY_DELAY_MS);
    expect(urls(failing)).toEqual(['https://survey.example.net/s.js']);
    expect(failing.cookies).toEqual([]);
  });

  it('writes the cookie without Secure on an http page', () => {
    expect(botheredCookie(false)).toBe(
      'bothered=1; expires=Mon, 01 Jan 2035 00:00:00 GMT; path=/; SameSite=Lax',
    );
  });

  it('logs an unknown chat provider on the console and loads nothing for it', async () => {
    const env = fakeBrowser();
    startThirdParty(
      {
        scripts: { chat: { provider: 'ACME_CHAT', url: 'https://acme.example.net/c.js', account: 'a' } },
        consent: null,
      },
      env,
    );
    await settle();
    expect(env.idle).toEqual([]);
    expect(urls(env)).toEqual([]);
    expect(env.logs).toEqual(['[storefront] Unknown chat provider "ACME_CHAT": no chat script is loaded.']);
  });

  it('loads nothing after its stop (another dealer)', async () => {
    const env = fakeBrowser();
    const stop = startThirdParty(
      { scripts: { chat: SCRIPTS.chat, survey: SCRIPTS.survey }, consent: null },
      env,
    );
    await settle();
    stop();
    env.idle[0]?.();
    await vi.advanceTimersByTimeAsync(SURVEY_DELAY_MS);
    expect(urls(env)).toEqual([]);
  });

  it('loads nothing for a dealer without scripts', async () => {
    const env = fakeBrowser();
    startThirdParty({ scripts: null, consent: null }, env);
    await vi.advanceTimersByTimeAsync(SURVEY_DELAY_MS * 2);
    expect(env.loaded).toEqual([]);
    expect(env.idle).toEqual([]);
  });
});

describe("in a frame (the storefront embedded on a dealer's website)", () => {
  it("loads monitoring and the experiment, but neither the chat nor the survey (the dealer's page has its own)", async () => {
    const env = fakeBrowser();
    startThirdParty({ scripts: SCRIPTS, consent: null, framed: true }, env);
    await settle();
    expect(urls(env)).toEqual(['https://mon.example.net/m.js', 'https://exp.example.net/e.js']);
    for (const work of env.idle) work();
    await vi.advanceTimersByTimeAsync(SURVEY_DELAY_MS * 2);
    expect(urls(env)).toEqual(['https://mon.example.net/m.js', 'https://exp.example.net/e.js']);
    expect(env.cookies).toEqual([]);
    expect(env.logs).toEqual([]);
  });
});

describe('where the dealer requires consent', () => {
  it('loads nothing before the shopper agrees, even after 5,000 ms; then each script', async () => {
    const env = fakeBrowser();
    let agree: (granted: boolean) => void = () => {};
    const consent = new Promise<boolean>((resolve) => {
      agree = resolve;
    });
    startThirdParty({ scripts: SCRIPTS, consent }, env);
    await vi.advanceTimersByTimeAsync(SURVEY_DELAY_MS + 1_000);
    expect(env.loaded).toEqual([]);
    expect(env.idle).toEqual([]);
    expect(env.cookies).toEqual([]);
    agree(true);
    await settle();
    env.idle[0]?.();
    await settle();
    expect(urls(env)).toEqual([
      'https://mon.example.net/m.js',
      'https://survey.example.net/s.js',
      'https://exp.example.net/e.js',
      'https://chat.example.net/c.js',
    ]);
    expect(env.cookies).toHaveLength(1);
  });

  it('loads nothing at all after a refusal', async () => {
    const env = fakeBrowser();
    startThirdParty({ scripts: SCRIPTS, consent: Promise.resolve(false) }, env);
    await vi.advanceTimersByTimeAsync(SURVEY_DELAY_MS * 2);
    expect(env.loaded).toEqual([]);
    expect(env.idle).toEqual([]);
    expect(env.cookies).toEqual([]);
  });
});
