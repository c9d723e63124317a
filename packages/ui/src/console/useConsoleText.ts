import type { PrimitiveType } from 'react-intl';
import { useIntl } from 'react-intl';
import type { ConsoleMessageId } from './messages.ts';

export type ConsoleText = (id: ConsoleMessageId, values?: Record<string, PrimitiveType>) => string;

/** `t(id, values)` for the console's messages (ids checked against the en-US catalogue). */
export function useConsoleText(): ConsoleText {
  const intl = useIntl();
  return (id, values) => intl.formatMessage({ id }, values);
}

/** Integer cents as the locale's currency. */
export function useConsoleMoney(): (cents: number, currency: string) => string {
  const intl = useIntl();
  return (cents, currency) => intl.formatNumber(cents / 100, { style: 'currency', currency });
}
