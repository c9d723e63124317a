import type { ReactNode } from 'react';
import { useId } from 'react';
import { Checkbox as AriaCheckbox } from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css.ts';
import type { ValidationProps } from '../Field/useValidationItem.ts';
import { useValidationItem } from '../Field/useValidationItem.ts';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './Checkbox.css.ts';

export type CheckboxProps = ValidationProps & {
  readonly name: string;
  /** The label; may hold links (consent texts). */
  readonly children: ReactNode;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly isRequired?: boolean;
  readonly isDisabled?: boolean;
};

/** A checkbox with the domain's validation item (a required consent uses `rules.required()`). */
export function Checkbox({
  name,
  children,
  checked,
  onChange,
  isRequired = false,
  isDisabled = false,
  ...validation
}: CheckboxProps): ReactNode {
  const { error, run } = useValidationItem(name, checked, validation);
  const errorId = `${useId()}-error`;
  return (
    <div className={fieldStyles.field} data-field={name}>
      <AriaCheckbox
        name={name}
        isSelected={checked}
        onChange={(next) => {
          onChange(next);
          run('change', next);
        }}
        onBlur={() => run('focusout', checked)}
        isRequired={isRequired}
        isDisabled={isDisabled}
        isInvalid={error !== null}
        validationBehavior="aria"
        className={styles.root}
        {...(error === null ? {} : { 'aria-describedby': errorId })}
      >
        {({ isSelected }) => (
          <>
            <span className={styles.box} aria-hidden="true">
              {isSelected ? <Icon name="check" size={14} strokeWidth={3} /> : null}
            </span>
            <span>{children}</span>
          </>
        )}
      </AriaCheckbox>
      {error === null ? null : (
        <span id={errorId} className={fieldStyles.error} data-field-error="">
          <Icon name="error" size="1.1em" />
          <span>{error}</span>
        </span>
      )}
    </div>
  );
}
