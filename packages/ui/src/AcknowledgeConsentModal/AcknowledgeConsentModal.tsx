import type { ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import { useUiText } from '../intl/useUiText.ts';
import { Modal } from '../Modal/Modal.tsx';

export type AcknowledgeConsentModalProps = {
  readonly open: boolean;
  /** The shopper agrees: the application is sent. */
  readonly onAgree: () => void;
  /** Not now (also Escape and the close button): nothing is sent. */
  readonly onCancel: () => void;
  /** Disables the buttons while the application is being sent. */
  readonly busy?: boolean;
};

/**
 * The acknowledge-consent modal of the credit application's review (spec 1 §6, spec 3 §2): with the
 * manufacturer finance system (the identity-login one), Submit first asks the shopper to agree that
 * the application goes to the manufacturer's finance company through their manufacturer account.
 */
export function AcknowledgeConsentModal({
  open,
  onAgree,
  onCancel,
  busy = false,
}: AcknowledgeConsentModalProps): ReactNode {
  const t = useUiText();
  return (
    <Modal.Root open={open} onOpenChange={(next) => (next ? undefined : onCancel())}>
      <Modal.Content
        title={t('ui.acknowledgeConsent.title')}
        description={t('ui.acknowledgeConsent.text')}
        size="sm"
        data-modal="acknowledge-consent"
      >
        <Modal.Footer>
          <Button variant="outline" tone="neutral" onClick={onCancel} disabled={busy}>
            {t('ui.acknowledgeConsent.cancel')}
          </Button>
          <Button onClick={onAgree} loading={busy}>
            {t('ui.acknowledgeConsent.agree')}
          </Button>
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  );
}
