import { useMemo, useRef } from 'react';
import type { IntlConfig, MessageFormatElement } from 'react-intl';
import { useRerenderWhenLoaded } from '../hooks/useRerenderWhenLoaded.ts';
import { type LazyModule, lazyModule } from '../lazy/lazyModule.ts';
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

/** The load of every pack of a locale, once started (by the shell, or by a route loader). */
let completing: Promise<void> | undefined;

/** Starts (once) the load of a locale's packs (all by default); resolves when they are all there. */
export function loadMessages(locale: Locale, packs: readonly MessagePack[] = MESSAGE_PACKS): Promise<void> {
  const all = Promise.all(packs.map((name) => loadPack(locale, name))).then(() => undefined);
  if (packs.length === MESSAGE_PACKS.length) completing = all.catch(() => undefined);
  return all;
}

/**
 * Resolves once the messages being completed are in: at once before a hydration's packs are named (the
 * page's own chunk, preloaded by main.tsx, does not wait for the rest) and when the load failed. After a
 * hydration with some of the packs, a chunk loaded once the page is live (../lazy/lazyComponent.ts, the
 * pages of src/app/routes.tsx) starts the rest's load itself if the shell has not yet, and waits for it,
 * so that a dialog, a panel or a page never renders message ids between the hydration and the rest.
 */
export function messagesSettled(): Promise<void> {
  if (!completing && firstRender && firstRender.packs.length < MESSAGE_PACKS.length)
    loadMessages(firstRender.locale).catch(() => undefined);
  return completing ?? Promise.resolve();
}

/** The packs the first render may start with: a hydration's (main.tsx); otherwise every pack. */
let firstRender: { locale: Locale; packs: readonly MessagePack[] } | null = null;

/** A server-rendered page hydrates with the packs its server render was sent with (the rest follow). */
export function startWithPacks(locale: Locale, packs: readonly MessagePack[]): void {
  firstRender = { locale, packs };
}

const merged = new Map<string, Messages>();

/**
 * The messages of a locale's loaded packs, when they are enough to render (every pack, or the packs of
 * the first render), and whether every pack is in. The same object while the loaded packs are the same.
 */
export function loadedMessages(locale: Locale): { messages: Messages; complete: boolean } | null {
  const have = MESSAGE_PACKS.filter((name) => loadedPack(locale, name) !== undefined);
  const needed = firstRender?.locale === locale ? firstRender.packs : MESSAGE_PACKS;
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
  useRerenderWhenLoaded(useMemo(() => (locale === null ? null : () => loadMessages(locale)), [locale]));
  const available = locale === null ? null : loadedMessages(locale);
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
