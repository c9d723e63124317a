import type { ReactNode } from 'react';
import { inputMask } from '../Field/masks.ts';
import type { Country } from '../internal/domain.ts';
import {
  ADDRESS_TYPE_VALUES,
  HOME_STATUS_VALUES,
  housingPaymentLabelId,
  needsPreviousAddress,
} from '../internal/domain.ts';
import * as styles from './CreditApp.css.ts';
import { CreditChoice, type CreditForm, CreditPick, CreditText, counts } from './CreditFields.tsx';
import { useCreditText } from './text.ts';

const money = {
  inputMode: 'decimal' as const,
  description: 'creditApp.hint.dollars',
  kind: 'money' as const,
};

/** A province or state the dealer's country has: its code and its name in the page's language. */
export type CreditProvince = { readonly id: string; readonly label: string };

export type CreditResidentialFieldsProps = {
  /** The step's form: `useForm` on the domain's residential items (`creditAppItems('residential', …)`). */
  readonly form: CreditForm;
  /** The dealer's country: provinces and postal codes, or states and ZIP codes. */
  readonly country: Country;
  /** The provinces or states, in the order to list them (the page's alphabetical order). */
  readonly provinces: readonly CreditProvince[];
  /** The dealer's province, for the housing payment's label until the shopper chooses one (Quebec's own). */
  readonly dealerProvince?: string;
  /**
   * The addresses (current '', previous 'previous_') whose postal or ZIP code the server's lookup knows
   * no province or state of: the code's field says so (its description), the code kept.
   */
  readonly postalCodeNotFound?: readonly ('' | 'previous_')[];
};

/** The fields of an address of the type chosen (street, postal box, rural route), current or previous. */
function Address({
  form,
  country,
  provinces,
  prefix,
  notFound,
}: Omit<CreditResidentialFieldsProps, 'dealerProvince' | 'postalCodeNotFound'> & {
  prefix: '' | 'previous_';
  notFound: boolean;
}): ReactNode {
  const k = (name: string) => `${prefix}${name}_enc`;
  const type = form.values[k('address_type')] || 'ST';
  const text = (
    name: string,
    extra: { inputMode?: 'numeric'; autoComplete?: string; mask?: string; description?: string } = {},
  ) => <CreditText form={form} country={country} spec={{ name: k(name), ...extra }} />;
  return (
    <>
      <CreditChoice form={form} country={country} name={k('address_type')} options={ADDRESS_TYPE_VALUES} />
      <div className={styles.fields} data-address-type={type}>
        {type === 'ST' ? (
          <>
            {text('address_number', { inputMode: 'numeric' })}
            {text('street_name')}
            {text('street_type')}
          </>
        ) : null}
        {type === 'PB' ? text('po_box_number') : null}
        {type === 'RR' ? (
          <>
            {text('rr_number')}
            {text('concession')}
            {text('lot_number')}
          </>
        ) : null}
        {text('city', { autoComplete: prefix ? 'off' : 'address-level2' })}
        <CreditPick form={form} country={country} name={k('province')} options={provinces} />
        {text('postal_code', {
          mask: inputMask('postalCode', country),
          autoComplete: prefix ? 'off' : 'postal-code',
          ...(notFound
            ? {
                description:
                  country === 'US' ? 'creditApp.hint.zipCodeNotFound' : 'creditApp.hint.postalCodeNotFound',
              }
            : {}),
        })}
        {text('years_at_address', { inputMode: 'numeric' })}
        {text('months_at_address', { inputMode: 'numeric' })}
      </div>
    </>
  );
}

/**
 * The residential step's fields: the address, the housing and its monthly payment (named as Quebec
 * names it for an address in Quebec), an owner's mortgage or a tenant's landlord, additional info, and the previous address when the domain's rule asks it
 * (under two years at this one).
 */
export function CreditResidentialFields({
  form,
  country,
  provinces,
  dealerProvince = '',
  postalCodeNotFound = [],
}: CreditResidentialFieldsProps): ReactNode {
  const t = useCreditText();
  const v = form.values;
  const previous = needsPreviousAddress(counts(v, ['years_at_address_enc', 'months_at_address_enc']));
  return (
    <>
      <Address
        form={form}
        country={country}
        provinces={provinces}
        prefix=""
        notFound={postalCodeNotFound.includes('')}
      />
      <CreditChoice form={form} country={country} name="home_status_enc" options={HOME_STATUS_VALUES} />
      <CreditText
        form={form}
        country={country}
        spec={{
          name: 'monthly_housing_payment_enc',
          labelId: housingPaymentLabelId(country, v.province_enc || dealerProvince).replace(
            'credit_app.',
            'creditApp.field.',
          ),
          inputMode: 'decimal',
          description: 'creditApp.hint.dollars',
          kind: 'money',
        }}
      />
      {/* The mortgage of an owner, the landlord of a tenant (optional), and anything else to tell. */}
      {v.home_status_enc === 'OW' ? (
        <div className={styles.fields} data-group="mortgage">
          <CreditText form={form} country={country} spec={{ name: 'mortgage_holder_enc' }} />
          <CreditText form={form} country={country} spec={{ name: 'mortgage_amount_enc', ...money }} />
          <CreditText form={form} country={country} spec={{ name: 'market_value_enc', ...money }} />
        </div>
      ) : null}
      {v.home_status_enc === 'RE' ? (
        <CreditText form={form} country={country} spec={{ name: 'landlord_enc' }} />
      ) : null}
      <CreditText form={form} country={country} spec={{ name: 'additional_info_enc' }} />
      {previous ? (
        <fieldset className={styles.group} data-previous="address">
          <legend className={styles.legend}>{t('creditApp.previousAddress')}</legend>
          <Address
            form={form}
            country={country}
            provinces={provinces}
            prefix="previous_"
            notFound={postalCodeNotFound.includes('previous_')}
          />
        </fieldset>
      ) : null}
    </>
  );
}
