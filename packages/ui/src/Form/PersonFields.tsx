import type { ReactNode } from 'react';
import { inputMask } from '../Field/masks.ts';
import type { Country } from '../internal/domain.ts';
import { useUiText } from '../intl/useUiText.ts';
import { TextField } from '../TextField/TextField.tsx';
import type { FormState } from './useForm.ts';

type PersonValues = Record<'first_name' | 'last_name' | 'email' | 'phone', string>;

export type PersonFieldsProps<V extends PersonValues> = {
  readonly form: FormState<V>;
  readonly country: Country;
  /** The phone field (masked for the country); its rules say whether it is required. */
  readonly phone?: boolean;
  /** A class for a box around the two name fields (side by side in the sign-up form); none: stacked. */
  readonly namesClassName?: string;
  /** Focus the first name when the block mounts: a form dialog that opens on it (the contact form). */
  readonly autoFocus?: boolean;
};

/** A shopper's first and last name, e-mail and phone, on a `useForm` form with those fields. */
export function PersonFields<V extends PersonValues>({
  form,
  country,
  phone = true,
  namesClassName,
  autoFocus = false,
}: PersonFieldsProps<V>): ReactNode {
  const t = useUiText();
  const names = (
    <>
      <TextField
        {...form.field('first_name')}
        label={t('ui.signIn.firstName')}
        autoComplete="given-name"
        autoFocus={autoFocus}
      />
      <TextField {...form.field('last_name')} label={t('ui.signIn.lastName')} autoComplete="family-name" />
    </>
  );
  return (
    <>
      {namesClassName === undefined ? names : <div className={namesClassName}>{names}</div>}
      <TextField {...form.field('email')} type="email" label={t('ui.signIn.email')} autoComplete="email" />
      {phone ? (
        <TextField
          {...form.field('phone')}
          type="tel"
          label={t('ui.signIn.phone')}
          autoComplete="tel-national"
          mask={inputMask('phone', country)}
        />
      ) : null}
    </>
  );
}
