import { useThemeRootProps } from '@storefront/theme';
import type { ReactNode } from 'react';
import {
  Button,
  I18nProvider,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import * as fieldStyles from '../Field/Field.css.ts';
import { FieldLabel, FieldTexts } from '../Field/FieldParts.tsx';
import type { ValidationProps } from '../Field/useValidationItem.ts';
import { useValidationItem } from '../Field/useValidationItem.ts';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './SelectField.css.ts';

export type SelectOption = { readonly id: string; readonly label: string; readonly disabled?: boolean };

export type SelectFieldProps = ValidationProps & {
  readonly name: string;
  readonly label: ReactNode;
  readonly options: readonly SelectOption[];
  /** Selected option id, or null. */
  readonly value: string | null;
  readonly onChange: (value: string | null) => void;
  readonly placeholder?: string;
  readonly description?: ReactNode;
  readonly isRequired?: boolean;
  readonly isDisabled?: boolean;
};

/** Single choice from a list (react-aria Select: typeahead, keyboard, screen-reader support). */
export function SelectField({
  name,
  label,
  options,
  value,
  onChange,
  placeholder,
  description,
  isRequired = false,
  isDisabled = false,
  ...validation
}: SelectFieldProps): ReactNode {
  const { error, run } = useValidationItem(name, value ?? '', validation);
  const theme = useThemeRootProps();
  const { locale } = useIntl();
  return (
    <I18nProvider locale={locale}>
      <Select
        name={name}
        value={value}
        onChange={(key) => {
          const next = key === null ? null : String(key);
          onChange(next);
          run('change', next ?? '');
        }}
        onBlur={() => run('focusout', value ?? '')}
        isRequired={isRequired}
        isDisabled={isDisabled}
        isInvalid={error !== null}
        validationBehavior="aria"
        disabledKeys={options.filter((o) => o.disabled).map((o) => o.id)}
        className={fieldStyles.field}
        data-field={name}
        {...(placeholder === undefined ? {} : { placeholder })}
      >
        <FieldLabel required={isRequired}>{label}</FieldLabel>
        <Button className={`${fieldStyles.control} ${styles.trigger}`}>
          <SelectValue className={({ isPlaceholder }) => (isPlaceholder ? styles.placeholder : '')} />
          <Icon name="chevronDown" />
        </Button>
        <FieldTexts description={description} error={error} />
        <Popover className={`${theme.className} ${styles.popover}`} style={theme.style}>
          <ListBox className={styles.listBox} items={options}>
            {(option) => (
              <ListBoxItem id={option.id} className={styles.option} textValue={option.label}>
                {option.label}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </Select>
    </I18nProvider>
  );
}
