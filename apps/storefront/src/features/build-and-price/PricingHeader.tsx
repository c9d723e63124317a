// TODO(ui): the kit's PricingHeader (committed, not yet exported from @storefront/ui) replaces
// this app-local one; the wiring to the deal controller stays.
import { formatMoney, type Locale, PAYMENT_TYPES, type PaymentType } from '@storefront/domain';
import { Button } from '@storefront/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import * as styles from './bnp.css.ts';
import { useDealContext } from './useDeal.ts';

export function PricingHeader({ badge }: { badge: string | null }) {
  const deal = useDealContext();
  const intl = useIntl();
  const currency = deal.dealer?.country === 'US' ? 'USD' : 'CAD';
  const { vehicle, payment } = deal;
  const model = intl.locale === 'fr-CA' && vehicle.model_fr ? vehicle.model_fr : vehicle.model;
  const name = [vehicle.year, vehicle.make, model, vehicle.trim].filter(Boolean).join(' ');
  return (
    <section className={styles.header} aria-labelledby="vehicle-name">
      {vehicle.primary_image && (
        <img className={styles.headerImage} src={vehicle.primary_image} alt="" width={160} height={100} />
      )}
      <div className={styles.headerInfo}>
        <h1 id="vehicle-name" className={styles.vehicleName}>
          {name}
        </h1>
        {badge && <span className={styles.badge}>{badge}</span>}
        <fieldset className={styles.paymentTypes} disabled={!deal.proceeding}>
          <legend className={styles.legend}>
            <FormattedMessage id="bnp.paymentTypeLegend" />
          </legend>
          {PAYMENT_TYPES.map((type: PaymentType) => (
            <label key={type} className={styles.paymentTypeOption}>
              <input
                type="radio"
                name="payment-type"
                value={type}
                checked={deal.paymentType === type}
                onChange={() => void deal.changePaymentType(type)}
              />
              <FormattedMessage id="bnp.paymentType" values={{ type }} />
            </label>
          ))}
        </fieldset>
      </div>
      <div className={styles.headerPayment} aria-live="polite" aria-busy={deal.pricingPending}>
        {deal.locked ? (
          <Button onClick={deal.unlockPricing}>
            <FormattedMessage id="bnp.unlockPricing" />
          </Button>
        ) : payment ? (
          <>
            <span className={styles.amount} data-testid="payment-amount">
              {formatMoney(payment.payment, intl.locale as Locale, { currency })}
            </span>
            <span className={styles.frequency}>
              {payment.is_cash ? (
                <FormattedMessage id="bnp.totalPrice" />
              ) : (
                <FormattedMessage
                  id="bnp.frequencyTerm"
                  values={{ frequency: payment.payment_frequency, term: payment.term ?? 0 }}
                />
              )}
            </span>
          </>
        ) : deal.pricingError ? (
          <FormattedMessage id="bnp.pricingUnavailable" />
        ) : (
          <FormattedMessage id="app.loading" />
        )}
      </div>
    </section>
  );
}
