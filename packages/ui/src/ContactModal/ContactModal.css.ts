import { vars } from '@storefront/theme';
import { style } from '@vanilla-extract/css';

export const textarea = style({ paddingBlock: vars.space.sm, resize: 'vertical', minHeight: '104px' });
export const sent = style({ margin: 0 });
