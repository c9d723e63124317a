import { ReviewSummary } from '@storefront/ui';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useHomeDealership } from '../dealership/index.ts';
import { useAnsweredQuestions } from './accessoryAnswers.ts';
import { dealerDisclaimers } from './api/disclaimers.ts';
import { disclosureOf } from './api/disclosure.ts';
import { paymentTaxLines, reviewStack } from './api/reviewStack.ts';
import { headerPayment, useDealContext, vehicleNameOf } from './useDeal.ts';

/**
 * The server's itemised pricing stack (price, levies, taxes with their rates, post-tax items ^).
 * `disclosedAbove`: the page's pricing header shows this same payment with its cost of credit in its
 * card (the payment and review steps): the review does not say it a second time in the view. Open,
 * the header's details show no stack on those steps (./PricingDetails.tsx) and its card no cost of
 * credit, so the review says it. A payment the header does not show (the one before a payment-type
 * change, while the new type prices) keeps its own.
 */
export function DealReview({
  testId = 'pricing-stack',
  disclosedAbove = false,
}: {
  testId?: string;
  disclosedAbove?: boolean;
}) {
  const deal = useDealContext();
  const intl = useIntl();
  const { payment, locked } = deal;
  const stack = useMemo(() => (payment ? reviewStack(payment.pricing_stack) : null), [payment]);
  const paymentTaxes = useMemo(() => paymentTaxLines(payment?.payment_taxes), [payment]);
  const signingTaxes = useMemo(() => paymentTaxLines(payment?.signing_taxes), [payment]);
  const dealer = useHomeDealership().data;
  const disclaimers = useMemo(() => dealerDisclaimers(dealer, intl.locale), [dealer, intl.locale]);
  // Each accessory's answers under its line.
  const accessoryAnswers = useAnsweredQuestions();
  if (locked || !payment || !stack) return null;
  return (
    <div data-testid={testId}>
      <ReviewSummary
        stack={stack}
        paymentType={payment.id}
        paymentTaxes={paymentTaxes}
        signingTaxes={signingTaxes}
        payment={headerPayment(payment)}
        disclosure={
          disclosedAbove && !deal.headerExpanded && payment.id === deal.paymentType
            ? null
            : disclosureOf(payment)
        }
        // A US review names its amount financed and total of payments, shown above or not.
        credit={disclosureOf(payment)}
        vehicleName={vehicleNameOf(deal.vehicle, intl.locale)}
        disclaimers={disclaimers}
        // The review and the header's details can be on one page: their marks point to their own list.
        disclaimerPrefix={`${testId}-disclaimer`}
        accessoryAnswers={accessoryAnswers}
      />
    </div>
  );
}
