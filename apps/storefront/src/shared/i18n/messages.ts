import { useMemo, useRef } from 'react';
import type { IntlConfig, MessageFormatElement } from 'react-intl';
import { useRerenderWhenLoaded } from '../hooks/useRerenderWhenLoaded.ts';
import type { Locale } from './locale.ts';
import { MESSAGE_PACKS, type MessagePack } from './packs.ts';

/** A locale's messages, compiled to ICU ASTs at build time (react-intl ships without its parser). */
export type Messages = Readonly<Record<string, MessageFormatElement[]>>;

// One chunk per locale and pack (./packs.ts; the kit's messages merged with the app's, see
// messages/{locale}.{pack}.ts): only the shopper's locale is loaded. A failed load is retried on the
// next call.
const LOADERS: Record<Locale, Record<MessagePack, () => Promise<{ default: Messages }>>> = {
  'en-US': { core: () => import('./messages/en-US.core.ts'), rest: () => import('./messages/en-US.rest.ts') },
  'en-CA': { core: () => import('./messages/en-CA.core.ts'), rest: () => import('./messages/en-CA.rest.ts') },
  'fr-CA': { core: () => import('./messages/fr-CA.core.ts'), rest: () => import('./messages/fr-CA.rest.ts') },
};

const loaded = new Map<string, Messages>();
const pending = new Map<string, Promise<Messages>>();

function loadPack(locale: Locale, pack: MessagePack): Promise<Messages> {
  const key = `${locale}/${pack}`;
  const done = loaded.get(key);
  if (done) return Promise.resolve(done);
  let promise = pending.get(key);
  if (!promise) {
    promise = LOADERS[locale][pack]().then(
      (module) => {
        loaded.set(key, module.default);
        pending.delete(key);
        return module.default;
      },
      (error: unknown) => {
        pending.delete(key);
        throw error;
      },
    );
    pending.set(key, promise);
  }
  return promise;
}

/** The load of every pack of a locale, once started (by the shell, or by a route loader). */
let completing: Promise<void> | undefined;

/** Starts (once) the load of a locale's packs (all by default); resolves when they are all there. */
export function loadMessages(locale: Locale, packs: readonly MessagePack[] = MESSAGE_PACKS): Promise<void> {
  const all = Promise.all(packs.map((pack) => loadPack(locale, pack))).then(() => undefined);
  if (packs.length === MESSAGE_PACKS.length) completing = all.catch(() => undefined);
  return all;
}

/**
 * Resolves once the messages being completed are in (at once when no such load has started, as
 * before a hydration, or when it failed). A chunk loaded after the page is live waits for it
 * (app/chunkReload.ts `loadChunk`), so that a dialog or a page does not render message ids in the
 * moment between a hydration with the core pack and the rest's arrival.
 */
export function messagesSettled(): Promise<void> {
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
  const have = MESSAGE_PACKS.filter((pack) => loaded.has(`${locale}/${pack}`));
  const needed = firstRender?.locale === locale ? firstRender.packs : MESSAGE_PACKS;
  if (!needed.every((pack) => have.includes(pack))) return null;
  const key = `${locale}:${have.join('+')}`;
  let messages = merged.get(key);
  if (!messages) {
    messages = Object.assign({}, ...have.map((pack) => loaded.get(`${locale}/${pack}`)));
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
