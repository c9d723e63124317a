import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../contract.ts';
import { sprinkles } from '../sprinkles.css.ts';
import { type } from '../tokens.ts';
import { typeStyle } from '../type.ts';

export const page = style({ display: 'grid', gap: vars.space.xl, maxWidth: vars.size.contentMaxWidth });
export const heading = style({ fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight, margin: 0 });
export const subheading = style({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight, margin: 0 });
export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const swatchGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
  gap: vars.space.md,
  padding: 0,
  margin: 0,
  listStyle: 'none',
});
export const swatch = style({ display: 'grid', gap: vars.space.xs, fontSize: vars.fontSize.sm });
export const swatchChip = style({
  height: '48px',
  borderRadius: vars.radii.md,
  borderWidth: vars.borderWidth.thin,
  borderStyle: 'solid',
  borderColor: vars.color.borderSubtle,
});
export const code = style({ fontFamily: vars.fontFamily.mono, fontSize: vars.fontSize.sm });

export const table = style({ borderCollapse: 'collapse', width: '100%', fontSize: vars.fontSize.sm });
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.borderSubtle}`,
});
export const sample = style({
  display: 'inline-block',
  paddingInline: vars.space.sm,
  borderRadius: vars.radii.sm,
  fontWeight: vars.fontWeight.semibold,
});
export const pass = style({ color: vars.color.success.onSurface, fontWeight: vars.fontWeight.semibold });
export const fail = style({ color: vars.color.danger.onSurface, fontWeight: vars.fontWeight.semibold });

export const spaceBar = style({
  height: vars.space.lg,
  background: vars.color.brand.base,
  borderRadius: vars.radii.sm,
});

export const demo = style({
  display: 'grid',
  gap: vars.space.lg,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radii.lg,
  overflow: 'hidden',
  paddingBottom: vars.space.lg,
});
export const demoBody = style({
  display: 'grid',
  gap: vars.space.lg,
  paddingInline: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
});
export const logo = style({ maxHeight: '48px', maxWidth: '160px', objectFit: 'contain' });
export const dealerName = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, margin: 0 });
export const navList = style({
  display: 'flex',
  gap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const navLink = style({ color: 'inherit', fontWeight: vars.fontWeight.semibold });
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const stack = style({ display: 'grid', gap: vars.space.md });
export const price = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, margin: 0 });

export const dialog = style({
  border: 'none',
  borderRadius: vars.radii.lg,
  padding: vars.space.xl,
  maxWidth: '420px',
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  selectors: { '&::backdrop': { background: vars.color.backdrop } },
});

export const playground = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))',
  alignItems: 'start',
});
export const controls = style({ display: 'grid', gap: vars.space.lg, border: 'none', padding: 0, margin: 0 });
export const colourRow = style({
  display: 'grid',
  gridTemplateColumns: '48px 1fr',
  gap: vars.space.sm,
  alignItems: 'center',
});
export const colourPicker = style({
  width: '48px',
  height: '44px',
  padding: 0,
  borderWidth: vars.borderWidth.thin,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radii.md,
  background: vars.color.surface,
});
export const jsonBox = style({
  width: '100%',
  minHeight: '160px',
  fontFamily: vars.fontFamily.mono,
  fontSize: vars.fontSize.sm,
  padding: vars.space.sm,
  borderWidth: vars.borderWidth.thin,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radii.md,
  background: vars.color.surface,
  color: vars.color.text,
});
export const plainList = style({ listStyle: 'none', padding: 0, margin: 0 });
export const uiSample = style({
  display: 'inline-block',
  width: '32px',
  height: '20px',
  borderWidth: vars.borderWidth.thick,
  borderStyle: 'solid',
  borderRadius: vars.radii.sm,
});
export const sideBySide = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.lg,
  padding: vars.space.lg,
  alignItems: 'start',
});

/** One sample per type role, and a money sample (the title role with tabular figures). */
export const role = styleVariants(type, (_, name) => [{ margin: 0 }, typeStyle(name)]);
export const money = style([{ margin: 0 }, typeStyle('title', { money: true })]);

/** The Introduction page: a reading column, elevation samples. */
export const intro = style({ display: 'grid', gap: vars.space.xl, maxWidth: '56rem' });
export const introTitle = style([{ margin: 0 }, typeStyle('display')]);
export const introLead = style([{ margin: 0, color: vars.color.textMuted }, typeStyle('heading')]);
export const introHeading = style([{ margin: 0 }, typeStyle('title')]);
export const introSection = style({ display: 'grid', gap: vars.space.md });
export const elevations = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: vars.space.xl,
  padding: vars.space.lg,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radii.lg,
});
export const elevation = style([
  typeStyle('label'),
  {
    display: 'grid',
    placeItems: 'center',
    minHeight: '6rem',
    background: vars.color.surface,
    borderRadius: vars.radii.lg,
  },
]);

/** The layout demo's grid and its list: the theme's sprinkles (the kit's layout atoms). */
export const layoutGrid = sprinkles({ display: 'grid', gap: { base: 'md', md: 'xl' } });
export const layoutList = sprinkles({
  display: 'flex',
  flexDirection: { base: 'column', sm: 'row' },
  gap: 'lg',
  padding: 'none',
  margin: 'none',
});
