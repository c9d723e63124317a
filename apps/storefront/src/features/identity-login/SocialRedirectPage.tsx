import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { buildPath, parseRoutePrefix } from '../../shared/routing/routePrefix.ts';
import { safeReturnPath } from './returnPath.ts';

/**
 * `social-redirect/?next=`: the identity login is complete (the server signed the shopper in); back
 * to the page they left, in place of this one in the history. Anything but a same-origin relative
 * path goes to the dealer's home.
 */
export function SocialRedirectPage() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const next = safeReturnPath(new URLSearchParams(search).get('next'));
  const home = buildPath(parseRoutePrefix(pathname), '/');
  useEffect(() => {
    navigate(next ?? home, { replace: true });
  }, [navigate, next, home]);
  return (
    <p role="status">
      <FormattedMessage id="identityLogin.redirect.status" />
    </p>
  );
}
