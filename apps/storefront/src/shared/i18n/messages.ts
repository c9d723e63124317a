import { useEffect, useReducer, useRef } from 'react';
import type { MessageFormatElement } from 'react-intl';
import type { Locale } from './locale.ts';

/** A locale's messages, compiled to ICU ASTs at build time (react-intl ships without its parser). */
export type Messages = Readonly<Record<string, MessageFormatElement[]>>;

// One chunk per locale (the kit's messages merged with the app's, see messages/{locale}.ts):
// only the shopper's locale is loaded. A failed load is retried on the next call.
const LOADERS: Record<Locale, () => Promise<{ default: Messages }>> = {
  'en-US': () => import('./messages/en-US.ts'),
  'en-CA': () => import('./messages/en-CA.ts'),
  'fr-CA': () => import('./messages/fr-CA.ts'),
};

const loaded = new Map<Locale, Messages>();
const pending = new Map<Locale, Promise<Messages>>();

/** Starts (once) the load of a locale's messages. */
export function loadMessages(locale: Locale): Promise<Messages> {
  const done = loaded.get(locale);
  if (done) return Promise.resolve(done);
  let promise = pending.get(locale);
  if (!promise) {
    promise = LOADERS[locale]().then(
      (module) => {
        loaded.set(locale, module.default);
        pending.delete(locale);
        return module.default;
      },
      (error: unknown) => {
        pending.delete(locale);
        throw error;
      },
    );
    pending.set(locale, promise);
  }
  return promise;
}

/**
 * The messages of `locale` once loaded (null: wait). While another locale loads, the previous
 * locale and its messages stay, so the page is not blanked by a language change.
 */
export function useMessages(locale: Locale | null): { locale: Locale; messages: Messages } | null {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const last = useRef<{ locale: Locale; messages: Messages } | null>(null);
  useEffect(() => {
    // Also when already loaded: it may have arrived between this render and the effect.
    if (locale === null) return;
    let live = true;
    const retry = () =>
      setTimeout(() => live && loadMessages(locale).then(() => live && rerender(), retry), 3000);
    loadMessages(locale).then(() => live && rerender(), retry);
    return () => {
      live = false;
    };
  }, [locale]);
  const messages = locale === null ? undefined : loaded.get(locale);
  if (locale !== null && messages) last.current = { locale, messages };
  return last.current;
}
