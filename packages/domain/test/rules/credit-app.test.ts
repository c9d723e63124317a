import { describe, expect, it } from 'vitest';
import {
  acknowledgementSources,
  applicantTitleId,
  type CreditAppDealerRules,
  creditAppRouteAllowed,
  creditAppSidebarSteps,
  emailsMatch,
  housingPaymentLabelId,
  isCreditAppComplete,
  isCreditAppSectionComplete,
  isGenderOptional,
  isInsuranceNumberRequired,
  leaseDisbursementsApply,
  missingFields,
  needsAcknowledgeConsentModal,
  needsPreviousAddress,
  needsPreviousEmployment,
  patchApplicant,
  patchCreditApplication,
  removeCoApplicant,
  requiredEmploymentFields,
  requiredPersonFields,
  requiredResidentialFields,
} from '../../src/rules/credit-app.ts';
import type { CreditApplication } from '../../src/schemas/credit-app.ts';

const dealer: CreditAppDealerRules = {
  country: 'CA',
  province_code: 'ON',
  credit_application_system: 'NULL',
};

describe('credit-application required fields (spec 3 §5)', () => {
  it('applicant: salutation, names, dob, marital status, phone, email, confirm, gender, insurance number', () => {
    expect(requiredPersonFields(dealer)).toEqual([
      'salutation_enc',
      'first_name_enc',
      'last_name_enc',
      'date_of_birth_enc',
      'marital_status_enc',
      'phone_enc',
      'email_enc',
      'confirm_email',
      'gender_enc',
      'social_insurance_number_enc',
    ]);
    expect(requiredPersonFields(dealer, { askRelationStatus: true })).toContain('relation_status_enc');
  });
  it('co-applicant: no salutation, plus mobile phone if the dealer requires it', () => {
    const co = requiredPersonFields({ ...dealer, mandatory_secondary_phone: true }, { coApplicant: true });
    expect(co).not.toContain('salutation_enc');
    expect(co).toContain('mobile_phone_enc');
    // The co-applicant is asked their relation to the applicant; the applicant is not.
    expect(co).toContain('relation_status_enc');
    expect(requiredPersonFields(dealer)).not.toContain('relation_status_enc');
    expect(requiredPersonFields({ ...dealer, mandatory_secondary_phone: true })).not.toContain(
      'mobile_phone_enc',
    );
  });
  it('gender optional for the VW system or with the dealer flag; insurance number per VW and mandatory_ssn', () => {
    expect(isGenderOptional({ ...dealer, credit_application_system: 'VW' })).toBe(true);
    expect(isGenderOptional({ ...dealer, is_credit_application_gender_enc_optional: true })).toBe(true);
    expect(isGenderOptional(dealer)).toBe(false);
    expect(isInsuranceNumberRequired(dealer)).toBe(true);
    expect(isInsuranceNumberRequired({ ...dealer, credit_application_system: 'VW' })).toBe(false);
    expect(
      isInsuranceNumberRequired({ ...dealer, credit_application_system: 'VW', mandatory_ssn: true }),
    ).toBe(true);
  });
  it('address groups depend on the address type', () => {
    expect(requiredResidentialFields({ address_type_enc: 'PB' })).toContain('po_box_number_enc');
    expect(requiredResidentialFields({ address_type_enc: 'RR' })).toContain('rr_number_enc');
    expect(requiredResidentialFields({ address_type_enc: 'ST' })).toEqual(
      expect.arrayContaining(['address_number_enc', 'street_name_enc']),
    );
  });
  it('previous address under 2 years at address; previous employment under 2 years at job or retired', () => {
    expect(needsPreviousAddress({ years_at_address_enc: 1, months_at_address_enc: 11 })).toBe(true);
    expect(needsPreviousAddress({ years_at_address_enc: 2, months_at_address_enc: 0 })).toBe(false);
    expect(needsPreviousAddress({})).toBe(false);
    expect(
      requiredResidentialFields({
        address_type_enc: 'ST',
        years_at_address_enc: 0,
        previous_address_type_enc: 'PB',
      }),
    ).toContain('previous_po_box_number_enc');
    expect(needsPreviousEmployment({ employment_status_enc: 'FT', years_at_employment_enc: 1 })).toBe(true);
    expect(needsPreviousEmployment({ employment_status_enc: 'RET', years_as_retired_enc: 5 })).toBe(false);
    expect(
      needsPreviousEmployment({
        employment_status_enc: 'RET',
        years_as_retired_enc: 1,
        months_as_retired_enc: 6,
      }),
    ).toBe(true);
    expect(needsPreviousEmployment({ employment_status_enc: 'FT' })).toBe(false);
    expect(requiredEmploymentFields({ employment_status_enc: 'RET' })).toEqual([
      'employment_status_enc',
      'years_as_retired_enc',
      'months_as_retired_enc',
      'income_amount_enc',
      'income_frequency_enc',
    ]);
    expect(requiredEmploymentFields({ employment_status_enc: 'FT', years_at_employment_enc: 0 })).toEqual(
      expect.arrayContaining([
        'previous_employer_enc',
        'previous_years_at_employment_enc',
        'previous_months_at_employment_enc',
      ]),
    );
    // The employment type is the status chosen (one of the spec's types), filled in on sending.
    expect(requiredEmploymentFields({ employment_status_enc: 'FT' })).not.toContain('employment_type_enc');
    // The previous employer's phone, as the current one's, unless the previous status is retirement.
    expect(requiredEmploymentFields({ employment_status_enc: 'FT', years_at_employment_enc: 0 })).toContain(
      'previous_work_phone_enc',
    );
    expect(
      requiredEmploymentFields({
        employment_status_enc: 'FT',
        years_at_employment_enc: 0,
        previous_employment_status_enc: 'RET',
      }),
    ).not.toContain('previous_work_phone_enc');
    expect(
      requiredEmploymentFields({ employment_status_enc: 'FT', years_at_employment_enc: 5 }),
    ).not.toContain('previous_work_phone_enc');
  });
  it('a step is finished when every required field has a value (and e-mails match)', () => {
    const person = {
      salutation_enc: 'mr' as const,
      first_name_enc: 'Jo',
      last_name_enc: 'Li',
      date_of_birth_enc: '1990-01-01',
      marital_status_enc: 'single' as const,
      phone_enc: '4165551234',
      email_enc: 'jo@example.com',
      confirm_email: 'JO@example.com',
      gender_enc: 'male' as const,
      social_insurance_number_enc: '046454286',
    };
    expect(isCreditAppSectionComplete('applicant', person, dealer)).toBe(true);
    expect(
      isCreditAppSectionComplete('applicant', { ...person, confirm_email: 'x@example.com' }, dealer),
    ).toBe(false);
    expect(isCreditAppSectionComplete('applicant', { ...person, first_name_enc: '' }, dealer)).toBe(false);
    expect(emailsMatch({})).toBe(true);
    const employment = {
      employment_status_enc: 'RET' as const,
      years_as_retired_enc: 3,
      months_as_retired_enc: 0,
      income_amount_enc: 0,
      income_frequency_enc: 'monthly' as const,
    };
    expect(isCreditAppSectionComplete('employment', employment, dealer)).toBe(true);
    expect(isCreditAppSectionComplete('residential', { address_type_enc: 'PB' }, dealer)).toBe(false);
    expect(missingFields({ city_enc: 'Laval' }, ['city_enc', 'province_enc'])).toEqual(['province_enc']);
  });
  it('lease disbursements apply in Quebec, in Canada, with no credit system', () => {
    expect(leaseDisbursementsApply({ ...dealer, province_code: 'qc' })).toBe(true);
    expect(leaseDisbursementsApply(dealer)).toBe(false);
    expect(leaseDisbursementsApply({ ...dealer, province_code: 'QC', credit_application_system: 'VW' })).toBe(
      false,
    );
    expect(leaseDisbursementsApply({ ...dealer, country: 'US' }, 'QC')).toBe(false);
    expect(housingPaymentLabelId('CA', 'QC')).toBe('credit_app.monthly_housing_payment.qc');
    expect(housingPaymentLabelId('CA', 'ON')).toBe('credit_app.monthly_housing_payment');
  });
});

