import type { ReactNode } from 'react';
import { useUiText } from '../intl/useUiText.ts';
import { Modal } from '../Modal/Modal.tsx';
import type { ReentryCodeFormProps } from '../ReentryCodeForm/ReentryCodeForm.tsx';
import { ReentryCodeForm } from '../ReentryCodeForm/ReentryCodeForm.tsx';

export type ExistingCustomerModalProps = ReentryCodeFormProps & {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** Where focus goes when it closes (default: the element focused before it opened). */
  readonly returnFocus?: { readonly current: HTMLElement | null };
};

/**
 * The existing-customer modal: a returning shopper (HTTP 440, or an e-mail already registered)
 * confirms with the one-time code sent to them. After a successful re-entry the app reloads the
 * user, closes the modal and runs its callback.
 */
export function ExistingCustomerModal({
  open,
  onOpenChange,
  returnFocus,
  ...form
}: ExistingCustomerModalProps): ReactNode {
  const t = useUiText();
  return (
    <Modal.Root open={open} onOpenChange={onOpenChange}>
      <Modal.Content
        title={t('ui.existingCustomer.title')}
        size="sm"
        data-modal="existing-customer"
        {...(returnFocus ? { returnFocus } : {})}
      >
        <Modal.Body>
          <ReentryCodeForm {...form} />
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
