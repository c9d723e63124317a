import { vars } from '@storefront/theme';
import { style } from '@vanilla-extract/css';

export const textarea = style({ paddingBlock: vars.space.sm, resize: 'vertical', minHeight: '104px' });
export const sent = style({ margin: 0 });
/** The question form's note that the name and phone are optional. */
export const optional = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
