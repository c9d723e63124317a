import { describe, expect, it } from 'vitest';
import {
  bootPlanSchema,
  consentValuesBodySchema,
  customerQuestionBodySchema,
  emailOnlyBodySchema,
  MAX_RECORD_ID,
  patchUserBodySchema,
  queryBoolSchema,
  queryIdSchema,
  queryIdsSchema,
  queryIntSchema,
  queryRateSchema,
  registerBodySchema,
  verifyCodeBodySchema,
} from '../src/index.ts';

describe('wire schemas the storefront and the server share', () => {
  it('bounds a consent body to 50 consents and a vehicle reference to the ids a record can have', () => {
    const values = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`c${i}`, true]));
    expect(consentValuesBodySchema.safeParse({ consent_values: values(50) }).success).toBe(true);
    expect(consentValuesBodySchema.safeParse({ consent_values: values(51) }).success).toBe(false);
    const question = { email: 'a@example.com', message: 'Is it available?' };
    expect(customerQuestionBodySchema.safeParse({ ...question, vehicle: MAX_RECORD_ID }).success).toBe(true);
    expect(customerQuestionBodySchema.safeParse({ ...question, vehicle: MAX_RECORD_ID + 1 }).success).toBe(
      false,
    );
  });

  it('reads a boot plan only with the shell answers that set the locale', () => {
    const plan = {
      version: 1,
      dataElementId: 'sf-boot',
      shell: { data: ['/i18n/'], locale: { dealer: '/dealer/', language: '/i18n/' } },
      routes: [{ path: '/vehicle-list/', data: [], images: [], modules: [], styles: [] }],
      locales: { 'en-CA': { core: { modules: ['/assets/en-CA.js'], styles: [] } } },
    };
    expect(bootPlanSchema.safeParse(plan).success).toBe(true);
    const { locale: _locale, ...shell } = plan.shell;
    expect(bootPlanSchema.safeParse({ ...plan, shell }).success).toBe(false);
    expect(bootPlanSchema.safeParse({ ...plan, version: 2 }).success).toBe(false);
  });
});

describe('user call bodies', () => {
  const messages = (result: { error?: { issues: { message: string }[] } }) =>
    result.error?.issues.map((i) => i.message) ?? [];

  it('takes a sign-up with its consents, and refuses an unknown field or a non-ASCII address', () => {
    const body = {
      email: ' pat@example.com ',
      first_name: 'Pat',
      consents: { dealer_data_collection: true },
    };
    expect(registerBodySchema.parse(body).email).toBe('pat@example.com');
    expect(registerBodySchema.safeParse({ ...body, role: 'admin' }).success).toBe(false);
    expect(messages(emailOnlyBodySchema.safeParse({ email: 'pât@example.com' }))).toContain(
      'Use only ASCII characters in the e-mail address.',
    );
  });

  it('checks a code of 6 digits with its reference, and a profile without its e-mail', () => {
    expect(
      verifyCodeBodySchema.safeParse({ email: 'a@example.com', code: '123456', cat_id: null }).success,
    ).toBe(true);
    expect(messages(verifyCodeBodySchema.safeParse({ email: 'a@example.com', code: '12345' }))).toEqual([
      'Enter the 6-digit code.',
    ]);
    expect(patchUserBodySchema.safeParse({ preferred_method_of_contact: null }).success).toBe(true);
    expect(patchUserBodySchema.safeParse({ email: 'a@example.com' }).success).toBe(false);
  });
});

describe('query-string fields', () => {
  const messages = (result: { error?: { issues: { message: string }[] } }) =>
    result.error?.issues.map((i) => i.message) ?? [];

  it('reads an id of one to nine digits, and nothing else', () => {
    expect(queryIdSchema.parse('123456789')).toBe(123456789);
    expect(messages(queryIdSchema.safeParse('1234567890'))).toEqual(['A whole number is required.']);
    expect(queryIdSchema.safeParse('-1').success).toBe(false);
    expect(queryIdSchema.safeParse('1.5').success).toBe(false);
  });

  it('bounds a whole number, reads a list of ids and a yes or no', () => {
    expect(queryIntSchema(1, 120).parse('120')).toBe(120);
    expect(queryIntSchema(1, 120).safeParse('121').success).toBe(false);
    expect(queryIntSchema(1, 120).safeParse('0').success).toBe(false);
    expect(queryIdsSchema.parse('1,2,3')).toEqual([1, 2, 3]);
    expect(queryIdsSchema.parse('')).toEqual([]);
    expect(messages(queryIdsSchema.safeParse('1,,2'))).toEqual([
      'A comma-separated list of whole numbers is required.',
    ]);
    expect([queryBoolSchema.parse('true'), queryBoolSchema.parse('1'), queryBoolSchema.parse('0')]).toEqual([
      true,
      true,
      false,
    ]);
    expect(queryBoolSchema.safeParse('yes').success).toBe(false);
  });

  it('reads a rate in percent of at most two digits and three decimals', () => {
    expect(queryRateSchema.parse('5.49')).toBe(5.49);
    expect(messages(queryRateSchema.safeParse('100'))).toEqual(['A rate in percent is required, like 5.49.']);
    expect(queryRateSchema.safeParse('5.4999').success).toBe(false);
  });
});
