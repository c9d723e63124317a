import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { buildPath, parseRoutePrefix } from './routePrefix.ts';

export function NotFoundPage() {
  const prefix = parseRoutePrefix(useLocation().pathname);
  return (
    <section>
      <h1>
        <FormattedMessage id="app.notFound.title" />
      </h1>
      <p>
        <FormattedMessage id="app.notFound.body" />
      </p>
      <Link to={buildPath(prefix, '/')}>
        <FormattedMessage id="app.notFound.home" />
      </Link>
    </section>
  );
}
