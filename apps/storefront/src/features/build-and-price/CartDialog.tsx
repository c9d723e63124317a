// The cart's dialog, loaded on demand by DealCart (its own chunk with Radix Dialog): the kit's
// CartModal with the dealer's disclaimers under its totals and the accessories' answers (read here,
// out of the vehicle page's load).
import { CartModal, type CartModalProps } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { useHomeDealership } from '../dealership/index.ts';
import { useAnsweredQuestions } from './accessoryAnswers.ts';
import { dealerDisclaimers } from './api/disclaimers.ts';

/** The accessories' lines with their answers under them ("question: answer"), read here too. */
export function CartDialog(props: Omit<CartModalProps, 'disclaimers'>) {
  const dealer = useHomeDealership().data;
  const intl = useIntl();
  const answered = useAnsweredQuestions();
  return (
    <CartModal
      {...props}
      accessories={props.accessories.map((line) => ({ ...line, answers: answered[line.id] }))}
      disclaimers={dealerDisclaimers(dealer, intl.locale)}
    />
  );
}
