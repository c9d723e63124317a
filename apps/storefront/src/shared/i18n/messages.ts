import { useContext, useMemo, useRef } from 'react';
import type { IntlConfig, MessageFormatElement } from 'react-intl';
import { useRerenderWhenLoaded } from '../hooks/useRerenderWhenLoaded.ts';
import { type LazyModule, lazyModule } from '../lazy/lazyModule.ts';
import { HydrationContext, hydrationStarted } from '../state/hydration.ts';
import type { Locale } from './locale.ts';
import { MESSAGE_PACKS, type MessagePack } from './packs.ts';

/** A locale's messages, compiled to ICU ASTs at build time (react-intl ships without its parser). */
export type Messages = Readonly<Record<string, MessageFormatElement[]>>;

// One chunk per locale and pack (./packs.ts; the kit's messages merged with the app's, see
// messages/{locale}.{pack}.ts): only the shopper's locale is loaded (../lazy/lazyModule.ts: a failed
// load is tried again by the next call, and reloads nothing, as the HTTP client's chunks).
type Pack = LazyModule<{ default: Messages }>;
const pack = (importer: () => Promise<{ default: Messages }>): Pack =>
  lazyModule(importer, { reload: false });
const PACKS: Record<Locale, Record<MessagePack, Pack>> = {
  'en-US': {
    core: pack(() => import('./messages/en-US.core.ts')),
    rest: pack(() => import('./messages/en-US.rest.ts')),
  },
  'en-CA': {
    core: pack(() => import('./messages/en-CA.core.ts')),
    rest: pack(() => import('./messages/en-CA.rest.ts')),
  },
  'fr-CA': {
    core: pack(() => import('./messages/fr-CA.core.ts')),
    rest: pack(() => import('./messages/fr-CA.rest.ts')),
  },
};

function loadPack(locale: Locale, name: MessagePack): Promise<unknown> {
  return PACKS[locale][name].load();
}

/** A pack's messages once loaded. */
function loadedPack(locale: Locale, name: MessagePack): Messages | undefined {
  return PACKS[locale][name].current?.default;
}

/**
 * The load of every pack of a locale (../lazy/lazyModule.ts: started once, by the shell or a route's
 * prefetch, or by a chunk after a hydration; a failed one is tried again by the next call).
 */
const LOCALES = Object.keys(PACKS) as Locale[];
const COMPLETE = {} as Record<Locale, LazyModule<unknown>>;
for (const locale of LOCALES)
  COMPLETE[locale] = lazyModule(() => Promise.all(MESSAGE_PACKS.map((name) => loadPack(locale, name))), {
    reload: false,
  });

/** Starts (once) the load of a locale's packs (all by default); resolves when they are all there. */
export function loadMessages(locale: Locale, packs: readonly MessagePack[] = MESSAGE_PACKS): Promise<void> {
  const all = packs.length === MESSAGE_PACKS.length;
  return (all ? COMPLETE[locale].load() : Promise.all(packs.map((name) => loadPack(locale, name)))).then(
    () => undefined,
  );
}

/** Some of a locale's packs are in (a hydration's), but not all, and the rest is not on its way. */
function startedPartly(locale: Locale): boolean {
  const have = MESSAGE_PACKS.filter((name) => loadedPack(locale, name) !== undefined).length;
  return have > 0 && have < MESSAGE_PACKS.length && COMPLETE[locale].pending === undefined;
}

/**
 * Resolves once the messages being completed are in: at once when none are (before a hydration has
 * started, the page's own chunk, preloaded by main.tsx, does not wait for the rest) and when a load
 * failed. Once a hydration with some of the packs has started, a chunk loaded from then on
 * (../lazy/lazyComponent.ts, the pages of src/app/routes.tsx) starts the rest's load itself if the shell
 * has not yet, and waits for it, so that a dialog, a panel or a page never renders message ids between
 * the hydration and the rest.
 */
export function messagesSettled(): Promise<void> {
  if (hydrationStarted())
    for (const locale of LOCALES) if (startedPartly(locale)) loadMessages(locale).catch(() => undefined);
  return Promise.all(LOCALES.map((locale) => COMPLETE[locale].pending?.catch(() => undefined))).then(
    () => undefined,
  );
}

/** The packs a first render may start with: a hydration's, for its locale; otherwise every pack. */
export interface StartingPacks {
  readonly locale: Locale;
  readonly packs: readonly MessagePack[];
}

const merged = new Map<string, Messages>();

/**
 * The messages of a locale's loaded packs, when they are enough to render (every pack, or the packs of
 * the first render), and whether every pack is in. The same object while the loaded packs are the same.
 */
export function loadedMessages(
  locale: Locale,
  startingWith: StartingPacks | null = null,
): { messages: Messages; complete: boolean } | null {
  const have = MESSAGE_PACKS.filter((name) => loadedPack(locale, name) !== undefined);
  const needed = startingWith?.locale === locale ? startingWith.packs : MESSAGE_PACKS;
  if (!needed.every((pack) => have.includes(pack))) return null;
  const key = `${locale}:${have.join('+')}`;
  let messages = merged.get(key);
  if (!messages) {
    messages = Object.assign({}, ...have.map((name) => loadedPack(locale, name)));
    merged.set(key, messages as Messages);
  }
  return { messages: messages as Messages, complete: have.length === MESSAGE_PACKS.length };
}

/** The messages a locale renders with, and whether every pack is in them. */
export interface LocaleMessages {
  locale: Locale;
  messages: Messages;
  complete: boolean;
}

/**
 * The messages of `locale` once loaded (null: wait); every pack is loaded, and the render repeated
 * when they are all in (a hydration starts with some). While another locale loads, the previous locale
 * and its messages stay, so the page is not blanked by a language change.
 */
export function useMessages(locale: Locale | null): LocaleMessages | null {
  const last = useRef<LocaleMessages | null>(null);
  // A server-rendered page starts with the packs its server render was sent with (the rest follow).
  const hydration = useContext(HydrationContext);
  useRerenderWhenLoaded(useMemo(() => (locale === null ? null : () => loadMessages(locale)), [locale]));
  const available = locale === null ? null : loadedMessages(locale, hydration);
  if (
    locale !== null &&
    available &&
    (last.current?.messages !== available.messages || last.current.locale !== locale)
  )
    last.current = { locale, ...available };
  return last.current;
}

type IntlError = Parameters<NonNullable<IntlConfig['onError']>>[0];

/** Prefixes of the reports of a missing message (e2e/tests/fixtures.ts fails a journey on them). */
export const MISSING_MESSAGE_REPORT = '[storefront] missing message:';
export const EARLY_MESSAGE_REPORT = '[storefront] message shown before its pack:';

/**
 * react-intl's error handler for a locale's messages (`complete`: every pack is in). A message that is
 * not in the loaded packs shows its id: before every pack is in, until the rest arrives (the core pack
 * misses it: see packs.ts); after, for good (the catalogue misses it). Both are reported, as are other
 * errors (formatting, locale data), which react-intl itself only reports in development.
 */
export function intlErrorHandler(complete: boolean): (error: IntlError) => void {
  return (error) => {
    if (error.code === 'MISSING_TRANSLATION') {
      const { descriptor } = error as IntlError & { descriptor?: { id?: unknown } };
      console.error(`${complete ? MISSING_MESSAGE_REPORT : EARLY_MESSAGE_REPORT} ${String(descriptor?.id)}`);
      return;
    }
    console.error(error);
  };
}
