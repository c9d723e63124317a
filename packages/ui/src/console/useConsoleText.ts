import type { PrimitiveType } from 'react-intl';
import { useIntl } from 'react-intl';
import { elision } from './elision.ts';
import type { ConsoleMessageId } from './messages.ts';

export type ConsoleText = (id: ConsoleMessageId, values?: Record<string, PrimitiveType>) => string;

/**
 * `t(id, values)` for the console's messages (ids checked against the en-US catalogue). A `name`
 * value brings its `elision` (`elision.ts`: yes or no) for the French messages that select on it;
 * a message naming someone otherwise passes its own `elision`.
 */
export function useConsoleText(): ConsoleText {
  const intl = useIntl();
  return (id, values) =>
    intl.formatMessage(
      { id },
      typeof values?.name === 'string' ? { elision: elision(values.name), ...values } : values,
    );
}

/** Integer cents as the locale's currency. */
export function useConsoleMoney(): (cents: number, currency: string) => string {
  const intl = useIntl();
  return (cents, currency) => intl.formatNumber(cents / 100, { style: 'currency', currency });
}
