import { PricingHeader as KitPricingHeader, PaymentDisclosure, VehicleCarousel } from '@storefront/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { disclosureOf } from './api/disclosure.ts';
import { headerPayment, useDealContext, vehicleNameOf } from './useDeal.ts';

/** The kit's pricing header wired to the deal: payment-type change sequence, live payment, unlock. */
export function PricingHeader({ badge }: { badge: ReactNode }) {
  const deal = useDealContext();
  const intl = useIntl();
  const { vehicle, payment } = deal;
  const current = payment && payment.id === deal.paymentType ? payment : undefined;
  const images = (vehicle.images ?? []).map((i) => ({ src: i.image, source: i.source }));
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
        details={<VehicleCarousel images={images} vehicleName={vehicleNameOf(vehicle, intl.locale)} />}
      />
      {deal.locked ? null : <PaymentDisclosure disclosure={disclosureOf(current)} />}
    </div>
  );
}
