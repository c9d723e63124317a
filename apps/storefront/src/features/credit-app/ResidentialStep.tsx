import type { CreditAppParty } from '@storefront/domain';
import { CreditResidentialFields, CreditStepForm } from '@storefront/ui';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useApi } from '../../shared/api/ApiContext.tsx';
import { postalCodeProvince, provincesQuery } from './api/creditApp.ts';
import { useCreditApp } from './context.ts';
import { lookupPostalCode } from './steps.ts';
import { useStepForm } from './useStepForm.ts';

/**
 * The province (Canada) or state (USA) fills itself when the postal code is exactly seven characters
 * and the lookup knows it (spec 3 section 5: A1A 1A1), the state when the ZIP code has its five digits,
 * unless the shopper chose one: a choice is never replaced (a code of another province or state is the
 * server's field error). True when the lookup knows no province of the code (an FSA not in use): the
 * field says so.
 */
function useProvinceLookup(form: ReturnType<typeof useStepForm>['form'], prefix: '' | 'previous_'): boolean {
  const app = useCreditApp();
  const { http } = useApi();
  const k = (name: string) => `${prefix}${name}_enc`;
  const postal = form.values[k('postal_code')] ?? '';
  // The form's setter is a new function at each render: the effect reads the latest one.
  const setProvince = useRef(form.set(k('province')));
  setProvince.current = form.set(k('province'));
  const chosen = useRef(form.values[k('province')] ?? '');
  chosen.current = form.values[k('province')] ?? '';
  const country = app.rules.country;
  const [notFound, setNotFound] = useState<string | null>(null);
  useEffect(() => {
    if (!lookupPostalCode(postal, country)) return;
    let current = true;
    void postalCodeProvince(http, app.orderId, postal).then((province) => {
      if (!current) return;
      setNotFound(province === null ? postal : null);
      if (province && chosen.current === '') setProvince.current(province);
    });
    return () => {
      current = false;
    };
  }, [postal, country, http, app.orderId]);
  return notFound !== null && notFound === postal;
}

/** residential/ (and co-applicant/residential/): address, previous address under two years, housing (the kit's fields). */
export function ResidentialStep({ party = 'primary' }: { party?: CreditAppParty }): ReactNode {
  const app = useCreditApp();
  const { http, dealerCode } = useApi();
  const country = app.rules.country;
  const provinces = useQuery(provincesQuery(http, dealerCode, country));
  const step = party === 'co' ? 'coapplicant-residential-info' : 'residential-info';
  const { form, busy } = useStepForm('residential', party, step);
  const notFound = [
    useProvinceLookup(form, '') ? ('' as const) : null,
    useProvinceLookup(form, 'previous_') ? ('previous_' as const) : null,
  ].filter((p) => p !== null);
  const intl = useIntl();
  // In the page's alphabetical order (Île-du-Prince-Édouard before Nouveau-Brunswick in French).
  const collator = new Intl.Collator(intl.locale);
  const options = (provinces.data ?? [])
    .map((p) => ({ id: p.code, label: p.province_name }))
    .sort((a, b) => collator.compare(a.label, b.label));
  return (
    <CreditStepForm step={step} form={form} busy={busy}>
      <CreditResidentialFields
        form={form}
        country={country}
        provinces={options}
        dealerProvince={app.rules.province_code}
        postalCodeNotFound={notFound}
      />
    </CreditStepForm>
  );
}
