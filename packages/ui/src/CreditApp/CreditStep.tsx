import { type ReactNode, useEffect, useRef } from 'react';
import { Button } from '../Button/Button.tsx';
import type { FormState } from '../Form/useForm.ts';
import type { CreditAppStep } from '../internal/domain.ts';
import * as styles from './CreditApp.css.ts';
import { stepTitleId, useCreditText } from './text.ts';

const TITLE_ID = 'credit-app-step-title';

export type CreditStepPageProps = {
  /** The step: its title is the page's heading. */
  readonly step: CreditAppStep;
  /** Whether the application has a co-applicant ("Primary applicant" rather than "Applicant"). */
  readonly hasCoApplicant?: boolean;
  /** Beside the title (the review's "New update"). */
  readonly titleExtra?: ReactNode;
  readonly children: ReactNode;
};

/** A step's page: its heading (the step's title, level 1) and what the step shows. */
export function CreditStepPage({
  step,
  hasCoApplicant = false,
  titleExtra,
  children,
}: CreditStepPageProps): ReactNode {
  const t = useCreditText();
  return (
    <section className={styles.stack} aria-labelledby={TITLE_ID} data-step={step}>
      <h1 id={TITLE_ID}>
        {t(stepTitleId(step, hasCoApplicant))}
        {titleExtra ? <> {titleExtra}</> : null}
      </h1>
      {children}
    </section>
  );
}

export type CreditStepFormProps = {
  /** The step: its title is the page's heading. */
  readonly step: CreditAppStep;
  /** Whether the application has a co-applicant ("Primary applicant" rather than "Applicant"). */
  readonly hasCoApplicant?: boolean;
  /** The fields. */
  readonly children: ReactNode;
  /** The step's form (`useForm` on the domain's items for the section, with the server's errors). */
  readonly form: FormState<Record<string, string>>;
  /** The save is under way: the button says so and a second press does nothing. */
  readonly busy?: boolean;
  /** Above the form. */
  readonly intro?: ReactNode;
};

/** A form step: the heading, the fields, "Save and continue" and the form-level error under it. */
export function CreditStepForm({
  form,
  busy = false,
  intro,
  children,
  ...page
}: CreditStepFormProps): ReactNode {
  const t = useCreditText();
  // The form's own error (the server's, or none reached: offline) is said under the button, which
  // keeps focus and its place for the next tap, and scrolled into view on a phone.
  const error = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (form.formError) error.current?.scrollIntoView?.({ block: 'nearest' });
  }, [form.formError]);
  return (
    <CreditStepPage {...page}>
      {intro}
      <form {...form.formProps} className={styles.stack} data-busy={busy ? '' : undefined}>
        {children}
        <div className={styles.actions}>
          <Button type="submit" loading={busy}>
            {t('creditApp.continue')}
          </Button>
        </div>
        {form.formError ? (
          <p ref={error} role="alert" className={styles.errors}>
            {form.formError}
          </p>
        ) : null}
      </form>
    </CreditStepPage>
  );
}
