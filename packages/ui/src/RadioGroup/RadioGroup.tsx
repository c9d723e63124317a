import type { ReactNode } from 'react';
import { RadioGroup as AriaRadioGroup, Radio } from 'react-aria-components';
import * as styles from '../Checkbox/Checkbox.css.ts';
import * as fieldStyles from '../Field/Field.css.ts';
import { FieldLabel, FieldTexts } from '../Field/FieldParts.tsx';
import type { ValidationProps } from '../Field/useValidationItem.ts';
import { useValidationItem } from '../Field/useValidationItem.ts';

export type RadioOption = { readonly id: string; readonly label: ReactNode; readonly disabled?: boolean };

export type RadioGroupProps = ValidationProps & {
  readonly name: string;
  readonly label: ReactNode;
  readonly options: readonly RadioOption[];
  /** The chosen option's id; null or '' (a form's empty value) for none. */
  readonly value: string | null;
  readonly onChange: (value: string) => void;
  readonly orientation?: 'vertical' | 'horizontal';
  readonly description?: ReactNode;
  readonly isRequired?: boolean;
  readonly isDisabled?: boolean;
  /** The label for assistive technology only: a heading beside the group already shows its name. */
  readonly labelHidden?: boolean;
  /** Focus the chosen option (else the first enabled one) on mount: a dialog's first question. */
  readonly autoFocus?: boolean;
};

/** One choice among a few visible options; arrow keys move between them. */
export function RadioGroup({
  name,
  label,
  options,
  value,
  onChange,
  orientation = 'vertical',
  description,
  isRequired = false,
  isDisabled = false,
  labelHidden = false,
  autoFocus = false,
  ...validation
}: RadioGroupProps): ReactNode {
  const { error, run } = useValidationItem(name, value ?? '', validation);
  const focused = autoFocus
    ? (options.find((o) => o.id === value && !o.disabled) ?? options.find((o) => !o.disabled))?.id
    : undefined;
  return (
    <AriaRadioGroup
      name={name}
      // '' is "none chosen" too (a form's empty value): given as is, React Aria takes it for a choice
      // that no option has and leaves every option out of the Tab order.
      value={value === '' ? null : value}
      onChange={(next) => {
        onChange(next);
        run('change', next);
      }}
      onBlur={() => run('focusout', value ?? '')}
      orientation={orientation}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={error !== null}
      validationBehavior="aria"
      className={fieldStyles.field}
      data-field={name}
    >
      {/* The text fields' label: a required group shows the same asterisk. */}
      <FieldLabel required={isRequired} hidden={labelHidden}>
        {label}
      </FieldLabel>
      <div
        className={styles.group}
        style={orientation === 'horizontal' ? { display: 'flex', flexWrap: 'wrap', gap: 16 } : undefined}
      >
        {options.map((option) => (
          <Radio
            key={option.id}
            value={option.id}
            isDisabled={option.disabled ?? false}
            autoFocus={option.id === focused}
            className={styles.root}
          >
            {({ isSelected }) => (
              <>
                <span className={`${styles.box} ${styles.radio}`} aria-hidden="true">
                  {isSelected ? <span className={styles.radioDot} /> : null}
                </span>
                <span>{option.label}</span>
              </>
            )}
          </Radio>
        ))}
      </div>
      <FieldTexts description={description} error={error} />
    </AriaRadioGroup>
  );
}
