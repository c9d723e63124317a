import { globalStyle } from '@vanilla-extract/css';
import { rootStyle } from './theme.css.ts';

/**
 * The kit's base stylesheet, scoped to a themed root (`DealerThemeProvider`, or `<html>` with
 * `applyToDocument`): border-box sizing, so a component with padding and `width: 100%` fits its grid
 * cell whatever the page's own reset (content-box is the browser's default). Zero specificity
 * (`:where`), so any rule of a component or of the app wins. Part of the published stylesheet
 * (`@storefront/ui/styles.css`, `@storefront/theme/styles.css`); a workspace app opts in with
 * `import '@storefront/theme/base'`.
 */
const root = `:where(${rootStyle})`;
globalStyle(`${root}, ${root} *, ${root} *::before, ${root} *::after`, { boxSizing: 'border-box' });
