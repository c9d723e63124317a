/**
 * The e-mail that tells the customer of the dealer's trade-in offer (spec 3 §4: awaiting customer),
 * through the project's e-mail adapter (the outbox). In the customer's language (their chosen one
 * when the dealer offers it, else the dealer's first), never the staff member's; its link to the
 * trade-in's review is on the configured origin (`linkOrigin`), never the request's Host.
 */
import { formatLongDate, formatMoney, type Locale } from '@storefront/domain';
import { eq } from 'drizzle-orm';
import type { TradeInOffer } from '../../db/deal-types.ts';
import { type DealerRow, type OrderRow, users } from '../../db/schema.ts';
import type { AppDeps } from '../../http/env.ts';
import { linkOrigin } from '../../http/origin.ts';
import { sendEmail } from '../../services/email.ts';
import { localAddress } from '../inventory/serializers.ts';
import { currentTradeIn } from './store.ts';

export async function emailTradeInOffer(
  deps: AppDeps,
  dealer: DealerRow,
  order: OrderRow,
  offer: TradeInOffer,
): Promise<void> {
  const db = deps.database.db;
  const [customer] = await db.select().from(users).where(eq(users.id, order.customerId)).limit(1);
  if (!customer) return;
  const language =
    customer.language && dealer.allowedLanguages.includes(customer.language)
      ? customer.language
      : (dealer.allowedLanguages[0] ?? 'en');
  const fr = language === 'fr';
  const locale: Locale = fr ? 'fr-CA' : dealer.country === 'US' ? 'en-US' : 'en-CA';
  const currency = dealer.country === 'US' ? 'USD' : 'CAD';
  const amount = formatMoney(offer.value, locale, { currency });
  const until = offer.expires_on ? formatLongDate(offer.expires_on, locale) : null;
  const trade = await currentTradeIn(db, order);
  const vehicle = trade ? `${trade.year} ${trade.make} ${trade.model} ${trade.trim}`.trim() : null;
  const link = `${linkOrigin(deps.config)}/${dealer.code}/${fr ? 'fr' : 'en'}/trade-in-black-book/${order.vehicleId}/review/`;
  const name = customer.firstName;
  const lines = fr
    ? [
        name ? `Bonjour ${name},` : 'Bonjour,',
        '',
        vehicle
          ? `${dealer.name} vous offre ${amount} pour votre véhicule d’échange (${vehicle}).`
          : `${dealer.name} vous offre ${amount} pour votre véhicule d’échange.`,
        ...(until ? [`Cette offre est valable jusqu’au ${until}.`] : []),
        '',
        `Acceptez-la ou refusez-la ici\u00a0: ${link}`,
        '',
        `${dealer.name}, ${localAddress(dealer, 'fr')}, ${dealer.phone}`,
      ]
    : [
        name ? `Hello ${name},` : 'Hello,',
        '',
        vehicle
          ? `${dealer.name} offers ${amount} for your trade-in (${vehicle}).`
          : `${dealer.name} offers ${amount} for your trade-in.`,
        ...(until ? [`This offer is valid until ${until}.`] : []),
        '',
        `Accept or decline it here: ${link}`,
        '',
        `${dealer.name}, ${localAddress(dealer, 'en')}, ${dealer.phone}`,
      ];
  await sendEmail(deps, dealer, {
    kind: 'trade_in_offer',
    to: customer.email,
    subject: fr
      ? `Une offre pour votre véhicule d’échange\u00a0: ${dealer.name}`
      : `An offer for your trade-in: ${dealer.name}`,
    text: `${lines.join('\n')}\n`,
  });
}
