import { type ReactNode, useState } from 'react';
import { type FormServerErrors, useForm } from '../Form/useForm.ts';
import type { CreditAppDealerRules, CreditAppFormSection, CreditAppParty } from '../internal/domain.ts';
import { creditAppItems } from '../internal/domain.ts';
import type { CreditForm } from './CreditFields.tsx';
import { CreditStepForm } from './CreditStep.tsx';
import { sectionStep } from './text.ts';

// Stories' fixtures: two dealers' rules, saved applicants, and a step's form as an app builds it
// (the domain's items for the section, the values, the server's errors).

export const CANADA: CreditAppDealerRules = {
  country: 'CA',
  province_code: 'ON',
  credit_application_system: 'NULL',
  is_credit_application_gender_enc_optional: false,
  mandatory_ssn: false,
  mandatory_secondary_phone: false,
};
export const QUEBEC: CreditAppDealerRules = { ...CANADA, province_code: 'QC' };
export const TEXAS: CreditAppDealerRules = {
  ...CANADA,
  country: 'US',
  province_code: 'TX',
  mandatory_ssn: true,
};

export const PROVINCES = [
  { id: 'AB', label: 'Alberta' },
  { id: 'ON', label: 'Ontario' },
  { id: 'QC', label: 'Quebec' },
];
export const PROVINCES_FR = [
  { id: 'AB', label: 'Alberta' },
  { id: 'ON', label: 'Ontario' },
  { id: 'QC', label: 'Québec' },
];
export const STATES = [
  { id: 'CA', label: 'California' },
  { id: 'TX', label: 'Texas' },
];

export const APPLICANT = {
  salutation_enc: 'ms',
  first_name_enc: 'Nora',
  last_name_enc: 'Tremblay',
  date_of_birth_enc: '1986-04-23',
  marital_status_enc: 'married',
  gender_enc: 'female',
  email_enc: 'nora@example.com',
  confirm_email: 'nora@example.com',
  phone_enc: '(416) 555-0147',
  social_insurance_number_enc: '***-***-286',
};
export const EMPLOYMENT = {
  employment_status_enc: 'FT',
  employer_enc: 'Harbourfront Dental',
  occupation_enc: 'Hygienist',
  work_phone_enc: '(416) 555-0199',
  years_at_employment_enc: '6',
  months_at_employment_enc: '0',
  income_amount_enc: '78000',
  income_frequency_enc: 'annually',
};
export const RESIDENCE = {
  address_type_enc: 'ST',
  address_number_enc: '221',
  street_name_enc: 'Queens Quay West',
  city_enc: 'Toronto',
  province_enc: 'ON',
  postal_code_enc: 'M5J 2Y5',
  years_at_address_enc: '4',
  months_at_address_enc: '0',
  home_status_enc: 'RE',
  monthly_housing_payment_enc: '2100',
};

export type StepHarnessProps = {
  readonly section: CreditAppFormSection;
  readonly party?: CreditAppParty;
  readonly rules: CreditAppDealerRules;
  readonly values?: Readonly<Record<string, string>>;
  /** Fields the form shows beyond the validated ones. */
  readonly extra?: readonly string[];
  readonly serverErrors?: FormServerErrors;
  readonly hasCoApplicant?: boolean;
  readonly children: (form: CreditForm) => ReactNode;
};

/** A step's form as the app builds it; a valid submit shows what was sent. */
export function StepHarness({
  section,
  party = 'primary',
  rules,
  values = {},
  extra = [],
  serverErrors,
  hasCoApplicant = false,
  children,
}: StepHarnessProps): ReactNode {
  const items = creditAppItems(section, rules, { country: rules.country, coApplicant: party === 'co' });
  const initialValues: Record<string, string> = {};
  for (const field of [...items.map((i) => i.field), ...extra]) initialValues[field] = values[field] ?? '';
  const [sent, setSent] = useState<Record<string, string> | null>(null);
  const form = useForm<Record<string, string>>({
    items,
    initialValues,
    country: rules.country,
    serverErrors,
    onSubmit: setSent,
  });
  return (
    <>
      <CreditStepForm step={sectionStep(party, section)} hasCoApplicant={hasCoApplicant} form={form}>
        {children(form)}
      </CreditStepForm>
      <output data-testid="sent">{sent ? 'sent' : 'not sent'}</output>
    </>
  );
}
