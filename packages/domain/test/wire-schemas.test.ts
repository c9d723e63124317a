import { describe, expect, it } from 'vitest';
import {
  bootPlanSchema,
  consentValuesBodySchema,
  customerQuestionBodySchema,
  MAX_RECORD_ID,
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
