import { use, useEffect } from 'react';
import { OwnPageTitleContext } from './pageTitle.ts';

/**
 * The page's own title (a message id of the three locales) while it shows, for a route whose one title
 * does not say every page it shows (`deposit/{id}/`: the checkout, the order confirmation, the receipt).
 * The shell still writes it after the dealer's name; undefined (still loading, about to redirect) and
 * leaving the page give the route's title back.
 */
export function useOwnPageTitle(titleId: string | undefined): void {
  const setTitle = use(OwnPageTitleContext);
  useEffect(() => {
    setTitle(titleId);
    return () => setTitle(undefined);
  }, [setTitle, titleId]);
}
