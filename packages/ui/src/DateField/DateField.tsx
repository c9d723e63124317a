import { parseDate } from '@internationalized/date';
import type { ReactNode } from 'react';
import { DateField as AriaDateField, DateInput, DateSegment, I18nProvider } from 'react-aria-components';
import { useIntl } from 'react-intl';
import * as fieldStyles from '../Field/Field.css.ts';
import { FieldLabel, FieldTexts } from '../Field/FieldParts.tsx';
import type { ValidationProps } from '../Field/useValidationItem.ts';
import { useValidationItem } from '../Field/useValidationItem.ts';
import * as styles from './DateField.css.ts';

export type DateFieldProps = ValidationProps & {
  readonly name: string;
  readonly label: ReactNode;
  /** ISO date `YYYY-MM-DD`, or '' when empty. */
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly description?: ReactNode;
  readonly isRequired?: boolean;
  readonly isDisabled?: boolean;
};

const toDateValue = (iso: string) => {
  try {
    return iso === '' ? null : parseDate(iso);
  } catch {
    return null;
  }
};

/**
 * A date typed segment by segment in the locale's order (MM/DD/YYYY in en-US, YYYY-MM-DD in
 * en-CA and fr-CA), answered as an ISO date so the domain's date rules apply.
 */
export function DateField({
  name,
  label,
  value,
  onChange,
  description,
  isRequired = false,
  isDisabled = false,
  ...validation
}: DateFieldProps): ReactNode {
  const { error, run } = useValidationItem(name, value, validation);
  const { locale } = useIntl();
  return (
    // Segments follow the storefront locale (react-aria would otherwise use the browser's).
    <I18nProvider locale={locale}>
      <AriaDateField
        name={name}
        value={toDateValue(value)}
        onChange={(date) => {
          const next = date === null ? '' : date.toString();
          onChange(next);
          run('change', next);
        }}
        onBlur={() => run('focusout', value)}
        isRequired={isRequired}
        isDisabled={isDisabled}
        isInvalid={error !== null}
        validationBehavior="aria"
        className={fieldStyles.field}
        data-field={name}
      >
        <FieldLabel required={isRequired}>{label}</FieldLabel>
        <DateInput className={`${fieldStyles.control} ${styles.input}`}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <FieldTexts description={description} error={error} />
      </AriaDateField>
    </I18nProvider>
  );
}
