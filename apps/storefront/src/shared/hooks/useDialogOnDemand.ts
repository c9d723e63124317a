import { useRef, useState } from 'react';

/**
 * A button that opens a dialog whose code is its own chunk: the chunk is preloaded when the button
 * is approached (pointer or focus), the dialog mounted on the first press and kept afterwards (its
 * closing animation, its state), and focus returns to the button (`trigger`) when it closes.
 */
export function useDialogOnDemand(preload: () => void) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const triggerProps = {
    ref: trigger,
    'aria-haspopup': 'dialog' as const,
    onPointerEnter: preload,
    onFocus: preload,
    onClick: () => {
      setMounted(true);
      setOpen(true);
    },
  };
  return { open, setOpen, mounted, trigger, triggerProps };
}
