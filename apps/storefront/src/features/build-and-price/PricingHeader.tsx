import { PAYMENT_TYPES } from '@storefront/domain';
import { PricingHeader as KitPricingHeader, SkeletonText } from '@storefront/ui';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, Suspense, useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { useApi } from '../../shared/api/ApiContext.tsx';
import { lazyComponent } from '../../shared/lazy/lazyComponent.ts';
import { choicesQuery } from './api/deal.ts';
import { headerPayment, useDealContext, vehicleNameOf } from './useDeal.ts';

// The pricing details (the vehicle's overview, the itemised stack) show only once the shopper opens
// them: their code is loaded then, out of the vehicle page's first load.
const { Component: PricingDetails, preload: preloadDetails } = lazyComponent(
  () => import('./PricingDetails.tsx'),
  (m) => m.PricingDetails,
);
// The dealer's disclaimer marks after the payment (./DealDisclaimers.tsx), with the payment.
const { Component: PaymentMarks } = lazyComponent(
  () => import('./DealDisclaimers.tsx'),
  (m) => m.PaymentMarks,
);
// The cost of credit: fetched as the header mounts, beside the pricing call whose payment it describes.
const { Component: HeaderDisclosure, preload: preloadDisclosure } = lazyComponent(
  () => import('./HeaderDisclosure.tsx'),
  (m) => m.HeaderDisclosure,
);

/** The kit's pricing header wired to the deal: payment-type change sequence, live payment, unlock. */
export function PricingHeader({ badge, variant }: { badge: ReactNode; variant?: 'bar' | 'panel' }) {
  const deal = useDealContext();
  const intl = useIntl();
  const { pathname } = useLocation();
  const { vehicle, payment } = deal;
  const current = payment && payment.id === deal.paymentType ? payment : undefined;
  // The types the dealer offers for this vehicle (a lease of new vehicles only leaves a used one
  // cash and finance): each type's choices say so; a type is shown until its answer says it is not.
  const { http, dealerCode } = useApi();
  // Three queries of one hook each (useQueries would add its observer to the vehicle page's first load).
  const offers = {
    cash: useQuery(choicesQuery(http, dealerCode, 'cash', vehicle.id)).data,
    finance: useQuery(choicesQuery(http, dealerCode, 'finance', vehicle.id)).data,
    lease: useQuery(choicesQuery(http, dealerCode, 'lease', vehicle.id)).data,
  };
  const paymentTypes = PAYMENT_TYPES.filter((type) => offers[type]?.is_offered !== false);
  // A deal on a type not offered (a saved lease of a vehicle now used, a link) moves to one that is.
  // Finance first: the nearest to a lease of what the shopper chose.
  const fallback = paymentTypes.includes(deal.paymentType)
    ? null
    : (paymentTypes.find((type) => type === 'finance') ?? paymentTypes[0]);
  const { proceeding, changePaymentType } = deal;
  useEffect(preloadDisclosure, []);
  useEffect(() => {
    if (fallback && proceeding) void changePaymentType(fallback);
  }, [fallback, proceeding, changePaymentType]);
  return (
    <div data-testid="pricing-header" aria-busy={deal.pricingPending}>
      <KitPricingHeader
        vehicleName={vehicleNameOf(vehicle, intl.locale)}
        imageSrc={vehicle.primary_image ?? undefined}
        badge={badge}
        {...(variant ? { variant } : {})}
        paymentType={deal.paymentType}
        paymentTypes={paymentTypes}
        onPaymentTypeChange={(type) => {
          if (deal.proceeding) void deal.changePaymentType(type);
        }}
        payment={current ? headerPayment(current) : undefined}
        loading={!deal.locked && current === undefined}
        locked={deal.locked}
        onUnlockPricing={deal.unlockPricing}
        expanded={deal.headerExpanded}
        onExpandedChange={(expanded) => {
          if (expanded) preloadDetails();
          deal.setHeaderExpanded(expanded);
        }}
        paymentMark={
          <Suspense fallback={null}>
            <PaymentMarks pathname={pathname} />
          </Suspense>
        }
        disclosure={
          <Suspense fallback={null}>
            <HeaderDisclosure payment={current} />
          </Suspense>
        }
        details={
          <Suspense fallback={<SkeletonText lines={4} />}>
            <PricingDetails />
          </Suspense>
        }
      />
      {deal.pricingError && current && !deal.pricingPending && (
        // A refused change (its message is under its field) leaves the last payment on screen: said
        // to be the payment of the choices before it, not of the ones on screen.
        <p data-testid="payment-before-change">
          <FormattedMessage id="bnp.paymentBeforeRefusedChange" />
        </p>
      )}
      {deal.unreachableType && (
        <p role="alert" data-testid="payment-type-unreachable">
          <FormattedMessage id="bnp.paymentTypeUnreachable" values={{ type: deal.unreachableType }} />
        </p>
      )}
    </div>
  );
}
