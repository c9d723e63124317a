import { describe, expect, it } from 'vitest';
import {
  bootPlanSchema,
  consentValuesBodySchema,
  customerQuestionBodySchema,
  emailOnlyBodySchema,
  MAX_RECORD_ID,
  patchUserBodySchema,
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
