import { PricingHeader as KitPricingHeader, PaymentDisclosure, SkeletonText } from '@storefront/ui';
import { type ReactNode, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { lazyComponent } from '../../shared/lazy/lazyComponent.ts';
import { disclosureOf } from './api/disclosure.ts';
import { headerPayment, useDealContext, vehicleNameOf } from './useDeal.ts';

// The pricing details (the itemised stack) show only once the shopper opens them: their code is
// loaded then, out of the vehicle page's first load (the payment and review steps load it with them).
const { Component: DealReview, preload: preloadDealReview } = lazyComponent(
  () => import('./DealReview.tsx'),
  (m) => m.DealReview,
);

/** The kit's pricing header wired to the deal: payment-type change sequence, live payment, unlock. */
export function PricingHeader({ badge, variant }: { badge: ReactNode; variant?: 'bar' | 'panel' }) {
  const deal = useDealContext();
  const intl = useIntl();
  const { vehicle, payment } = deal;
  const current = payment && payment.id === deal.paymentType ? payment : undefined;
  return (
    <div data-testid="pricing-header" aria-busy={deal.pricingPending}>
      <KitPricingHeader
        vehicleName={vehicleNameOf(vehicle, intl.locale)}
        imageSrc={vehicle.primary_image ?? undefined}
        badge={badge}
        {...(variant ? { variant } : {})}
        paymentType={deal.paymentType}
        onPaymentTypeChange={(type) => {
          if (deal.proceeding) void deal.changePaymentType(type);
        }}
        payment={current ? headerPayment(current) : undefined}
        loading={!deal.locked && current === undefined}
        locked={deal.locked}
        onUnlockPricing={deal.unlockPricing}
        expanded={deal.headerExpanded}
        onExpandedChange={(expanded) => {
          if (expanded) preloadDealReview();
          deal.setHeaderExpanded(expanded);
        }}
        details={
          <Suspense fallback={<SkeletonText lines={4} />}>
            <DealReview testId="pricing-details" />
          </Suspense>
        }
      />
      {deal.locked ? null : <PaymentDisclosure disclosure={disclosureOf(current)} />}
    </div>
  );
}
