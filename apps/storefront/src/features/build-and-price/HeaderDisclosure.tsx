import { PaymentDisclosure } from '@storefront/ui';
import type { Payment } from './api/deal.ts';
import { disclosureOf } from './api/disclosure.ts';

// The cost of credit under the header's payment, loaded in parallel with the first price (the
// payment it discloses comes from the pricing call, after the page's first paint), out of the
// vehicle page's first load: with the domain's reading of the answer (`disclosureOf`), which only
// it and the review need.

/** The kit's disclosure of the header's payment (none for cash, call for price, a missing figure). */
export function HeaderDisclosure({ payment }: { payment: Payment | undefined }) {
  return <PaymentDisclosure disclosure={disclosureOf(payment)} />;
}
