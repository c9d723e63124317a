import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { buildPath, parseRoutePrefix } from '../shared/routing/routePrefix.ts';

/** vehicle-not-found (spec 2 section 2): no middleware, no login, header and side bars hidden. */
export function VehicleNotFoundPage() {
  const prefix = parseRoutePrefix(useLocation().pathname);
  return (
    <section>
      <h1>
        <FormattedMessage id="vehicleNotFound.title" />
      </h1>
      <p>
        <FormattedMessage id="vehicleNotFound.body" />
      </p>
      <Link to={buildPath(prefix, '/')}>
        <FormattedMessage id="app.notFound.home" />
      </Link>
    </section>
  );
}
