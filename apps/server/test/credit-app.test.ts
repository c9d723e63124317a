import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { creditAppDraftBodySchema, creditAppValidateBodySchema } from '@storefront/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { invalidateReadCaches } from '../src/db/read-cache.ts';
import type { VehicleRow } from '../src/db/schema.ts';
import { auditLog, creditApplications, leadOutbox } from '../src/db/schema.ts';
import { piiCipherFromEnv } from '../src/modules/credit-app/crypto.ts';
import { purgeApplications, rotateKeys } from '../src/modules/credit-app/maintenance.ts';
import { startSweeper } from '../src/services/sweep.ts';
import { customer, newCar, pickVehicle, staffClient } from './deal/helpers.ts';
import { client, createTestContext, obj, type TestContext } from './helpers.ts';
import { validArbitrary, wrongArbitrary } from './zod-arbitrary.ts';

// Issue 20: the credit application of an order, over HTTP on the embedded database (or
// TEST_DATABASE_URL): the draft, personal data sealed at rest, the dealer's checks, the sandbox
// decision system, tenancy and ownership.

const BASE = '/api/customer/credit-application';

let ctx: TestContext;
let car: VehicleRow;
let car2: VehicleRow;
let texan: VehicleRow;
beforeAll(async () => {
  ctx = await createTestContext();
  car = await pickVehicle(ctx, 'maple_motors', newCar);
  car2 = await pickVehicle(ctx, 'maple_motors', (v) => newCar(v) && v.id !== car.id);
  texan = await pickVehicle(ctx, 'lone_star_motors', newCar);
});
afterAll(async () => {
  await ctx.close();
});

const CONSENT = { credit_check: true, marketing: false, text_version: 'credit-check-2026-11' };

/** A complete Ontario applicant: every required field of maple_motors, five years at job and address. */
function ontarioApplicant(sin = '046 454 286') {
  return {
    salutation_enc: 'ms',
    first_name_enc: 'Genevieve',
    last_name_enc: 'Quartermaine',
    date_of_birth_enc: '1984-03-17',
    marital_status_enc: 'married',
    phone_enc: '(416) 555-0142',
    email_enc: 'genevieve@example.com',
    confirm_email: 'Genevieve@example.com',
    social_insurance_number_enc: sin,
    employment_status_enc: 'FT',
    employer_enc: 'Lakeshore Dental',
    occupation_enc: 'Hygienist',
    work_phone_enc: '(416) 555-0199',
    years_at_employment_enc: 5,
    months_at_employment_enc: 2,
    income_amount_enc: 7_812_345,
    income_frequency_enc: 'annually',
    address_type_enc: 'ST',
    address_number_enc: '221',
    street_name_enc: 'Queens Quay West',
    city_enc: 'Toronto',
    province_enc: 'ON',
    postal_code_enc: 'M5J 2Y5',
    years_at_address_enc: 6,
    months_at_address_enc: 0,
    home_status_enc: 'RE',
    monthly_housing_payment_enc: 210_000,
  } as const;
}

async function orderFor(shopper: Awaited<ReturnType<typeof customer>>, vehicle: VehicleRow): Promise<number> {
  const res = await shopper.post('/api/customer/order/', { vehicle: vehicle.id });
  expect(res.status, res.text).toBeLessThan(300);
  return Number(obj(res.body).id);
}

const put = (c: ReturnType<typeof client>, path: string, body: unknown) => c.request('PUT', path, body);

/** The Ontario applicant's current job and income, without its time there. */
const currentJob = () =>
  pick(
    ontarioApplicant(),
    'employment_status_enc',
    'employer_enc',
    'occupation_enc',
    'work_phone_enc',
    'income_amount_enc',
    'income_frequency_enc',
  );

/** An employment step that validates, saved as the primary applicant's and read back as the dealer does. */
async function employmentSavedAndRead(
  shopper: Awaited<ReturnType<typeof customer>>,
  order: number,
  application: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const ok = await shopper.post(`${BASE}/validate/`, { order, section: 'employment', application });
  expect(ok.status, ok.text).toBe(200);
  const saved = await put(shopper, `${BASE}/${order}/`, { primaryApplication: application });
  expect(saved.status, saved.text).toBe(200);
  const read = await shopper.get(`${BASE}/${order}/dealer_application/`);
  return obj(obj(read.body).primaryApplication);
}

/** None of these saved values is readable in the stored row of the order's application. */
async function expectSealed(order: number, secrets: readonly string[]): Promise<void> {
  const raw = await ctx.database.db.execute(sql`select * from credit_applications where order_id = ${order}`);
  const text = JSON.stringify((raw as unknown as { rows: unknown[] }).rows);
  for (const secret of secrets) expect(text).not.toContain(secret);
}

