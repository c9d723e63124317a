import { createContext, useContext, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';

export interface RouteHandle {
  /** Analytics page name (prefixed by the dealer's flow when pushed). */
  name?: string;
  /** Message id of the step title; the page title is the dealer name plus it. */
  title?: string;
  /** Hide header, footer and side bars (vehicle-not-found). */
  hideChrome?: boolean;
  /** A redirect decided in the browser (home, aliases, unknown paths): not rendered on the server. */
  redirect?: boolean;
}

/** The handle of the innermost route of the current URL that has one (src/app/routes.tsx, `AppRoutes`). */
export const RouteHandleContext = createContext<RouteHandle | undefined>(undefined);

export function pageTitle(dealerName: string | undefined, stepTitle: string | undefined): string {
  return [dealerName, stepTitle].filter(Boolean).join(' | ');
}

/**
 * Page title after each navigation: the dealer name, plus the step title on a step route, or the page's
 * own title when the page sets one (`useOwnPageTitle`, through the setter returned here, which the shell
 * gives the page as `OwnPageTitleContext`).
 */
export function usePageTitle(
  dealerName: string | undefined,
): [RouteHandle, (titleId: string | undefined) => void] {
  const handle = useContext(RouteHandleContext);
  const intl = useIntl();
  const [ownTitleId, setOwnTitleId] = useState<string>();
  const titleId = ownTitleId ?? handle?.title;
  const title = pageTitle(dealerName, titleId ? intl.formatMessage({ id: titleId }) : undefined);
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  return [handle ?? {}, setOwnTitleId];
}
