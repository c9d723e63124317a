import { style } from '@vanilla-extract/css';

/** The element that hears a modal form's edits: no box of its own (the modal is in a portal). */
export const contents = style({ display: 'contents' });
