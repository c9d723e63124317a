import { vars } from '@storefront/theme';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const row = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
});
export const points = style({ margin: 0, paddingLeft: vars.space.lg, color: vars.color.textMuted });
export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const error = style({ color: vars.color.danger.base, margin: `${vars.space.xs} 0 0` });
