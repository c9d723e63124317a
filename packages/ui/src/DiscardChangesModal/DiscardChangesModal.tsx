import type { ReactNode } from 'react';
import { useCallback, useRef, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { useUiText } from '../intl/useUiText.ts';
import { Modal } from '../Modal/Modal.tsx';

export type DiscardChangesModalProps = {
  readonly open: boolean;
  /** Discard and go on with the action. */
  readonly onConfirm: () => void;
  /** Keep editing (also Escape and the close button). */
  readonly onCancel: () => void;
  /** Where focus goes when it closes (default: the element focused outside any dialog before it opened). */
  readonly returnFocus?: { readonly current: HTMLElement | null };
};

/** Confirmation before leaving with unsaved changes. */
export function DiscardChangesModal({
  open,
  onConfirm,
  onCancel,
  returnFocus,
}: DiscardChangesModalProps): ReactNode {
  const t = useUiText();
  return (
    <Modal.Root open={open} onOpenChange={(next) => (next ? undefined : onCancel())}>
      <Modal.Content
        title={t('ui.discard.title')}
        description={t('ui.discard.text')}
        size="sm"
        data-modal="discard-changes"
        {...(returnFocus ? { returnFocus } : {})}
      >
        <Modal.Footer>
          <Button variant="outline" tone="neutral" onClick={onCancel}>
            {t('ui.discard.keep')}
          </Button>
          <Button tone="danger" onClick={onConfirm}>
            {t('ui.discard.confirm')}
          </Button>
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  );
}

/**
 * The discard-changes guard: `guard(action)` runs the action at once when nothing has changed,
 * otherwise asks for confirmation first. Render `modal` once.
 */
export function useDiscardChangesGuard(hasChanges: boolean): {
  guard: (action: () => void) => void;
  modal: ReactNode;
} {
  const pending = useRef<(() => void) | null>(null);
  const [open, setOpen] = useState(false);
  const guard = useCallback(
    (action: () => void) => {
      if (!hasChanges) {
        action();
        return;
      }
      pending.current = action;
      setOpen(true);
    },
    [hasChanges],
  );
  const modal = (
    <DiscardChangesModal
      open={open}
      onConfirm={() => {
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
  );
  return { guard, modal };
}
