import {
  type ConsentValues,
  type CustomerQuestionBody,
  consentKeys,
  type DealerConsents,
  type HttpAction,
} from '@storefront/domain';
import type { ContactValues, QuestionValues } from '@storefront/ui';
import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '../../shared/api/http.ts';
import { dealerScoped } from '../../shared/api/queryKeys.ts';

// The contact and question modals' calls and errors. Their state is ./contactState.ts (the shell
// opens the modals; this module comes with their chunks).

/** The body of POST /api/customer/customer-question/: the domain's question schema. */
export type CustomerQuestion = CustomerQuestionBody;

/** The contact forms' query keys (../../shared/api/queryKeys.ts). */
const contactKeys = { consents: dealerScoped<['contact']>('consents') };

/**
 * The dealer's contact consents (`contact_marketing`, `contact_data_collection`: GET
 * /api/customer/consents/'s `contact`), asked under the contact and question modals' message.
 */
export function contactConsentsQuery(http: HttpClient, dealerCode: string | undefined) {
  return queryOptions({
    queryKey: contactKeys.consents(dealerCode, 'contact'),
    queryFn: async () => (await http.get('/api/customer/consents/').json<DealerConsents>()).contact ?? [],
    staleTime: 10 * 60_000,
  });
}

/**
 * The contact form's values as the server's question: one name, the phone and vehicle only when
 * known, the consents shown (none when the dealer asks none).
 */
export function customerQuestion(
  values: ContactValues,
  vehicleId: string | null,
  consents: ConsentValues = {},
): CustomerQuestion {
  const name = [values.first_name.trim(), values.last_name.trim()].filter(Boolean).join(' ');
  const phone = values.phone.trim();
  const vehicle = vehicleId !== null && /^\d+$/.test(vehicleId) ? Number(vehicleId) : undefined;
  return {
    email: values.email.trim(),
    message: values.message.trim(),
    ...(name ? { name } : {}),
    ...(phone ? { phone } : {}),
    ...(vehicle !== undefined ? { vehicle } : {}),
    ...(Object.keys(consents).length > 0 ? { consents } : {}),
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
  consents: ConsentValues = {},
): CustomerQuestion {
  // Signed in: their account's e-mail, name and phone; signed out: what they typed (name and phone optional).
  return customerQuestion(
    {
      first_name: (asker ? asker.first_name : values.first_name) ?? '',
      last_name: (asker ? asker.last_name : values.last_name) ?? '',
      email: asker ? asker.email : values.email,
      phone: (asker ? asker.phone : values.phone) ?? '',
      message: values.message,
    },
    vehicleId,
    consents,
  );
}

/** Fields of the question the server may answer errors for. */
export const QUESTION_FIELDS = ['email', 'message', 'name', 'phone', 'vehicle'] as const;

/** A consent's error key (`consents.<key>`): the modals show it on the consent's box. */
type ConsentErrorKey = `consents.${string}`;
const isConsentError = (field: string): field is ConsentErrorKey => field.startsWith('consents.');

/** Errors by field, a consent's by its `consents.<key>`. */
type ConsentErrors = { readonly [key: ConsentErrorKey]: readonly string[] };

export type ContactErrors = Partial<Record<keyof ContactValues, readonly string[]>> & ConsentErrors;

/**
 * The server's 400 field errors on the form's fields: `name` on the first name (the form splits
 * it), a consent's on its box, errors of the vehicle and of the whole request on the message (the
 * form has no place of its own for them).
 */
export function contactErrors(actions: readonly HttpAction[]): ContactErrors {
  const out: Record<string, string[]> = {};
  const add = (field: keyof ContactValues | ConsentErrorKey, messages: readonly string[]) => {
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
    for (const [field, messages] of Object.entries(others)) {
      if (isConsentError(field)) add(field, messages ?? []);
    }
    add('message', [
      ...Object.entries(others)
        .filter(([field]) => !isConsentError(field))
        .flatMap(([, messages]) => messages ?? []),
      ...action.formErrors,
    ]);
  }
  return out;
}

export type QuestionErrors = Partial<Record<keyof QuestionValues, readonly string[]>> & ConsentErrors;

/**
 * The server's 400 field errors on the question modal: the e-mail's, the name's and the phone's on
 * their fields when the modal shows them (signed out), every other error on the message.
 */
export function questionErrors(actions: readonly HttpAction[], emailShown: boolean): QuestionErrors {
  const contact = contactErrors(actions);
  const onMessage = [
    ...(emailShown ? [] : (contact.email ?? [])),
    ...(emailShown ? [] : (contact.first_name ?? [])),
    ...(emailShown ? [] : (contact.phone ?? [])),
    ...(contact.message ?? []),
  ];
  const consents = Object.entries(contact).filter(([field]) => isConsentError(field));
  return {
    ...(emailShown && contact.email ? { email: contact.email } : {}),
    ...(emailShown && contact.first_name ? { first_name: contact.first_name } : {}),
    ...(emailShown && contact.phone ? { phone: contact.phone } : {}),
    ...(onMessage.length > 0 ? { message: onMessage } : {}),
    ...Object.fromEntries(consents),
  };
}

/**
 * The consents' error keys the server may answer: the contact consents' two kinds (a required one
 * refused even when the form had not loaded it yet) and any other sent.
 */
function consentErrorFields(question: CustomerQuestion): string[] {
  const { marketing, data_collection } = consentKeys('contact');
  const keys = new Set([marketing, data_collection, ...Object.keys(question.consents ?? {})]);
  return [...keys].map((key) => `consents.${key}`);
}

/** POST /api/customer/customer-question/ (spec 1 section 7): the question reaches the dealership. */
export async function sendCustomerQuestion(http: HttpClient, question: CustomerQuestion): Promise<void> {
  await http
    .post('/api/customer/customer-question/', {
      json: question,
      context: {
        call: 'form',
        fields: [...QUESTION_FIELDS, ...consentErrorFields(question), 'non_field_errors'],
      },
      retry: { limit: 0 },
    })
    .json();
}
