import { createContext } from 'react';

/**
 * Sets the page's own title, a message id, in place of its route's (undefined: the route's again).
 * The shell provides it around the page (src/app/usePageTitle.ts); a page sets it through
 * `useOwnPageTitle` (./useOwnPageTitle.ts, a module of its own so that the first load carries only this).
 */
export const OwnPageTitleContext = createContext<(titleId: string | undefined) => void>(() => {});
