import { PRICING_REFRESH_DEBOUNCE_MS, PROTECTION_PAYMENT_UPDATE_DEBOUNCE_MS } from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import { pricingBody, pricingDelay } from '../src/features/build-and-price/api/deal.ts';
import { EMPTY_CART, EMPTY_DEAL } from '../src/features/build-and-price/choices.ts';

// Spec part 2, "Accessories" and the timings: a protection change updates the protection payment (and
// the order: ./deal-sync.test.ts) after 1000 ms of quiet; the pricing's other changes wait 500 ms.

describe('protection changes: the payment priced after 1000 ms of quiet (spec 2, timings)', () => {
  const request = (
    cart: Partial<typeof EMPTY_CART>,
    deal: Partial<typeof EMPTY_DEAL> = {},
    paymentType = 'finance' as const,
  ) => ({
    paymentType,
    body: pricingBody(9, 4, paymentType, { ...EMPTY_DEAL, term: 60, ...deal }, { ...EMPTY_CART, ...cart }),
  });

  it('waits 1000 ms when only the protection plans changed (select, deselect, another option)', () => {
    const before = request({ accessoryIds: [3], protectionPriceIds: [] });
    expect(pricingDelay(before, request({ accessoryIds: [3], protectionPriceIds: [11] }))).toBe(1000);
    expect(pricingDelay(request({ protectionPriceIds: [11] }), request({ protectionPriceIds: [] }))).toBe(
      1000,
    );
    expect(pricingDelay(request({ protectionPriceIds: [11] }), request({ protectionPriceIds: [12] }))).toBe(
      PROTECTION_PAYMENT_UPDATE_DEBOUNCE_MS,
    );
  });

  it('keeps 500 ms for any other change, alone or with a protection change', () => {
    const before = request({ protectionPriceIds: [11] });
    expect(pricingDelay(before, request({ protectionPriceIds: [11] }, { term: 72 }))).toBe(500);
    expect(pricingDelay(before, request({ protectionPriceIds: [11], accessoryIds: [3] }))).toBe(500);
    expect(pricingDelay(before, request({ protectionPriceIds: [12] }, { downPayment: 100000 }))).toBe(
      PRICING_REFRESH_DEBOUNCE_MS,
    );
    expect(
      pricingDelay(
        { paymentType: 'lease', body: before.body },
        { paymentType: 'finance', body: before.body },
      ),
    ).toBe(500);
  });
});
