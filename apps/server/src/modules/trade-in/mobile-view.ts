/**
 * "Continue on my phone" (spec 3 §7, `request_mobile_view`): the customer is e-mailed, through the
 * outbox, a link to the trade-in's photo step on the storefront, to open on the phone and take the
 * photos there; the desktop page picks them up with its 3-second watcher. The link is on the
 * configured origin (`storefrontLink`: PUBLIC_ORIGIN and the dealer's path), never the request's Host,
 * and carries no credential: the phone signs in as the customer does anywhere (we decided a link in
 * an e-mail should not open an account by itself).
 */
import type { DealerRow, OrderRow, UserRow } from '../../db/schema.ts';
import type { AppDeps } from '../../http/env.ts';
import { storefrontLink } from '../../http/origin.ts';
import { sendEmail } from '../../services/email.ts';

/**
 * How often the link may be e-mailed (the spec names no limit): 3 an hour for one trade-in, within the
 * customer's share of these e-mails (`EMAIL_LIMITS`: 5 an hour, and 10 an hour to one address).
 */
export const MOBILE_VIEW_LIMITS = Object.freeze({ perTradeInPerHour: 3 });

export const MOBILE_VIEW_MESSAGES = {
  tooMany: 'The link was already sent several times: check your e-mail, or try again in an hour.',
} as const;

export async function emailMobileView(
  deps: AppDeps,
  dealer: DealerRow,
  customer: Pick<UserRow, 'email' | 'firstName'>,
  order: Pick<OrderRow, 'vehicleId'>,
  language: string,
): Promise<void> {
  const fr = language === 'fr';
  const link = storefrontLink(deps.config, dealer.code, language, `trade-in-2/${order.vehicleId}/photos/`);
  const name = customer.firstName;
  const lines = fr
    ? [
        name ? `Bonjour ${name},` : 'Bonjour,',
        '',
        'Ouvrez ce lien sur votre téléphone pour prendre les photos de votre véhicule d’échange\u00a0:',
        link,
        '',
        'Connectez-vous avec votre adresse courriel si on vous le demande. Les photos prises apparaîtront aussi sur votre ordinateur.',
        '',
        dealer.name,
      ]
    : [
        name ? `Hello ${name},` : 'Hello,',
        '',
        'Open this link on your phone to take the photos of your trade-in:',
        link,
        '',
        'Sign in with your e-mail address if asked. The photos you take will also appear on your computer.',
        '',
        dealer.name,
      ];
  await sendEmail(deps, dealer, {
    kind: 'trade_in_mobile_view',
    to: customer.email,
    subject: fr
      ? `Les photos de votre véhicule d’échange, sur votre téléphone\u00a0: ${dealer.name}`
      : `Your trade-in photos, on your phone: ${dealer.name}`,
    text: `${lines.join('\n')}\n`,
  });
}
