import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink, Outlet, useLocation, useParams } from 'react-router';
import { useApi } from '../../shared/api/ApiContext.tsx';
import { buildPath, parseRoutePrefix } from '../../shared/routing/routePrefix.ts';
import { useCurrentUser } from '../auth/index.ts';
import { useHomeDealership } from '../dealership/index.ts';
import { orderKeys, useOrders, vehicleIdOf } from '../orders/index.ts';
import { tradeInKeys } from './api/keys.ts';
import { orderTradeInsQuery } from './api/tradeIn.ts';
import { type BlackBookDraft, type BlackBookFlow, EMPTY_DRAFT } from './context.ts';
import { BLACK_BOOK_STEP_TITLE, BLACK_BOOK_STEPS } from './steps.ts';
import * as styles from './tradeIn.css.ts';

/**
 * The black-book trade-in of a vehicle's deal (spec 3 §2): get started, details, review. Entering it
 * signed in copies the order's trade-in into the flow's state; what the shopper types is kept here
 * while they move between the steps (and while they sign in).
 */
export function BlackBookLayout() {
  const { id = '' } = useParams();
  const intl = useIntl();
  const { pathname } = useLocation();
  const prefix = parseRoutePrefix(pathname);
  const { http, dealerCode } = useApi();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const orders = useOrders();
  const dealer = useHomeDealership();
  const order = orders.data?.results.find((o) => String(vehicleIdOf(o)) === id && !o.is_archived) ?? null;
  const tradeIns = useQuery(orderTradeInsQuery(http, dealerCode, order?.id));
  const tradeIn = tradeIns.data?.results[0] ?? null;
  const [draft, setDraftState] = useState<BlackBookDraft>(EMPTY_DRAFT);

  // The order's trade-in, once read, is where the flow starts from.
  useEffect(() => {
    if (!tradeIn) return;
    setDraftState((d) =>
      d.vehicle
        ? d
        : {
            vehicle: {
              vid: tradeIn.vid,
              year: tradeIn.year,
              make: tradeIn.make,
              model: tradeIn.model,
              trim: tradeIn.trim,
            },
            odometer: String(tradeIn.odometer),
            options: [...tradeIn.accessories],
            estimate: tradeIn.valuation,
          },
    );
  }, [tradeIn]);

  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: orderKeys.all });
    await queryClient.invalidateQueries({ queryKey: tradeInKeys.ofOrder(dealerCode, order?.id ?? 0) });
  }, [queryClient, dealerCode, order?.id]);

  const flow = useMemo<BlackBookFlow>(
    () => ({
      vehicleId: id,
      signedIn: Boolean(user.data),
      firstName: user.data?.first_name ?? null,
      order,
      tradeIn,
      draft,
      setDraft: (update) => setDraftState(update),
      country: dealer.data?.country === 'US' ? 'US' : 'CA',
      path: (to) => buildPath(prefix, to),
      refresh,
    }),
    [id, user.data, order, tradeIn, draft, dealer.data?.country, prefix, refresh],
  );

  const loading =
    user.isPending || dealer.isPending || (user.data && orders.isPending) || (order && tradeIns.isPending);
  return (
    <div className={styles.layout}>
      <nav aria-label={intl.formatMessage({ id: 'trade_in.steps' })}>
        <ol className={styles.steps}>
          {BLACK_BOOK_STEPS.map((step, index) => (
            <li key={step}>
              <NavLink
                className={styles.stepLink}
                to={buildPath(prefix, `/trade-in-black-book/${id}/${step}/`)}
              >
                <span className={styles.stepNumber}>{index + 1}</span>
                <FormattedMessage id={BLACK_BOOK_STEP_TITLE[step]} />
              </NavLink>
            </li>
          ))}
        </ol>
      </nav>
      {loading ? (
        <p role="status">
          <FormattedMessage id="app.loading" />
        </p>
      ) : (
        <Outlet context={flow} />
      )}
    </div>
  );
}
