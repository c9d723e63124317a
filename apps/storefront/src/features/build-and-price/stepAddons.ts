import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../shared/api/ApiContext.tsx';
import { choicesQuery, type PricingBody } from './api/deal.ts';
import { buildAndPriceKeys } from './api/keys.ts';
import { getIncentives, getProtectionChanges } from './api/stepAddons.ts';
import { useDealContext } from './useDeal.ts';

// The add-ons only the steps read (the protection step's payment changes, the incentives, the payment
// step's choices): with the steps' chunks, out of the vehicle page's first load (the cart's are
// ./useAddons.ts).

/** The payment change of each protection option for the deal as priced (finance and lease). */
export function useProtectionChanges() {
  const { http, dealerCode } = useApi();
  const { pricingRequest, locked } = useDealContext();
  const { paymentType, body } = pricingRequest;
  return useQuery({
    queryKey: buildAndPriceKeys.protectionChanges(dealerCode, paymentType, body),
    queryFn: () => getProtectionChanges(http, paymentType, body),
    enabled: paymentType !== 'cash' && !locked,
    // While another deal's changes load, the last ones stay only when they are for the same type,
    // frequency and tax choice (the amounts a card shows are labelled with those).
    placeholderData: (previous, query) => {
      const before = query?.queryKey[3] as PricingBody | undefined;
      return before &&
        query?.queryKey[2] === paymentType &&
        before.payment_frequency === body.payment_frequency &&
        before.include_tax === body.include_tax
        ? previous
        : undefined;
    },
    staleTime: 60_000,
    retry: false,
  });
}

export function useIncentives() {
  const { http, dealerCode } = useApi();
  const { vehicle, paymentType, payment } = useDealContext();
  const term = payment?.id === paymentType ? payment.term : null;
  const rate = payment?.id === paymentType ? payment.rate : null;
  return useQuery({
    queryKey: buildAndPriceKeys.incentives(dealerCode, vehicle.id, paymentType, term, rate),
    queryFn: () => getIncentives(http, { vehicle: vehicle.id, financing: paymentType, term, rate }),
    staleTime: 60_000,
  });
}

/** Term, frequency, distance and credit-score choices of the selected payment type. */
export function usePaymentChoices() {
  const { http, dealerCode } = useApi();
  const { vehicle, paymentType } = useDealContext();
  return useQuery(choicesQuery(http, dealerCode, paymentType, vehicle.id));
}