describe('credit application: draft, sealing and masking', () => {
  it('answers an empty application of the sandbox bureau, then keeps the draft sealed and answers the SIN masked', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const order = await orderFor(shopper, car);
    const empty = await shopper.get(`${BASE}/${order}/dealer_application/`);
    expect(empty.status, empty.text).toBe(200);
    expect(obj(empty.body)).toMatchObject({
      order,
      status: null,
      consent: null,
      coApplication: null,
      system: { id: 'sandbox-bureau', sandbox: true },
    });
    expect(String(obj(obj(empty.body).system).name)).toMatch(/sandbox/i);

    const saved = await put(shopper, `${BASE}/${order}/`, {
      consent: CONSENT,
      primaryApplication: ontarioApplicant(),
      step: 'residential',
    });
    expect(saved.status, saved.text).toBe(200);
    const primary = obj(obj(saved.body).primaryApplication);
    expect(primary.social_insurance_number_enc).toBe('***-***-286');
    expect(primary.first_name_enc).toBe('Genevieve');
    expect(saved.text).not.toContain('454');

    // The raw row holds no plaintext name, SIN, date of birth or income.
    const raw = await ctx.database.db.execute(
      sql`select * from credit_applications where order_id = ${order}`,
    );
    const rows = (raw as unknown as { rows: unknown[] }).rows;
    expect(rows).toHaveLength(1);
    const text = JSON.stringify(rows[0]);
    for (const secret of [
      'Genevieve',
      'Quartermaine',
      '046 454 286',
      '454 286',
      '046454286',
      '1984-03-17',
      '7812345',
      'Lakeshore',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('v1:');

    // Sending the masked SIN back keeps the number on file; reading again gives the same answer.
    const again = await put(shopper, `${BASE}/${order}/`, {
      primaryApplication: { social_insurance_number_enc: '***-***-286', middle_name_enc: 'Anne' },
    });
    expect(again.status, again.text).toBe(200);
    const read = await shopper.get(`${BASE}/${order}/dealer_application/`);
    expect(obj(obj(read.body).primaryApplication)).toMatchObject({
      social_insurance_number_enc: '***-***-286',
      middle_name_enc: 'Anne',
      last_name_enc: 'Quartermaine',
    });
    expect(obj(read.body).consent).toMatchObject({
      credit_check: true,
      text_version: 'credit-check-2026-11',
    });
  });

  it('a co-applicant is sealed as the applicant is: the raw row holds none of their name, SIN, date of birth or income', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const order = await orderFor(shopper, car);
    const saved = await put(shopper, `${BASE}/${order}/`, {
      primaryApplication: { first_name_enc: 'Genevieve', has_co_applicant: true },
      coApplication: {
        first_name_enc: 'Bartholomew',
        last_name_enc: 'Okonkwo',
        date_of_birth_enc: '1982-11-05',
        social_insurance_number_enc: '130 692 544',
        income_amount_enc: 6_543_210,
      },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(obj(obj(saved.body).coApplication).social_insurance_number_enc).toBe('***-***-544');
    const raw = await ctx.database.db.execute(
      sql`select * from credit_applications where order_id = ${order}`,
    );
    const text = JSON.stringify((raw as unknown as { rows: unknown[] }).rows);
    for (const secret of ['Bartholomew', 'Okonkwo', '1982-11-05', '130 692 544', '130692544', '6543210']) {
      expect(text).not.toContain(secret);
    }
  });

  it('refuses unknown fields and wrong types with field errors, never 500', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const order = await orderFor(shopper, car);
    const res = await put(shopper, `${BASE}/${order}/`, {
      primaryApplication: { first_name_enc: 42, favourite_colour: 'teal' },
      extra: true,
    });
    expect(res.status).toBe(400);
    expect(Object.keys(obj(res.body))).toEqual(
      expect.arrayContaining(['primaryApplication.first_name_enc', 'extra']),
    );
    // Bounds answer the shopper's words (in French to a French page), never the validator's.
    const long = await put(shopper, `${BASE}/${order}/`, {
      primaryApplication: { employer_enc: 'x'.repeat(201), months_at_address_enc: 12, home_status_enc: 'XX' },
    });
    expect(obj(long.body)).toEqual({
      'primaryApplication.employer_enc': ['Enter at most 200 characters.'],
      'primaryApplication.months_at_address_enc': ['Enter a number of months from 0 to 11.'],
      'primaryApplication.home_status_enc': ['Choose one of the options.'],
    });
    const french = await shopper.request(
      'PUT',
      `${BASE}/${order}/`,
      { primaryApplication: { employer_enc: 'x'.repeat(201) } },
      { headers: { 'X-Language': 'fr' } },
    );
    expect(obj(french.body)['primaryApplication.employer_enc']).toEqual(['Entrez au plus 200 caractères.']);
    const refused = await put(shopper, `${BASE}/${order}/`, { consent: { ...CONSENT, credit_check: false } });
    expect(refused.status).toBe(400);
    expect(obj(refused.body)['consent.credit_check']).toEqual(['This field is required.']);
  });

  it('a person’s choices are the ones the forms offer: another salutation or relation is refused on its field (in French to a French page); good ones come back and are sealed', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const order = await orderFor(shopper, car);
    const bad = await put(shopper, `${BASE}/${order}/`, {
      primaryApplication: { salutation_enc: 'Her Excellency', has_co_applicant: true },
      coApplication: { relation_status_enc: 'neighbour', marital_status_enc: 'S' },
    });
    expect(bad.status).toBe(400);
    expect(obj(bad.body)).toEqual({
      'primaryApplication.salutation_enc': ['Choose one of the options.'],
      'coApplication.relation_status_enc': ['Choose one of the options.'],
      'coApplication.marital_status_enc': ['Choose one of the options.'],
    });
    const french = await shopper.request(
      'PUT',
      `${BASE}/${order}/`,
      { primaryApplication: { salutation_enc: 'Mx' } },
      { headers: { 'X-Language': 'fr' } },
    );
    expect(french.status).toBe(400);
    expect(obj(french.body)).toEqual({
      'primaryApplication.salutation_enc': ['Choisissez une des options.'],
    });
    const good = await put(shopper, `${BASE}/${order}/`, {
      primaryApplication: { salutation_enc: 'dr', has_co_applicant: true },
      coApplication: { relation_status_enc: 'common_law', first_name_enc: 'Zebulon' },
    });
    expect(good.status, good.text).toBe(200);
    const read = await shopper.get(`${BASE}/${order}/dealer_application/`);
    expect(obj(obj(read.body).primaryApplication).salutation_enc).toBe('dr');
    expect(obj(obj(read.body).coApplication)).toMatchObject({
      relation_status_enc: 'common_law',
      first_name_enc: 'Zebulon',
    });
    const raw = await ctx.database.db.execute(
      sql`select * from credit_applications where order_id = ${order}`,
    );
    const text = JSON.stringify((raw as unknown as { rows: unknown[] }).rows);
    for (const secret of ['common_law', 'Zebulon', 'relation_status']) expect(text).not.toContain(secret);
    // validate/ asks the co-applicant their relation to the applicant, not the applicant.
    const co = await shopper.post(`${BASE}/validate/`, {
      order,
      section: 'applicant',
      party: 'co',
      application: {},
    });
    expect(obj(co.body)).toHaveProperty('relation_status_enc', ['This field is required.']);
    const primary = await shopper.post(`${BASE}/validate/`, { order, section: 'applicant', application: {} });
    expect(obj(primary.body)).not.toHaveProperty('relation_status_enc');
  });

  it('employment: a bad work phone extension is refused on its field (in French to a French page), a short job asks the previous one’s time there; good values come back and are sealed', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const order = await orderFor(shopper, car);
    const job = currentJob();
    const application = {
      ...job,
      work_ext_enc: '12x',
      years_at_employment_enc: 1,
      months_at_employment_enc: 2,
      previous_employment_status_enc: 'PTR',
      previous_employer_enc: 'Bayview Optometry',
      previous_occupation_enc: 'Receptionist',
    };
    const bad = await shopper.post(`${BASE}/validate/`, { order, section: 'employment', application });
    expect(bad.status).toBe(400);
    expect(obj(bad.body)).toEqual({
      work_ext_enc: ['Enter an extension of up to 6 digits.'],
      previous_work_phone_enc: ['This field is required.'],
      previous_years_at_employment_enc: ['This field is required.'],
      previous_months_at_employment_enc: ['This field is required.'],
    });
    const french = await shopper.request(
      'POST',
      `${BASE}/validate/`,
      { order, section: 'employment', application },
      { headers: { 'X-Language': 'fr' } },
    );
    expect(obj(french.body).work_ext_enc).toEqual(['Entrez un poste d’au plus 6 chiffres.']);
    const good = {
      ...application,
      work_ext_enc: '4471',
      previous_work_phone_enc: '(416) 555-0177',
      previous_years_at_employment_enc: 3,
      previous_months_at_employment_enc: 7,
    };
    expect(await employmentSavedAndRead(shopper, order, good)).toMatchObject({
      work_ext_enc: '4471',
      previous_years_at_employment_enc: 3,
      previous_months_at_employment_enc: 7,
    });
    const raw = await ctx.database.db.execute(
      sql`select * from credit_applications where order_id = ${order}`,
    );
    const text = JSON.stringify((raw as unknown as { rows: unknown[] }).rows);
    for (const secret of ['4471', 'Bayview', 'previous_years']) expect(text).not.toContain(secret);
  });

  it('employment: the previous job’s employer phone is checked as the current one’s (required, a phone of the country, an extension of up to 6 digits; in French to a French page), saved and sealed', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const order = await orderFor(shopper, car);
    const application = {
      ...currentJob(),
      years_at_employment_enc: 0,
      months_at_employment_enc: 9,
      previous_employment_status_enc: 'FT',
      previous_employer_enc: 'Harbourfront Clinic',
      previous_occupation_enc: 'Assistant',
      previous_years_at_employment_enc: 4,
      previous_months_at_employment_enc: 1,
    };
    const missing = await shopper.post(`${BASE}/validate/`, { order, section: 'employment', application });
    expect(missing.status).toBe(400);
    expect(obj(missing.body)).toEqual({ previous_work_phone_enc: ['This field is required.'] });
    const bad = { ...application, previous_work_phone_enc: '(416) 555-01', previous_work_ext_enc: 'ext 9' };
    const refused = await shopper.post(`${BASE}/validate/`, {
      order,
      section: 'employment',
      application: bad,
    });
    expect(Object.keys(obj(refused.body)).sort()).toEqual([
      'previous_work_ext_enc',
      'previous_work_phone_enc',
    ]);
    expect(obj(refused.body).previous_work_ext_enc).toEqual(['Enter an extension of up to 6 digits.']);
    const current = await shopper.post(`${BASE}/validate/`, {
      order,
      section: 'employment',
      application: {
        ...application,
        previous_work_phone_enc: '(416) 555-0177',
        work_phone_enc: '(416) 555-01',
      },
    });
    // The same words as the current job's phone gets.
    expect(obj(refused.body).previous_work_phone_enc).toEqual(obj(current.body).work_phone_enc);
    const french = await shopper.request(
      'POST',
      `${BASE}/validate/`,
      { order, section: 'employment', application: bad },
      { headers: { 'X-Language': 'fr' } },
    );
    expect(obj(french.body).previous_work_ext_enc).toEqual(['Entrez un poste d’au plus 6 chiffres.']);
    expect(obj(french.body).previous_work_phone_enc).not.toEqual(obj(refused.body).previous_work_phone_enc);
    // A previous retirement has no employer to call.
    const retired = await shopper.post(`${BASE}/validate/`, {
      order,
      section: 'employment',
      application: { ...application, previous_employment_status_enc: 'RET' },
    });
    expect(retired.status, retired.text).toBe(200);
    const good = { ...application, previous_work_phone_enc: '(416) 555-0177', previous_work_ext_enc: '2210' };
    expect(await employmentSavedAndRead(shopper, order, good)).toMatchObject({
      previous_work_phone_enc: '(416) 555-0177',
      previous_work_ext_enc: '2210',
    });
    await expectSealed(order, ['555-0177', '2210', 'Harbourfront']);
  });

  it('residence: an owner’s mortgage and the home’s value, a street type, a rural concession and lot and additional info come back and are sealed; a bad amount is refused on its field, in French to a French page', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const order = await orderFor(shopper, car);
    const french = await shopper.request(
      'PUT',
      `${BASE}/${order}/`,
      { primaryApplication: { mortgage_amount_enc: -5 } },
      { headers: { 'X-Language': 'fr' } },
    );
    expect(obj(french.body)).toEqual({
      'primaryApplication.mortgage_amount_enc': ['Entrez un montant en dollars.'],
    });
    const home = {
      home_status_enc: 'OW',
      mortgage_holder_enc: 'Caisse Desjardins',
      mortgage_amount_enc: 31_200_000,
      market_value_enc: 54_900_000,
      street_type_enc: 'Boulevard',
      concession_enc: '4',
      lot_number_enc: '17',
      additional_info_enc: 'Moving in March',
    } as const;
    const saved = await put(shopper, `${BASE}/${order}/`, { primaryApplication: home });
    expect(saved.status, saved.text).toBe(200);
    const read = await shopper.get(`${BASE}/${order}/dealer_application/`);
    expect(obj(obj(read.body).primaryApplication)).toMatchObject(home);
    const raw = await ctx.database.db.execute(
      sql`select * from credit_applications where order_id = ${order}`,
    );
    const text = JSON.stringify((raw as unknown as { rows: unknown[] }).rows);
    for (const secret of ['Desjardins', '31200000', 'Boulevard', 'Moving in March']) {
      expect(text).not.toContain(secret);
    }
  });

  it('the consent step’s offers and electronic messages answers are the application’s two consent flags (sealed), sent with it', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const order = await orderFor(shopper, car);
    const saved = await put(shopper, `${BASE}/${order}/`, {
      consent: { ...CONSENT, marketing: true, electronic_communication: false },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(obj(obj(saved.body).primaryApplication)).toMatchObject({
      consent_marketing_info_enc: true,
      consent_electronic_communication_enc: false,
    });
    // Not given: null, as the patching before send has it.
    await put(shopper, `${BASE}/${order}/`, { consent: CONSENT });
    const read = await shopper.get(`${BASE}/${order}/dealer_application/`);
    expect(obj(obj(read.body).primaryApplication)).toMatchObject({
      consent_marketing_info_enc: false,
      consent_electronic_communication_enc: null,
    });
  });

  it('validate/ checks a section by the dealer’s rules: SIN, age, phone, postal code, previous address', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const order = await orderFor(shopper, car);
    const bad = await shopper.post(`${BASE}/validate/`, {
      order,
      section: 'applicant',
      application: {
        ...pick(
          ontarioApplicant(),
          'salutation_enc',
          'first_name_enc',
          'last_name_enc',
          'marital_status_enc',
          'email_enc',
          'confirm_email',
        ),
        date_of_birth_enc: '2015-01-01',
        phone_enc: '555',
        social_insurance_number_enc: '046 454 287',
      },
    });
    expect(bad.status).toBe(400);
    expect(obj(bad.body)).toMatchObject({
      date_of_birth_enc: ['The applicant must be at least 18 years old.'],
      phone_enc: ['Enter a valid 10-digit phone number.'],
      social_insurance_number_enc: ['Enter a valid social insurance number.'],
    });
    const residential = await shopper.post(`${BASE}/validate/`, {
      order,
      section: 'residential',
      application: {
        ...pick(
          ontarioApplicant(),
          'address_type_enc',
          'address_number_enc',
          'street_name_enc',
          'city_enc',
          'province_enc',
          'home_status_enc',
        ),
        postal_code_enc: '12345',
        years_at_address_enc: 1,
        months_at_address_enc: 3,
      },
    });
    expect(residential.status).toBe(400);
    expect(obj(residential.body)).toMatchObject({
      postal_code_enc: ['Enter a valid postal code.'],
      previous_address_type_enc: ['This field is required.'],
      previous_city_enc: ['This field is required.'],
    });
    // A Québec postal code with Ontario chosen is refused on the postal code, not silently re-read.
    const elsewhere = await shopper.post(
      `${BASE}/validate/`,
      {
        order,
        section: 'residential',
        application: {
          ...pick(
            ontarioApplicant(),
            'address_type_enc',
            'address_number_enc',
            'street_name_enc',
            'city_enc',
            'province_enc',
            'home_status_enc',
          ),
          postal_code_enc: 'H2X 1Y4',
          years_at_address_enc: 5,
          months_at_address_enc: 0,
        },
      },
      { headers: { 'X-Language': 'fr' } },
    );
    expect(elsewhere.status).toBe(400);
    expect(obj(elsewhere.body)).toEqual({
      postal_code_enc: ['Ce code postal n’est pas dans la province choisie.'],
    });
    const french = await shopper.post(
      `${BASE}/validate/`,
      { order, section: 'employment', application: {} },
      { headers: { 'X-Language': 'fr' } },
    );
    expect(obj(french.body).employment_status_enc).toEqual(['Ce champ est obligatoire.']);
    const good = await shopper.post(`${BASE}/validate/`, {
      order,
      section: 'employment',
      application: pick(
        ontarioApplicant(),
        'employment_status_enc',
        'employer_enc',
        'occupation_enc',
        'work_phone_enc',
        'years_at_employment_enc',
        'months_at_employment_enc',
        'income_amount_enc',
        'income_frequency_enc',
      ),
    });
    expect(good.status, good.text).toBe(200);
  });
});

