import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { FormState } from '../Form/useForm.ts';
import type { Country } from '../internal/domain.ts';
import { amountLocale, dateFieldTyping, formatDateField, formatMoneyField } from '../internal/domain.ts';
import { RadioGroup } from '../RadioGroup/RadioGroup.tsx';
import { SelectField } from '../SelectField/SelectField.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { distinctChoices } from './choices.ts';
import { fieldLabelId, optionLabelId, useCreditText } from './text.ts';

// The credit application's fields on the kit's components, bound to a `useForm` form (the domain's
// items for the section: the rules and the server's errors come with `form.field`).

/** A step's form: every value a string, as typed. */
export type CreditForm = FormState<Record<string, string>>;

export type CreditTextSpec = {
  readonly name: string;
  readonly type?: 'text' | 'email' | 'tel';
  readonly autoComplete?: string;
  readonly mask?: string | undefined;
  /**
   * `money`: dollars, written the page's way once left (`85 000`, `9 500,50`; `85,000` in English),
   * as amounts read back from the server are. `date`: typed year first (masked) or in the locale's
   * day and month order (`23/04/1985`; `04/23/1985` in en-US), written as ISO once left.
   */
  readonly kind?: 'money' | 'date';
  readonly inputMode?: 'text' | 'numeric' | 'decimal';
  /** The description's message id. */
  readonly description?: string;
  /** The label's message id when not the field's own. */
  readonly labelId?: string;
};

/** A text field, shown only when the form has it (the dealer's rules decide which fields it has). */
export function CreditText({
  form,
  country,
  spec,
}: {
  form: CreditForm;
  country: Country;
  spec: CreditTextSpec;
}): ReactNode {
  const t = useCreditText();
  const { locale } = useIntl();
  if (!(spec.name in form.values)) return null;
  return (
    <TextField
      {...form.field(spec.name)}
      type={spec.type ?? 'text'}
      maxLength={200}
      label={t(spec.labelId ?? fieldLabelId(spec.name, country))}
      {...(spec.autoComplete ? { autoComplete: spec.autoComplete } : {})}
      {...(spec.mask ? { mask: spec.mask } : {})}
      {...(spec.kind === 'money'
        ? { formatOnBlur: (value: string) => formatMoneyField(value, amountLocale(locale)) }
        : {})}
      {...(spec.kind === 'date'
        ? { transform: dateFieldTyping, formatOnBlur: (value: string) => formatDateField(value, locale) }
        : {})}
      {...(spec.inputMode ? { inputMode: spec.inputMode } : {})}
      {...(spec.description ? { description: t(spec.description) } : {})}
    />
  );
}

/** One choice among a few (radio buttons). */
export function CreditChoice({
  form,
  country,
  name,
  options,
}: {
  form: CreditForm;
  country: Country;
  name: string;
  options: readonly string[];
}): ReactNode {
  const t = useCreditText();
  if (!(name in form.values)) return null;
  const f = form.field(name);
  return (
    <RadioGroup
      {...f}
      value={f.value || null}
      orientation="horizontal"
      label={t(fieldLabelId(name, country))}
      options={distinctChoices(
        options.map((id) => ({ id, label: t(optionLabelId(name, id)) })),
        f.value ?? '',
      )}
    />
  );
}

/** One choice from a longer list (its options' labels given, or the field's own option messages). */
export function CreditPick({
  form,
  country,
  name,
  options,
}: {
  form: CreditForm;
  country: Country;
  name: string;
  options: readonly string[] | readonly { readonly id: string; readonly label: string }[];
}): ReactNode {
  const t = useCreditText();
  if (!(name in form.values)) return null;
  const f = form.field(name);
  return (
    <SelectField
      {...f}
      value={f.value || null}
      onChange={(v) => f.onChange(v ?? '')}
      label={t(fieldLabelId(name, country))}
      placeholder={t('creditApp.choose')}
      options={options.map((o) => (typeof o === 'string' ? { id: o, label: t(optionLabelId(name, o)) } : o))}
    />
  );
}

/** The counts of a form (years, months typed) as the domain's rules read them: a number, or nothing. */
export function counts(
  values: Readonly<Record<string, string>>,
  fields: readonly string[],
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const field of fields) {
    const v = (values[field] ?? '').trim();
    if (/^\d+$/.test(v)) out[field] = Number(v);
  }
  return out;
}
