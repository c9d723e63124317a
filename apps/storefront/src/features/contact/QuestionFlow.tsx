import type { ConsentValues } from '@storefront/domain';
import { QuestionModal, type QuestionValues } from '@storefront/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../shared/api/ApiContext.tsx';
import { callerActions } from '../../shared/api/http.ts';
import { useDiscardGuard } from '../../shared/forms/discardGuard.tsx';
import { useEditedFields } from '../../shared/forms/editedFields.ts';
import { useOpenings } from '../../shared/hooks/useOpenings.ts';
import { useCurrentUser } from '../auth/index.ts';
import { dealerCountry, useHomeDealership } from '../dealership/index.ts';
import { contents } from './contact.css.ts';
import {
  contactConsentsQuery,
  type QuestionErrors,
  questionErrors,
  questionOf,
  sendCustomerQuestion,
} from './contact.ts';

interface QuestionFlowProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  vehicleId: string;
  vehicleName: string;
  /** The button that opened it: focus goes back there on close. */
  returnFocus: { readonly current: HTMLElement | null };
}

/**
 * The kit's question modal on a vehicle page (spec 2 section 3's "question"; loaded on first
 * open): a signed-out shopper gives an e-mail, the question and, if they wish, their name and phone
 * (the dealer's country's format), a signed-in one the question alone
 * (sent with their e-mail, name and phone), and the dealer's contact consents (as the contact
 * modal's); POST /api/customer/customer-question/ with the vehicle and the consents shown, the
 * server's field errors on the fields, then the thank-you. Each opening starts a fresh form.
 */
export function QuestionFlow({ open, onOpenChange, vehicleId, vehicleName, returnFocus }: QuestionFlowProps) {
  const { http, dealerCode } = useApi();
  const consents = useQuery(contactConsentsQuery(http, dealerCode));
  const user = useCurrentUser();
  const signedIn = Boolean(user.data);
  const country = dealerCountry(useHomeDealership().data);
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState(false);
  const [serverErrors, setServerErrors] = useState<QuestionErrors>({});
  const fields = useEditedFields();
  // A fresh form (values, errors, thank-you) at each opening.
  const opening = useOpenings(open, () => {
    setSent(false);
    setServerErrors({});
    fields.reset();
  });
  // Closing with a question typed and not sent asks first (the discard-changes guard).
  const { guard, modal: discardModal } = useDiscardGuard(fields.edited && !sent);
  const submit = async (values: QuestionValues, given: ConsentValues) => {
    if (submitting) return;
    setSubmitting(true);
    setServerErrors({});
    try {
      await sendCustomerQuestion(http, questionOf(values, user.data, vehicleId, given));
      setSent(true);
    } catch (error) {
      // Other failures (throttling, server down) are the shared handler's toasts.
      setServerErrors(questionErrors(callerActions(error), !signedIn));
    } finally {
      setSubmitting(false);
    }
  };
  return (
    // React's events reach this element from the modal's portal: the form's edits are heard here.
    <div className={contents} {...fields.handlers}>
      <QuestionModal
        key={opening}
        open={open}
        onOpenChange={(next) => {
          if (next) onOpenChange(true);
          else guard(() => onOpenChange(false));
        }}
        vehicleName={vehicleName}
        signedIn={signedIn}
        country={country}
        onSubmit={(values, given) => void submit(values, given)}
        consents={consents.data}
        submitting={submitting}
        sent={sent}
        serverErrors={serverErrors}
        returnFocus={returnFocus}
      />
      {discardModal}
    </div>
  );
}
