import { useState } from 'react';

/**
 * The openings of a modal opened by state: the count grows each time `open` turns true (use it as
 * the form's key, so that each opening is a fresh form), and `onOpen` runs then, during the render
 * (it may only set state of the same component: a thank-you or server errors left from before).
 */
export function useOpenings(open: boolean, onOpen: () => void): number {
  const [openings, setOpenings] = useState(0);
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setOpenings((n) => n + 1);
      onOpen();
    }
  }
  return openings;
}
