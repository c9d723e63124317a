import { focusRingStyle, media, vars, visuallyHiddenStyle } from '@storefront/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const header = style({
  backgroundColor: vars.color.header.background,
  color: vars.color.header.text,
});
export const headerInner = style({
  maxWidth: vars.size.contentMaxWidth,
  margin: '0 auto',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  justifyContent: 'space-between',
});
export const brand = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
  margin: 0,
  flex: '1 1 0',
  minWidth: 0,
  '@media': { [media.sm]: { fontSize: vars.fontSize.lg, flex: '0 1 auto' } },
});
export const nav = style({ display: 'flex', gap: vars.space.md, flexWrap: 'wrap' });
/**
 * The header's Menu button: on a phone only (from `sm` up everything is on show), 44 px for a finger,
 * in the header's colours with the header's focus ring.
 */
export const menuButton = style({
  minHeight: vars.size.controlHeight,
  minWidth: vars.size.controlHeight,
  padding: `0 ${vars.space.md}`,
  border: `${vars.borderWidth.thin} solid currentColor`,
  borderRadius: vars.radii.md,
  backgroundColor: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRingStyle({ on: 'header' }) },
  '@media': { [media.sm]: { display: 'none' } },
});
/** Before sign-in (no menu): the language, always on show. */
export const headerPanelOpen = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});
/**
 * The signed-in header's navigation and tools: on a phone below the name and Menu button while the
 * menu is open (one item a line), hidden while closed; from `sm` up on show beside the name.
 */
export const headerPanel = style([
  headerPanelOpen,
  {
    display: 'none',
    flexBasis: '100%',
    flexDirection: 'column',
    alignItems: 'stretch',
    selectors: { '&[data-open]': { display: 'flex' } },
    '@media': {
      [media.sm]: {
        display: 'flex',
        flexBasis: 'auto',
        flexDirection: 'row',
        alignItems: 'center',
        flexGrow: 1,
        justifyContent: 'space-between',
      },
    },
  },
]);
export const headerTools = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  flexWrap: 'wrap',
});
export const select = style({
  minHeight: vars.size.controlHeight,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radii.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: { '&:focus-visible': focusRingStyle({ offset: 'near' }) },
});
/** The header's language list: on the header's colour, so its focus ring is the header's. */
export const headerSelect = style([
  select,
  { selectors: { '&:focus-visible': focusRingStyle({ on: 'header' }) } },
]);
export const languageLabel = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });
export const page = style({
  maxWidth: '60rem',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  color: vars.color.text,
});
export const narrowPage = style([page, { maxWidth: '28rem' }]);
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const row = style({ display: 'flex', gap: vars.space.md, alignItems: 'flex-end', flexWrap: 'wrap' });
export const grow = style({ flex: '1 1 16rem' });
/**
 * The offer's amount and date side by side, each from the top: a refusal under one (in the place
 * kept for it) moves neither.
 */