describe('patching before send (spec 3 §5)', () => {
  it('strips dashes from phones, fills empties, forces Retired, defaults housing and consents', () => {
    const out = patchApplicant(
      {
        phone_enc: '416-555-1234',
        work_phone_enc: '(416) 555-9999',
        middle_name_enc: null,
        employment_status_enc: 'RET',
        employer_enc: 'Acme',
        other_income_amount_enc: 500,
      },
      { system: 'NULL', province: 'ON' },
    );
    expect(out).toMatchObject({
      phone_enc: '4165551234',
      work_phone_enc: '4165559999',
      middle_name_enc: '',
      other_income_type_enc: '',
      employment_type_enc: 'Retired',
      occupation_enc: 'Retired',
      employer_enc: 'Retired',
      monthly_housing_payment_enc: 0,
      other_income_amount_enc: null,
      other_income_frequency_enc: null,
      other_income_description_enc: '',
      consent_marketing_info_enc: null,
      consent_electronic_communication_enc: null,
    });
    expect(out.monthly_disbursements_enc).toBeUndefined();
  });
  it('the employment type is the status chosen (the spec’s employment types), the previous job’s too', () => {
    const out = patchApplicant(
      { employment_status_enc: 'PTR', previous_employment_status_enc: 'SEAW' },
      { system: 'NULL', province: 'ON' },
    );
    expect(out).toMatchObject({ employment_type_enc: 'PTR', previous_employment_type_enc: 'SEAW' });
    expect(patchApplicant({}, { system: 'NULL', province: 'ON' }).employment_type_enc).toBeUndefined();
  });
  it('keeps other income when its type is set and the housing payment when given', () => {
    const out = patchApplicant(
      {
        other_income_type_enc: 'rental',
        other_income_amount_enc: 500,
        monthly_housing_payment_enc: 120_000,
        consent_marketing_info_enc: true,
      },
      { system: 'NULL', province: 'ON' },
    );
    expect(out).toMatchObject({
      other_income_amount_enc: 500,
      monthly_housing_payment_enc: 120_000,
      consent_marketing_info_enc: true,
    });
  });
  it('for VW in Quebec defaults disbursements (and previous) and income amounts to 0', () => {
    const out = patchApplicant({ previous_employment_status_enc: 'RET' }, { system: 'VW', province: 'qc' });
    expect(out).toMatchObject({
      monthly_disbursements_enc: 0,
      previous_monthly_disbursements_enc: 0,
      income_amount_enc: 0,
      previous_employer_enc: 'Retired',
    });
    expect(patchApplicant({}, { system: 'VW', province: 'ON' }).income_amount_enc).toBeUndefined();
  });
  it('patches primary and co-applicant; removing the co-applicant clears it', () => {
    const app: CreditApplication = {
      primaryApplication: { has_co_applicant: true, phone_enc: '416-555-1234' },
      coApplication: { phone_enc: '514-555-1234' },
    };
    const patched = patchCreditApplication(app, { system: 'NULL', province: 'ON' });
    expect(patched.primaryApplication.phone_enc).toBe('4165551234');
    expect(patched.coApplication?.phone_enc).toBe('5145551234');
    expect(
      patchCreditApplication({ ...app, coApplication: null }, { system: 'NULL', province: 'ON' })
        .coApplication,
    ).toBeNull();
    const removed = removeCoApplicant(app);
    expect(removed.coApplication).toBeNull();
    expect(removed.primaryApplication.has_co_applicant).toBe(false);
  });
});

