import { vars } from '@storefront/theme';
import { globalStyle, keyframes, style } from '@vanilla-extract/css';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
// A saved deal: the kit's card (as tall as its row allows, so cards of a row line up; its own border,
// none around it) in a first row that takes what the deal's section links below it leave.
export const savedDeal = style({
  display: 'grid',
  gridTemplateRows: '1fr',
  gridAutoRows: 'auto',
  alignContent: 'start',
  gap: vars.space.xs,
});
/**
 * The deal's sections beyond its card (trade-in, credit, deposit, visit): one link each, in the kit's
 * link colour, a touch target high, their state beside them; spaced as a list, not as paragraphs.
 */
export const sectionLinks = style({
  display: 'grid',
  gap: vars.space.xxs,
  paddingInline: vars.space.md,
});
globalStyle(`${sectionLinks} p`, { margin: 0 });
globalStyle(`${sectionLinks} a`, {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.controlHeight,
  color: vars.color.brand.onSurface,
  fontWeight: vars.fontWeight.semibold,
});
export const card = style({
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  padding: vars.space.md,
});
export const image = style({ width: '100%', aspectRatio: '16 / 10', objectFit: 'cover', display: 'block' });
export const cardTitle = style({ fontSize: vars.fontSize.lg, margin: `${vars.space.sm} 0` });
export const links = style({ display: 'flex', gap: vars.space.md, flexWrap: 'wrap' });
export const primaryButton = style({
  minHeight: vars.size.controlHeight,
  padding: `0 ${vars.space.lg}`,
  background: vars.color.brand.base,
  color: vars.color.brand.text,
  border: 'none',
  borderRadius: vars.radii.md,
  font: 'inherit',
  cursor: 'pointer',
});
// The state of a section on the order's details (the credit application's decision).
export const status = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.text });
// "New update" beside it: the kit's Badge lives in the vehicle page's chunk, which this page's
// declaration would then preload from every page's route table.
export const badge = style({
  display: 'inline-block',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radii.pill,
  border: `${vars.borderWidth.thin} solid currentColor`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

/** A page's closing link (the privacy page's), clear of the last card's links above it. */
export const closingLink = style({ marginTop: vars.space.xl, paddingBlock: vars.space.xs });
/** A saved deal's payment moved since it was saved: said under its card, in the page's text colour. */
export const notice = style({
  margin: 0,
  paddingInline: vars.space.md,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});
/** The shopper's test drives, below the saved deals. */
export const testDrives = style({ marginTop: vars.space.xl });

// The next steps of a placed deposit on its step summary: the kit's link buttons side by side,
// wrapping on a phone.
export const nextSteps = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginBlock: vars.space.md,
});

const appear = keyframes({
  from: { opacity: 0, transform: 'scale(0.9)' },
  to: { opacity: 1, transform: 'none' },
});
/** The step summary's success with `animate` (spec 2 section 2); still for a shopper who prefers reduced motion. */
export const successAnimated = style({
  '@media': { '(prefers-reduced-motion: no-preference)': { animation: `${appear} 400ms ease-out` } },
});

/** Order details: the vehicle's picture beside the deal's payment and its disclosure, stacked on a phone. */
export const dealHead = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
  gap: vars.space.lg,
  alignItems: 'start',
  marginBlockEnd: vars.space.lg,
});
export const dealImage = style({
  width: '100%',
  maxWidth: '480px',
  aspectRatio: '16 / 10',
  objectFit: 'cover',
  borderRadius: vars.radii.md,
  display: 'block',
});
export const dealPayment = style({ display: 'grid', gap: vars.space.sm, alignContent: 'start' });
export const paymentType = style({ margin: 0, fontWeight: vars.fontWeight.semibold });
/** A section's summary line in its card (the deal's choices). */
export const summaryLine = style({ margin: 0 });
/** What became of a deposit given back, under its card. */
export const givenBack = style({ paddingInline: vars.space.md, paddingBlockStart: vars.space.xs });
/** The step summary's section card: no wider than reads well. */
export const summaryCard = style({ maxWidth: '640px', marginBlock: vars.space.md });