describe('credit application: submission and decisions', () => {
  it('refuses a submission without the consent or with missing fields, naming them', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const order = await orderFor(shopper, car);
    const noConsent = await shopper.post(`${BASE}/${order}/submit_application/`);
    expect(noConsent.status).toBe(400);
    expect(obj(noConsent.body)).toHaveProperty(['consent.credit_check']);
    await put(shopper, `${BASE}/${order}/`, {
      consent: CONSENT,
      primaryApplication: { ...ontarioApplicant(), employer_enc: null, has_co_applicant: true },
      coApplication: { first_name_enc: 'Sam' },
    });
    const missing = await shopper.post(`${BASE}/${order}/submit_application/`);
    expect(missing.status).toBe(400);
    expect(obj(missing.body)).toMatchObject({
      'primaryApplication.employer_enc': ['This field is required.'],
      'coApplication.last_name_enc': ['This field is required.'],
    });
    expect(obj(missing.body)).not.toHaveProperty(['coApplication.salutation_enc']);
    // Removing the co-applicant clears the co-application; adding one again starts it empty.
    const removed = await put(shopper, `${BASE}/${order}/`, {
      primaryApplication: { has_co_applicant: false },
    });
    expect(obj(removed.body)).toMatchObject({
      coApplication: null,
      primaryApplication: { has_co_applicant: false },
    });
    const added = await put(shopper, `${BASE}/${order}/`, { primaryApplication: { has_co_applicant: true } });
    expect(obj(added.body)).toMatchObject({
      coApplication: {},
      primaryApplication: { has_co_applicant: true },
    });
    const cleared = await put(shopper, `${BASE}/${order}/`, { coApplication: null });
    expect(obj(cleared.body)).toMatchObject({
      coApplication: null,
      primaryApplication: { has_co_applicant: false },
    });
  });

  it('sends a complete application to the sandbox bureau: a test identity is declined, the order carries the status, and the application is closed', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const order = await orderFor(shopper, car2);
    await put(shopper, `${BASE}/${order}/`, {
      consent: CONSENT,
      primaryApplication: ontarioApplicant('444 444 442'),
    });
    const sent = await shopper.post(`${BASE}/${order}/submit_application/`);
    expect(sent.status, sent.text).toBe(200);
    expect(obj(sent.body)).toMatchObject({
      status: 4,
      system: { id: 'sandbox-bureau', sandbox: true },
      reference: `SANDBOX-MAPLE_MOTORS-${order}`,
    });
    const status = await shopper.get(`${BASE}/${order}/decision_status/`);
    expect(obj(status.body).status).toBe(4);
    const orderNow = obj((await shopper.get(`/api/customer/order/${order}/`)).body);
    expect(orderNow).toMatchObject({ credit_application_status: 4, show_credit_app_result: true });
    expect(obj(orderNow.progress)['credit-app']).toBe(1);
    const reopen = await put(shopper, `${BASE}/${order}/`, {
      primaryApplication: { first_name_enc: 'Other' },
    });
    expect(reopen.status).toBe(400);
    expect(obj(reopen.body).non_field_errors).toEqual(['This credit application was already sent.']);
    const twice = await shopper.post(`${BASE}/${order}/submit_application/`);
    expect(twice.status).toBe(400);
    // The finance lead is in the CRM outbox (maple_motors has its CRM on), without the application's personal data.
    const leads = (await ctx.database.db.select().from(leadOutbox)).filter(
      (l) => l.kind === 'send_finance_lead' && l.userId === shopper.id,
    );
    expect(leads).toHaveLength(1);
    expect(leads[0]?.adfXml).toContain(`order ${order}, status 4`);
    expect(leads[0]?.adfXml).not.toContain('Quartermaine');
    expect(leads[0]?.adfXml).not.toMatch(/444.?444.?442/);
  });

  it('postal_code_province/ gives the province of a Canadian postal code, a field error for a bad one', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const order = await orderFor(shopper, car);
    const quebec = await shopper.get(`${BASE}/${order}/postal_code_province/?postal_code=h2x1y4`);
    expect(quebec.body).toEqual({ country: 'CA', province: 'QC', postal_code: 'H2X 1Y4' });
    const nunavut = await shopper.get(`${BASE}/${order}/postal_code_province/?postal_code=X0A%200H0`);
    expect(obj(nunavut.body).province).toBe('NU');
    const bad = await shopper.get(`${BASE}/${order}/postal_code_province/?postal_code=12345`);
    expect(bad.status).toBe(400);
    expect(obj(bad.body)).toHaveProperty('postal_code');
    const stranger = await customer(ctx, 'maple_motors', 'stranger');
    expect((await stranger.get(`${BASE}/${order}/postal_code_province/?postal_code=h2x1y4`)).status).toBe(
      404,
    );
  });

  it('postal_code_province/ reads the table of forward sortation areas: NT apart from NU, one of each province, none for an FSA not in use', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const order = await orderFor(shopper, car);
    const province = async (code: string) => {
      const res = await shopper.get(
        `${BASE}/${order}/postal_code_province/?postal_code=${encodeURIComponent(code)}`,
      );
      expect(res.status, `${code}: ${res.text}`).toBe(200);
      return [code, obj(res.body).province];
    };
    // X is two territories: Iqaluit and the eastern Arctic are Nunavut, Yellowknife and the west NT.
    for (const [code, expected] of [
      ['X0A 0H0', 'NU'],
      ['X0B 0C0', 'NU'],
      ['X0C 0E0', 'NU'],
      ['X1A 2P8', 'NT'],
      ['X0E 0N0', 'NT'],
      ['X0G 0A0', 'NT'],
      // One or two of each province and Yukon (Ottawa, Montreal, Vancouver, St. John's...).
      ['K1A 0B1', 'ON'],
      ['M5V 3L9', 'ON'],
      ['P3E 2C6', 'ON'],
      ['H2X 1Y4', 'QC'],
      ['G1R 4P5', 'QC'],
      ['J4V 2R1', 'QC'],
      ['V6B 1A1', 'BC'],
      ['A1C 5M2', 'NL'],
      ['B3H 4R2', 'NS'],
      ['C1A 7N8', 'PE'],
      ['E1C 4M3', 'NB'],
      ['R3C 4T3', 'MB'],
      ['S4P 3Y2', 'SK'],
      ['T2P 2M5', 'AB'],
      ['Y1A 1B6', 'YT'],
    ] as const) {
      expect(await province(code)).toEqual([code, expected]);
    }
    // Well-formed codes of FSAs Canada Post does not use: no province ("not found"), not a guess by
    // the first letter, and not an error (the code itself is valid).
    for (const code of ['X2A 1A1', 'X0D 1A1', 'K0Z 1A0', 'Y9Z 9Z9', 'H0H 0H0', 'M0A 1A1']) {
      const res = await shopper.get(
        `${BASE}/${order}/postal_code_province/?postal_code=${encodeURIComponent(code)}`,
      );
      expect([code, res.status, res.body]).toEqual([
        code,
        200,
        { country: 'CA', province: null, postal_code: code },
      ]);
    }
  });

  it('a postal code of a Northwest Territories FSA is refused in Nunavut, one of Nunavut accepted there', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const order = await orderFor(shopper, car);
    const residential = (postal: string, province: string) =>
      shopper.post(`${BASE}/validate/`, {
        order,
        section: 'residential',
        application: { province_enc: province, postal_code_enc: postal },
      });
    const yellowknife = obj((await residential('X1A 2P8', 'NU')).body);
    expect(yellowknife.postal_code_enc).toEqual(['This postal code is not in the province chosen.']);
    const iqaluit = obj((await residential('X0A 0H0', 'NU')).body);
    expect(iqaluit.postal_code_enc).toBeUndefined();
    const hayRiver = obj((await residential('X0E 0N0', 'NU')).body);
    expect(hayRiver.postal_code_enc).toEqual(['This postal code is not in the province chosen.']);
  });

  it('a US application needs a valid SSN at a dealer that makes it mandatory', async () => {
    const shopper = await customer(ctx, 'lone_star_motors');
    const order = await orderFor(shopper, texan);
    const res = await shopper.post(`${BASE}/validate/`, {
      order,
      section: 'applicant',
      application: { first_name_enc: 'Jake', social_insurance_number_enc: '666-12-3456' },
    });
    expect(obj(res.body).social_insurance_number_enc).toEqual(['Enter a valid Social Security number.']);
    const missing = await shopper.post(`${BASE}/validate/`, { order, section: 'applicant', application: {} });
    expect(obj(missing.body).social_insurance_number_enc).toEqual(['This field is required.']);
  });
});

