/**
 * The declarations of text hidden on screen and read by assistive technology, the one place they are
 * written (plain, style-free, as `focusRingStyle`): the theme's `visuallyHidden` class, and a rule of
 * its own where a class cannot go (a container query's, `'@container': { [q]: visuallyHiddenStyle }`).
 */
export const visuallyHiddenStyle = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
