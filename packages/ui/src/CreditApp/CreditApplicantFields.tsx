import type { ReactNode } from 'react';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { inputMask } from '../Field/masks.ts';
import type { Country, CreditAppParty } from '../internal/domain.ts';
import { GENDERS, MARITAL_STATUSES, RELATION_STATUSES, SALUTATIONS } from '../internal/domain.ts';
import * as styles from './CreditApp.css.ts';
import { CreditChoice, type CreditForm, CreditPick, CreditText } from './CreditFields.tsx';
import { insuranceNumberMask, useCreditText } from './text.ts';

export type CreditApplicantFieldsProps = {
  /**
   * The step's form: `useForm` on the domain's applicant items for the dealer (`creditAppItems('applicant', …)`),
   * plus `has_co_applicant` ('true' / 'false') for the primary applicant's co-applicant box.
   */
  readonly form: CreditForm;
  /** The dealer's country: a SIN in Canada, an SSN in the USA, and the phones' masks. */
  readonly country: Country;
  /** The applicant or the co-applicant (who has no co-applicant box). */
  readonly party?: CreditAppParty;
};

/**
 * The applicant step's fields: title (when the dealer asks it), names, date of birth, marital status,
 * the co-applicant's relation to the applicant, gender, e-mail twice, phones and the SIN or SSN. A number on file comes back masked (***-***-286):
 * the input mask applies once the shopper types a new one.
 */
export function CreditApplicantFields({
  form,
  country,
  party = 'primary',
}: CreditApplicantFieldsProps): ReactNode {
  const t = useCreditText();
  const phone = inputMask('phone', country);
  const onFile = String(form.values.social_insurance_number_enc ?? '').includes('*');
  const withCo = form.values.has_co_applicant === 'true';
  const setWithCo = form.set('has_co_applicant');
  return (
    <>
      <CreditChoice form={form} country={country} name="salutation_enc" options={SALUTATIONS} />
      <div className={styles.fields}>
        <CreditText
          form={form}
          country={country}
          spec={{ name: 'first_name_enc', autoComplete: 'given-name' }}
        />
        <CreditText
          form={form}
          country={country}
          spec={{ name: 'middle_name_enc', autoComplete: 'additional-name' }}
        />
        <CreditText
          form={form}
          country={country}
          spec={{ name: 'last_name_enc', autoComplete: 'family-name' }}
        />
        <CreditText
          form={form}
          country={country}
          spec={{
            name: 'date_of_birth_enc',
            autoComplete: 'bday',
            kind: 'date',
            inputMode: 'numeric',
            description: 'creditApp.hint.date',
          }}
        />
      </div>
      <CreditChoice form={form} country={country} name="marital_status_enc" options={MARITAL_STATUSES} />
      {/* The co-applicant's relation to the applicant (the domain's items ask it of the co-applicant). */}
      <CreditPick form={form} country={country} name="relation_status_enc" options={RELATION_STATUSES} />
      <CreditChoice form={form} country={country} name="gender_enc" options={GENDERS} />
      <div className={styles.fields}>
        <CreditText
          form={form}
          country={country}
          spec={{ name: 'email_enc', type: 'email', autoComplete: 'email' }}
        />
        <CreditText
          form={form}
          country={country}
          spec={{ name: 'confirm_email', type: 'email', autoComplete: 'email' }}
        />
        <CreditText
          form={form}
          country={country}
          spec={{ name: 'phone_enc', type: 'tel', autoComplete: 'tel-national', mask: phone }}
        />
        <CreditText
          form={form}
          country={country}
          spec={{ name: 'mobile_phone_enc', type: 'tel', mask: phone }}
        />
        <CreditText
          form={form}
          country={country}
          spec={{
            name: 'social_insurance_number_enc',
            inputMode: 'numeric',
            autoComplete: 'off',
            description: 'creditApp.hint.insuranceNumber',
            mask: onFile ? undefined : insuranceNumberMask(country),
          }}
        />
      </div>
      {party === 'primary' && 'has_co_applicant' in form.values ? (
        <Checkbox
          name="has_co_applicant"
          checked={withCo}
          onChange={(checked) => setWithCo(checked ? 'true' : 'false')}
        >
          {t('creditApp.withCoApplicant')}
        </Checkbox>
      ) : null}
    </>
  );
}