describe('credit application: who may call', () => {
  it('anonymous is 401; another customer’s order is a 404 for every call; nothing of theirs changes', async () => {
    const owner = await customer(ctx, 'maple_motors');
    const order = await orderFor(owner, car);
    await put(owner, `${BASE}/${order}/`, {
      consent: CONSENT,
      primaryApplication: { first_name_enc: 'Owner' },
    });
    const anonymous = client(ctx, { dealer: 'maple_motors' });
    expect((await anonymous.get(`${BASE}/${order}/dealer_application/`)).status).toBe(401);
    const stranger = await customer(ctx, 'maple_motors', 'stranger');
    for (const res of [
      await stranger.get(`${BASE}/${order}/dealer_application/`),
      await put(stranger, `${BASE}/${order}/`, { primaryApplication: { first_name_enc: 'Mallory' } }),
      await stranger.post(`${BASE}/${order}/submit_application/`),
      await stranger.get(`${BASE}/${order}/decision_status/`),
      await stranger.post(`${BASE}/validate/`, { order, section: 'applicant' }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('Owner');
    }
    const elsewhere = await customer(ctx, 'lone_star_motors');
    const crossed = await client(ctx, { dealer: 'maple_motors' });
    crossed.jar.clear();
    for (const [k, v] of elsewhere.jar) crossed.jar.set(k, v);
    expect((await crossed.get(`${BASE}/${order}/dealer_application/`)).status).toBe(401);
    const mine = await owner.get(`${BASE}/${order}/dealer_application/`);
    expect(obj(obj(mine.body).primaryApplication).first_name_enc).toBe('Owner');
  });

  it('a dealer whose sections have no credit application answers 404 credit_app_unavailable', async () => {
    const shopper = await customer(ctx, 'riviere_auto');
    const vehicle = await pickVehicle(ctx, 'riviere_auto', newCar);
    const order = await orderFor(shopper, vehicle);
    // Every demo dealer takes applications: this one stops for the test (credit system NULL).
    const setSystem = async (system: string) => {
      await ctx.database.db.execute(
        sql`update dealers set settings = jsonb_set(settings, '{credit_application_system}', to_jsonb(${system}::text)) where code = 'riviere_auto'`,
      );
      invalidateReadCaches(ctx.database.db, ['dealers']);
    };
    const [before] = (
      (await ctx.database.db.execute(
        sql`select settings->>'credit_application_system' as system from dealers where code = 'riviere_auto'`,
      )) as unknown as { rows: { system: string }[] }
    ).rows;
    await setSystem('NULL');
    try {
      const res = await shopper.get(`${BASE}/${order}/dealer_application/`);
      expect(res.status).toBe(404);
      expect(obj(res.body).code).toBe('credit_app_unavailable');
    } finally {
      await setSystem(before?.system ?? 'NULL');
    }
  });

  it('hostile ids are 404, never 500', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    for (const id of ['0', '2147483648', '99999999999999999999']) {
      const res = await shopper.get(`${BASE}/${id}/dealer_application/`);
      expect(res.status).toBe(404);
    }
  });
});

describe('credit application: dealer review by staff', () => {
  it('an application sent to the dealership is listed, read (audited, SIN masked) and decided by its staff only', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const vehicle = await pickVehicle(
      ctx,
      'maple_motors',
      (v) => newCar(v) && v.id !== car.id && v.id !== car2.id,
    );
    const order = await orderFor(shopper, vehicle);
    await put(shopper, `${BASE}/${order}/`, {
      consent: CONSENT,
      primaryApplication: ontarioApplicant('222 222 226'),
    });
    const sent = await shopper.post(`${BASE}/${order}/submit_application/`);
    expect(obj(sent.body).status).toBe(2);

    const manager = await staffClient(ctx, 'manager@maplemotors.example.ca', 'maple_motors');
    const waiting = await manager.get('/api/dealer/credit-applications/?status=2');
    expect(waiting.status, waiting.text).toBe(200);
    const listed = (obj(waiting.body).results as Record<string, unknown>[]).find((r) => r.order === order);
    // The console's list names the customer (their account's name) and the vehicle, nothing of the application.
    expect(listed).toMatchObject({
      status: 2,
      system: 'sandbox-bureau',
      customer_name: 'Alex Martin',
      vehicle: { make: vehicle.make, model: vehicle.model },
    });
    expect(waiting.text).not.toContain('Quartermaine');
    const id = Number(listed?.id);

    // Staff of another dealer: nothing with their own dealer, refused with this dealer's header.
    const texan = await staffClient(ctx, 'manager@lonestarmotors.example.com', 'lone_star_motors');
    const theirs = await texan.get('/api/dealer/credit-applications/');
    expect(theirs.status).toBe(200);
    expect(theirs.text).not.toContain(`"order":${order}`);
    expect((await texan.get(`/api/dealer/credit-applications/${id}/`)).status).toBe(404);
    const crossed = client(ctx, { dealer: 'maple_motors' });
    for (const [k, v] of texan.jar) crossed.jar.set(k, v);
    expect((await crossed.get(`/api/dealer/credit-applications/${id}/`)).status).toBe(403);
    expect((await shopper.get(`/api/dealer/credit-applications/${id}/`)).status).toBe(403);

    const read = await manager.get(`/api/dealer/credit-applications/${id}/`);
    expect(read.status, read.text).toBe(200);
    expect(obj(obj(obj(read.body).application).primaryApplication)).toMatchObject({
      last_name_enc: 'Quartermaine',
      social_insurance_number_enc: '***-***-226',
    });
    const audited = await ctx.database.db.select().from(auditLog);
    expect(
      audited.filter((a) => a.action === 'credit_application_read' && a.subjectUserId === shopper.id),
    ).toHaveLength(1);

    const bad = await manager.post(`/api/dealer/credit-applications/${id}/decision/`, { status: 2 });
    expect(bad.status).toBe(400);
    const decided = await manager.post(`/api/dealer/credit-applications/${id}/decision/`, { status: 3 });
    expect(decided.status, decided.text).toBe(200);
    expect(obj((await shopper.get(`${BASE}/${order}/decision_status/`)).body).status).toBe(3);
    const orderNow = obj((await shopper.get(`/api/customer/order/${order}/`)).body);
    expect(orderNow).toMatchObject({ credit_application_status: 3 });
    expect(obj(orderNow.progress)['credit-app']).toBe(1);
    const again = await manager.post(`/api/dealer/credit-applications/${id}/decision/`, { status: 4 });
    expect(again.status).toBe(400);
  });
});

