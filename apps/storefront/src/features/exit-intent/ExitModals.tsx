import type { FeedbackAnswers } from '@storefront/domain';
import { CustomExitModal, ExitFeedbackModal } from '@storefront/ui';
import { useState } from 'react';
import { useApi } from '../../shared/api/ApiContext.tsx';
import { serverFormErrors } from '../../shared/api/serverErrors.ts';
import { type ExitModal, submitBounceRecovery } from './exitIntent.ts';

interface ExitModalsProps {
  modal: ExitModal;
  open: boolean;
  /** Closed before submitting: a dismissal (permanent). */
  onDismiss: () => void;
  onSubmitted: () => void;
  onClose: () => void;
}

/** The kit's exit-feedback survey or the dealer's custom exit page (loaded on first exit intent). */
export function ExitModals({ modal, open, onDismiss, onSubmitted, onClose }: ExitModalsProps) {
  const { http } = useApi();
  const [serverErrors, setServerErrors] = useState<Record<string, readonly string[]>>({});
  const [submitted, setSubmitted] = useState(false);
  if (modal.kind === 'custom') {
    return (
      <CustomExitModal
        open={open}
        onOpenChange={(next) => {
          if (!next) onDismiss();
        }}
        url={modal.url}
        width={modal.width}
        height={modal.height}
      />
    );
  }
  const submit = async (answers: FeedbackAnswers) => {
    setServerErrors({});
    try {
      await submitBounceRecovery(http, answers);
      setSubmitted(true);
      onSubmitted();
    } catch (error) {
      setServerErrors(serverFormErrors(error));
      throw error;
    }
  };
  return (
    <ExitFeedbackModal
      open={open}
      onOpenChange={(next) => {
        if (next) return;
        if (submitted) onClose();
        else onDismiss();
      }}
      onSubmit={submit}
      serverErrors={serverErrors}
    />
  );
}
