import { PAYMENT_FREQUENCIES, type PaymentFrequency } from '@storefront/domain';
import { PAYMENT_FIELDS, PaymentConfigurator, type PaymentField } from '@storefront/ui';
import { useAtomValue } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { buildPath, parseRoutePrefix } from '../../shared/routing/routePrefix.ts';
import * as styles from './bnp.css.ts';
import { DealReview } from './DealReview.tsx';
import { PostalCodePrompt } from './PostalCodePrompt.tsx';
import { StepFooter } from './StepFooter.tsx';
import { dealAreas } from './state.ts';
import { usePaymentChoices } from './stepAddons.ts';
import { useDealContext } from './useDeal.ts';

const isFrequency = (value: string): value is PaymentFrequency =>
  (PAYMENT_FREQUENCIES as readonly string[]).includes(value);

/** Payment configuration: term, down payment, frequency, distance (lease), credit tier (USA), postal code. */
export function PaymentStep() {
  const deal = useDealContext();
  const choices = usePaymentChoices();
  const paymentErrors = useAtomValue(dealAreas.payments).errors;
  const { payment, paymentType, setDeal } = deal;
  const us = deal.dealer?.country === 'US';
  const own = payment?.id === paymentType ? payment : undefined;
  const navigate = useNavigate();
  const prefix = parseRoutePrefix(useLocation().pathname);
  // The trade-in in the payment (issue 19): the order's credit and owing, and the way to the trade-in
  // flow when the dealer's deal has the trade-in section (or before the deal is saved).
  const settings = deal.order?.payment_type_settings;
  const tradeIn =
    settings && (settings.trade_in_credit > 0 || settings.trade_in_owing > 0)
      ? { creditCents: settings.trade_in_credit, owingCents: settings.trade_in_owing }
      : null;
  // Not yet in the deal: said so, with the way to it: valued and saved but not sent (its estimate),
  // with the dealer, or the dealer's offer awaiting the shopper.
  const saved = deal.order?.trade_in;
  const offer = deal.order?.trade_in_offer;
  const tradeInPending =
    !tradeIn &&
    saved &&
    (saved.status === 'draft' || saved.status === 'awaiting_dealer' || saved.status === 'awaiting_customer')
      ? {
          vehicle: `${saved.year} ${saved.make} ${saved.model} ${saved.trim}`.trim(),
          status: saved.status,
          offerCents: offer?.status === 'pending' ? offer.value : null,
          estimateCents: saved.valuation?.trade_in_target ?? null,
        }
      : null;
  const offersTradeIn = !deal.order || (deal.order.sections ?? []).includes('trade-in');
  const offeredDefault = choices.data?.default_frequency;
  const defaultFrequency = offeredDefault && isFrequency(offeredDefault) ? offeredDefault : null;
  const errors: Partial<Record<PaymentField, string>> = {};
  for (const field of PAYMENT_FIELDS) {
    const message = paymentErrors[field]?.[0];
    if (message) errors[field] = message;
  }
  return (
    <section className={styles.section} aria-labelledby="payment-title">
      <h2 id="payment-title">
        <FormattedMessage id="bnp.step.payment" />
      </h2>
      <PaymentConfigurator
        paymentType={paymentType}
        values={{
          term: deal.deal.term ?? own?.term ?? choices.data?.default_term ?? null,
          downPaymentCents: deal.deal.downPayment ?? own?.down_payment ?? null,
          // Nothing chosen and no payment yet (a dealer that prices only for signed-up shoppers): the
          // dealer's default frequency, as for the term; only a frequency once chosen can be invalid.
          frequency: deal.deal.paymentFrequency ?? own?.payment_frequency ?? defaultFrequency,
          distanceAllowance:
            deal.deal.distanceAllowance ??
            own?.distance_allowance ??
            choices.data?.default_distance_allowance ??
            null,
          creditScore:
            deal.deal.creditScore ?? own?.credit_score ?? choices.data?.default_credit_score ?? null,
          includeTax: deal.deal.includeTax,
        }}
        termChoices={own?.term_choices ?? choices.data?.term_choices ?? []}
        frequencyChoices={(own?.payment_frequency_choices ?? choices.data?.payment_frequency_choices ?? [])
          .map((c) => c.value)
          .filter(isFrequency)
          .map((value) => ({ value }))}
        distanceChoices={choices.data?.distance_allowance_choices ?? []}
        creditScoreChoices={
          us ? (choices.data?.credit_score_choices ?? []).map((c) => ({ id: c.value, label: c.title })) : []
        }
        errors={errors}
        // A lease taxed only at signing (Texas) has no tax in or on its payments to include.
        includeTaxApplies={!(paymentType === 'lease' && own?.payments_taxed === false)}
        tradeIn={tradeIn}
        tradeInPending={tradeInPending}
        {...(offersTradeIn
          ? {
              onEditTradeIn: () =>
                navigate(
                  buildPath(
                    prefix,
                    // An instant cash offer taken (in the deal: review) opens the external flow it came from.
                    `/${offer?.source === 'instant_cash_offer' ? 'trade-in-external' : 'trade-in-black-book'}/${deal.vehicle.id}/${tradeIn || tradeInPending ? 'review' : 'welcome'}/`,
                  ),
                ),
            }
          : {})}
        disabled={!deal.proceeding}
        onChange={(patch) =>
          setDeal({
            ...(patch.term !== undefined ? { term: patch.term } : {}),
            ...(patch.downPaymentCents !== undefined ? { downPayment: patch.downPaymentCents } : {}),
            ...(patch.frequency !== undefined ? { paymentFrequency: patch.frequency } : {}),
            ...(patch.distanceAllowance !== undefined ? { distanceAllowance: patch.distanceAllowance } : {}),
            ...(patch.creditScore !== undefined ? { creditScore: patch.creditScore } : {}),
            ...(patch.includeTax !== undefined ? { includeTax: patch.includeTax } : {}),
          })
        }
      />
      <PostalCodePrompt step="payment" />
      <DealReview disclosedAbove />
      <StepFooter step="payment" />
    </section>
  );
}
