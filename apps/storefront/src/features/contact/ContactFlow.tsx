import type { ConsentValues } from '@storefront/domain';
import { ContactModal, type ContactValues } from '@storefront/ui';
import { useQuery } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useApi } from '../../shared/api/ApiContext.tsx';
import { callerActions } from '../../shared/api/http.ts';
import { useDiscardGuard } from '../../shared/forms/discardGuard.tsx';
import { useEditedFields } from '../../shared/forms/editedFields.ts';
import { useOpenings } from '../../shared/hooks/useOpenings.ts';
import type { CurrentUser } from '../auth/index.ts';
import { vehicleQuery } from '../build-and-price/index.ts';
import { contents } from './contact.css.ts';
import {
  type ContactErrors,
  contactConsentsQuery,
  contactErrors,
  customerQuestion,
  sendCustomerQuestion,
} from './contact.ts';
import { CLOSED_CONTACT, contactAtom } from './contactState.ts';

/** Gives focus back to the opener once the modal has closed (when it is still on the page). */
function restoreContactFocus(opener: HTMLElement | null): void {
  if (opener) setTimeout(() => opener.isConnected && opener.focus(), 0);
}

/** Year, make, model (French model name in French) and trim. */
function nameOf(
  v: { year: number; make: string; model: string; model_fr?: string | null; trim?: string | null },
  locale: string,
): string {
  const model = locale.startsWith('fr') && v.model_fr ? v.model_fr : v.model;
  return [v.year, v.make, model, v.trim].filter(Boolean).join(' ');
}

interface ContactFlowProps {
  country: 'CA' | 'US';
  user: CurrentUser | null | undefined;
}

/**
 * The kit's contact modal (loaded on first open): prefilled from the signed-in shopper, the dealer's
 * contact consents under the message, sent with POST /api/customer/customer-question/ (with the
 * vehicle on a vehicle page and the consents shown), the server's field errors on the fields (a
 * consent's on its box; what was typed stays), then the thank-you. Each opening starts a fresh form.
 */
export function ContactFlow({ country, user }: ContactFlowProps) {
  const { http, dealerCode } = useApi();
  const intl = useIntl();
  const [state, setState] = useAtom(contactAtom);
  // The vehicle the request is about (cached by its page), named in the modal.
  const vehicle = useQuery({
    ...vehicleQuery(http, dealerCode, state.vehicleId ?? ''),
    enabled: state.vehicleId !== null,
  });
  const consents = useQuery(contactConsentsQuery(http, dealerCode));
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState(false);
  const [serverErrors, setServerErrors] = useState<ContactErrors>({});
  const fields = useEditedFields();
  // A fresh form (values, errors, thank-you) at each opening.
  const opening = useOpenings(state.open, () => {
    setSent(false);
    setServerErrors({});
    fields.reset();
  });
  // Closing with typed entries not sent asks first (the discard-changes guard).
  const { guard, modal: discardModal } = useDiscardGuard(fields.edited && !sent);
  const submit = async (values: ContactValues, given: ConsentValues) => {
    if (submitting) return;
    setSubmitting(true);
    setServerErrors({});
    try {
      const question = customerQuestion(values, state.vehicleId, given);
      await sendCustomerQuestion(http, {
        ...question,
        kind: state.kind === 'contact' ? 'question' : state.kind,
      });
      setSent(true);
    } catch (error) {
      // Other failures (throttling, server down) are the shared handler's toasts.
      setServerErrors(contactErrors(callerActions(error)));
    } finally {
      setSubmitting(false);
    }
  };
  return (
    // React's events reach this element from the modal's portal: the form's edits are heard here.
    <div className={contents} {...fields.handlers}>
      <ContactModal.Root
        key={opening}
        open={state.open}
        onOpenChange={(open) => {
          if (open) return;
          guard(() => {
            setState(CLOSED_CONTACT);
            restoreContactFocus(state.opener);
          });
        }}
        country={country}
        sent={sent}
        kind={state.kind}
        vehicleName={vehicle.data ? nameOf(vehicle.data, intl.locale) : null}
      >
        <ContactModal.Form
          initialValues={{
            first_name: user?.first_name ?? '',
            last_name: user?.last_name ?? '',
            email: user?.email ?? '',
            phone: user?.phone ?? '',
          }}
          onSubmit={(values, given) => void submit(values, given)}
          consents={consents.data}
          submitting={submitting}
          serverErrors={serverErrors}
        />
        <ContactModal.Sent />
      </ContactModal.Root>
      {discardModal}
    </div>
  );
}
