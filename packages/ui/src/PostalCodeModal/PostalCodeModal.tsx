import type { ReactNode } from 'react';
import { useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { inputMask } from '../Field/masks.ts';
import type { Country } from '../internal/domain.ts';
import { normalizePostalCode, rules, validateForm } from '../internal/domain.ts';
import { useUiText } from '../intl/useUiText.ts';
import { Modal } from '../Modal/Modal.tsx';
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
  const [value, setValue] = useState(initialValue);
  const [showErrors, setShowErrors] = useState(false);
  const fieldRules = [rules.required(), rules.postalCode(country)];
  const us = country === 'US';
  return (
    <Modal.Root open={open} onOpenChange={onOpenChange} closable={closable}>
      <Modal.Content
        title={t(us ? 'ui.postalCode.titleUs' : 'ui.postalCode.title')}
        description={t('ui.postalCode.text')}
        size="sm"
        data-modal="postal-code"
      >
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setShowErrors(true);
            const errors = validateForm(
              [{ field: 'postal_code', rules: fieldRules }],
              { postal_code: value },
              { country, today: new Date() },
            );
            if (errors.postal_code === undefined) onSubmit(normalizePostalCode(value, country));
          }}
        >
          <Modal.Body>
            <TextField
              name="postal_code"
              label={t(us ? 'ui.postalCode.labelUs' : 'ui.postalCode.label')}
              value={value}
              onChange={setValue}
              mask={inputMask('postalCode', country)}
              autoComplete="postal-code"
              rules={fieldRules}
              country={country}
              isRequired
              showErrors={showErrors}
              serverError={serverErrors?.postal_code?.[0] ?? serverErrors?.non_field_errors?.[0]}
              autoFocus
            />
          </Modal.Body>
          <Modal.Footer>
            <Button type="submit" loading={submitting} fullWidth>
              {t('ui.postalCode.submit')}
            </Button>
          </Modal.Footer>
        </form>
      </Modal.Content>
    </Modal.Root>
  );
}