describe('credit-app routing and sidebar (spec 3 §2)', () => {
  it('route allowed only with the section; complete status leads to the result', () => {
    expect(creditAppRouteAllowed(['build-and-price', 'credit-app'])).toBe(true);
    expect(creditAppRouteAllowed(['build-and-price'])).toBe(false);
    expect(isCreditAppComplete(3)).toBe(true);
    expect(isCreditAppComplete(2)).toBe(false);
  });
  it('co-applicant steps hidden unless one exists; applicant titled primary with one', () => {
    expect(creditAppSidebarSteps(false)).not.toContain('coapplicant-info');
    expect(creditAppSidebarSteps(true)).toHaveLength(11);
    expect(applicantTitleId(true)).toBe('credit_app.sidebar.primary');
    expect(applicantTitleId(false)).toBe('credit_app.sidebar.applicant');
  });
  it('VW asks for the acknowledge-consent modal; acknowledgement text sources', () => {
    expect(needsAcknowledgeConsentModal('VW')).toBe(true);
    expect(needsAcknowledgeConsentModal('NULL')).toBe(false);
    expect(acknowledgementSources('fr-CA')).toEqual({ locale: 'en-CA', dealerCustomCopy: false });
    expect(acknowledgementSources('en-US')).toEqual({ locale: 'fr-CA', dealerCustomCopy: true });
  });
});
