import { useThemeRootProps } from '@storefront/theme';
import type { ReactNode } from 'react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
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
  const triggerRef = useRef<HTMLButtonElement>(null);
  const popoverRef = useRef<HTMLElement>(null);
  const [open, setOpen] = useState(false);
  // In a modal, the list is drawn in its dialog, not at the end of the page: the page behind an open
  // modal takes no pointer events and a press there counts as outside, so a tap on an option was lost.
  const [dialog, setDialog] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => setDialog(triggerRef.current?.closest<HTMLElement>('[role="dialog"]') ?? null), []);
  // The list's button is what the shopper reaches (the hidden <select> is not): it says the choice is
  // invalid, its description naming the error. React Aria's Button passes no aria-invalid through.
  const invalid = error !== null;
  useLayoutEffect(() => {
    const trigger = triggerRef.current;
    if (!trigger) return;
    if (invalid) trigger.setAttribute('aria-invalid', 'true');
    else trigger.removeAttribute('aria-invalid');
  }, [invalid]);
  // A modal closes on Escape before the list sees the key (its listener is the document's, capturing):
  // Escape in an open list is marked handled first (the window's capture) so the modal leaves it to the list.
  useEffect(() => {
    if (!open) return;
    const leaveEscapeToList = (event: KeyboardEvent) => {
      if (
        event.key === 'Escape' &&
        event.target instanceof Node &&
        popoverRef.current?.contains(event.target)
      )
        event.preventDefault();
    };
    window.addEventListener('keydown', leaveEscapeToList, true);
    return () => window.removeEventListener('keydown', leaveEscapeToList, true);
  }, [open]);
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
        // A closed list gives focus back to its button. In a modal, the dialog takes the focus that falls
        // from the removed list before React Aria gives it back: focus left on a box around the button
        // (the dialog, the page) is lost, and goes to the button once the list is gone.
        onOpenChange={(next) => {
          setOpen(next);
          if (next) return;
          requestAnimationFrame(() => {
            const trigger = triggerRef.current;
            if (trigger?.isConnected && (document.activeElement ?? document.body).contains(trigger))
              trigger.focus();
          });
        }}
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
        <Button ref={triggerRef} className={`${fieldStyles.control} ${styles.trigger}`}>
          <SelectValue className={({ isPlaceholder }) => (isPlaceholder ? styles.placeholder : '')} />
          <Icon name="chevronDown" />
        </Button>
        <FieldTexts description={description} error={error} />
        <Popover
          ref={popoverRef}
          className={`${theme.className} ${styles.popover}`}
          style={theme.style}
          {...(dialog === null ? {} : { UNSTABLE_portalContainer: dialog })}
        >
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
