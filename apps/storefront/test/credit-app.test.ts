import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  formErrorsOf,
  fromFormValues,
  toFormValues,
  withAccount,
} from '../src/features/credit-app/fields.ts';
import {
  lookupPostalCode,
  nextRoute,
  routeInPath,
  routeOf,
  sectionStep,
  sidebarSteps,
  stepOf,
} from '../src/features/credit-app/steps.ts';

describe('credit application steps', () => {
  it('lists the co-applicant steps only with a co-applicant, and never the result', () => {
    expect(sidebarSteps(false)).toEqual([
      'applicant-consent',
      'applicant-acknowledgement',
      'applicant-info',
      'employment-info',
      'residential-info',
      'review',
    ]);
    expect(sidebarSteps(true)).toContain('coapplicant-residential-info');
    expect(sidebarSteps(true)).not.toContain('result');
  });

  it('names the step of a section by whose it is: the applicant’s or the co-applicant’s', () => {
    expect(sectionStep('primary', 'applicant')).toBe('applicant-info');
    expect(sectionStep('co', 'applicant')).toBe('coapplicant-info');
    expect(sectionStep('primary', 'residential')).toBe('residential-info');
    expect(sectionStep('co', 'residential')).toBe('coapplicant-residential-info');
    expect(sectionStep('co', 'employment')).toBe('coapplicant-employment-info');
  });

  it('continues to the next listed step: to review, or through the co-applicant steps', () => {
    expect(nextRoute('residential-info', false)).toBe('review');
    expect(nextRoute('residential-info', true)).toBe('co-applicant/acknowledgement');
    expect(nextRoute('coapplicant-info', true)).toBe('co-applicant/employment');
    expect(nextRoute('coapplicant-residential-info', true)).toBe('review');
  });

  it('maps routes and step names both ways, and reads the route of a path under any prefix', () => {
    expect(routeOf('coapplicant-info')).toBe('co-applicant');
    expect(stepOf('co-applicant/employment')).toBe('coapplicant-employment-info');
    expect(stepOf('nowhere')).toBeUndefined();
    expect(routeInPath('/maple_motors/fr/credit-app/12/co-applicant/employment/', '12')).toBe(
      'co-applicant/employment',
    );
    expect(routeInPath('/credit-app/12/', '12')).toBe('');
  });
});

describe('credit application fields', () => {
  it('shows cents as dollars and sends dollars as cents, counts as numbers and blanks as null', () => {
    const form = toFormValues({ income_amount_enc: 7_800_050, years_at_address_enc: 4, city_enc: null }, [
      'income_amount_enc',
      'years_at_address_enc',
      'city_enc',
    ]);
    expect(form).toEqual({ income_amount_enc: '78,000.50', years_at_address_enc: '4', city_enc: '' });
    expect(toFormValues({ income_amount_enc: 7_800_000 }, ['income_amount_enc'])).toEqual({
      income_amount_enc: '78,000',
    });
    expect(
      fromFormValues({ income_amount_enc: '$78,000.50', years_at_address_enc: ' 4 ', city_enc: ' ' }),
    ).toEqual({ income_amount_enc: 7_800_050, years_at_address_enc: 4, city_enc: null });
  });

  it('reads and shows money in the page’s format: "2150,50" in French is $2,150.50 (never $215,050)', () => {
    expect(fromFormValues({ income_amount_enc: '2150,50' }, 'fr-CA')).toEqual({ income_amount_enc: 215_050 });
    expect(fromFormValues({ income_amount_enc: '85 000,50 $' }, 'fr-CA')).toEqual({
      income_amount_enc: 8_500_050,
    });
    // A decimal point in French, where it can only be one.
    expect(fromFormValues({ income_amount_enc: '85000.50' }, 'fr-CA')).toEqual({
      income_amount_enc: 8_500_050,
    });
    expect(toFormValues({ income_amount_enc: 215_050 }, ['income_amount_enc'], 'fr-CA')).toEqual({
      income_amount_enc: '2\u00a0150,50',
    });
  });

  it('gives amounts back after a reload grouped as they were typed (a shopper trial: "85 000,00" came back "85000")', () => {
    const fields = ['income_amount_enc', 'other_income_amount_enc'] as const;
    const typed = { income_amount_enc: '85 000,00', other_income_amount_enc: '9 500,50' };
    const back = toFormValues(fromFormValues(typed, 'fr-CA') as Record<string, unknown>, fields, 'fr-CA');
    expect(back).toEqual({ income_amount_enc: '85\u00a0000', other_income_amount_enc: '9\u00a0500,50' });
    expect(fromFormValues(back, 'fr-CA')).toEqual({
      income_amount_enc: 8_500_000,
      other_income_amount_enc: 950_050,
    });
    expect(toFormValues({ income_amount_enc: 8_500_000 }, ['income_amount_enc'], 'en-US')).toEqual({
      income_amount_enc: '85,000',
    });
  });

  it('puts the server’s errors of one applicant on the form’s fields', () => {
    expect(
      formErrorsOf(
        { 'coApplication.city_enc': ['Enter a valid city.'], non_field_errors: ['Sent already.'] },
        'coApplication',
      ),
    ).toEqual({ city_enc: ['Enter a valid city.'], non_field_errors: ['Sent already.'] });
  });

  it('takes a failed save’s errors from the shared serverFormErrors (one merge of server errors into a form)', () => {
    const source = readFileSync(
      new URL('../src/features/credit-app/useStepForm.ts', import.meta.url),
      'utf8',
    );
    expect(source).toContain('formErrorsOf(serverFormErrors(error), prefix)');
    expect(source).not.toContain('callerActions');
  });
});

describe('credit application: the province or state from the postal or ZIP code', () => {
  it('looks up a Canadian postal code at exactly seven characters and a US ZIP code at five digits', () => {
    expect(lookupPostalCode('M5J 2Y5', 'CA')).toBe(true);
    expect(lookupPostalCode('M5J 2Y', 'CA')).toBe(false);
    expect(lookupPostalCode('78704', 'US')).toBe(true);
    expect(lookupPostalCode('7870', 'US')).toBe(false);
    expect(lookupPostalCode('78704-1234', 'US')).toBe(false);
    expect(lookupPostalCode('M5J2Y5', 'US')).toBe(false);
  });
});

describe('the applicant from the account', () => {
  it('fills the empty name, e-mail (and its confirmation) and phone; what was saved or typed wins', () => {
    const values = {
      first_name_enc: '',
      last_name_enc: 'Saved',
      email_enc: '',
      confirm_email: '',
      phone_enc: '',
    };
    expect(
      withAccount(values, {
        first_name: ' Nora ',
        last_name: 'Tremblay',
        email: 'nora@example.com',
        phone: null,
      }),
    ).toEqual({
      first_name_enc: 'Nora',
      last_name_enc: 'Saved',
      email_enc: 'nora@example.com',
      confirm_email: 'nora@example.com',
      phone_enc: '',
    });
  });

  it('adds no field the step does not ask', () => {
    expect(withAccount({ employer_enc: '' }, { first_name: 'Nora', email: 'nora@example.com' })).toEqual({
      employer_enc: '',
    });
  });
});
