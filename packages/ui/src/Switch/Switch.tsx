import type { ReactNode } from 'react';
import { Switch as AriaSwitch } from 'react-aria-components';
import * as styles from './Switch.css.ts';

export type SwitchProps = {
  readonly name?: string;
  readonly children: ReactNode;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly isDisabled?: boolean;
};

/** An on/off setting that applies at once (for choices submitted with a form, use `Checkbox`). */
export function Switch({ name, children, checked, onChange, isDisabled = false }: SwitchProps): ReactNode {
  return (
    <AriaSwitch
      {...(name === undefined ? {} : { name })}
      isSelected={checked}
      onChange={onChange}
      isDisabled={isDisabled}
      className={styles.root}
    >
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      <span>{children}</span>
    </AriaSwitch>
  );
}
