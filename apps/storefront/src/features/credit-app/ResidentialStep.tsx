import {
  ADDRESS_TYPE_VALUES,
  type CreditAppParty,
  HOME_STATUS_VALUES,
  housingPaymentLabelId,
} from '@storefront/domain';
import { inputMask } from '@storefront/ui';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useApi } from '../../shared/api/ApiContext.tsx';
import { postalCodeProvince, provincesQuery } from './api/creditApp.ts';
import { useCreditApp } from './context.ts';
import * as styles from './creditApp.css.ts';
import { Choice, Pick, Text } from './FormFields.tsx';
import { StepFrame } from './StepFrame.tsx';
import { lookupPostalCode } from './steps.ts';
import { useStepForm } from './useStepForm.ts';

const under2Years = (years: string, months: string) =>
  /^\d+$/.test(years.trim()) && Number(years) * 12 + (Number(months) || 0) < 24;

/** The fields of an address of the type chosen (street, postal box, rural route). */
function Address({
  form,
  prefix,
  provinces,
  postalMask,
}: {
  form: ReturnType<typeof useStepForm>['form'];
  prefix: '' | 'previous_';
  provinces: { id: string; label: string }[];
  postalMask: string;
}): ReactNode {
  const k = (name: string) => `${prefix}${name}_enc`;
  const type = form.values[k('address_type')] || 'ST';
  const app = useCreditApp();
  const { http } = useApi();
  const postal = form.values[k('postal_code')] ?? '';
  // The form's setter is a new function at each render: the effect reads the latest one.
  const setProvince = useRef(form.set(k('province')));
  setProvince.current = form.set(k('province'));
  // The province fills itself when the postal code is exactly seven characters and the lookup knows it
  // (spec 3 section 5: A1A 1A1), the state when the ZIP code has its five digits, unless the shopper
  // chose one: a choice is never replaced (a code of another province or state is the server's field error).
  const chosen = form.values[k('province')] ?? '';
  const country = app.rules.country;
  useEffect(() => {
    if (!lookupPostalCode(postal, country) || chosen !== '') return;
    let current = true;
    void postalCodeProvince(http, app.orderId, postal).then((province) => {
      if (current && province) setProvince.current(province);
    });
    return () => {
      current = false;
    };
  }, [postal, country, chosen, http, app.orderId]);
  return (
    <>
      <Choice form={form} name={k('address_type')} options={ADDRESS_TYPE_VALUES} optionKey="address_type" />
      <div className={styles.fields}>
        {type === 'ST' ? (
          <>
            <Text form={form} spec={{ name: k('address_number'), inputMode: 'numeric' }} />
            <Text form={form} spec={{ name: k('street_name') }} />
          </>
        ) : null}
        {type === 'PB' ? <Text form={form} spec={{ name: k('po_box_number') }} /> : null}
        {type === 'RR' ? <Text form={form} spec={{ name: k('rr_number') }} /> : null}
        <Text form={form} spec={{ name: k('city'), autoComplete: prefix ? 'off' : 'address-level2' }} />
        <Pick form={form} name={k('province')} options={provinces} />
        <Text
          form={form}
          spec={{ name: k('postal_code'), mask: postalMask, autoComplete: prefix ? 'off' : 'postal-code' }}
        />
        <Text form={form} spec={{ name: k('years_at_address'), inputMode: 'numeric' }} />
        <Text form={form} spec={{ name: k('months_at_address'), inputMode: 'numeric' }} />
      </div>
    </>
  );
}

/** residential/ (and co-applicant/residential/): address, previous address under two years, housing. */
export function ResidentialStep({ party = 'primary' }: { party?: CreditAppParty }): ReactNode {
  const app = useCreditApp();
  const { http, dealerCode } = useApi();
  const country = app.rules.country;
  const provinces = useQuery(provincesQuery(http, dealerCode, country));
  const { form, busy } = useStepForm(
    'residential',
    party,
    party === 'co' ? 'coapplicant-residential-info' : 'residential-info',
  );
  const intl = useIntl();
  // In the page's alphabetical order (Île-du-Prince-Édouard before Nouveau-Brunswick in French).
  const collator = new Intl.Collator(intl.locale);
  const options = (provinces.data ?? [])
    .map((p) => ({ id: p.code, label: p.province_name }))
    .sort((a, b) => collator.compare(a.label, b.label));
  const postalMask = inputMask('postalCode', country);
  const v = form.values;
  const previous = under2Years(v.years_at_address_enc ?? '', v.months_at_address_enc ?? '');
  return (
    <StepFrame
      titleId={
        party === 'co' ? 'creditApp.step.coapplicant-residential-info' : 'creditApp.step.residential-info'
      }
      form={form}
      busy={busy}
    >
      <Address form={form} prefix="" provinces={options} postalMask={postalMask} />
      <Choice form={form} name="home_status_enc" options={HOME_STATUS_VALUES} />
      <Text
        form={form}
        spec={{
          name: 'monthly_housing_payment_enc',
          labelId: housingPaymentLabelId(country, v.province_enc || app.rules.province_code).replace(
            'credit_app.',
            'creditApp.field.',
          ),
          inputMode: 'decimal',
          description: 'creditApp.hint.dollars',
        }}
      />
      {previous ? (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>
            <FormattedMessage id="creditApp.previousAddress" />
          </legend>
          <Address form={form} prefix="previous_" provinces={options} postalMask={postalMask} />
        </fieldset>
      ) : null}
    </StepFrame>
  );
}
