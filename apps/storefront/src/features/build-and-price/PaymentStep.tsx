import { centsFromDollars, centsToDollars, type PaymentFrequency } from '@storefront/domain';
import { SelectField, TextField } from '@storefront/ui';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as styles from './bnp.css.ts';
import { PricingStack } from './PricingStack.tsx';
import { StepFooter } from './StepFooter.tsx';
import { useDealContext } from './useDeal.ts';

/** Payment configuration: term, down payment, frequency, distance (lease), credit tier (USA), postal code. */
export function PaymentStep() {
  const deal = useDealContext();
  const intl = useIntl();
  const { payment, paymentType, setDeal } = deal;
  const [down, setDown] = useState(
    deal.deal.downPayment !== null ? String(centsToDollars(deal.deal.downPayment)) : '',
  );
  const us = deal.dealer?.country === 'US';
  const termValue = deal.deal.term ?? payment?.term ?? null;
  const frequencyValue = deal.deal.paymentFrequency ?? payment?.payment_frequency ?? null;
  return (
    <section className={styles.section} aria-labelledby="payment-title">
      <h2 id="payment-title">
        <FormattedMessage id="bnp.step.payment" />
      </h2>
      <div className={styles.fields}>
        {paymentType !== 'cash' && (
          <SelectField
            name="term"
            label={intl.formatMessage({ id: 'bnp.field.term' })}
            options={(payment?.term_choices ?? []).map((c) => ({
              id: String(c.value),
              label: intl.formatMessage({ id: 'bnp.termMonths' }, { term: c.value }),
            }))}
            value={termValue !== null ? String(termValue) : null}
            onChange={(value) => setDeal({ term: value ? Number(value) : null })}
          />
        )}
        <TextField
          name="down_payment"
          label={intl.formatMessage({ id: 'bnp.field.downPayment' })}
          value={down}
          inputMode="decimal"
          onChange={(value) => {
            const clean = value.replace(/[^\d.]/g, '');
            setDown(clean);
            const dollars = Number(clean);
            setDeal({
              downPayment: clean === '' || !Number.isFinite(dollars) ? null : centsFromDollars(dollars),
            });
          }}
        />
        {paymentType !== 'cash' && (
          <SelectField
            name="payment_frequency"
            label={intl.formatMessage({ id: 'bnp.field.frequency' })}
            options={(payment?.payment_frequency_choices ?? []).map((c) => ({
              id: c.value,
              label: intl.formatMessage({ id: 'bnp.frequency' }, { frequency: c.value }),
            }))}
            value={frequencyValue}
            onChange={(value) => setDeal({ paymentFrequency: (value as PaymentFrequency | null) ?? null })}
          />
        )}
        {paymentType === 'lease' && (payment?.distance_allowance_choices?.length ?? 0) > 0 && (
          <SelectField
            name="distance_allowance"
            label={intl.formatMessage({ id: 'bnp.field.distance' }, { unit: us ? 'mi' : 'km' })}
            options={(payment?.distance_allowance_choices ?? []).map((c) => ({
              id: String(c.value),
              label: c.title ?? intl.formatNumber(c.value),
            }))}
            value={
              (deal.deal.distanceAllowance ?? payment?.distance_allowance) != null
                ? String(deal.deal.distanceAllowance ?? payment?.distance_allowance)
                : null
            }
            onChange={(value) => setDeal({ distanceAllowance: value ? Number(value) : null })}
          />
        )}
        {us && paymentType !== 'cash' && (payment?.credit_score_choices?.length ?? 0) > 0 && (
          <SelectField
            name="credit_score"
            label={intl.formatMessage({ id: 'bnp.field.creditScore' })}
            options={(payment?.credit_score_choices ?? []).map((c) => ({ id: c.value, label: c.title }))}
            value={deal.deal.creditScore ?? payment?.credit_score ?? null}
            onChange={(value) => setDeal({ creditScore: value })}
          />
        )}
        <TextField
          name="postal_code"
          label={intl.formatMessage({ id: us ? 'bnp.field.zip' : 'bnp.field.postalCode' })}
          value={deal.deal.postalCode ?? ''}
          autoComplete="postal-code"
          onChange={(value) => setDeal({ postalCode: value.trim() === '' ? null : value.toUpperCase() })}
        />
      </div>
      <PricingStack />
      <StepFooter next="review" />
    </section>
  );
}
