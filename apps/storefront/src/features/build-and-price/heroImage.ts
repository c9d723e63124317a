/**
 * The width the vehicle page's hero picture is shown at (its `sizes`): the gallery's 3/5 of the page
 * from md, the page's width below. The picture's and its preload's (./routes.ts) must be the same, or
 * the browser would fetch two sizes of it.
 */
export const HERO_SIZES = '(min-width: 992px) 60vw, 100vw';
