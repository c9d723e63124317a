import type { PrimitiveType } from 'react-intl';
import { useIntl } from 'react-intl';
import type { ConsoleMessageId } from './messages.ts';

export type ConsoleText = (id: ConsoleMessageId, values?: Record<string, PrimitiveType>) => string;

/**
 * Whether French elides the word before a name (d'Emily, qu'Hélène; de Marc): a vowel or an h first.
 * An h aspiré (de Hugues) is rare among first names and not told apart.
 */
export function elides(name: string): boolean {
  return /^[aeiouyh]/i.test(name.trim().normalize('NFD'));
}

/**
 * `t(id, values)` for the console's messages (ids checked against the en-US catalogue). A `name`
 * value brings its `elision` (yes or no) for the French messages that select on it.
 */
export function useConsoleText(): ConsoleText {
  const intl = useIntl();
  return (id, values) =>
    intl.formatMessage(
      { id },
      typeof values?.name === 'string' ? { ...values, elision: elides(values.name) ? 'yes' : 'no' } : values,
    );
}

/** Integer cents as the locale's currency. */
export function useConsoleMoney(): (cents: number, currency: string) => string {
  const intl = useIntl();
  return (cents, currency) => intl.formatNumber(cents / 100, { style: 'currency', currency });
}
