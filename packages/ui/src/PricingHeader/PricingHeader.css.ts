import { media, vars } from '@storefront/theme';
import { createContainer, style } from '@vanilla-extract/css';

/**
 * The header lays out by its own width, not the screen's (a container query): it sits in columns of
 * many widths, a partner's 500 px payment column on a 1280 px screen as well as a full-width bar.
 * Narrower than 48rem it is one column (picture and name, then the payment, then the details button);
 * from 48rem, three.
 */
const headerContainer = createContainer();
const narrow = `${headerContainer} (max-width: 47.99rem)`;

export const header = style({
  containerName: headerContainer,
  containerType: 'inline-size',
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  color: vars.color.text,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.borderSubtle}`,
  selectors: {
    '&[data-variant="panel"]': {
      borderBottom: 'none',
      borderRadius: vars.radii.lg,
      boxShadow: vars.shadow.md,
      outline: `${vars.borderWidth.thin} solid ${vars.color.borderSubtle}`,
    },
  },
});

export const top = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'center',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.2fr) auto',
  '@container': { [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
  selectors: {
    // A panel is one column at every width: badge, payment, details.
    [`${header}[data-variant="panel"] &`]: { gridTemplateColumns: '1fr', justifyItems: 'start' },
  },
});

export const vehicle = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, minWidth: 0 });
export const thumb = style({
  width: '120px',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radii.md,
  background: vars.color.surfaceSunken,
  flexShrink: 0,
});
export const thumbPlaceholder = style([
  thumb,
  { display: 'flex', alignItems: 'center', justifyContent: 'center', color: vars.color.textMuted },
]);
export const vehicleText = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'start', minWidth: 0 });
export const name = style({
  margin: 0,
  fontFamily: vars.fontFamily.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  // A long word ("Berline Partenaire 2026" in a narrow column) wraps rather than runs into the payment.
  overflowWrap: 'anywhere',
});

export const payment = style({
  minWidth: 0,
  selectors: { [`${header}[data-variant="panel"] &`]: { justifySelf: 'stretch' } },
});

export const disclosure = style({
  minWidth: 0,
  selectors: { [`${header}[data-variant="panel"] &`]: { marginTop: vars.space.sm } },
});

export const locked = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' });
export const lockedText = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.textMuted,
});

export const expander = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.controlHeight,
  paddingInline: vars.space.sm,
  borderRadius: vars.radii.md,
  color: vars.color.brand.onSurface,
  fontWeight: vars.fontWeight.semibold,
  justifySelf: 'start',
  selectors: { '&:hover': { background: vars.color.brand.subtle, color: vars.color.brand.onSubtle } },
});
export const chevron = style({
  transition: `transform ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  selectors: { [`${expander}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const details = style({
  paddingTop: vars.space.md,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.borderSubtle}`,
});

export const amountBlock = style({ display: 'grid', gap: vars.space.xxs });
export const amountLine = style({
  display: 'flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
});
export const amountCaption = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const amount = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  borderRadius: vars.radii.sm,
  paddingInline: vars.space.xxs,
  transition: `background-color ${vars.motion.duration.slow} ${vars.motion.easing.standard}`,
  selectors: {
    [`${amountBlock}[data-size="md"] &`]: { fontSize: vars.fontSize.xl },
    '&[data-highlight]': { background: vars.color.brand.subtle, color: vars.color.brand.onSubtle },
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});
export const frequency = style({ color: vars.color.textMuted, fontSize: vars.fontSize.md });
export const difference = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  borderRadius: vars.radii.pill,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderSubtle}`,
  color: vars.color.text,
  transition: `background-color ${vars.motion.duration.slow} ${vars.motion.easing.standard}`,
  selectors: {
    '&[data-highlight][data-direction="up"]': {
      background: vars.color.warning.subtle,
      color: vars.color.warning.onSubtle,
      borderColor: vars.color.warning.border,
    },
    '&[data-highlight][data-direction="down"]': {
      background: vars.color.success.subtle,
      color: vars.color.success.onSubtle,
      borderColor: vars.color.success.border,
    },
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});
export const amountNote = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
