import { describe, expect, it } from 'vitest';
import {
  applicantDraftSchema,
  CREDIT_APP_RULE_MESSAGES,
  type CreditAppDealerRules,
  creditAppItems,
  isAdultBirthDate,
  maskInsuranceNumber,
  SALUTATIONS,
  validateForm,
} from '../../src/index.ts';

const maple: CreditAppDealerRules = {
  country: 'CA',
  province_code: 'ON',
  credit_application_system: 'DEAL_API',
  is_credit_application_gender_enc_optional: true,
};
const texas: CreditAppDealerRules = { ...maple, country: 'US', province_code: 'TX', mandatory_ssn: true };
const today = '2026-11-26';

const errorsOf = (
  section: 'applicant' | 'employment' | 'residential',
  values: Record<string, unknown>,
  dealer = maple,
  coApplicant = false,
) => {
  const items = creditAppItems(section, dealer, { country: dealer.country, coApplicant });
  return Object.fromEntries(
    Object.entries(validateForm(items, values, { country: dealer.country, today })).map(([k, e]) => [
      k,
      e.rule,
    ]),
  );
};

describe('credit application fields (issue 20)', () => {
  it('an applicant must be 18 on the day, born in 1900 or later, on a real date', () => {
    expect(isAdultBirthDate('2008-11-26', today)).toBe(true);
    expect(isAdultBirthDate('2008-11-27', today)).toBe(false);
    expect(isAdultBirthDate('1899-12-31', today)).toBe(false);
    expect(isAdultBirthDate('1985-02-30', today)).toBe(false);
    expect(errorsOf('applicant', { date_of_birth_enc: '2015-01-01' }).date_of_birth_enc).toBe('adult');
    expect(errorsOf('applicant', { date_of_birth_enc: '1985-13-01' }).date_of_birth_enc).toBe('valid_date');
  });

  it('SIN in Canada (Luhn), SSN in the USA; the masked number on file stands for itself', () => {
    expect(
      errorsOf('applicant', { social_insurance_number_enc: '046 454 287' }).social_insurance_number_enc,
    ).toBe('sin');
    expect(errorsOf('applicant', { social_insurance_number_enc: '046 454 286' })).not.toHaveProperty(
      'social_insurance_number_enc',
    );
    expect(errorsOf('applicant', { social_insurance_number_enc: '***-***-286' })).not.toHaveProperty(
      'social_insurance_number_enc',
    );
    expect(
      errorsOf('applicant', { social_insurance_number_enc: '900-12-3456' }, texas)
        .social_insurance_number_enc,
    ).toBe('ssn');
    expect(errorsOf('applicant', {}, texas).social_insurance_number_enc).toBe('required');
    expect(maskInsuranceNumber('046 454 286')).toBe('***-***-286');
    expect(maskInsuranceNumber('12')).toBeNull();
    expect(maskInsuranceNumber(null)).toBeNull();
  });

  it('the co-applicant has no salutation, and a mobile phone only when the dealer asks for it', () => {
    expect(errorsOf('applicant', {})).toHaveProperty('salutation_enc', 'required');
    expect(errorsOf('applicant', {}, maple, true)).not.toHaveProperty('salutation_enc');
    expect(errorsOf('applicant', {}, maple, true)).not.toHaveProperty('mobile_phone_enc');
    expect(errorsOf('applicant', {}, { ...maple, mandatory_secondary_phone: true }, true)).toHaveProperty(
      'mobile_phone_enc',
      'required',
    );
    expect(
      errorsOf('applicant', {}, { ...maple, is_credit_application_gender_enc_optional: false }),
    ).toHaveProperty('gender_enc', 'required');
  });

  it('the co-applicant is asked their relation to the applicant (required); the applicant is not', () => {
    expect(errorsOf('applicant', {}, maple, true)).toHaveProperty('relation_status_enc', 'required');
    expect(errorsOf('applicant', {})).not.toHaveProperty('relation_status_enc');
    expect(creditAppItems('applicant', maple, { country: 'CA' }).map((i) => i.field)).not.toContain(
      'relation_status_enc',
    );
    expect(errorsOf('applicant', { relation_status_enc: 'spouse' }, maple, true)).not.toHaveProperty(
      'relation_status_enc',
    );
  });

  it('the choices of a person are the lists the forms offer: anything else is refused by the schema', () => {
    const ok = applicantDraftSchema.safeParse({
      salutation_enc: 'ms',
      marital_status_enc: 'common_law',
      gender_enc: 'other',
      relation_status_enc: 'spouse',
    });
    expect(ok.success).toBe(true);
    for (const bad of [
      { salutation_enc: 'Ms' },
      { salutation_enc: 'Her Majesty' },
      { marital_status_enc: 'S' },
      { gender_enc: 'x' },
      { relation_status_enc: 'neighbour' },
    ]) {
      const r = applicantDraftSchema.safeParse(bad);
      expect(r.success, JSON.stringify(bad)).toBe(false);
      expect(r.error?.issues[0]?.path).toEqual(Object.keys(bad));
      expect(r.error?.issues[0]?.message).toBe('Choose one of the options.');
    }
    expect(SALUTATIONS).toEqual(['mr', 'ms', 'mrs', 'dr']);
  });

  it('employment: a work phone extension of up to 6 digits (optional); under two years, the previous job and its time there', () => {
    expect(errorsOf('employment', { employment_status_enc: 'FT', work_ext_enc: '12a' })).toHaveProperty(
      'work_ext_enc',
      'extension',
    );
    expect(errorsOf('employment', { employment_status_enc: 'FT', work_ext_enc: '1234567' })).toHaveProperty(
      'work_ext_enc',
      'extension',
    );
    expect(errorsOf('employment', { employment_status_enc: 'FT', work_ext_enc: '204' })).not.toHaveProperty(
      'work_ext_enc',
    );
    expect(errorsOf('employment', { employment_status_enc: 'FT' })).not.toHaveProperty('work_ext_enc');
    expect(CREDIT_APP_RULE_MESSAGES.extension).toBe('Enter an extension of up to 6 digits.');
    const recent = errorsOf('employment', {
      employment_status_enc: 'FT',
      years_at_employment_enc: 1,
      months_at_employment_enc: 4,
    });
    expect(recent).toMatchObject({
      previous_employment_status_enc: 'required',
      previous_years_at_employment_enc: 'required',
      previous_months_at_employment_enc: 'required',
    });
    expect(
      errorsOf('employment', {
        employment_status_enc: 'FT',
        years_at_employment_enc: 1,
        previous_years_at_employment_enc: 100,
        previous_months_at_employment_enc: 12,
      }),
    ).toMatchObject({
      previous_years_at_employment_enc: 'years',
      previous_months_at_employment_enc: 'months',
    });
    const settled = errorsOf('employment', { employment_status_enc: 'FT', years_at_employment_enc: 5 });
    expect(settled).not.toHaveProperty('previous_years_at_employment_enc');
    expect(settled).not.toHaveProperty('previous_months_at_employment_enc');
    // The type is not asked a second time: the status is one of the spec's employment types.
    expect(creditAppItems('employment', maple, { country: 'CA' }).map((i) => i.field)).not.toContain(
      'employment_type_enc',
    );
  });

  it('employment: the previous job asks its employer’s phone as the current one does (required, the country’s phone, an extension of up to 6 digits), unless it was retirement', () => {
    const recent = { employment_status_enc: 'FT', years_at_employment_enc: 1, months_at_employment_enc: 4 };
    expect(errorsOf('employment', { ...recent, previous_employment_status_enc: 'PTR' })).toHaveProperty(
      'previous_work_phone_enc',
      'required',
    );
    expect(
      errorsOf('employment', {
        ...recent,
        previous_work_phone_enc: '(416) 555-01',
        previous_work_ext_enc: '12x',
      }),
    ).toMatchObject({ previous_work_phone_enc: 'phone', previous_work_ext_enc: 'extension' });
    const good = errorsOf('employment', {
      ...recent,
      previous_work_phone_enc: '(416) 555-0177',
      previous_work_ext_enc: '2210',
    });
    expect(good).not.toHaveProperty('previous_work_phone_enc');
    expect(good).not.toHaveProperty('previous_work_ext_enc');
    // A US number in the US format.
    expect(
      errorsOf('employment', { ...recent, previous_work_phone_enc: '512-555-0177' }, texas),
    ).not.toHaveProperty('previous_work_phone_enc');
    // The extension stays optional; a retirement has no employer to call; five years at the job, no previous one.
    expect(errorsOf('employment', recent)).not.toHaveProperty('previous_work_ext_enc');
    expect(errorsOf('employment', { ...recent, previous_employment_status_enc: 'RET' })).not.toHaveProperty(
      'previous_work_phone_enc',
    );
    expect(
      errorsOf('employment', { employment_status_enc: 'FT', years_at_employment_enc: 5 }),
    ).not.toHaveProperty('previous_work_phone_enc');
  });

  it('residence: street type, rural concession and lot, the housing’s mortgage or landlord and additional info are optional fields of the step; amounts are checked', () => {
    const fields = creditAppItems('residential', maple, { country: 'CA' }).map((i) => i.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        'street_type_enc',
        'concession_enc',
        'lot_number_enc',
        'mortgage_holder_enc',
        'mortgage_amount_enc',
        'market_value_enc',
        'landlord_enc',
        'additional_info_enc',
      ]),
    );
    const errors = errorsOf('residential', {
      home_status_enc: 'OW',
      mortgage_amount_enc: '12,3,4',
      market_value_enc: '-1',
    });
    expect(errors).toMatchObject({ mortgage_amount_enc: 'amount', market_value_enc: 'amount' });
    for (const optional of [
      'street_type_enc',
      'concession_enc',
      'lot_number_enc',
      'mortgage_holder_enc',
      'landlord_enc',
      'additional_info_enc',
    ]) {
      expect(errors).not.toHaveProperty(optional);
    }
  });

  it('a residence under two years asks for the previous address of its type; years and months are bounded', () => {
    const recent = errorsOf('residential', {
      address_type_enc: 'PB',
      po_box_number_enc: '12',
      city_enc: 'Toronto',
      province_enc: 'ON',
      postal_code_enc: 'M5J 2Y5',
      years_at_address_enc: '1',
      months_at_address_enc: '11',
      home_status_enc: 'RE',
      previous_address_type_enc: 'RR',
    });
    expect(recent).toMatchObject({ previous_rr_number_enc: 'required', previous_city_enc: 'required' });
    expect(recent).not.toHaveProperty('address_number_enc');
    expect(recent).not.toHaveProperty('previous_street_name_enc');
    const settled = errorsOf('residential', { years_at_address_enc: 2, months_at_address_enc: 12 });
    expect(settled).toMatchObject({ months_at_address_enc: 'months', address_number_enc: 'required' });
    expect(settled).not.toHaveProperty('previous_city_enc');
    expect(errorsOf('residential', { years_at_address_enc: 100 }).years_at_address_enc).toBe('years');
  });

  it('retired applicants give years retired, not a job; under two years retired asks for the previous job', () => {
    const retired = errorsOf('employment', {
      employment_status_enc: 'RET',
      years_as_retired_enc: 1,
      months_as_retired_enc: 0,
      income_amount_enc: '2100.5',
      income_frequency_enc: 'monthly',
    });
    expect(retired).not.toHaveProperty('employer_enc');
    expect(retired).toMatchObject({ previous_employment_status_enc: 'required' });
    const working = errorsOf('employment', { employment_status_enc: 'FT', income_amount_enc: '12.345' });
    expect(working).toMatchObject({ employer_enc: 'required', income_amount_enc: 'amount' });
    expect(errorsOf('employment', { income_amount_enc: 7_812_345 })).not.toHaveProperty('income_amount_enc');
  });

  it('other income asks its source and frequency (found in an audit: patching erased an amount typed without a type)', () => {
    const base = {
      employment_status_enc: 'Retired',
      income_amount_enc: '2000',
      income_frequency_enc: 'monthly',
    };
    expect(errorsOf('employment', { ...base, other_income_amount_enc: '1200' })).toMatchObject({
      other_income_type_enc: 'required',
      other_income_frequency_enc: 'required',
    });
    const given = errorsOf('employment', {
      ...base,
      other_income_amount_enc: '1200',
      other_income_type_enc: 'Pension',
      other_income_frequency_enc: 'monthly',
    });
    expect(given).not.toHaveProperty('other_income_type_enc');
    expect(given).not.toHaveProperty('other_income_frequency_enc');
    // None, or 0: nothing to say about it.
    for (const none of ['', '0', '0,00', 0])
      expect(errorsOf('employment', { ...base, other_income_amount_enc: none })).not.toHaveProperty(
        'other_income_type_enc',
      );
  });

  it('an amount typed in French is read in French (found in a shopper trial: "2150,50", its own example, refused)', () => {
    const items = creditAppItems('employment', maple, { country: 'CA' });
    const amountError = (text: string, locale?: string) =>
      validateForm(
        items,
        { income_amount_enc: text },
        { country: 'CA', today, ...(locale ? { locale } : {}) },
      ).income_amount_enc?.rule;
    for (const text of ['2150,50', '85 000,50', '85000,50', '85 000', '85 000 $', '85000.50'])
      expect(amountError(text, 'fr-CA'), text).toBeUndefined();
    for (const text of ['2150.50', '85,000.50', '$85,000'])
      expect(amountError(text, 'en-CA'), text).toBeUndefined();
    expect(amountError('2150,5,0', 'fr-CA')).toBe('amount');
    expect(amountError('12,345', 'fr-CA')).toBe('amount');
    expect(amountError('1000000000', 'en-CA')).toBe('amount');
    // Without a locale, English.
    expect(amountError('2150,50')).toBe('amount');
  });

  it('has a server message for every rule the items use', () => {
    const names = new Set(
      (['applicant', 'employment', 'residential'] as const).flatMap((s) =>
        creditAppItems(s, texas, { country: 'US' }).flatMap((i) => i.rules.map((r) => r.name)),
      ),
    );
    for (const name of names) expect(CREDIT_APP_RULE_MESSAGES, name).toHaveProperty([name]);
  });
});
