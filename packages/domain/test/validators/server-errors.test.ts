import { describe, expect, it } from 'vitest';
import { firstErrors, flattenServerErrors, mapServerErrors } from '../../src/validators/server-errors.ts';

describe('Django-style server errors onto fields (spec 1 §5, spec 2 §5)', () => {
  it('maps field lists and single strings onto fields', () => {
    const out = mapServerErrors({ email: ['Enter a valid email.'], phone: 'Bad phone' });
    expect(out.fieldErrors).toEqual({ email: ['Enter a valid email.'], phone: ['Bad phone'] });
    expect(out.formErrors).toEqual([]);
  });
  it('keeps non_field_errors as form errors for ordinary forms', () => {
    const out = mapServerErrors(
      { non_field_errors: ['Nope'], postal_code: ['Bad'] },
      { fields: ['postal_code'] },
    );
    expect(out).toEqual({ fieldErrors: { postal_code: ['Bad'] }, formErrors: ['Nope'] });
  });
  it('merges non_field_errors into payment_frequency for payment forms', () => {
    const out = mapServerErrors(
      { non_field_errors: ['Term not available'], payment_frequency: ['Weekly not offered'] },
      { paymentForm: true },
    );
    expect(out.fieldErrors.payment_frequency).toEqual(['Weekly not offered', 'Term not available']);
    expect(out.formErrors).toEqual([]);
  });
  it('sends errors of fields the form does not have to the form errors', () => {
    const out = mapServerErrors({ unknown: ['x'], email: ['y'] }, { fields: ['email'] });
    expect(out).toEqual({ fieldErrors: { email: ['y'] }, formErrors: ['x'] });
  });
  it('flattens nested objects and lists of objects into dotted paths', () => {
    expect(
      flattenServerErrors({
        co_applicant: { first_name: ['Required'] },
        answers: [{ response: ['Bad'] }, null],
        empty: [],
      }),
    ).toEqual({ 'co_applicant.first_name': ['Required'], 'answers.0.response': ['Bad'] });
    expect(flattenServerErrors('plain')).toEqual({});
    expect(flattenServerErrors(null)).toEqual({});
  });
  it('firstErrors takes the first message per field', () => {
    expect(firstErrors({ a: ['1', '2'], b: [] })).toEqual({ a: '1' });
  });
});
