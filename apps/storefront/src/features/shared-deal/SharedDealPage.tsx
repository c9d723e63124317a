import { currencyFor, formatMoney, type Locale } from '@storefront/domain';
import { DealCountryProvider, ReviewSummary } from '@storefront/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useParams } from 'react-router';
import { useApi } from '../../shared/api/ApiContext.tsx';
import { buildPath, parseRoutePrefix } from '../../shared/routing/routePrefix.ts';
import {
  dealerDisclaimers,
  disclosureOf,
  headerPayment,
  paymentTaxLines,
  reviewStack,
  dealStyles as styles,
  vehicleNameOf,
} from '../build-and-price/index.ts';
import { dealerCountry, useHomeDealership } from '../dealership/index.ts';
import { isShareToken, sharedDealQuery } from './api/sharedDeal.ts';

/**
 * The read-only shared deal (`/{dealerCode}/shared-deal/{token}/`): the vehicle, its add-ons and
 * the server's pricing stack as priced now, with the dealer's disclaimer and a way to build one's
 * own deal on the same vehicle. Nothing on it changes the order.
 */
export function SharedDealPage() {
  const { token = '' } = useParams();
  const { http, dealerCode } = useApi();
  const intl = useIntl();
  const { pathname } = useLocation();
  const prefix = parseRoutePrefix(pathname);
  const dealer = useHomeDealership();
  const shared = useQuery(sharedDealQuery(http, dealerCode, token));
  const payment = shared.data?.payment_details ?? null;
  const stack = useMemo(() => (payment ? reviewStack(payment.pricing_stack) : null), [payment]);
  const paymentTaxes = useMemo(() => paymentTaxLines(payment?.payment_taxes), [payment]);
  const signingTaxes = useMemo(() => paymentTaxLines(payment?.signing_taxes), [payment]);
  const disclaimers = useMemo(() => dealerDisclaimers(dealer.data, intl.locale), [dealer.data, intl.locale]);

  if (!isShareToken(token) || shared.isError) {
    return (
      <section className={styles.section} data-testid="shared-deal-invalid">
        <h1>
          <FormattedMessage id="sharedDeal.invalid.title" />
        </h1>
        <p>
          <FormattedMessage id="sharedDeal.invalid.text" />
        </p>
        <Link className={styles.stepLink} to={buildPath(prefix, '/')}>
          <FormattedMessage id="sharedDeal.browse" />
        </Link>
      </section>
    );
  }
  if (!shared.data) {
    return (
      <p role="status">
        <FormattedMessage id="app.loading" />
      </p>
    );
  }
  const { order } = shared.data;
  const name = vehicleNameOf(order.vehicle, intl.locale);
  const addons = shared.data.items ?? [];
  return (
    <DealCountryProvider country={dealerCountry(dealer.data)}>
      <article className={styles.section} data-testid="shared-deal" aria-labelledby="shared-deal-title">
        <h1 id="shared-deal-title">
          <FormattedMessage id="sharedDeal.title" values={{ vehicle: name }} />
        </h1>
        <p role="note">
          <FormattedMessage id="sharedDeal.readOnly" values={{ dealer: shared.data.dealer.name }} />
        </p>
        {order.vehicle.primary_image ? (
          <img
            src={order.vehicle.primary_image}
            alt={intl.formatMessage({ id: 'sharedDeal.image' }, { vehicle: name })}
            width={640}
            height={400}
            style={{ maxWidth: '100%', height: 'auto' }}
          />
        ) : null}
        {addons.length > 0 ? (
          <section aria-labelledby="shared-deal-addons">
            <h2 id="shared-deal-addons">
              <FormattedMessage id="sharedDeal.addons" />
            </h2>
            <ul>
              {addons.map((item) => (
                <li key={`${item.type}-${item.name}-${item.option ?? ''}`}>
                  {item.option ? `${item.name} (${item.option})` : item.name}
                  {': '}
                  {formatMoney(item.price, intl.locale as Locale, {
                    currency: currencyFor(dealer.data?.country),
                  })}
                  {item.mandatory ? (
                    <>
                      {' '}
                      <FormattedMessage id="sharedDeal.mandatory" />
                    </>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {payment && stack ? (
          <div data-testid="pricing-stack">
            <ReviewSummary
              stack={stack}
              paymentType={payment.id}
              paymentTaxes={paymentTaxes}
              signingTaxes={signingTaxes}
              payment={headerPayment(payment)}
              disclosure={disclosureOf(payment)}
              vehicleName={name}
              disclaimers={disclaimers}
            />
          </div>
        ) : (
          <p>
            <FormattedMessage id="sharedDeal.noPricing" />
          </p>
        )}
        <p>
          <small>{shared.data.disclaimer}</small>
        </p>
        <Link className={styles.stepLink} to={buildPath(prefix, `/conf/${order.vehicle.id}/`)}>
          <FormattedMessage id="sharedDeal.build" />
        </Link>
      </article>
    </DealCountryProvider>
  );
}
