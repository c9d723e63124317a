import type { ReactNode } from 'react';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import type { ConsentDefinition, ConsentValues, Language } from '../internal/domain.ts';
import { CONSENT_REQUIRED_MESSAGE, rules, visibleConsents } from '../internal/domain.ts';
import { useUiText } from '../intl/useUiText.ts';
import * as styles from './ConsentBlock.css.ts';

export type ConsentBlockProps = {
  /** The dealer's consents; NO_CONSENT ones are not shown. */
  readonly definitions: readonly ConsentDefinition[];
  readonly values: ConsentValues;
  readonly onChange: (key: string, value: boolean) => void;
  /** Language of the consent texts (two-letter key); falls back to English, then any text. */
  readonly language: Language;
  /** Show field_required on required consents left unticked (after a submit attempt). */
  readonly showErrors?: boolean;
  /** The server's refusals per consent key, shown on the box until its value changes. */
  readonly serverErrors?: Readonly<Record<string, readonly string[] | undefined>> | undefined;
  readonly legend?: ReactNode;
};

const textFor = (definition: ConsentDefinition, language: Language): string =>
  definition.text[language] ?? definition.text.en ?? Object.values(definition.text)[0] ?? definition.key;

/**
 * Consent checkboxes: required ones must be ticked (field_required), optional ones are free. The
 * app checks the whole block on submit with the domain's `validateConsents`.
 */
export function ConsentBlock({
  definitions,
  values,
  onChange,
  language,
  showErrors = false,
  serverErrors,
  legend,
}: ConsentBlockProps): ReactNode {
  const t = useUiText();
  const shown = visibleConsents(definitions);
  if (shown.length === 0) return null;
  return (
    <fieldset className={styles.fieldset} data-consents="">
      <legend className={styles.legend}>{legend ?? t('ui.consent.legend')}</legend>
      {shown.map((definition) => {
        const required = definition.enabled === 'REQUIRED_CONSENT';
        return (
          <Checkbox
            key={definition.key}
            name={definition.key}
            checked={values[definition.key] === true}
            onChange={(checked) => onChange(definition.key, checked)}
            isRequired={required}
            rules={required ? [rules.required(CONSENT_REQUIRED_MESSAGE)] : []}
            showErrors={showErrors}
            serverError={serverErrors?.[definition.key]?.[0]}
          >
            {textFor(definition, language)}
          </Checkbox>
        );
      })}
    </fieldset>
  );
}
