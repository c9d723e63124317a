import { type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { lazyComponent } from '../lazy/lazyComponent.ts';

const discard = lazyComponent(
  () => import('./DiscardChanges.tsx'),
  (m) => m.DiscardChangesModal,
);

/**
 * The discard-changes guard (spec 1): `guard(action)` runs the action at once when nothing has
 * changed, else asks first (the kit's DiscardChangesModal, loaded as soon as there are changes);
 * "Discard changes" runs it, "Keep editing" (or Escape) leaves everything as it was. Render `modal`.
 */
export function useDiscardGuard(changed: boolean): { guard: (action: () => void) => void; modal: ReactNode } {
  const pending = useRef<(() => void) | null>(null);
  // "Keep editing" gives focus back to where it was when the shopper tried to leave (a field, the
  // dialog's close button); after "Discard changes" the form's own dialog gives it back as it closes.
  const back = useRef<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (changed) discard.preload();
  }, [changed]);
  const guard = useCallback(
    (action: () => void) => {
      if (!changed) {
        action();
        return;
      }
      pending.current = action;
      back.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setOpen(true);
    },
    [changed],
  );
  const Modal = discard.Component;
  const modal = open ? (
    <Suspense>
      <Modal
        open
        returnFocus={back}
        onConfirm={() => {
          back.current = null;
          setOpen(false);
          const action = pending.current;
          pending.current = null;
          action?.();
        }}
        onCancel={() => {
          setOpen(false);
          pending.current = null;
        }}
      />
    </Suspense>
  ) : null;
  return { guard, modal };
}