describe('credit application: key rotation and retention', () => {
  it('one configuration is one cipher: the modules that open personal data share it, and its key is logged once', () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const env = { CREDIT_APP_KEY: Buffer.alloc(32, 3).toString('base64'), CREDIT_APP_KEY_ID: 'k-once' };
    const first = piiCipherFromEnv(env, ctx.deps.config.dataDir, logger);
    expect(piiCipherFromEnv({ ...env }, ctx.deps.config.dataDir, logger)).toBe(first);
    expect(lines.filter((line) => line.includes('CREDIT_APP_KEY'))).toHaveLength(1);
  });

  it('refuses to start when the development key cannot be written, saying why and what to do (no key kept only in memory)', () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    // The data folder's parent is a file: the key file can be neither read nor written.
    const blocker = join(mkdtempSync(join(tmpdir(), 'sf-key-')), 'not-a-folder');
    writeFileSync(blocker, '');
    const dataDir = join(blocker, 'data', 'pglite');
    expect(() => createApp({ ...ctx.deps, config: { ...ctx.deps.config, dataDir } })).toThrow(
      /credit-app-dev\.key.*CREDIT_APP_KEY/s,
    );
    expect(() => piiCipherFromEnv({}, dataDir, logger)).toThrow(/could not be written/);
    const errors = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(errors.some((e) => e.level >= 50 && e.msg.includes('credit-app-dev.key'))).toBe(true);
  });

  it('rotate-keys re-seals every record with the new key, which alone then opens it; purge deletes old applications', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const order = await orderFor(shopper, car);
    await put(shopper, `${BASE}/${order}/`, {
      primaryApplication: { first_name_enc: 'Rotated', has_co_applicant: true },
      coApplication: { first_name_enc: 'Cosigner' },
    });
    const devKey = readFileSync(join(dirname(ctx.deps.config.dataDir), 'credit-app-dev.key'), 'utf8');
    const next = piiCipherFromEnv(
      {
        CREDIT_APP_KEY: Buffer.alloc(32, 7).toString('base64'),
        CREDIT_APP_KEY_ID: 'k2',
        CREDIT_APP_OLD_KEYS: `dev-local:${devKey}`,
      },
      ctx.deps.config.dataDir,
      pino({ level: 'silent' }),
    );
    expect(await rotateKeys(ctx.database.db, next)).toBeGreaterThan(0);
    const rows = await ctx.database.db.select().from(creditApplications);
    const row = rows.find((r) => r.orderId === order);
    expect(row?.keyId).toBe('k2');
    expect(row?.primaryEnc.startsWith('v1:k2:')).toBe(true);
    const only = piiCipherFromEnv(
      { CREDIT_APP_KEY: Buffer.alloc(32, 7).toString('base64'), CREDIT_APP_KEY_ID: 'k2' },
      ctx.deps.config.dataDir,
      pino({ level: 'silent' }),
    );
    const aad = `credit_applications/${row?.dealerId}/${order}`;
    expect(JSON.parse(only.open(row?.primaryEnc ?? '', `${aad}/primary`)).first_name_enc).toBe('Rotated');
    expect(JSON.parse(only.open(row?.coEnc ?? '', `${aad}/co`)).first_name_enc).toBe('Cosigner');
    // Moved to another record, a ciphertext does not open.
    expect(() => only.open(row?.primaryEnc ?? '', `${aad}/co`)).toThrow();
    expect(await rotateKeys(ctx.database.db, next)).toBe(0);

    expect(await purgeApplications(ctx.database.db, 30, ctx.deps.now())).toBe(0);
    const later = new Date(ctx.deps.now().getTime() + 31 * 86_400_000);
    expect(await purgeApplications(ctx.database.db, 30, later)).toBe(rows.length);
    expect(await ctx.database.db.select().from(creditApplications)).toHaveLength(0);
  });
});

