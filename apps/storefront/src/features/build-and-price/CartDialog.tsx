// The cart's dialog, loaded on demand by DealCart (its own chunk with Radix Dialog): the kit's
// CartModal with the dealer's disclaimers under its totals (read here, out of the vehicle page's load).
import { CartModal, type CartModalProps } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { useHomeDealership } from '../dealership/index.ts';
import { dealerDisclaimers } from './api/disclaimers.ts';

export function CartDialog(props: Omit<CartModalProps, 'disclaimers'>) {
  const dealer = useHomeDealership().data;
  const intl = useIntl();
  return <CartModal {...props} disclaimers={dealerDisclaimers(dealer, intl.locale)} />;
}
