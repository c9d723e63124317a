import { visuallyHidden } from '@storefront/theme';
import type { ReactNode } from 'react';
import { Label, Text } from 'react-aria-components';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './Field.css.ts';

/**
 * Label with a visual required mark (the input itself carries `aria-required`); `hidden`: for
 * assistive technology only, where a heading beside the field already shows its name.
 */
export function FieldLabel({
  children,
  required,
  hidden = false,
}: {
  readonly children: ReactNode;
  readonly required?: boolean;
  readonly hidden?: boolean;
}): ReactNode {
  return (
    <Label className={hidden ? visuallyHidden : styles.label}>
      {children}
      {required ? (
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      ) : null}
    </Label>
  );
}

/** Description and error texts wired to the control through react-aria slots. */
export function FieldTexts({
  description,
  error,
}: {
  readonly description?: ReactNode;
  readonly error: string | null;
}): ReactNode {
  return (
    <>
      {description === undefined ? null : (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      {error === null ? null : (
        <Text slot="errorMessage" className={styles.error} data-field-error="">
          <Icon name="error" size="1.1em" />
          <span>{error}</span>
        </Text>
      )}
    </>
  );
}
