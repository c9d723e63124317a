import { focusRingStyle, vars } from '@storefront/theme';
import { style } from '@vanilla-extract/css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });
/** The ADF document as sent: monospace, its lines kept, scrolled rather than cut. */
export const xml = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  fontSize: vars.fontSize.sm,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  maxHeight: '28rem',
  overflow: 'auto',
  margin: 0,
  padding: vars.space.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.text,
  outline: 'none',
  selectors: { '&:focus-visible': focusRingStyle() },
});
