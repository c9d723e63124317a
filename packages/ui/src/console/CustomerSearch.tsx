import { type FormEvent, type ReactNode, useId } from 'react';
import { Button } from '../Button/Button.tsx';
import { type Country, formatPhone } from '../internal/domain.ts';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './Console.css.ts';
import type { ConsoleCustomer } from './types.ts';
import { useConsoleText } from './useConsoleText.ts';
import { useFocusAdded } from './useFocusAdded.ts';

export type CustomerSearchProps = {
  readonly query: string;
  readonly onQueryChange: (query: string) => void;
  readonly onSearch: (query: string) => void;
  /** The customers found; null before the first answer. */
  readonly results: readonly ConsoleCustomer[] | null;
  /** How many customers match in all, when more than `results` (the server answers a page at a time). */
  readonly total?: number | undefined;
  /** Adds the next page to `results`; its button shows while fewer than `total` are shown. */
  readonly onMore?: (() => void) | undefined;
  readonly busy?: boolean | undefined;
  /** Where a customer's deals are: the app renders the link (its router's). */
  readonly renderOpen: (customer: ConsoleCustomer, label: string) => ReactNode;
  /** Acts as the customer; without it (a role that may not act for customers) there is no such button. */
  readonly onActAs?: ((customer: ConsoleCustomer) => void) | undefined;
  /** The customer whose act-as call is running. */
  readonly actingOn?: number | null | undefined;
  /** The dealer's country: phone numbers are written as it writes them, however customers typed them. */
  readonly country?: Country | undefined;
};

/**
 * The console's customer list: one search field (name, e-mail, phone, VIN or stock number), the
 * count announced politely (how many are shown of how many, when the server has more), then a table
 * with each customer's deals and "act as" (in a narrow box, a phone, each customer a card: nothing
 * to scroll sideways), and "Show more customers" while some are not shown.
 */
export function CustomerSearch({
  query,
  onQueryChange,
  onSearch,
  results,
  total,
  onMore,
  busy = false,
  renderOpen,
  onActAs,
  actingOn,
  country,
}: CustomerSearchProps): ReactNode {
  const t = useConsoleText();
  const titleId = useId();
  // After "Show more", focus goes to the first customer added (the button may be gone).
  const added = useFocusAdded<HTMLTableSectionElement>(results ?? [], (body, row) =>
    body.rows[row]?.querySelector<HTMLElement>('a, button'),
  );
  const shown = results?.length ?? 0;
  const more = total !== undefined && shown < total;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(query.trim());
  };
  return (
    <section className={styles.stack} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.heading}>
        {t('console.customers.title')}
      </h1>
      <search>
        <form className={styles.row} onSubmit={submit}>
          <div className={styles.grow}>
            <TextField
              name="q"
              type="search"
              label={t('console.customers.search')}
              description={t('console.customers.searchHint')}
              value={query}
              onChange={onQueryChange}
              maxLength={100}
            />
          </div>
          <Button type="submit" loading={busy}>
            {t('console.customers.submit')}
          </Button>
        </form>
      </search>
      <p className={styles.muted} aria-live="polite">
        {results
          ? more
            ? t('console.customers.countShown', { shown, total })
            : t('console.customers.count', { count: shown })
          : ''}
      </p>
      {results && results.length > 0 ? (
        <div className={styles.customerList}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col" className={styles.cell}>
                  {t('console.customers.name')}
                </th>
                <th scope="col" className={styles.cell}>
                  {t('console.customers.email')}
                </th>
                <th scope="col" className={styles.cell}>
                  {t('console.customers.phone')}
                </th>
                {onActAs ? (
                  <th scope="col" className={styles.cell}>
                    {t('console.customers.actions')}
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody ref={added.container}>
              {results.map((customer) => (
                <tr key={customer.id}>
                  <th scope="row" className={styles.cell}>
                    {renderOpen(customer, customer.name_or_email)}
                  </th>
                  <td className={styles.cell}>{customer.email}</td>
                  <td className={styles.cell}>
                    {customer.phone ? formatPhone(customer.phone, country) : ''}
                  </td>
                  {onActAs ? (
                    <td className={styles.cell}>
                      <Button
                        variant="outline"
                        size="sm"
                        loading={actingOn === customer.id}
                        onClick={() => onActAs(customer)}
                      >
                        {t('console.actAs', { name: customer.name_or_email })}
                      </Button>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {more && onMore ? (
        <div>
          <Button
            variant="outline"
            loading={busy}
            onClick={() => {
              added.expect();
              onMore();
            }}
          >
            {t('console.customers.more')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
