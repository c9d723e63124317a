import { PricingHeader as KitPricingHeader, PaymentDisclosure } from '@storefront/ui';
import { type ReactNode, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { disclosureOf } from './api/disclosure.ts';
import { DealReview } from './DealReview.tsx';
import { headerPayment, useDealContext, vehicleNameOf } from './useDeal.ts';

/** The kit's pricing header wired to the deal: payment-type change sequence, live payment, unlock. */
export function PricingHeader({ badge }: { badge: ReactNode }) {
  const deal = useDealContext();
  const intl = useIntl();
  const { vehicle, payment } = deal;
  const current = payment && payment.id === deal.paymentType ? payment : undefined;
  // The details close when the shopper moves to another step (they were opened for the step they were on).
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  const { setHeaderExpanded } = deal;
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    setHeaderExpanded(false);
  }, [pathname, setHeaderExpanded]);
  return (
    <div data-testid="pricing-header" aria-busy={deal.pricingPending}>
      <KitPricingHeader
        vehicleName={vehicleNameOf(vehicle, intl.locale)}
        imageSrc={vehicle.primary_image ?? undefined}
        badge={badge}
        paymentType={deal.paymentType}
        onPaymentTypeChange={(type) => {
          if (deal.proceeding) void deal.changePaymentType(type);
        }}
        payment={current ? headerPayment(current) : undefined}
        loading={!deal.locked && current === undefined}
        locked={deal.locked}
        onUnlockPricing={deal.unlockPricing}
        expanded={deal.headerExpanded}
        onExpandedChange={deal.setHeaderExpanded}
        details={<DealReview testId="pricing-details" />}
      />
      {deal.locked ? null : <PaymentDisclosure disclosure={disclosureOf(current)} />}
    </div>
  );
}
