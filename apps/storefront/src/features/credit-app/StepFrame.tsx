import { Button, type FormState } from '@storefront/ui';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import * as styles from './creditApp.css.ts';

/** A step's page: its heading, the form, the form-level error and the continue button. */
export function StepFrame({
  titleId,
  intro,
  form,
  busy,
  children,
  submitId = 'creditApp.continue',
}: {
  titleId: string;
  intro?: ReactNode;
  form: FormState<Record<string, string>>;
  busy: boolean;
  children: ReactNode;
  submitId?: string;
}): ReactNode {
  return (
    <section className={styles.form} aria-labelledby="credit-app-step-title">
      <h1 id="credit-app-step-title">
        <FormattedMessage id={titleId} />
      </h1>
      {intro}
      <form {...form.formProps} className={styles.form}>
        {children}
        {form.formError ? (
          <p role="alert" className={styles.errors}>
            {form.formError}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" loading={busy}>
            <FormattedMessage id={submitId} />
          </Button>
        </div>
      </form>
    </section>
  );
}
