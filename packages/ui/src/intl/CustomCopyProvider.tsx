import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { UiMessageId } from '../messages/index.ts';

/** A dealer's custom copy: ICU message text by message id, for the current language. */
export type CustomCopy = Readonly<Partial<Record<UiMessageId, string>>> & Readonly<Record<string, string>>;

export type CustomCopyProviderProps = {
  /** Messages that replace the kit's (or the app's) by id. Empty strings are ignored. */
  readonly copy?: CustomCopy | undefined;
  readonly children?: ReactNode;
};

/**
 * Overrides messages by id below it, keeping the surrounding locale and every other message:
 * `<CustomCopyProvider copy={{ 'ui.signIn.title.default': 'Save your deal with Acme' }}>`.
 */
export function CustomCopyProvider({ copy, children }: CustomCopyProviderProps): ReactNode {
  const intl = useIntl();
  const messages = useMemo(() => {
    const merged: Record<string, string> = {};
    for (const [id, message] of Object.entries(intl.messages))
      if (typeof message === 'string') merged[id] = message;
    for (const [id, message] of Object.entries(copy ?? {})) if (message.trim() !== '') merged[id] = message;
    return merged;
  }, [intl.messages, copy]);
  if (copy === undefined || Object.keys(copy).length === 0) return children;
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={messages}>
      {children}
    </IntlProvider>
  );
}
