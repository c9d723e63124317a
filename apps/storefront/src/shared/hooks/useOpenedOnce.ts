import { useState } from 'react';

/**
 * Whether `open` has been true at some render of this component: a dialog on demand is mounted when
 * first opened and kept mounted afterwards (its closing animation, its state). State adjusted while
 * rendering, as React recommends for state derived from a prop: no effect, no extra commit.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
