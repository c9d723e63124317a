import { formatDistance, formatMoney, type Locale } from '@storefront/domain';
import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { usersAtom } from '../../shared/state/store.ts';
import { dealerCountry } from '../dealership/index.ts';
import * as styles from './bnp.css.ts';
import { StepFooter } from './StepFooter.tsx';
import { useDealContext } from './useDeal.ts';

/** configure (welcome): the vehicle overview; the first visit counts a purchase start once. */
export function WelcomeStep() {
  const { vehicle, dealer } = useDealContext();
  const intl = useIntl();
  const [users, setUsers] = useAtom(usersAtom);
  useEffect(() => {
    if (!users.purchaseStartSent.includes(vehicle.id)) {
      setUsers({ ...users, purchaseStartSent: [...users.purchaseStartSent, vehicle.id] });
    }
  }, [users, setUsers, vehicle.id]);
  const country = dealerCountry(dealer);
  const locale = intl.locale as Locale;
  const currency = country === 'US' ? 'USD' : 'CAD';
  return (
    <section className={styles.section} aria-labelledby="overview-title">
      <h2 id="overview-title">
        <FormattedMessage id="bnp.step.welcome" />
      </h2>
      <dl className={styles.overview}>
        <div>
          <dt>
            <FormattedMessage id="bnp.overview.price" />
          </dt>
          <dd>
            <span className={styles.overviewPrice}>
              {vehicle.listing_price
                ? formatMoney(vehicle.advertised_price ?? vehicle.listing_price, locale, { currency })
                : intl.formatMessage({ id: 'inventory.priceOnRequest' })}
            </span>
            {vehicle.listing_price && vehicle.advertised_price != null ? (
              <>
                {' '}
                <span className={styles.overviewNote}>
                  <FormattedMessage id="inventory.allIn" />
                </span>
                <ul className={styles.breakdown} data-testid="all-in-breakdown">
                  {(vehicle.advertised_price_breakdown ?? []).map((line) => (
                    <li key={`${line.code}-${line.name}`}>
                      <FormattedMessage
                        id="inventory.allIn.line"
                        values={{ name: line.name, amount: formatMoney(line.value, locale, { currency }) }}
                      />
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </dd>
        </div>
        {typeof vehicle.odometer === 'number' && (
          <div>
            <dt>
              <FormattedMessage id="bnp.overview.odometer" />
            </dt>
            <dd>{formatDistance(vehicle.odometer, country, locale)}</dd>
          </div>
        )}
        <div>
          <dt>
            <FormattedMessage id="bnp.overview.stock" />
          </dt>
          <dd>{vehicle.stock_number}</dd>
        </div>
        {vehicle.vin && (
          <div>
            <dt>
              <FormattedMessage id="bnp.overview.vin" />
            </dt>
            <dd>{vehicle.vin}</dd>
          </div>
        )}
        {vehicle.exterior_color && (
          <div>
            <dt>
              <FormattedMessage id="bnp.overview.exterior" />
            </dt>
            <dd>{vehicle.exterior_color}</dd>
          </div>
        )}
      </dl>
      <StepFooter step={null} sticky />
    </section>
  );
}