describe('credit application: the retention setting', () => {
  it('CREDIT_APP_RETENTION_DAYS is applied by the server’s periodic sweep: an application unchanged for longer is deleted, a recent one kept', async () => {
    expect(loadConfig({ CREDIT_APP_RETENTION_DAYS: '30' }).creditAppRetentionDays).toBe(30);
    expect(loadConfig({}).creditAppRetentionDays).toBe(365);
    expect(loadConfig({ CREDIT_APP_RETENTION_DAYS: '0' }).creditAppRetentionDays).toBe(0);
    const old = await customer(ctx, 'maple_motors');
    const oldOrder = await orderFor(old, car);
    await put(old, `${BASE}/${oldOrder}/`, { primaryApplication: { first_name_enc: 'Old' } });
    ctx.advance(20 * 86_400_000);
    const recent = await customer(ctx, 'maple_motors');
    const recentOrder = await orderFor(recent, car);
    await put(recent, `${BASE}/${recentOrder}/`, { primaryApplication: { first_name_enc: 'Recent' } });
    ctx.advance(15 * 86_400_000);
    const sweeper = startSweeper({
      db: ctx.database.db,
      sessionIdleMinutes: ctx.deps.config.sessionIdleMinutes,
      intervalMs: 0,
      creditAppRetentionDays: 30,
      logger: pino({ level: 'silent' }),
      now: ctx.deps.now,
    });
    await sweeper.runNow();
    await sweeper.stop();
    const left = (await ctx.database.db.select().from(creditApplications)).map((r) => r.orderId);
    expect(left).not.toContain(oldOrder);
    expect(left).toContain(recentOrder);
  });
});

