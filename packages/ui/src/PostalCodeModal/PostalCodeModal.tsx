import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { inputMask } from '../Field/masks.ts';
import { FormModal } from '../Form/FormModal.tsx';
import { useForm } from '../Form/useForm.ts';
import type { Country } from '../internal/domain.ts';
import { normalizePostalCode, rules } from '../internal/domain.ts';
import { useUiText } from '../intl/useUiText.ts';
import { TextField } from '../TextField/TextField.tsx';

export type PostalCodeModalProps = {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** The dealer's country: Canadian postal code (A1A 1A1) or ZIP. */
  readonly country: Country;
  /** Closable only when allowed; false makes it non-closable until submitted. */
  readonly closable?: boolean;
  readonly initialValue?: string;
  /** Called with the normalised postal code when it is valid. */
  readonly onSubmit: (postalCode: string) => void;
  readonly submitting?: boolean;
  /** Server errors put on the form (`postal_code`, `non_field_errors`). */
  readonly serverErrors?: Readonly<Record<string, readonly string[]>>;
};

/** The postal-code modal: required, masked, checked against the dealer's country. */
export function PostalCodeModal({
  open,
  onOpenChange,
  country,
  closable = true,
  initialValue = '',
  onSubmit,
  submitting = false,
  serverErrors,
}: PostalCodeModalProps): ReactNode {
  const t = useUiText();
  const items = useMemo(
    () => [{ field: 'postal_code', rules: [rules.required(), rules.postalCode(country)] }],
    [country],
  );
  const form = useForm({
    items,
    initialValues: { postal_code: initialValue },
    country,
    serverErrors,
    formErrorsOn: 'postal_code',
    onSubmit: (values) => onSubmit(normalizePostalCode(values.postal_code, country)),
  });
  const us = country === 'US';
  return (
    <FormModal
      open={open}
      onOpenChange={onOpenChange}
      closable={closable}
      title={t(us ? 'ui.postalCode.titleUs' : 'ui.postalCode.title')}
      description={t('ui.postalCode.text')}
      size="sm"
      name="postal-code"
      form={form}
      submitLabel={t('ui.postalCode.submit')}
      submitFullWidth
      busy={submitting}
    >
      <TextField
        {...form.field('postal_code')}
        label={t(us ? 'ui.postalCode.labelUs' : 'ui.postalCode.label')}
        mask={inputMask('postalCode', country)}
        autoComplete="postal-code"
        autoFocus
      />
    </FormModal>
  );
}
