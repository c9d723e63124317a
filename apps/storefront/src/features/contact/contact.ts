import type { CustomerQuestionBody, HttpAction } from '@storefront/domain';
import type { ContactValues, QuestionValues } from '@storefront/ui';
import type { HttpClient } from '../../shared/api/http.ts';

// The contact and question modals' calls and errors. Their state is ./contactState.ts (the shell
// opens the modals; this module comes with their chunks).

/** The body of POST /api/customer/customer-question/: the domain's question schema. */
export type CustomerQuestion = CustomerQuestionBody;

/** The contact form's values as the server's question: one name, the phone and vehicle only when known. */
export function customerQuestion(values: ContactValues, vehicleId: string | null): CustomerQuestion {
  const name = [values.first_name.trim(), values.last_name.trim()].filter(Boolean).join(' ');
  const phone = values.phone.trim();
  const vehicle = vehicleId !== null && /^\d+$/.test(vehicleId) ? Number(vehicleId) : undefined;
  return {
    email: values.email.trim(),
    message: values.message.trim(),
    ...(name ? { name } : {}),
    ...(phone ? { phone } : {}),
    ...(vehicle !== undefined ? { vehicle } : {}),
  };
}

/** Who asks, when signed in: the question goes out with their e-mail, name and phone. */
export interface QuestionAsker {
  email: string;
  first_name?: string | null;
  last_name?: string | null;
  phone?: string | null;
}

/**
 * The question modal's values as the server's question: a signed-in shopper is not asked for an
 * e-mail (theirs is sent, with their name and phone); the vehicle of the page.
 */
export function questionOf(
  values: QuestionValues,
  asker: QuestionAsker | null | undefined,
  vehicleId: string | null,
): CustomerQuestion {
  return customerQuestion(
    {
      first_name: asker?.first_name ?? '',
      last_name: asker?.last_name ?? '',
      email: asker ? asker.email : values.email,
      phone: asker?.phone ?? '',
      message: values.message,
    },
    vehicleId,
  );
}

/** Fields of the question the server may answer errors for. */
export const QUESTION_FIELDS = ['email', 'message', 'name', 'phone', 'vehicle'] as const;

export type ContactErrors = Partial<Record<keyof ContactValues, readonly string[]>>;

/**
 * The server's 400 field errors on the form's fields: `name` on the first name (the form splits
 * it), errors of the vehicle and of the whole request on the message (the form has no place of its
 * own for them).
 */
export function contactErrors(actions: readonly HttpAction[]): ContactErrors {
  const out: Record<string, string[]> = {};
  const add = (field: keyof ContactValues, messages: readonly string[]) => {
    if (messages.length > 0) out[field] = [...(out[field] ?? []), ...messages];
  };
  for (const action of actions) {
    if (action.type !== 'field-errors') continue;
    const { name, vehicle, email, phone, message, ...others } = action.fieldErrors;
    add('first_name', name ?? []);
    add('email', email ?? []);
    add('phone', phone ?? []);
    add('message', message ?? []);
    add('message', vehicle ?? []);
    add('message', [...Object.values(others).flat(), ...action.formErrors]);
  }
  return out;
}

export type QuestionErrors = Partial<Record<keyof QuestionValues, readonly string[]>>;

/**
 * The server's 400 field errors on the question modal: the e-mail's on its field when the modal
 * shows one (signed out), every other error on the message.
 */
export function questionErrors(actions: readonly HttpAction[], emailShown: boolean): QuestionErrors {
  const contact = contactErrors(actions);
  const onMessage = [
    ...(emailShown ? [] : (contact.email ?? [])),
    ...(contact.first_name ?? []),
    ...(contact.phone ?? []),
    ...(contact.message ?? []),
  ];
  return {
    ...(emailShown && contact.email ? { email: contact.email } : {}),
    ...(onMessage.length > 0 ? { message: onMessage } : {}),
  };
}

/** POST /api/customer/customer-question/ (spec 1 section 7): the question reaches the dealership. */
export async function sendCustomerQuestion(http: HttpClient, question: CustomerQuestion): Promise<void> {
  await http
    .post('/api/customer/customer-question/', {
      json: question,
      context: { call: 'form', fields: [...QUESTION_FIELDS, 'non_field_errors'] },
      retry: { limit: 0 },
    })
    .json();
}
