import { type FormState, RadioGroup, SelectField, TextField } from '@storefront/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { distinctChoices } from './fields.ts';

// The credit application's fields on the kit's components, bound to a `useForm` form: the label of
// a field is `creditApp.field.<name without _enc and previous_>`, an option's `creditApp.option.<name>.<id>`.

type Values = Record<string, string>;

export const labelIdOf = (name: string): string =>
  `creditApp.field.${name.replace(/^previous_/, '').replace(/_enc$/, '')}`;

export interface TextSpec {
  readonly name: string;
  readonly type?: 'text' | 'email' | 'tel';
  readonly autoComplete?: string;
  readonly mask?: string;
  readonly inputMode?: 'text' | 'numeric' | 'decimal';
  readonly description?: string;
  /** The label's message id when not the field's own. */
  readonly labelId?: string;
}

export function Text<V extends Values>({ form, spec }: { form: FormState<V>; spec: TextSpec }): ReactNode {
  const intl = useIntl();
  const f = form.field(spec.name as keyof V & string);
  return (
    <TextField
      {...f}
      type={spec.type ?? 'text'}
      maxLength={200}
      label={intl.formatMessage({ id: spec.labelId ?? labelIdOf(spec.name) })}
      {...(spec.autoComplete ? { autoComplete: spec.autoComplete } : {})}
      {...(spec.mask ? { mask: spec.mask } : {})}
      {...(spec.inputMode ? { inputMode: spec.inputMode } : {})}
      {...(spec.description ? { description: intl.formatMessage({ id: spec.description }) } : {})}
    />
  );
}

/** One choice among a few (radio buttons). */
export function Choice<V extends Values>({
  form,
  name,
  options,
  optionKey = name.replace(/^previous_/, '').replace(/_enc$/, ''),
}: {
  form: FormState<V>;
  name: string;
  options: readonly string[];
  optionKey?: string;
}): ReactNode {
  const intl = useIntl();
  const f = form.field(name as keyof V & string);
  return (
    <RadioGroup
      {...f}
      value={f.value || null}
      orientation="horizontal"
      label={intl.formatMessage({ id: labelIdOf(name) })}
      options={distinctChoices(
        options.map((id) => ({
          id,
          label: intl.formatMessage({ id: `creditApp.option.${optionKey}.${id}` }),
        })),
        f.value ?? '',
      )}
    />
  );
}

/** One choice from a longer list. */
export function Pick<V extends Values>({
  form,
  name,
  options,
}: {
  form: FormState<V>;
  name: string;
  options: readonly { id: string; label: string }[];
}): ReactNode {
  const intl = useIntl();
  const f = form.field(name as keyof V & string);
  return (
    <SelectField
      {...f}
      value={f.value || null}
      onChange={(v) => f.onChange(v ?? '')}
      label={intl.formatMessage({ id: labelIdOf(name) })}
      placeholder={intl.formatMessage({ id: 'creditApp.choose' })}
      options={options}
    />
  );
}
