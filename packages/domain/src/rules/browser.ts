/**
 * Unsupported-browser check (spec 1 §5): minimum version per platform. Internet Explorer is always
 * unsupported; a Chromium-based browser other than Chrome is checked against the minimum Edge version.
 * Platforms and browsers with no minimum in the spec (macOS, Linux, Safari on iOS, Samsung Internet
 * on Android…) are treated as supported; macOS and Linux use the Windows (desktop) minimums (ours).
 */

export const BROWSER_PLATFORMS = ['windows', 'ios', 'android'] as const;
export type BrowserPlatform = (typeof BROWSER_PLATFORMS)[number] | 'macos' | 'linux' | 'other';
export const BROWSER_NAMES = ['chrome', 'firefox', 'safari', 'edge', 'ie', 'chromium', 'other'] as const;
export type BrowserName = (typeof BROWSER_NAMES)[number];

export const MINIMUM_BROWSER_VERSIONS: Readonly<
  Record<
    (typeof BROWSER_PLATFORMS)[number],
    Readonly<Partial<Record<'chrome' | 'firefox' | 'safari' | 'edge', number>>>
  >
> = Object.freeze({
  windows: { chrome: 87, firefox: 82, safari: 12, edge: 86 },
  ios: { chrome: 85, firefox: 30, edge: 44 },
  android: { chrome: 87, firefox: 84, edge: 42 },
});

export interface BrowserInfo {
  readonly platform: BrowserPlatform;
  readonly browser: BrowserName;
  /** Major version; null when unknown. */
  readonly version: number | null;
}

export function isBrowserSupported(info: BrowserInfo): boolean {
  if (info.browser === 'ie') return false;
  const table =
    info.platform === 'macos' || info.platform === 'linux'
      ? MINIMUM_BROWSER_VERSIONS.windows
      : info.platform === 'other'
        ? undefined
        : MINIMUM_BROWSER_VERSIONS[info.platform];
  if (!table) return true;
  const key = info.browser === 'chromium' ? 'edge' : info.browser;
  if (key === 'other') return true;
  const min = table[key];
  if (min === undefined || info.version === null) return true;
  return info.version >= min;
}

function major(ua: string, re: RegExp): number | null {
  const m = re.exec(ua);
  return m?.[1] ? Number(m[1]) : null;
}

/** Reads platform, browser and major version from a user-agent string. */
export function parseUserAgent(ua: string): BrowserInfo {
  const platform: BrowserPlatform = /iPhone|iPad|iPod/.test(ua)
    ? 'ios'
    : /Android/.test(ua)
      ? 'android'
      : /Windows/.test(ua)
        ? 'windows'
        : /Macintosh|Mac OS X/.test(ua)
          ? 'macos'
          : /Linux|X11/.test(ua)
            ? 'linux'
            : 'other';
  if (/MSIE |Trident\//.test(ua))
    return { platform, browser: 'ie', version: major(ua, /(?:MSIE |rv:)(\d+)/) };
  if (/Edg(?:e|A|iOS)?\/\d+/.test(ua))
    return { platform, browser: 'edge', version: major(ua, /Edg(?:e|A|iOS)?\/(\d+)/) };
  if (/FxiOS\/\d+/.test(ua)) return { platform, browser: 'firefox', version: major(ua, /FxiOS\/(\d+)/) };
  if (/Firefox\/\d+/.test(ua)) return { platform, browser: 'firefox', version: major(ua, /Firefox\/(\d+)/) };
  if (/CriOS\/\d+/.test(ua)) return { platform, browser: 'chrome', version: major(ua, /CriOS\/(\d+)/) };
  if (/OPR\/|SamsungBrowser\/|YaBrowser\/|Vivaldi\/|Brave/.test(ua)) {
    return { platform, browser: 'chromium', version: major(ua, /Chrome\/(\d+)/) };
  }
  if (/Chrome\/\d+/.test(ua)) return { platform, browser: 'chrome', version: major(ua, /Chrome\/(\d+)/) };
  if (/Safari\/\d+/.test(ua)) return { platform, browser: 'safari', version: major(ua, /Version\/(\d+)/) };
  return { platform, browser: 'other', version: null };
}

/** Show the unsupported-browser banner: dealer setting on, check failed, not dismissed. */
export function showUnsupportedBrowserBanner(input: {
  readonly display_unsupported_browser_message: boolean;
  readonly userAgent: string;
  readonly dismissed: boolean;
}): boolean {
  return (
    input.display_unsupported_browser_message &&
    !input.dismissed &&
    !isBrowserSupported(parseUserAgent(input.userAgent))
  );
}
