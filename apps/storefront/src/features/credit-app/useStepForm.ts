import {
  type CreditAppFormSection,
  type CreditAppParty,
  type CreditAppStep,
  creditAppItems,
  formatDateField,
  type ValidationItem,
} from '@storefront/domain';
import { type FormState, useForm } from '@storefront/ui';
import { useSetAtom, useStore } from 'jotai';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { failedWithoutAnswer, serverFormErrors } from '../../shared/api/serverErrors.ts';
import { notSavedText } from '../../shared/forms/NotSaved.tsx';
import { readSessionDraft, removeSessionDraft, writeSessionDraft } from '../../shared/state/sessionDrafts.ts';
import { useCreditApp } from './context.ts';
import { formErrorsOf, fromFormValues, toFormValues, withAccount } from './fields.ts';
import { creditAppAtom } from './state.ts';
import { nextRoute } from './steps.ts';

/**
 * Fields never written to the browser's storage: the SIN/SSN (and any identity number a step asks). A
 * reloaded step gives back the rest of its draft; the shopper types these again.
 */
export const NEVER_STORED: ReadonlySet<string> = new Set(['social_insurance_number_enc']);

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
  /** Values of the primary applicant read from the form's (the co-applicant box), saved with the form. */
  more?: (values: Readonly<Record<string, string>>) => { has_co_applicant?: boolean },
): StepForm {
  const app = useCreditApp();
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const items: ValidationItem[] = creditAppItems(section, app.rules, {
    country: app.rules.country,
    coApplicant: party === 'co',
  });
  const saved = party === 'co' ? (app.application.coApplication ?? {}) : app.application.primaryApplication;
  const fields = [...items.map((i) => i.field), ...extra];
  const prefix = party === 'co' ? 'coApplication' : 'primaryApplication';
  // What was typed and not saved yet (leaving by the stepper, the browser's back, another page):
  // kept in the store's memory per section, read back over the saved values; and for a reload, in the
  // tab's session storage per order and step, without the identity numbers (NEVER_STORED: typed again).
  const draftKey = `${app.orderId}:${party}:${section}`;
  const sessionKey = `credit-app:${draftKey}`;
  const store = useStore();
  const setDrafts = useSetAtom(creditAppAtom);
  const [initialValues] = useState(() => {
    const draft = store.get(creditAppAtom).drafts?.[draftKey] ?? readSessionDraft(sessionKey) ?? {};
    const savedValues = toFormValues(saved as Record<string, unknown>, fields, intl.locale);
    const values = party === 'primary' ? withAccount(savedValues, app.account) : savedValues;
    for (const field of fields) if (typeof draft[field] === 'string') values[field] = draft[field];
    return values;
  });
  const form = useForm<Record<string, string>>({
    items,
    initialValues,
    country: app.rules.country,
    serverErrors,
    // A date of birth typed in the locale's order and sent by Enter (the field not left) is read as ISO.
    prepare: (values) =>
      'date_of_birth_enc' in values
        ? { ...values, date_of_birth_enc: formatDateField(values.date_of_birth_enc ?? '', intl.locale) }
        : values,
    onSubmit: async (values) => {
      if (busy) return;
      setBusy(true);
      setServerErrors({});
      try {
        const saved = await app.save({
          [prefix]: { ...fromFormValues(values, intl.locale), ...more?.(values) },
        });
        // Saved: the server's values (the SIN/SSN masked) are the section's from now on.
        setDrafts((area) => {
          const { [draftKey]: _saved, ...others } = area.drafts ?? {};
          return { ...area, drafts: others };
        });
        removeSessionDraft(sessionKey);
        app.goTo(nextRoute(step, saved.primaryApplication.has_co_applicant));
      } catch (error) {
        // The shared merge of a failed call's errors, keyed by this applicant's fields. No answer at
        // all (offline, after the client's retries): nothing was saved, said under the button, what
        // was typed kept (the draft) for the next tap.
        const errors = formErrorsOf(serverFormErrors(error), prefix);
        if (failedWithoutAnswer(error)) errors.non_field_errors = [notSavedText(intl, 'creditApp.continue')];
        setServerErrors(errors);
      } finally {
        setBusy(false);
      }
    },
  });
  const values = form.values;
  useEffect(() => {
    setDrafts((area) => ({ ...area, drafts: { ...area.drafts, [draftKey]: values } }));
    writeSessionDraft(sessionKey, values, NEVER_STORED);
  }, [values, draftKey, sessionKey, setDrafts]);
  return { form, busy, party };
}