describe('credit application: payloads generated from the schemas', () => {
  it('a valid draft or check is answered 200 or 400 with field errors, a wrong-typed one 400, never 500', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const order = await orderFor(shopper, car);
    const runs = Number(process.env.PROPERTY_RUNS ?? 40);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          validArbitrary(creditAppDraftBodySchema).map((body) => ({ body, wrong: false })),
          wrongArbitrary(creditAppDraftBodySchema).map((body) => ({ body, wrong: true })),
        ),
        async ({ body, wrong }) => {
          const res = await put(shopper, `${BASE}/${order}/`, body);
          expect(wrong ? [400] : [200, 400], res.text).toContain(res.status);
          if (res.status === 400) expect(typeof res.body).toBe('object');
        },
      ),
      { numRuns: runs },
    );
    await fc.assert(
      fc.asyncProperty(validArbitrary(creditAppValidateBodySchema), async (body) => {
        const res = await shopper.post(`${BASE}/validate/`, { ...(body as object), order });
        expect([200, 400], res.text).toContain(res.status);
      }),
      { numRuns: runs },
    );
  });
});

describe('credit application: defects found in a shopper trial', () => {
  it('refuses a co-applicant with the applicant’s SIN, on the co-applicant’s number, in the page’s language', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const order = await orderFor(shopper, car);
    await put(shopper, `${BASE}/${order}/`, {
      consent: CONSENT,
      primaryApplication: { ...ontarioApplicant('046 454 286'), has_co_applicant: true },
    });
    // The same number however it is typed, in English and in French.
    const same = await put(shopper, `${BASE}/${order}/`, {
      coApplication: { first_name_enc: 'Sam', social_insurance_number_enc: '046454286' },
    });
    expect(same.status).toBe(400);
    expect(obj(same.body)).toEqual({
      'coApplication.social_insurance_number_enc': [
        'The co-applicant’s number must differ from the applicant’s.',
      ],
    });
    const french = await shopper.request(
      'PUT',
      `${BASE}/${order}/`,
      { coApplication: { social_insurance_number_enc: '046-454-286' } },
      { headers: { 'X-Language': 'fr' } },
    );
    expect(obj(french.body)['coApplication.social_insurance_number_enc']).toEqual([
      'Le numéro du codemandeur doit être différent de celui du demandeur.',
    ]);
    // Nothing of the refused part was kept; another number is taken.
    const read = await shopper.get(`${BASE}/${order}/dealer_application/`);
    expect(obj(read.body).coApplication).toEqual({ social_insurance_number_enc: null });
    const other = await put(shopper, `${BASE}/${order}/`, {
      coApplication: { social_insurance_number_enc: '130 692 544' },
    });
    expect(other.status, other.text).toBe(200);
    // The applicant then taking the co-applicant's number is refused on the applicant's.
    const swapped = await put(shopper, `${BASE}/${order}/`, {
      primaryApplication: { social_insurance_number_enc: '130692544' },
    });
    expect(obj(swapped.body)).toEqual({
      'primaryApplication.social_insurance_number_enc': [
        'The co-applicant’s number must differ from the applicant’s.',
      ],
    });
  });

  it('a co-applicant’s previous address with a postal code of another province is refused when saved, on their field, in French', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const order = await orderFor(shopper, car);
    await put(shopper, `${BASE}/${order}/`, {
      consent: CONSENT,
      primaryApplication: { ...ontarioApplicant(), has_co_applicant: true },
    });
    const refused = await shopper.request(
      'PUT',
      `${BASE}/${order}/`,
      {
        coApplication: {
          city_enc: 'Toronto',
          province_enc: 'ON',
          postal_code_enc: 'M5J 2Y5',
          previous_province_enc: 'ON',
          previous_postal_code_enc: 'H2X 1Y4',
        },
      },
      { headers: { 'X-Language': 'fr' } },
    );
    expect(refused.status).toBe(400);
    expect(obj(refused.body)).toEqual({
      'coApplication.previous_postal_code_enc': ['Ce code postal n’est pas dans la province choisie.'],
    });
    // A save that leaves the address alone is not refused for it.
    const other = await put(shopper, `${BASE}/${order}/`, { coApplication: { first_name_enc: 'Sam' } });
    expect(other.status, other.text).toBe(200);
  });

  it('show_credit_app_result: set by a decision, cleared through the order, never set by the shopper', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const vehicle = await pickVehicle(
      ctx,
      'maple_motors',
      (v) => newCar(v) && ![car.id, car2.id].includes(v.id),
    );
    const order = await orderFor(shopper, vehicle);
    const before = obj((await shopper.get(`/api/customer/order/${order}/`)).body);
    expect(before.show_credit_app_result).toBe(false);
    await put(shopper, `${BASE}/${order}/`, {
      consent: CONSENT,
      primaryApplication: ontarioApplicant('222 222 226'),
    });
    await shopper.post(`${BASE}/${order}/submit_application/`);
    expect(obj((await shopper.get(`/api/customer/order/${order}/`)).body).show_credit_app_result).toBe(true);
    const refused = await shopper.request('PATCH', `/api/customer/order/${order}/`, {
      show_credit_app_result: true,
    });
    expect(refused.status).toBe(400);
    const cleared = await shopper.request('PATCH', `/api/customer/order/${order}/`, {
      show_credit_app_result: false,
    });
    expect(cleared.status, cleared.text).toBe(200);
    expect(obj(cleared.body)).toMatchObject({ show_credit_app_result: false, credit_application_status: 2 });
    expect(obj((await shopper.get(`/api/customer/order/${order}/`)).body).show_credit_app_result).toBe(false);
    // The dealer's decision is a new update for the shopper.
    const manager = await staffClient(ctx, 'manager@maplemotors.example.ca', 'maple_motors');
    const listed = (
      obj((await manager.get('/api/dealer/credit-applications/?status=2')).body).results as Record<
        string,
        unknown
      >[]
    ).find((r) => r.order === order);
    const decided = await manager.post(`/api/dealer/credit-applications/${listed?.id}/decision/`, {
      status: 3,
    });
    expect(decided.status, decided.text).toBe(200);
    expect(obj((await shopper.get(`/api/customer/order/${order}/`)).body)).toMatchObject({
      show_credit_app_result: true,
      credit_application_status: 3,
    });
  });

  it('US (lone_star_motors): the ZIP code gives its state, a ZIP of another state is refused, and an SSN application is decided', async () => {
    const shopper = await customer(ctx, 'lone_star_motors');
    const order = await orderFor(shopper, texan);
    const austin = await shopper.get(`${BASE}/${order}/postal_code_province/?postal_code=78704`);
    expect(austin.body).toEqual({ country: 'US', province: 'TX', postal_code: '78704' });
    for (const [zip, state] of [
      ['10001', 'NY'],
      ['90210', 'CA'],
      ['20500', 'DC'],
      ['99501', 'AK'],
      ['88510', 'TX'],
      ['73301', 'TX'],
    ] as const) {
      const res = await shopper.get(`${BASE}/${order}/postal_code_province/?postal_code=${zip}`);
      expect([zip, obj(res.body).province]).toEqual([zip, state]);
    }
    const texasResident = {
      salutation_enc: 'mr',
      first_name_enc: 'Jake',
      last_name_enc: 'Alvarez',
      date_of_birth_enc: '1979-06-30',
      marital_status_enc: 'single',
      gender_enc: 'male',
      phone_enc: '512-555-0142',
      email_enc: 'jake@example.com',
      confirm_email: 'jake@example.com',
      social_insurance_number_enc: '333-33-3333',
      employment_status_enc: 'FT',
      employer_enc: 'Barton Creek Builders',
      occupation_enc: 'Estimator',
      work_phone_enc: '512-555-0188',
      years_at_employment_enc: 8,
      months_at_employment_enc: 0,
      income_amount_enc: 9_100_000,
      income_frequency_enc: 'annually',
      address_type_enc: 'ST',
      address_number_enc: '1500',
      street_name_enc: 'South Congress Avenue',
      city_enc: 'Austin',
      province_enc: 'TX',
      postal_code_enc: '10001',
      years_at_address_enc: 5,
      months_at_address_enc: 0,
      home_status_enc: 'OW',
      monthly_housing_payment_enc: 180_000,
    };
    // A ZIP of another state is refused when the residence step is saved, not first at submission.
    const elsewhere = await put(shopper, `${BASE}/${order}/`, {
      consent: CONSENT,
      primaryApplication: texasResident,
    });
    expect(elsewhere.status).toBe(400);
    expect(obj(elsewhere.body)).toEqual({
      'primaryApplication.postal_code_enc': ['This ZIP code is not in the state chosen.'],
    });
    const saved = await put(shopper, `${BASE}/${order}/`, {
      consent: CONSENT,
      primaryApplication: { ...texasResident, postal_code_enc: '78704' },
    });
    expect(saved.status, saved.text).toBe(200);
    const sent = await shopper.post(`${BASE}/${order}/submit_application/`);
    expect(sent.status, sent.text).toBe(200);
    expect(obj(sent.body)).toMatchObject({ status: 3, reference: `SANDBOX-LONE_STAR_MOTORS-${order}` });
    const read = await shopper.get(`${BASE}/${order}/dealer_application/`);
    expect(obj(obj(read.body).primaryApplication).social_insurance_number_enc).toBe('***-***-333');
    expect(read.text).not.toContain('333-33-3333');
  });

  it('riviere_auto (Québec) takes credit applications, in French', async () => {
    const shopper = await customer(ctx, 'riviere_auto');
    const vehicle = await pickVehicle(ctx, 'riviere_auto', newCar);
    const order = await orderFor(shopper, vehicle);
    const res = await shopper.get(`${BASE}/${order}/dealer_application/`);
    expect(res.status, res.text).toBe(200);
    const missing = await shopper.post(
      `${BASE}/validate/`,
      { order, section: 'residential', application: {} },
      { headers: { 'X-Language': 'fr' } },
    );
    expect(obj(missing.body).city_enc).toEqual(['Ce champ est obligatoire.']);
  });
});

