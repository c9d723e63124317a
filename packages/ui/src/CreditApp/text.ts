import type { PrimitiveType } from 'react-intl';
import { useIntl } from 'react-intl';
import type { Country, CreditAppFormSection, CreditAppParty, CreditAppStep } from '../internal/domain.ts';
import { applicantTitleId } from '../internal/domain.ts';
import type { CreditMessageId } from '../messages/credit/index.ts';

/**
 * The credit application's texts: its ids are built from the domain's names (a step, a field, an
 * option), so they are checked by `credit/messages.test.ts` and the stories rather than the compiler.
 */
export type CreditText = (id: CreditMessageId | string, values?: Record<string, PrimitiveType>) => string;

export function useCreditText(): CreditText {
  const intl = useIntl();
  return (id, values) => intl.formatMessage({ id }, values);
}

/** A step's title: the applicant's step is "Primary applicant" with a co-applicant, else "Applicant". */
export function stepTitleId(step: CreditAppStep, hasCoApplicant: boolean): string {
  return step === 'applicant-info'
    ? applicantTitleId(hasCoApplicant).replace('credit_app.', 'creditApp.')
    : `creditApp.step.${step}`;
}

/** The step of one section of one party ("Co-applicant residence"). */
export function sectionStep(party: CreditAppParty, section: CreditAppFormSection): CreditAppStep {
  const co = party === 'co' ? 'coapplicant-' : '';
  return section === 'applicant' ? `${co || 'applicant-'}info` : `${co}${section}-info`;
}

/**
 * A field's label: `creditApp.field.<name without previous_ and _enc>` (the previous job's years,
 * months, employer phone and extension keep their previous_); the insurance number is the
 * SIN in Canada and the SSN in the USA, the province and postal code a state and ZIP code in the USA.
 */
export function fieldLabelId(name: string, country: Country): string {
  // The previous job's time there and its employer's phone are named apart from the current job's
  // ("Years at that job", "Previous employer’s phone").
  if (/^previous_((years|months)_at_employment|work_phone|work_ext)_enc$/.test(name))
    return `creditApp.field.${name.slice(0, -4)}`;
  const key = name.replace(/^previous_/, '').replace(/_enc$/, '');
  if (key === 'social_insurance_number')
    return country === 'US' ? 'creditApp.field.ssn' : 'creditApp.field.sin';
  if (country === 'US' && key === 'province') return 'creditApp.field.state';
  if (country === 'US' && key === 'postal_code') return 'creditApp.field.zip_code';
  return `creditApp.field.${key}`;
}

/** An option's label: `creditApp.option.<field>.<value>`. */
export const optionLabelId = (name: string, value: string): string =>
  `creditApp.option.${name.replace(/^previous_/, '').replace(/_enc$/, '')}.${value}`;

/** The SIN/SSN input mask (spec 3 section 5): ### ### ### for a Canadian SIN, ###-##-#### for a US SSN. */
export const insuranceNumberMask = (country: Country): string =>
  country === 'US' ? '###-##-####' : '### ### ###';

/** Only the last three digits of a SIN or SSN, whatever form it comes in. */
export const maskedInsuranceNumber = (value: string): string =>
  `***-***-${value.replace(/\D/g, '').slice(-3)}`;
