import type { BlackBookTradeInAnswer } from '@storefront/domain';
import { TradeInSummary as KitTradeInSummary } from '@storefront/ui';
import { useLocation, useNavigate } from 'react-router';
import type { LinkNameProps } from '../../shared/routing/linkName.ts';
import { buildPath, parseRoutePrefix } from '../../shared/routing/routePrefix.ts';

/** A trade-in of the trade-in 2 flow: one with a photo, or a link to add them sent to the phone. */
function madeWithPhotos(tradeIn: BlackBookTradeInAnswer): boolean {
  return tradeIn.has_message_sent || Object.values(tradeIn.images ?? {}).some(Boolean);
}

/**
 * Where a deal's trade-in opens (under the route prefix): in the flow it was made in (trade-in 2 with
 * photos, else the black-book flow), at its review once there is one, else at the flow's welcome.
 */
export function tradeInPathOf(vehicleId: number, tradeIn: BlackBookTradeInAnswer | null | undefined): string {
  const base = `/${tradeIn && madeWithPhotos(tradeIn) ? 'trade-in-2' : 'trade-in-black-book'}/${vehicleId}`;
  return `${base}/${tradeIn ? 'review' : 'welcome'}/`;
}

/**
 * The trade-in line of a saved deal (the kit's TradeInSummary): the order's trade-in (vehicle,
 * estimate or offer, status) and a link to it in the flow it was made in, or a link to value one.
 * `tradeIn` is the order's `trade_in` as the server answers it.
 */
export function TradeInSummary({
  vehicleId,
  tradeIn,
  offer,
  linkName,
}: {
  vehicleId: number;
  tradeIn: BlackBookTradeInAnswer | null | undefined;
  /** The order's `trade_in_offer`: once the dealer has made one, its amount stands for the estimate. */
  offer?: { value: number; status: 'pending' | 'accepted' | 'declined' } | null | undefined;
} & LinkNameProps) {
  const navigate = useNavigate();
  const prefix = parseRoutePrefix(useLocation().pathname);
  const estimate = tradeIn?.valuation;
  return (
    <KitTradeInSummary
      href={buildPath(prefix, tradeInPathOf(vehicleId, tradeIn))}
      onNavigate={(href) => navigate(href)}
      {...(linkName ? { linkName } : {})}
      tradeIn={
        tradeIn
          ? {
              vehicle: `${tradeIn.year} ${tradeIn.make} ${tradeIn.model} ${tradeIn.trim}`,
              model: tradeIn.model,
              status: tradeIn.status,
              estimate: estimate
                ? { amountCents: estimate.trade_in_target, demo: estimate.provider.sandbox }
                : null,
              offer: offer ? { amountCents: offer.value, status: offer.status } : null,
              ...(estimate ? { currency: estimate.currency } : {}),
            }
          : null
      }
    />
  );
}
