import { formatMoney, type Locale } from '@storefront/domain';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCompleteTexts } from '../../shared/i18n/textsGate.ts';
import type { VehicleSummary } from './api/vehicles.ts';
import { paymentNoteId } from './listPayment.ts';
import * as styles from './VehicleListPage.css.ts';

/**
 * The cost-of-credit disclosure of each card's payment (`list_payment`), under the list: the mark
 * of the card (its place in the list), then the payment, term, number of payments, rate, amount
 * financed, cost of borrowing and total of payments, as the vehicle page discloses its first payment.
 */
export function ListPaymentNotes({
  vehicles,
  currency,
}: {
  vehicles: readonly VehicleSummary[];
  currency: 'CAD' | 'USD';
}) {
  const intl = useIntl();
  const money = (cents: number) => formatMoney(cents, intl.locale as Locale, { currency });
  // Its texts are in the `rest` pack, and the server renders it with them: on a hydrated list it waits
  // (suspends, the server's HTML kept) until the shell has every pack. Rendering nothing meanwhile was
  // a hydration mismatch (React #418) whenever its chunk came before the rest of the messages.
  useCompleteTexts();
  return (
    <section className={styles.notes} aria-labelledby="payment-notes-title">
      <h2 id="payment-notes-title" className={styles.notesTitle}>
        <FormattedMessage id="listPayment.title" />
      </h2>
      <ul className={styles.notesList}>
        {vehicles.map((vehicle, index) => {
          const p = vehicle.listing_price === null ? null : vehicle.list_payment;
          if (!p) return null;
          return (
            <li key={vehicle.id} id={paymentNoteId(vehicle.id)} tabIndex={-1} data-testid="list-payment-note">
              <FormattedMessage
                id="listPayment.note"
                values={{
                  mark: index + 1,
                  name: vehicle.formatted_name,
                  payment: money(p.payment),
                  frequency: p.frequency,
                  term: p.term,
                  count: p.number_of_payments,
                  rate: intl.formatNumber(p.rate / 100, { style: 'percent', minimumFractionDigits: 2 }),
                  financed: money(p.amount_financed),
                  cost: money(p.cost_of_borrowing),
                  total: money(p.total_of_payments),
                  taxes: String(p.include_tax),
                }}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
