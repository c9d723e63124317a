import {
  type CreditAppFormSection,
  type CreditAppParty,
  type CreditAppStep,
  creditAppItems,
  type ValidationItem,
} from '@storefront/domain';
import { type FormState, useForm } from '@storefront/ui';
import { useState } from 'react';
import { callerActions } from '../../shared/api/http.ts';
import { useCreditApp } from './context.ts';
import { formErrorsOf, fromFormValues, toFormValues } from './fields.ts';
import { nextRoute } from './steps.ts';

export interface StepForm {
  readonly form: FormState<Record<string, string>>;
  readonly busy: boolean;
  readonly party: CreditAppParty;
}

/**
 * The form of one section of one applicant: the domain's items for the dealer, the saved values,
 * the server's field errors on the fields (what the shopper typed stays), then the next step.
 */
export function useStepForm(
  section: CreditAppFormSection,
  party: CreditAppParty,
  step: CreditAppStep,
  /** Fields the form shows beyond the validated ones. */
  extra: readonly string[] = [],
  /** Values of the primary applicant the page keeps itself (the co-applicant box), saved with the form. */
  more?: () => { has_co_applicant?: boolean },
): StepForm {
  const app = useCreditApp();
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const items: ValidationItem[] = creditAppItems(section, app.rules, {
    country: app.rules.country,
    coApplicant: party === 'co',
  });
  const saved = party === 'co' ? (app.application.coApplication ?? {}) : app.application.primaryApplication;
  const fields = [...items.map((i) => i.field), ...extra];
  const prefix = party === 'co' ? 'coApplication' : 'primaryApplication';
  const form = useForm<Record<string, string>>({
    items,
    initialValues: toFormValues(saved as Record<string, unknown>, fields),
    country: app.rules.country,
    serverErrors,
    onSubmit: async (values) => {
      if (busy) return;
      setBusy(true);
      setServerErrors({});
      try {
        const saved = await app.save({ [prefix]: { ...fromFormValues(values), ...more?.() } });
        app.goTo(nextRoute(step, saved.primaryApplication.has_co_applicant));
      } catch (error) {
        for (const action of callerActions(error)) {
          if (action.type !== 'field-errors') continue;
          setServerErrors({
            ...formErrorsOf(action.fieldErrors, prefix),
            ...(action.formErrors.length ? { non_field_errors: action.formErrors } : {}),
          });
        }
      } finally {
        setBusy(false);
      }
    },
  });
  return { form, busy, party };
}
