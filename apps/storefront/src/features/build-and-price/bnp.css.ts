import { focusRingStyle, media, typeStyle, vars } from '@storefront/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const layout = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  alignItems: 'center',
  padding: vars.space.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radii.md,
});
export const headerImage = style({
  width: 160,
  height: 100,
  objectFit: 'cover',
  borderRadius: vars.radii.sm,
});
export const headerInfo = style({
  flex: '1 1 280px',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const vehicleName = style({ fontSize: vars.fontSize.xl, margin: 0 });
export const badge = style({
  alignSelf: 'flex-start',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radii.sm,
  background: vars.color.brand.subtle,
  color: vars.color.brand.onSubtle,
  fontSize: vars.fontSize.sm,
});
export const paymentTypes = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  border: 'none',
  margin: 0,
  padding: 0,
});
export const legend = style({ fontWeight: vars.fontWeight.bold, marginBottom: vars.space.xs, padding: 0 });
export const paymentTypeOption = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
});
export const headerPayment = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  minWidth: 180,
});
export const amount = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold });
export const frequency = style({ color: vars.color.textMuted });
/** A list laid out in a wrapping row: the steps, the key specs. */
const wrapList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
/** A button-like link (continue, skip, the flows' links); `aria-current="page"` in the brand's colour. */
export const stepLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radii.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.brand.base,
      color: vars.color.brand.text,
      borderColor: vars.color.brand.base,
    },
  },
});
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const card = style({
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: vars.space.md,
});
export const stack = style({ width: '100%', borderCollapse: 'collapse' });
export const stackCell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.borderSubtle}`,
});
export const money = style({ textAlign: 'right', whiteSpace: 'nowrap' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center' });
/**
 * Below md: the vehicle page's bottom bar (the payment and the main call to action), on the screen
 * from the top of the page (fixed: a sticky one waited for the overview to scroll into view).
 */
const phone = `screen and (max-width: ${992 - 0.02}px)`;
export const stickyBar = style({
  '@media': {
    [phone]: {
      position: 'fixed',
      insetInline: 0,
      bottom: 0,
      zIndex: 2,
      // The continue at the end from the first paint: the payment that arrives before it (pushed to the
      // start by its own margin) moves nothing.
      justifyContent: 'flex-end',
      padding: `${vars.space.sm} ${vars.space.md}`,
      background: vars.color.surface,
      borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
      boxShadow: vars.shadow.sm,
    },
  },
});
/** The bar's payment: on a phone only (the panel beside the gallery shows it from md). */
export const barPayment = style([
  typeStyle('label', { money: true }),
  { marginInlineEnd: 'auto', '@media': { [media.md]: { display: 'none' } } },
]);
// Focused content is never under the bar: the page scrolls it clear of the bar's height; the page's
// end (the disclaimers, the footer) can be scrolled clear of it too.
globalStyle(':root:has([data-sticky-bar])', { '@media': { [phone]: { scrollPaddingBottom: '6rem' } } });
globalStyle(':root:has([data-sticky-bar]) body', { '@media': { [phone]: { paddingBottom: '6rem' } } });

/** Read by assistive technology only (the page's heading; the pricing header shows the name). */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/**
 * The vehicle page's first sight: the gallery, then (from md, beside it) the name, key specs and
 * payment panel; under the gallery the steps and the overview, the panel beside them as they scroll.
 */
export const hero = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': {
    [media.md]: {
      gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
      gridTemplateRows: 'auto 1fr',
      gridTemplateAreas: '"gallery info" "below info"',
      rowGap: vars.space.lg,
    },
  },
});
export const gallery = style({
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
  position: 'relative',
  '@media': { [media.md]: { gridArea: 'gallery' } },
});
/** The steps, the cart and the overview: in the page's column (the layout's gap). */
export const heroBelow = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  '@media': { [media.md]: { gridArea: 'below' } },
});
/** The "Illustration" label (the theme's `imageTag`) over the hero picture, top left. */
export const illustration = style({ top: vars.space.sm, left: vars.space.sm, zIndex: 1 });
export const heroImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 10',
  objectFit: 'cover',
  borderRadius: vars.radii.lg,
  background: vars.color.surfaceSunken,
  boxShadow: vars.shadow.sm,
});
export const thumbs = style({
  display: 'flex',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  overflowX: 'auto',
});
export const thumb = style({
  display: 'block',
  padding: 0,
  border: `${vars.borderWidth.thick} solid transparent`,
  borderRadius: vars.radii.md,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
  cursor: 'pointer',
  outline: 'none',
  transition: `border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&[aria-pressed="true"]': { borderColor: vars.color.brand.border },
    '&:focus-visible': focusRingStyle(),
  },
});
globalStyle(`${thumb} img`, { display: 'block', width: 96, height: 60, objectFit: 'cover' });
/** Beside the gallery from md: the name, specs and payment panel stay in view (sticky, no script). */
export const heroInfo = style({
  display: 'grid',
  gap: vars.space.lg,
  alignContent: 'start',
  '@media': { [media.md]: { gridArea: 'info', position: 'sticky', top: vars.space.md } },
});
export const heroName = style([typeStyle('title'), { margin: 0 }]);
export const chips = wrapList;
export const chip = style([
  typeStyle('label'),
  {
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.md,
    borderRadius: vars.radii.pill,
    background: vars.color.surfaceSunken,
    color: vars.color.text,
  },
]);

/**
 * The overview laid out for reading: each fact a tile (its label a caption above its value), the
 * price tile wider, its breakdown a list of label and amount lines.
 */
export const overview = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: vars.space.md,
  margin: 0,
});
globalStyle(`${overview} > div`, {
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xs,
  padding: vars.space.lg,
  borderRadius: vars.radii.lg,
  background: vars.color.surfaceSunken,
});
globalStyle(`${overview} > div:first-child`, { gridColumn: '1 / -1' });
globalStyle(`${overview} dt`, { ...typeStyle('caption'), color: vars.color.textMuted });
globalStyle(`${overview} dd`, { ...typeStyle('heading'), margin: 0, overflowWrap: 'anywhere' });
export const overviewPrice = style([typeStyle('title', { money: true }), { display: 'block' }]);
export const overviewNote = style([
  typeStyle('caption'),
  { display: 'block', color: vars.color.textMuted, marginTop: vars.space.xs },
]);
export const breakdown = style([
  typeStyle('body', { money: true }),
  {
    listStyle: 'none',
    margin: `${vars.space.sm} 0 0`,
    padding: 0,
    display: 'grid',
    gap: vars.space.xxs,
    maxWidth: '36rem',
    fontWeight: vars.type.body.fontWeight,
  },
]);
