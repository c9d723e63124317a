import type { ReactNode } from 'react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { MessageFormatElement } from 'react-intl';
import { IntlProvider, useIntl } from 'react-intl';
import type { UiMessageId } from '../messages/index.ts';
import {
  type CopyMessage,
  type IntlMessages,
  mergeCopy,
  messagesAreCompiled,
  needsParser,
  usableCopy,
} from './customCopy.ts';

/**
 * A dealer's custom copy for the current language, by message id: ICU message text (placeholders,
 * plural and select included), or its AST (`MessageFormatElement[]`) when the integrator compiled it.
 */
export type CustomCopy = Readonly<Partial<Record<UiMessageId, CopyMessage>>> &
  Readonly<Record<string, CopyMessage>>;

export type CustomCopyProviderProps = {
  /** Messages that replace the kit's (or the app's) by id. Empty strings are ignored. */
  readonly copy?: CustomCopy | undefined;
  readonly children?: ReactNode;
};

type Parsed = {
  readonly source: Readonly<Record<string, string>>;
  readonly locale: string;
  readonly messages: Readonly<Record<string, MessageFormatElement[]>>;
};

const loadParser = () => import('./parseCopy.ts');

/**
 * Overrides messages by id below it, keeping the surrounding locale and every other message:
 * `<CustomCopyProvider copy={{ 'ui.signIn.title.default': 'Save your deal with {dealer}' }}>`.
 *
 * Works whether the surrounding messages are ICU text (react-intl parses them, and the copy, itself)
 * or ASTs compiled at build time (an app may then ship react-intl without its parser): the copy is
 * then turned into ASTs too. Plain copy needs no parser; copy with ICU syntax loads the parser in a
 * lazy chunk (`parseCopy.ts`), only then: the children wait for it on the first render (as for a
 * locale's messages), later changes keep the previous messages until the new copy is parsed. If the
 * chunk cannot load, the children render with the surrounding messages (no custom copy).
 */
export function CustomCopyProvider({ copy, children }: CustomCopyProviderProps): ReactNode {
  const intl = useIntl();
  const base = intl.messages as IntlMessages;
  const usable = useMemo(() => usableCopy(copy), [copy]);
  const compiled = useMemo(() => messagesAreCompiled(base), [base]);
  // ICU text that needs the parser, when the surrounding messages are compiled (same object while
  // the copy and the messages are the same, so that it can key the parse).
  const toParse = useMemo(() => {
    const out: Record<string, string> = {};
    if (compiled)
      for (const [id, message] of Object.entries(usable))
        if (typeof message === 'string' && needsParser(message)) out[id] = message;
    return out;
  }, [usable, compiled]);
  const pendingCount = Object.keys(toParse).length;
  const [parsed, setParsed] = useState<Parsed | null>(null);

  useEffect(() => {
    if (pendingCount === 0) return;
    let live = true;
    const locale = intl.locale;
    loadParser().then(
      ({ parseCopy }) => {
        if (live) setParsed({ source: toParse, locale, messages: parseCopy(toParse, locale) });
      },
      (error: unknown) => {
        console.error('custom copy: the ICU parser chunk did not load; the default texts stay', error);
        if (live) setParsed({ source: toParse, locale, messages: {} });
      },
    );
    return () => {
      live = false;
    };
  }, [toParse, pendingCount, intl.locale]);

  const ready =
    pendingCount === 0 || (parsed !== null && parsed.source === toParse && parsed.locale === intl.locale);
  const merged = useMemo(() => {
    if (!ready) return null;
    const out = mergeCopy(base, usable, compiled, parsed?.messages ?? {});
    // react-intl's type wants all text or all ASTs; at run time each message may be either.
    return { locale: intl.locale, messages: out as Record<string, MessageFormatElement[]> };
  }, [ready, base, usable, compiled, parsed, intl.locale]);

  // While new copy is parsed, the previous messages stay (the page is not blanked).
  const last = useRef<{ locale: string; messages: Record<string, MessageFormatElement[]> } | null>(null);
  if (merged) last.current = merged;
  if (Object.keys(usable).length === 0) return children;
  const shown = last.current;
  if (!shown) return null;
  // Only the messages change: the surrounding configuration (error handler, formats, time zone...) stays.
  return (
    <IntlProvider
      locale={shown.locale}
      defaultLocale={intl.defaultLocale}
      messages={shown.messages}
      formats={intl.formats}
      defaultFormats={intl.defaultFormats}
      timeZone={intl.timeZone}
      textComponent={intl.textComponent}
      onError={intl.onError}
      onWarn={intl.onWarn}
    >
      {children}
    </IntlProvider>
  );
}