export const offerRow = style({
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'flex-start',
  flexWrap: 'wrap',
});
export const heading = style({ fontSize: vars.fontSize.xxl, margin: 0 });
export const subheading = style({ fontSize: vars.fontSize.lg, margin: 0 });
export const muted = style({ color: vars.color.textMuted, margin: 0 });
export const alert = style({
  padding: vars.space.md,
  borderRadius: vars.radii.md,
  backgroundColor: vars.color.danger.subtle,
  color: vars.color.danger.onSubtle,
  border: `${vars.borderWidth.thin} solid ${vars.color.danger.border}`,
  margin: 0,
});
export const success = style({
  padding: vars.space.md,
  borderRadius: vars.radii.md,
  backgroundColor: vars.color.success.subtle,
  color: vars.color.success.onSubtle,
  border: `${vars.borderWidth.thin} solid ${vars.color.success.border}`,
  margin: 0,
});
export const table = style({ width: '100%', borderCollapse: 'collapse' });
export const cell = style({
  textAlign: 'start',
  padding: vars.space.sm,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.borderSubtle}`,
  verticalAlign: 'middle',
});
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
export const card = style({
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radii.lg,
  padding: vars.space.lg,
  backgroundColor: vars.color.surface,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
export const facts = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  '@media': { [media.md]: { gridTemplateColumns: 'max-content 1fr' } },
});
export const term = style({ fontWeight: vars.fontWeight.semibold });
export const definition = style({ margin: 0 });
export const sectionList = style({ margin: 0, paddingInlineStart: vars.space.lg });
export const nativeField = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const nativeInput = style([
  select,
  { selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger.base } } },
]);
export const fieldError = style({
  color: vars.color.danger.onSurface,
  fontSize: vars.fontSize.sm,
  margin: 0,
});
/** A field's refusal in a place kept for it (two lines): it appears without moving what follows. */
export const fieldErrorSlot = style([
  fieldError,
  { minBlockSize: `calc(2 * ${vars.fontSize.sm} * 1.5)`, lineHeight: 1.5 },
]);

// The console inbox (credit decisions, deposits, visits).
export const fieldset = style([stack, { border: 0, padding: 0, margin: 0, gap: vars.space.sm }]);
export const choice = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

/** A table wider than a phone scrolls inside its own box, not the page sideways. */
export const tableScroll = style({ overflowX: 'auto', maxWidth: '100%' });
/**
 * The customer list: a table where it fits; in a narrow box (a phone) each customer a card of its
 * own, one line a cell (name, e-mail, phone, "act as"), the column headings kept for screen readers
 * only, a long e-mail wrapped: nothing cut off, nothing to scroll sideways.
 */
export const customerList = style({ containerType: 'inline-size' });
const narrow = '(max-width: 40rem)';
globalStyle(`${customerList} :is(table, tbody, tr, th, td)`, {
  '@container': { [narrow]: { display: 'block', width: '100%', boxSizing: 'border-box' } },
});
globalStyle(`${customerList} thead`, {
  '@container': {
    [narrow]: visuallyHiddenStyle,
  },
});
globalStyle(`${customerList} tbody tr`, {
  '@container': {
    [narrow]: {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.xs,
      padding: vars.space.md,
      marginBlockEnd: vars.space.sm,
      border: `${vars.borderWidth.thin} solid ${vars.color.borderSubtle}`,
      borderRadius: vars.radii.md,
    },
  },
});
globalStyle(`${customerList} tbody :is(th, td)`, {
  '@container': { [narrow]: { padding: 0, borderBottom: 'none', overflowWrap: 'anywhere' } },
});
globalStyle(`${customerList} tbody td:empty`, { '@container': { [narrow]: { display: 'none' } } });
/** A link on the page (the brand's colour as text: legible on the page's surfaces). */
export const link = style({
  color: vars.color.brand.onSurface,
  // at least 24 px high, a target a finger can take (WCAG 2.2 2.5.8), on its own line or in a cell
  display: 'inline-block',
  minBlockSize: '24px',
  lineHeight: '24px',
  selectors: { '&:focus-visible': focusRingStyle({ offset: 'near' }) },
});
/** A shopper's own words, their line breaks kept, a long address or word wrapped. */
export const message = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

// A trade-in's photos in the inbox: thumbnails a finger can take, each opening the photo full size.
export const photoSection = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const photoList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
export const photoButton = style({
  padding: 0,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  backgroundColor: vars.color.surface,
  cursor: 'zoom-in',
  display: 'block',
  overflow: 'hidden',
  selectors: { '&:focus-visible': focusRingStyle({ offset: 'near' }) },
});
/** 4:3, as the photos are taken; the photo cropped to fill it (the full photo is one press away). */
export const thumbnail = style({ display: 'block', width: '8rem', height: '6rem', objectFit: 'cover' });
export const thumbnailWaiting = style([
  muted,
  { display: 'flex', alignItems: 'center', justifyContent: 'center', width: '8rem', height: '6rem' },
]);
export const fullPhoto = style({ display: 'block', maxWidth: '100%', height: 'auto', margin: '0 auto' });
/** The condition answers: the question, then its answer in bold. */
export const answerList = style({ margin: 0, display: 'grid', gap: vars.space.xs });
globalStyle(`${answerList} dt`, { color: vars.color.textMuted });
globalStyle(`${answerList} dd`, { margin: 0, fontWeight: vars.fontWeight.semibold });
