import { ReviewSummary } from '@storefront/ui';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { disclosureOf } from './api/disclosure.ts';
import { paymentTaxLines, reviewStack } from './api/reviewStack.ts';
import { headerPayment, useDealContext, vehicleNameOf } from './useDeal.ts';

/** The server's itemised pricing stack (price, levies, taxes with their rates, post-tax items ^). */
export function DealReview({ testId = 'pricing-stack' }: { testId?: string }) {
  const deal = useDealContext();
  const intl = useIntl();
  const { payment, locked } = deal;
  const stack = useMemo(() => (payment ? reviewStack(payment.pricing_stack) : null), [payment]);
  const paymentTaxes = useMemo(() => paymentTaxLines(payment?.payment_taxes), [payment]);
  const signingTaxes = useMemo(() => paymentTaxLines(payment?.signing_taxes), [payment]);
  if (locked || !payment || !stack) return null;
  return (
    <div data-testid={testId}>
      <ReviewSummary
        stack={stack}
        paymentType={payment.id}
        paymentTaxes={paymentTaxes}
        signingTaxes={signingTaxes}
        payment={headerPayment(payment)}
        disclosure={disclosureOf(payment)}
        vehicleName={vehicleNameOf(deal.vehicle, intl.locale)}
      />
    </div>
  );
}
