import { vars } from '@storefront/theme';
import { style } from '@vanilla-extract/css';

export const banner = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 50,
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.fontFamily.body,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const title = style({ margin: 0, fontSize: '1rem', fontWeight: vars.fontWeight.bold });

export const text = style({ margin: 0, maxWidth: '70ch' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
