import { focusRingStyle, media, typeStyle, vars } from '@storefront/theme';
import { globalStyle, style } from '@vanilla-extract/css';

/**
 * A vehicle's card, a shop window: the picture first, edge to edge, then the name, condition and
 * odometer as chips, the all-in price (title role, tabular figures) and its note, the stock number
 * last and quiet. A raised surface (elevation, not a grey box) that lifts under the pointer; the
 * call to action's hit area is the whole card.
 */
export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  borderRadius: vars.radii.lg,
  overflow: 'hidden',
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  outline: `${vars.borderWidth.thin} solid ${vars.color.borderSubtle}`,
  outlineOffset: `calc(-1 * ${vars.borderWidth.thin})`,
  transition: `box-shadow ${vars.motion.duration.normal} ${vars.motion.easing.standard}, transform ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  selectors: {
    '&:hover': { boxShadow: vars.shadow.md, transform: 'translateY(-2px)' },
  },
});
export const article = style({ display: 'flex', flexDirection: 'column', flex: 1, position: 'relative' });
/** Where the "Illustration" label (the theme's `imageTag`, as the kit's carousel) sits on a card's picture. */
export const illustration = style({ top: vars.space.sm, left: vars.space.sm });
export const image = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 10',
  objectFit: 'cover',
  display: 'block',
  background: vars.color.surfaceSunken,
});
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  gap: vars.space.sm,
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.lg}`,
});
export const name = style([typeStyle('heading'), { margin: 0 }]);
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0 });
export const chip = style([
  typeStyle('caption'),
  {
    display: 'inline-flex',
    alignItems: 'center',
    paddingBlock: vars.space.xxs,
    paddingInline: vars.space.sm,
    borderRadius: vars.radii.pill,
    background: vars.color.surfaceSunken,
    color: vars.color.text,
    fontWeight: vars.type.label.fontWeight,
  },
]);
export const meta = style([typeStyle('caption'), { color: vars.color.textMuted, margin: 0 }]);
export const price = style([typeStyle('title', { money: true }), { margin: `${vars.space.xs} 0 0` }]);
/** The all-in price and, beside it, the "from $X bi-weekly" payment (wrapping under it when narrow). */
export const prices = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.sm,
  margin: `${vars.space.xs} 0 0`,
});
export const payment = style([typeStyle('label', { money: true }), { margin: 0 }]);
/** The disclosure mark: above the card's whole-card link (`cta`'s ::after), its own focus ring. */
export const mark = style({
  position: 'relative',
  zIndex: 1,
  padding: '0 0.2em',
  fontSize: '0.8em',
  verticalAlign: 'super',
  lineHeight: 0,
  color: 'inherit',
  selectors: { '&:focus-visible': focusRingStyle() },
});
/** The payments' disclosures under the list (./ListPaymentNotes.tsx). */
export const notes = style({ marginTop: vars.space.lg });
export const notesTitle = style([typeStyle('label'), { margin: `0 0 ${vars.space.xs}` }]);
export const notesList = style([
  typeStyle('caption', { money: true }),
  {
    color: vars.color.textMuted,
    margin: 0,
    paddingInlineStart: 0,
    listStyle: 'none',
    display: 'grid',
    gap: vars.space.xs,
  },
]);
export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginTop: 'auto',
  paddingTop: vars.space.sm,
});
/**
 * The list beside its filters: from md up a sidebar column of a fixed width (there from the first
 * paint, so the panel that arrives in it moves nothing) and the results; on a phone the results alone
 * (the filters are a sheet opened from the toolbar).
 */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [media.md]: { gridTemplateColumns: '17rem minmax(0, 1fr)' } },
});
export const sidebar = style({
  display: 'none',
  '@media': {
    // Sticky while the results scroll, scrolling itself when taller than the window.
    [media.md]: {
      display: 'block',
      position: 'sticky',
      top: vars.space.md,
      maxHeight: `calc(100vh - 2 * ${vars.space.md})`,
      overflowY: 'auto',
    },
  },
});
export const results = style({ minWidth: 0 });

/** Count, Filters button (phone) and sort on one row whose height does not depend on the results. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  marginBottom: vars.space.md,
});
/** The result count: one line whose box is there before the results and stays as they change. */
export const count = style([
  typeStyle('label', { money: true }),
  {
    margin: 0,
    marginRight: 'auto',
    minHeight: 44,
    display: 'flex',
    alignItems: 'center',
    color: vars.color.textMuted,
  },
]);
const control = {
  ...typeStyle('body'),
  minHeight: 44,
  boxSizing: 'border-box',
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  background: vars.color.surface,
  color: vars.color.text,
} as const;
export const filtersButton = style([
  control,
  {
    fontWeight: vars.type.label.fontWeight,
    padding: `0 ${vars.space.lg}`,
    cursor: 'pointer',
    selectors: { '&:focus-visible': focusRingStyle() },
    '@media': { [media.md]: { display: 'none' } },
  },
]);
export const sort = style([
  typeStyle('label'),
  { display: 'flex', flexDirection: 'column', gap: vars.space.xs, width: '14rem', maxWidth: '100%' },
]);
/** The sort's select: a comfortable control height, the theme's radius, the label's width in any font. */
globalStyle(`${sort} select`, { ...control, width: '100%', padding: `0 ${vars.space.md}` });
export const cta = style([
  typeStyle('label'),
  {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 44,
    padding: `0 ${vars.space.lg}`,
    borderRadius: vars.radii.md,
    background: vars.color.brand.base,
    color: vars.color.brand.text,
    textDecoration: 'none',
    fontWeight: vars.fontWeight.semibold,
    transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    selectors: {
      '&:hover': { background: vars.color.brand.hover },
      // The whole card is the link's hit area (its focus ring is the theme's, on the link).
      '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radii.lg },
      '&:focus-visible': focusRingStyle(),
    },
  },
]);

export const pager = style({ marginTop: vars.space.lg });
export const pagerList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const pagerLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 44,
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.brand.base,
      borderColor: vars.color.brand.base,
      color: vars.color.brand.text,
      fontWeight: vars.fontWeight.bold,
    },
  },
});
