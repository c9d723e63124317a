import type { ReactNode } from 'react';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import type { ConsentDefinition, ConsentValues, Language } from '../internal/domain.ts';
import { CONSENT_REQUIRED_MESSAGE, rules, validateConsents, visibleConsents } from '../internal/domain.ts';
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

/** The server's key prefix of a consent's error (`consents.<key>`). */
const CONSENT_ERROR_PREFIX = 'consents.';

/** What `useConsents` gives a form: its `useForm` options, the block's props, the values to send. */
export type FormConsents = {
  /** For `useForm`: a required consent left unticked stops the submit like an invalid field. */
  readonly formOptions: {
    readonly invalidBeyondItems: () => readonly string[];
    readonly showsServerError: (key: string) => boolean;
  };
  /** `ConsentBlock`'s props but `showErrors` (the form's). */
  readonly block: Omit<ConsentBlockProps, 'showErrors' | 'legend'>;
  /** The value of every consent shown (unticked: false), as the form sends them. */
  readonly given: () => ConsentValues;
};

/**
 * A form's consents (the sign-up's, the contact forms'): their values, the server's `consents.<key>`
 * errors on their boxes (out of the form's summary), the texts in the page's language, and the
 * check that stops a submit while a required one is unticked (its box then takes focus).
 */
export function useConsents(
  definitions: readonly ConsentDefinition[],
  serverErrors: Readonly<Record<string, readonly string[]>> | undefined,
  /** The consents already given (ticked from the start). */
  initial: ConsentValues = {},
): FormConsents {
  const language: Language = useIntl().locale.startsWith('fr') ? 'fr' : 'en';
  const [values, setValues] = useState<ConsentValues>(initial);
  const shown = visibleConsents(definitions);
  const onBoxes = useMemo(() => {
    const out: Record<string, readonly string[]> = {};
    for (const [key, messages] of Object.entries(serverErrors ?? {})) {
      if (key.startsWith(CONSENT_ERROR_PREFIX)) out[key.slice(CONSENT_ERROR_PREFIX.length)] = messages;
    }
    return out;
  }, [serverErrors]);
  return {
    formOptions: {
      invalidBeyondItems: () => {
        const errors = validateConsents(shown, values);
        return shown.filter((d) => errors[d.key] !== undefined).map((d) => d.key);
      },
      showsServerError: (key) => key.startsWith(CONSENT_ERROR_PREFIX),
    },
    block: {
      definitions,
      values,
      onChange: (key, value) => setValues((v) => ({ ...v, [key]: value })),
      language,
      serverErrors: onBoxes,
    },
    given: () => Object.fromEntries(shown.map((d) => [d.key, values[d.key] === true])),
  };
}
