import type { ReactNode } from 'react';
import { useEffect, useMemo, useState } from 'react';
import type { IntlConfig } from 'react-intl';
import { IntlProvider } from 'react-intl';
import type { UiLocale, UiMessages } from '../messages/index.ts';

/** Each locale's messages, a chunk of its own: a page downloads the one it shows. */
const LOADERS: Readonly<Record<UiLocale, () => Promise<{ default: UiMessages }>>> = {
  'en-US': () => import('../messages/locale/en-US.ts'),
  'en-CA': () => import('../messages/locale/en-CA.ts'),
  'fr-CA': () => import('../messages/locale/fr-CA.ts'),
};

const loaded = new Map<UiLocale, UiMessages>();

/** The kit's locale of each language it speaks, for a tag of that language it has not (`fr`, `fr-FR`). */
const OF_LANGUAGE: Readonly<Record<string, UiLocale>> = { en: 'en-CA', fr: 'fr-CA' };

/**
 * The kit's locale for a locale tag, read as BCP 47 (any case; `_` taken for `-`): the kit's locale of
 * that language and region when it has it, else its locale of that language (`fr`, `fr-FR` read
 * fr-CA), else en-CA (the spec's fallback).
 */
export function kitLocaleFor(locale: string): UiLocale {
  let parsed: Intl.Locale;
  try {
    parsed = new Intl.Locale(locale.replaceAll('_', '-'));
  } catch {
    return 'en-CA';
  }
  const exact = `${parsed.language}-${parsed.region ?? ''}`;
  if (Object.hasOwn(LOADERS, exact)) return exact as UiLocale;
  return OF_LANGUAGE[parsed.language] ?? 'en-CA';
}

/** Loads the kit's messages of a locale (en-CA for a locale the kit has not), once per locale. */
export async function loadUiMessages(locale: string): Promise<UiMessages> {
  const kitLocale = kitLocaleFor(locale);
  const cached = loaded.get(kitLocale);
  if (cached) return cached;
  const messages = (await LOADERS[kitLocale]()).default;
  loaded.set(kitLocale, messages);
  return messages;
}

export type KitIntlProviderProps = {
  /** The page's locale, e.g. `fr-CA` (any case; `fr` or `fr-FR` read fr-CA; another language en-CA). */
  readonly locale: string;
  /** The app's own messages for this locale, merged over the kit's (same id: the app's text wins). */
  readonly messages?: Readonly<Record<string, string>> | undefined;
  /**
   * The locale's messages already imported by the app (`@storefront/ui/messages/<locale>`): the first
   * render has the kit's texts, on a server too, and no chunk is fetched for that locale.
   */
  readonly preloaded?: UiMessages | undefined;
  /** Shown until the first locale's messages have arrived (nothing by default). */
  readonly fallback?: ReactNode;
  /** react-intl's error handler (missing messages, formatting errors). */
  readonly onError?: IntlConfig['onError'];
  readonly children?: ReactNode;
};

/**
 * react-intl's `IntlProvider` with the kit's messages of `locale`, loaded on demand (one locale's
 * chunk, not the three). On a change of locale the previous texts stay until the next arrive.
 * An app that already has its own `IntlProvider` does not need it: merge the locale's module
 * (`@storefront/ui/messages/<locale>`) into its messages instead.
 */
export function KitIntlProvider({
  locale,
  messages,
  preloaded,
  fallback = null,
  onError,
  children,
}: KitIntlProviderProps): ReactNode {
  const kitLocale = kitLocaleFor(locale);
  const [shown, setShown] = useState<{ locale: string; messages: UiMessages } | null>(() => {
    const cached = preloaded ?? loaded.get(kitLocale);
    return cached ? { locale: kitLocale, messages: cached } : null;
  });
  useEffect(() => {
    if (preloaded) {
      loaded.set(kitLocale, preloaded);
      setShown((current) =>
        current?.locale === kitLocale && current.messages === preloaded
          ? current
          : { locale: kitLocale, messages: preloaded },
      );
      return;
    }
    let live = true;
    void loadUiMessages(locale).then((next) => {
      if (live) setShown({ locale: kitLocale, messages: next });
    });
    return () => {
      live = false;
    };
  }, [locale, kitLocale, preloaded]);
  // react-intl formats in the kit's locale too: the kit's formatters (money, dates) know its three.
  const merged = useMemo(
    () => (shown && messages ? { ...shown.messages, ...messages } : shown?.messages),
    [shown, messages],
  );
  if (!shown || !merged) return fallback;
  return (
    <IntlProvider locale={shown.locale} messages={merged} {...(onError ? { onError } : {})}>
      {children}
    </IntlProvider>
  );
}