/** A complete Québec applicant of riviere_auto (gender asked there). */
function quebecApplicant(sin: string) {
  return {
    ...ontarioApplicant(sin),
    gender_enc: 'female',
    phone_enc: '(514) 555-0147',
    work_phone_enc: '(514) 555-0199',
    city_enc: 'Montréal',
    province_enc: 'QC',
    postal_code_enc: 'H2X 1Y4',
  };
}

describe('credit application: decision systems', () => {
  it('the sandbox bureau answers each documented test identity with its status, any other number complete', async () => {
    const cases = [
      ['111 111 118', 1],
      ['222 222 226', 2],
      ['333 333 334', 3],
      ['444 444 442', 4],
      ['555 555 556', 5],
      ['046 454 286', 3],
    ] as const;
    for (const [sin, status] of cases) {
      const shopper = await customer(ctx, 'maple_motors');
      const order = await orderFor(shopper, car);
      await put(shopper, `${BASE}/${order}/`, {
        consent: CONSENT,
        primaryApplication: ontarioApplicant(sin),
      });
      const sent = await shopper.post(`${BASE}/${order}/submit_application/`);
      expect([sin, sent.status, obj(sent.body).status], sent.text).toEqual([sin, 200, status]);
      expect(obj(sent.body).system).toMatchObject({ id: 'sandbox-bureau', sandbox: true });
      const decision = await shopper.get(`${BASE}/${order}/decision_status/`);
      expect([sin, obj(decision.body).status]).toEqual([sin, status]);
      const orderNow = obj((await shopper.get(`/api/customer/order/${order}/`)).body);
      expect([sin, orderNow.credit_application_status]).toEqual([sin, status]);
    }
  });

  it('a dealer on a deal API (riviere_auto) sends every application to dealer review: awaiting the dealership until its staff decide', async () => {
    const shopper = await customer(ctx, 'riviere_auto');
    const vehicle = await pickVehicle(ctx, 'riviere_auto', newCar);
    const order = await orderFor(shopper, vehicle);
    const empty = await shopper.get(`${BASE}/${order}/dealer_application/`);
    expect(obj(empty.body).system).toMatchObject({ id: 'dealer-review', sandbox: false });
    expect(String(obj(obj(empty.body).system).name)).toMatch(/dealer review/i);
    // A sandbox identity of "complete" means nothing here: the dealership decides.
    await put(shopper, `${BASE}/${order}/`, {
      consent: CONSENT,
      primaryApplication: quebecApplicant('333 333 334'),
    });
    const sent = await shopper.post(`${BASE}/${order}/submit_application/`);
    expect(sent.status, sent.text).toBe(200);
    expect(obj(sent.body)).toMatchObject({
      status: 2,
      system: { id: 'dealer-review', sandbox: false },
      reference: `REVIEW-RIVIERE_AUTO-${order}`,
    });
    const staff = await staffClient(ctx, 'directeur@riviereauto.example.ca', 'riviere_auto');
    const waiting = await staff.get('/api/dealer/credit-applications/?status=2');
    const listed = (obj(waiting.body).results as Record<string, unknown>[]).find((r) => r.order === order);
    expect(listed).toMatchObject({ status: 2, system: 'dealer-review' });
    const decided = await staff.post(`/api/dealer/credit-applications/${listed?.id}/decision/`, {
      status: 4,
    });
    expect(decided.status, decided.text).toBe(200);
    expect(obj((await shopper.get(`${BASE}/${order}/decision_status/`)).body).status).toBe(4);
  });
});

function pick<T extends Record<string, unknown>, K extends keyof T>(o: T, ...keys: K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((k) => [k, o[k]])) as Pick<T, K>;
}
