import { Button } from '@storefront/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router';
import { useApi } from '../../shared/api/ApiContext.tsx';
import { ORDERS_ALL, PRICING_ALL } from '../../shared/api/sharedKeys.ts';
import { statusOf } from '../../shared/api/statusOf.ts';
import { buildPath, parseRoutePrefix } from '../../shared/routing/routePrefix.ts';
import { openSignInState, signInAtom, useCurrentUser } from '../auth/index.ts';
import { getOrder } from '../orders/deferred.ts';
import { type OrderSummary, useOrders, vehicleIdOf } from '../orders/index.ts';
import { applyQuote, quoteQuery } from './api/praq.ts';
import { praqLinkConflict } from './conflict.ts';

/** The quote id of a link's `praq_id` value, or 0 when it is not one (the spec's "invalid id also errors"). */
export function praqIdOf(raw: string): number {
  return /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
}

/**
 * The vehicle page's pre-approval quote link (`conf/{vehicle}/?praq_id=`, spec 2 §4 chain step 16, §8):
 * once signed in, the quote is read and applied to the shopper's deal on this vehicle, unless it is
 * another vehicle's, expired, its vehicle gone, or the deal holds a deposit; a quote that cannot be
 * read (not theirs, an invalid id, the server down) is said so and nothing is applied. Applied, the
 * deal shows the quote's order (`onApplied`) and `praq_id` leaves the address (a reload does not apply
 * it again over the shopper's later changes).
 */
export function PraqLink({
  praqId,
  vehicleId,
  onApplied,
}: {
  /** The link's `praq_id` value, as given. */
  praqId: string;
  vehicleId: number;
  onApplied: (order: OrderSummary) => void;
}) {
  const quoteId = praqIdOf(praqId);
  const { http, dealerCode } = useApi();
  const user = useCurrentUser();
  const signedIn = user.data?.role === 'customer';
  const quote = useQuery({ ...quoteQuery(http, dealerCode, quoteId), enabled: signedIn && quoteId > 0 });
  const orders = useOrders();
  const openSignIn = useSetAtom(signInAtom);
  const signIn = useAtomValue(signInAtom);
  const client = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const prefix = parseRoutePrefix(pathname);
  const [state, setState] = useState<'idle' | 'applying' | 'applied' | 'failed'>('idle');
  const started = useRef(false);
  const order =
    (orders.data?.results ?? []).find((o) => !o.is_archived && vehicleIdOf(o) === vehicleId) ?? null;
  const today = new Date().toISOString().slice(0, 10);
  const conflict = quote.data ? praqLinkConflict(quote.data, vehicleId, order, today) : null;
  const ready = quote.data !== undefined && !orders.isPending && conflict === null;

  useEffect(() => {
    if (!ready || !quote.data || started.current) return;
    started.current = true;
    const { flow, id } = quote.data;
    setState('applying');
    void (async () => {
      try {
        const answer = await applyQuote(http, flow, id);
        const fresh = await getOrder(http, answer.order);
        onApplied(fresh);
        await Promise.all([
          client.invalidateQueries({ queryKey: ORDERS_ALL }),
          client.invalidateQueries({ queryKey: PRICING_ALL }),
        ]);
        setState('applied');
        const rest = new URLSearchParams(search);
        rest.delete('praq_id');
        const query = rest.toString();
        navigate({ pathname, search: query ? `?${query}` : '' }, { replace: true });
      } catch {
        setState('failed');
      }
    })();
  }, [ready, quote.data, http, client, onApplied, navigate, pathname, search]);

  if (user.isPending) return null;
  if (!signedIn)
    return (
      <div role="status">
        <p>
          <FormattedMessage id="praq.link.signIn" />
        </p>
        <Button disabled={signIn.open} onClick={() => openSignIn(openSignInState('returning_customer'))}>
          <FormattedMessage id="header.login" />
        </Button>
      </div>
    );
  // A fetch error clears the quote (spec 2 §8); an invalid id is one too.
  if (quoteId === 0 || quote.isError)
    return (
      <p role="alert">
        <FormattedMessage
          id={quoteId === 0 || statusOf(quote.error) === 404 ? 'praq.link.notFound' : 'praq.link.fetchError'}
        />
      </p>
    );
  if (conflict === 'otherVehicle' && quote.data?.vehicle)
    return (
      <div role="alert">
        <p>
          <FormattedMessage id="praq.link.otherVehicle" />
        </p>
        <Link to={buildPath(prefix, `/conf/${quote.data.vehicle}/?praq_id=${quote.data.id}`)}>
          <FormattedMessage id="praq.link.seeVehicle" />
        </Link>
      </div>
    );
  if (conflict)
    return (
      <p role="alert">
        <FormattedMessage
          id={conflict === 'otherVehicle' ? 'praq.link.notFound' : `praq.conflict.${conflict}`}
        />
      </p>
    );
  if (state === 'failed')
    return (
      <p role="alert">
        <FormattedMessage id="praq.applyFailed" />
      </p>
    );
  return (
    <p role="status">
      {state === 'applied' ? (
        <FormattedMessage id="praq.link.applied" />
      ) : (
        <FormattedMessage id="praq.link.applying" />
      )}
    </p>
  );
}
