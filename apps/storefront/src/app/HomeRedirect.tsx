import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Navigate, useLocation } from 'react-router';
import { useHomeDealership } from '../features/dealership/index.ts';
import { buildPath, parseRoutePrefix } from '../shared/routing/routePrefix.ts';

/**
 * Home (spec part 1 section 2): the vehicle list when the dealer shows one, otherwise the
 * dealer's own website when it is not this site's root.
 */
export function HomeRedirect() {
  const dealer = useHomeDealership();
  const { pathname, search } = useLocation();
  const prefix = parseRoutePrefix(pathname);
  const website = dealer.data?.website;
  const leaveForWebsite = dealer.data !== undefined && !dealer.data.show_vehicle_list && isOtherSite(website);
  useEffect(() => {
    if (leaveForWebsite && website) window.location.assign(website);
  }, [leaveForWebsite, website]);

  if (dealer.data?.show_vehicle_list)
    return <Navigate replace to={`${buildPath(prefix, '/vehicle-list/')}${search}`} />;
  return (
    <p role="status">
      <FormattedMessage id="app.loading" />
    </p>
  );
}

function isOtherSite(website: string | null | undefined): boolean {
  if (!website) return false;
  try {
    const url = new URL(website, window.location.href);
    return url.origin !== window.location.origin || url.pathname !== '/';
  } catch {
    return false;
  }
}
