import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { buildPath, parseRoutePrefix } from '../shared/routing/routePrefix.ts';

/** vehicle-not-found (spec 2 section 2): no middleware, no login, header and side bars hidden. */
export function VehicleNotFoundPage() {
  const { pathname, search } = useLocation();
  const prefix = parseRoutePrefix(pathname);
  // A vehicle reserved by another shopper's deposit comes here with `reserved` (spec 2 §4, the
  // reserved handling): it says the vehicle is reserved, not that it is gone.
  const reserved = new URLSearchParams(search).has('reserved');
  return (
    <section>
      <h1>
        <FormattedMessage id={reserved ? 'vehicleNotFound.reservedTitle' : 'vehicleNotFound.title'} />
      </h1>
      {reserved ? (
        <p data-testid="vehicle-reserved">
          <FormattedMessage id="vehicleNotFound.reserved" />
        </p>
      ) : (
        <p>
          <FormattedMessage id="vehicleNotFound.body" />
        </p>
      )}
      <Link to={buildPath(prefix, '/')}>
        <FormattedMessage id="app.notFound.home" />
      </Link>
    </section>
  );
}
