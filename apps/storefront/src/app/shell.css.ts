import { typeStyle, vars } from '@storefront/theme';
import { globalStyle, style } from '@vanilla-extract/css';

globalStyle('body', { margin: 0 });

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  fontFamily: vars.fontFamily.body,
  color: vars.color.text,
  background: vars.color.surface,
});

export const skipLink = style({
  position: 'absolute',
  left: '-9999px',
  selectors: {
    '&:focus': {
      left: vars.space.sm,
      top: vars.space.sm,
      background: vars.color.surface,
      color: vars.color.text,
      padding: vars.space.sm,
      zIndex: vars.zIndex.tooltip,
    },
  },
});

export const main = style({
  flex: 1,
  padding: vars.space.lg,
  maxWidth: vars.size.contentMaxWidth,
  width: '100%',
  boxSizing: 'border-box',
  margin: '0 auto',
});

// A page's headings take the type roles (zero specificity: a component's own class wins).
globalStyle(`:where(${main}) :where(h1)`, {
  ...typeStyle('title'),
  margin: `${vars.space.lg} 0 ${vars.space.xl}`,
});
globalStyle(`:where(${main}) :where(h2)`, typeStyle('heading'));

export const pageError = style({
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
});

/** The offline notice: a band under the header, in the theme's warning colours. */
export const networkNotice = style({
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surface,
  color: vars.color.text,
  borderBlock: `2px solid ${vars.color.text}`,
  textAlign: 'center',
});
