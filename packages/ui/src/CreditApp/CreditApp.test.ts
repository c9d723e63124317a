import { describe, expect, it } from 'vitest';
import { maskValue } from '../Field/masks.ts';
import { distinctChoices } from './choices.ts';
import { fieldLabelId, insuranceNumberMask, maskedInsuranceNumber, stepTitleId } from './text.ts';

describe('credit application fields', () => {
  it('masks a SIN as ### ### ### and an SSN as ###-##-####, digits only', () => {
    expect(maskValue('046454286', insuranceNumberMask('CA'))).toBe('046 454 286');
    expect(maskValue('046-454-2861', insuranceNumberMask('CA'))).toBe('046 454 286');
    expect(maskValue('555555555', insuranceNumberMask('US'))).toBe('555-55-5555');
    expect(maskValue('555 55 5555', insuranceNumberMask('US'))).toBe('555-55-5555');
  });

  it('shows a SIN or SSN by its last three digits only', () => {
    expect(maskedInsuranceNumber('***-***-286')).toBe('***-***-286');
    expect(maskedInsuranceNumber('046 454 286')).toBe('***-***-286');
    expect(maskedInsuranceNumber('555-55-5555')).toBe('***-***-555');
  });

  it('offers one choice per label: French “Mme” once for Ms and Mrs, the saved one kept', () => {
    const french = [
      { id: 'mr', label: 'M.' },
      { id: 'ms', label: 'Mme' },
      { id: 'mrs', label: 'Mme' },
    ];
    expect(distinctChoices(french, '').map((o) => o.id)).toEqual(['mr', 'ms']);
    expect(distinctChoices(french, 'mrs').map((o) => o.id)).toEqual(['mr', 'mrs']);
    const english = french.map((o, i) => ({ ...o, label: ['Mr.', 'Ms.', 'Mrs.'][i] ?? '' }));
    expect(distinctChoices(english, '')).toEqual(english);
  });

  it('labels by country: SIN, province and postal code in Canada; SSN, state and ZIP code in the USA', () => {
    expect(fieldLabelId('social_insurance_number_enc', 'CA')).toBe('creditApp.field.sin');
    expect(fieldLabelId('social_insurance_number_enc', 'US')).toBe('creditApp.field.ssn');
    // The previous job's time there is named apart from the current job's; other previous fields alike.
    expect(fieldLabelId('previous_years_at_employment_enc', 'CA')).toBe(
      'creditApp.field.previous_years_at_employment',
    );
    expect(fieldLabelId('previous_months_at_employment_enc', 'US')).toBe(
      'creditApp.field.previous_months_at_employment',
    );
    expect(fieldLabelId('previous_employer_enc', 'CA')).toBe('creditApp.field.employer');
    // The previous employer's phone is named apart from the current job's "Work phone".
    expect(fieldLabelId('previous_work_phone_enc', 'CA')).toBe('creditApp.field.previous_work_phone');
    expect(fieldLabelId('previous_work_ext_enc', 'US')).toBe('creditApp.field.previous_work_ext');
    expect(fieldLabelId('previous_province_enc', 'CA')).toBe('creditApp.field.province');
    expect(fieldLabelId('previous_province_enc', 'US')).toBe('creditApp.field.state');
    expect(fieldLabelId('postal_code_enc', 'US')).toBe('creditApp.field.zip_code');
    expect(fieldLabelId('city_enc', 'US')).toBe('creditApp.field.city');
  });

  it('names the applicant "primary" with a co-applicant', () => {
    expect(stepTitleId('applicant-info', true)).toBe('creditApp.sidebar.primary');
    expect(stepTitleId('applicant-info', false)).toBe('creditApp.sidebar.applicant');
    expect(stepTitleId('coapplicant-info', true)).toBe('creditApp.step.coapplicant-info');
  });
});
