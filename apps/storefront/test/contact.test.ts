import { describe, expect, it } from 'vitest';
import {
  contactConsentsQuery,
  contactErrors,
  customerQuestion,
  questionErrors,
  questionOf,
  sendCustomerQuestion,
} from '../src/features/contact/contact.ts';
import { vehicleIdOfPath } from '../src/features/vehicle/currentVehicle.ts';
import { callerActions, createHttpClient } from '../src/shared/api/http.ts';

const VALUES = {
  first_name: ' Pat ',
  last_name: 'Tremblay',
  email: 'pat@example.com ',
  phone: '',
  message: ' Is it still available? ',
};

/** A client whose server answers once with `status` and `body`, recording what it was sent. */
function serverAnswering(status: number, body: unknown) {
  const sent: Array<{ request: Request; body: string }> = [];
  const toasts: string[] = [];
  // The app's paths are origin-relative (the browser resolves them against the page).
  const http = createHttpClient({
    dealerCode: 'maple_motors',
    cookies: () => '',
    retryDelayMs: 1,
    baseUrl: 'https://shop.example.com/',
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      sent.push({ request, body: await request.clone().text() });
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch,
    effects: {
      toast: (t) => toasts.push(t.messageId),
      openLogin: () => {},
      reentry: () => {},
      navigate: () => {},
      log: () => {},
    },
  });
  return { http, sent, toasts };
}

describe('contact modal', () => {
  it('knows the vehicle of the build-and-price pages under any prefix', () => {
    expect(vehicleIdOfPath('/maple_motors/en/conf/12/')).toBe('12');
    expect(vehicleIdOfPath('/riviere_auto/fr/conf/7/payment/')).toBe('7');
    expect(vehicleIdOfPath('/maple_motors/vehicle-list/')).toBeNull();
    expect(vehicleIdOfPath('/maple_motors/saved-vehicles/')).toBeNull();
  });

  it('sends one name, no empty phone, and the vehicle only on a vehicle page', () => {
    expect(customerQuestion(VALUES, '12')).toEqual({
      name: 'Pat Tremblay',
      email: 'pat@example.com',
      message: 'Is it still available?',
      vehicle: 12,
    });
    expect(
      customerQuestion({ ...VALUES, first_name: '', last_name: '', phone: '416-555-0147' }, null),
    ).toEqual({
      email: 'pat@example.com',
      message: 'Is it still available?',
      phone: '416-555-0147',
    });
  });

  it('posts the question to /api/customer/customer-question/ with the tenant header', async () => {
    const { http, sent } = serverAnswering(201, { detail: 'Your question was sent to the dealership.' });
    await sendCustomerQuestion(http, customerQuestion(VALUES, '3'));
    expect(sent).toHaveLength(1);
    const { request, body } = sent[0] as { request: Request; body: string };
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/api/customer/customer-question/');
    expect(request.headers.get('X-Dealer-Code')).toBe('maple_motors');
    expect(JSON.parse(body)).toEqual({
      email: 'pat@example.com',
      message: 'Is it still available?',
      name: 'Pat Tremblay',
      vehicle: 3,
    });
  });

  it("puts the server's 400 errors on the form's fields, without a toast and without a retry", async () => {
    const { http, sent, toasts } = serverAnswering(400, {
      email: ['Enter a valid e-mail address.'],
      name: ['Ensure this field has no more than 100 characters.'],
      vehicle: ['Unknown vehicle.'],
      non_field_errors: ['Try again.'],
    });
    const error = await sendCustomerQuestion(http, customerQuestion(VALUES, '999')).catch((e: unknown) => e);
    expect(sent).toHaveLength(1);
    expect(toasts).toEqual([]);
    expect(contactErrors(callerActions(error))).toEqual({
      email: ['Enter a valid e-mail address.'],
      first_name: ['Ensure this field has no more than 100 characters.'],
      message: ['Unknown vehicle.', 'Try again.'],
    });
  });

  it("leaves a refusal of the whole request (throttling) to the shared handler's toast", async () => {
    const { http, toasts } = serverAnswering(429, { detail: 'Too many requests.', code: 'throttled' });
    const error = await sendCustomerQuestion(http, customerQuestion(VALUES, null)).catch((e: unknown) => e);
    expect(toasts.length).toBe(1);
    expect(contactErrors(callerActions(error))).toEqual({});
  });
});

