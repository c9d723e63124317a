import { disclosureOfAnswer, type PaymentDisclosure } from '@storefront/domain';
import type { Payment } from './deal.ts';

/**
 * The disclosure of a payment as the server answers it (the domain's `disclosureOfAnswer`): null
 * for cash, a call-for-price vehicle or an answer missing a figure.
 */
export function disclosureOf(p: Payment | undefined): PaymentDisclosure | null {
  return disclosureOfAnswer(p);
}
