import { formatMoney, type Locale } from '@storefront/domain';
import { FormattedMessage, useIntl } from 'react-intl';
import { stackLines } from './api/deal.ts';
import * as styles from './bnp.css.ts';
import { useDealContext } from './useDeal.ts';

/** The server's pricing stack: price, levies, taxes (GST/HST/PST/QST or state and local), totals. */
export function PricingStack() {
  const { payment, dealer, locked } = useDealContext();
  const intl = useIntl();
  if (locked || !payment) return null;
  const currency = dealer?.country === 'US' ? 'USD' : 'CAD';
  const lines = stackLines(payment.pricing_stack);
  return (
    <table className={styles.stack} data-testid="pricing-stack">
      <caption>
        <FormattedMessage id="bnp.pricingStack" />
      </caption>
      <tbody>
        {lines
          .filter((line) => line.name)
          .map((line) => (
            <tr key={line.key} data-type={line.type}>
              <th scope="row" className={styles.stackCell} style={{ paddingLeft: `${0.5 + line.depth}rem` }}>
                {line.name}
              </th>
              <td className={`${styles.stackCell} ${styles.money}`}>
                {line.value !== null ? formatMoney(line.value, intl.locale as Locale, { currency }) : ''}
              </td>
            </tr>
          ))}
        <tr>
          <th scope="row" className={styles.stackCell}>
            <FormattedMessage id="bnp.total" />
          </th>
          <td className={`${styles.stackCell} ${styles.money}`} data-testid="total-price">
            {formatMoney(payment.total_purchase_price, intl.locale as Locale, { currency })}
          </td>
        </tr>
      </tbody>
    </table>
  );
}