describe('question modal (vehicle page)', () => {
  const ASKER = { email: 'sam@example.com', first_name: 'Sam', last_name: 'Roy', phone: '514-555-0199' };

  it("sends a signed-out shopper's e-mail, a signed-in shopper's own e-mail, name and phone, with the vehicle", () => {
    const values = { email: ' pat@example.com ', message: ' Winter tires included? ' };
    expect(questionOf(values, null, '7')).toEqual({
      email: 'pat@example.com',
      message: 'Winter tires included?',
      vehicle: 7,
    });
    // Signed out, the name and phone given (both optional: the dealership can call back).
    expect(
      questionOf({ ...values, first_name: ' Pat ', last_name: 'Lee', phone: ' 416-555-0134 ' }, null, '7'),
    ).toEqual({
      email: 'pat@example.com',
      name: 'Pat Lee',
      phone: '416-555-0134',
      message: 'Winter tires included?',
      vehicle: 7,
    });
    expect(questionOf({ email: '', message: 'Winter tires included?' }, ASKER, '7')).toEqual({
      email: 'sam@example.com',
      name: 'Sam Roy',
      phone: '514-555-0199',
      message: 'Winter tires included?',
      vehicle: 7,
    });
  });

  it("puts the server's 400 errors on the modal's two fields: the e-mail's on the message when it has no field", async () => {
    const { http, toasts } = serverAnswering(400, {
      email: ['Enter a valid e-mail address.'],
      message: ['This field may not be blank.'],
      vehicle: ['Unknown vehicle.'],
    });
    const error = await sendCustomerQuestion(
      http,
      questionOf({ email: 'x', message: '' }, null, '999'),
    ).catch((e: unknown) => e);
    expect(toasts).toEqual([]);
    expect(questionErrors(callerActions(error), true)).toEqual({
      email: ['Enter a valid e-mail address.'],
      message: ['This field may not be blank.', 'Unknown vehicle.'],
    });
    expect(questionErrors(callerActions(error), false)).toEqual({
      message: ['Enter a valid e-mail address.', 'This field may not be blank.', 'Unknown vehicle.'],
    });
  });
});

describe('contact consents', () => {
  const CONSENTS = { contact_data_collection: true, contact_marketing: false };

  it('sends the consents shown with the question (none when the dealer asks none)', () => {
    expect(customerQuestion(VALUES, null, CONSENTS)).toMatchObject({ consents: CONSENTS });
    expect(customerQuestion(VALUES, null, {})).not.toHaveProperty('consents');
    expect(questionOf({ email: 'pat@example.com', message: 'Hi' }, null, '7', CONSENTS)).toMatchObject({
      consents: CONSENTS,
      vehicle: 7,
    });
  });

  it("puts the server's refusal of a consent on its box, not on the message; in either modal", async () => {
    const { http } = serverAnswering(400, {
      'consents.contact_data_collection': ['Ce champ est obligatoire.'],
    });
    const error = await sendCustomerQuestion(http, customerQuestion(VALUES, null)).catch((e: unknown) => e);
    expect(contactErrors(callerActions(error))).toEqual({
      'consents.contact_data_collection': ['Ce champ est obligatoire.'],
    });
    expect(questionErrors(callerActions(error), true)).toEqual({
      'consents.contact_data_collection': ['Ce champ est obligatoire.'],
    });
  });

  it("reads the dealer's contact consents (GET consents' `contact`)", async () => {
    const contact = [
      { key: 'contact_data_collection', enabled: 'REQUIRED_CONSENT', text: { en: 'I agree.' } },
    ];
    const { http, sent } = serverAnswering(200, { results: [], registration: [], contact });
    const query = contactConsentsQuery(http, 'lone_star_motors');
    const fetched = await (query.queryFn as () => Promise<unknown>)();
    expect(fetched).toEqual(contact);
    expect(new URL((sent[0] as { request: Request }).request.url).pathname).toBe('/api/customer/consents/');
    expect(query.queryKey).toEqual(['consents', 'lone_star_motors', 'contact']);
  });
});
