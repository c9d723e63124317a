// TODO(ui): replace this app-local modal by the kit's sign-in family once it is published;
// the flow (register, existing user, one-time code, submitted state) stays here.
import {
  authFormItems,
  authFormRequirements,
  type Country,
  canContinueReentry,
  REENTRY_CODE_LENGTH,
  signInSkipAction,
  signInWording,
  TOASTS,
  validateForm,
} from '@storefront/domain';
import { Button, Modal, RadioGroup, TextField, useToast } from '@storefront/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useApi } from '../../shared/api/ApiContext.tsx';
import { callerActions } from '../../shared/api/http.ts';
import type { HomeDealership } from '../dealership/api/homeDealership.ts';
import {
  type CurrentUser,
  currentUserQuery,
  type ReentryAnswer,
  register,
  sendLoginLink,
  sendReentryCode,
  verifyReentryCode,
} from './api/user.ts';
import * as styles from './SignInModal.css.ts';
import { CLOSED_SIGN_IN, signInAtom, takeAfterSignIn, takeOnCancel } from './signIn.ts';

type Values = {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  preferred_method_of_contact: string;
};
const EMPTY: Values = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  preferred_method_of_contact: '',
};
const CONTACT_METHODS = ['email', 'phone', 'sms'] as const;

export function SignInModal({ dealer }: { dealer: HomeDealership | undefined }) {
  const [state, setState] = useAtom(signInAtom);
  const intl = useIntl();
  const { http, dealerCode } = useApi();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [reentry, setReentry] = useState<ReentryAnswer | null>(null);
  const [copied, setCopied] = useState(false);
  const sentFor = useRef<string | null>(null);
  const wording = signInWording(state.source);
  const settings = (dealer ?? {}) as Parameters<typeof authFormRequirements>[0];
  const requirements = authFormRequirements(settings);
  const country: Country = dealer?.country === 'US' ? 'US' : 'CA';
  const language = intl.locale.startsWith('fr') ? 'fr' : 'en';

  const close = useCallback(() => {
    setState(CLOSED_SIGN_IN);
    setValues(EMPTY);
    setErrors({});
    setSubmitted(false);
    setCode('');
    setCodeError(null);
    setReentry(null);
    setCopied(false);
    sentFor.current = null;
  }, [setState]);

  const cancel = useCallback(() => {
    takeOnCancel()?.();
    close();
  }, [close]);

  const signedIn = useCallback(
    async (user: CurrentUser, showSubmitted: boolean) => {
      queryClient.setQueryData(currentUserQuery(http, dealerCode).queryKey, user);
      await queryClient.invalidateQueries({ queryKey: ['orders'] });
      const action = takeAfterSignIn();
      action?.();
      if (showSubmitted) setState((s) => ({ ...s, step: 'submitted' }));
      else close();
    },
    [queryClient, http, dealerCode, setState, close],
  );

  const startCode = useCallback(
    async (email: string) => {
      if (sentFor.current === email) return;
      sentFor.current = email;
      setState((s) => ({ ...s, step: 'code', email }));
      try {
        setReentry(await sendReentryCode(http, email));
      } catch {
        // The catalogue showed 'auth.desc.reentry_send_code_error'; the form stays for a resend.
        sentFor.current = null;
      }
    },
    [http, setState],
  );

  // 440 and expired links open straight on the code form.
  useEffect(() => {
    if (state.open && state.sendCodeOnOpen && state.email) void startCode(state.email);
  }, [state.open, state.sendCodeOnOpen, state.email, startCode]);

  useEffect(() => {
    if (state.open && state.email) setValues((v) => (v.email ? v : { ...v, email: state.email ?? '' }));
  }, [state.open, state.email]);

  const onRegister = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateForm(authFormItems(settings), values, { country, today: new Date() });
    const local: Record<string, string> = {};
    for (const [field, error] of Object.entries(found)) local[field] = error.message;
    setErrors(local);
    if (Object.keys(local).length > 0) {
      document
        .querySelector<HTMLInputElement>(`[data-modal="sign-in"] [name="${Object.keys(local)[0]}"]`)
        ?.focus();
      return;
    }
    setBusy(true);
    try {
      const user = await register(http, {
        email: values.email.trim(),
        ...(values.first_name ? { first_name: values.first_name.trim() } : {}),
        ...(values.last_name ? { last_name: values.last_name.trim() } : {}),
        ...(requirements.showPhone && values.phone ? { phone: values.phone } : {}),
        ...(requirements.showPreferredContact && values.preferred_method_of_contact
          ? {
              preferred_method_of_contact:
                values.preferred_method_of_contact as (typeof CONTACT_METHODS)[number],
            }
          : {}),
        language,
        source: state.source,
      });
      await signedIn(user, true);
    } catch (error) {
      const server: Record<string, string> = {};
      let existing = false;
      for (const action of callerActions(error)) {
        if (action.type === 'existing-user') existing = true;
        if (action.type === 'field-errors') {
          for (const [field, messages] of Object.entries(action.fieldErrors))
            if (messages[0]) server[field] = messages[0];
          if (action.formErrors[0]) server.email = action.formErrors[0];
        }
      }
      setErrors(server);
      if (existing) {
        void sendLoginLink(http, values.email.trim());
        await startCode(values.email.trim());
      }
    } finally {
      setBusy(false);
    }
  };

  const onVerify = async (event: FormEvent) => {
    event.preventDefault();
    const email = state.email ?? values.email;
    if (!canContinueReentry(code, busy) || !email) return;
    setBusy(true);
    setCodeError(null);
    try {
      const catId = reentry?.cat_id ?? new URLSearchParams(window.location.search).get('catId');
      const user = await verifyReentryCode(http, { email, code, cat_id: catId });
      await signedIn(user, false);
    } catch (error) {
      const inline = callerActions(error).find((a) => a.type === 'inline-error');
      setCodeError(
        inline && inline.type === 'inline-error'
          ? intl.formatMessage({ id: inline.message })
          : intl.formatMessage({ id: 'auth.desc.reentry_code_error' }),
      );
    } finally {
      setBusy(false);
    }
  };

  const onResend = async () => {
    const email = state.email ?? values.email;
    if (!email) return;
    sentFor.current = null;
    await startCode(email);
    toast.show({
      message: intl.formatMessage({ id: TOASTS.reentryResend.messageId }),
      kind: 'info',
      duration: TOASTS.reentryResend.durationMs,
    });
  };

  const share = state.shareUrl ?? (typeof window === 'undefined' ? '' : window.location.href);
  const title =
    state.step === 'submitted'
      ? intl.formatMessage({ id: 'auth.submitted.title' })
      : state.step === 'code'
        ? intl.formatMessage({ id: 'auth.reentry.title' })
        : intl.formatMessage({ id: wording.titleId });

  return (
    <Modal.Root
      open={state.open}
      onOpenChange={(open) => {
        if (!open) cancel();
      }}
    >
      <Modal.Content title={title} size="md" data-modal="sign-in">
        {state.step === 'form' && (
          <form noValidate onSubmit={onRegister} className={styles.form} aria-busy={busy}>
            <p>
              <FormattedMessage id={wording.textId} />
            </p>
            <ul className={styles.points}>
              <li>
                <FormattedMessage id="auth.info.edit" />
              </li>
              <li>
                <FormattedMessage id="auth.info.share" />
              </li>
              <li>
                <FormattedMessage id="auth.info.anywhere" />
              </li>
            </ul>
            <div className={styles.row}>
              <TextField
                name="first_name"
                label={intl.formatMessage({ id: 'auth.field.first_name' })}
                value={values.first_name}
                onChange={(v) => setValues({ ...values, first_name: v })}
                autoComplete="given-name"
                isRequired={requirements.namesRequired}
                serverError={errors.first_name}
                showErrors={submitted}
              />
              <TextField
                name="last_name"
                label={intl.formatMessage({ id: 'auth.field.last_name' })}
                value={values.last_name}
                onChange={(v) => setValues({ ...values, last_name: v })}
                autoComplete="family-name"
                isRequired={requirements.namesRequired}
                serverError={errors.last_name}
                showErrors={submitted}
              />
            </div>
            <TextField
              name="email"
              type="email"
              label={intl.formatMessage({ id: 'auth.field.email' })}
              value={values.email}
              onChange={(v) => setValues({ ...values, email: v })}
              autoComplete="email"
              inputMode="email"
              isRequired
              serverError={errors.email}
              showErrors={submitted}
            />
            {requirements.showPhone && (
              <TextField
                name="phone"
                type="tel"
                label={intl.formatMessage({ id: 'auth.field.phone' })}
                value={values.phone}
                onChange={(v) => setValues({ ...values, phone: v })}
                autoComplete="tel"
                inputMode="tel"
                isRequired={requirements.phoneRequired}
                serverError={errors.phone}
                showErrors={submitted}
                country={country}
              />
            )}
            {requirements.showPreferredContact && (
              <div>
                <RadioGroup
                  name="preferred_method_of_contact"
                  label={intl.formatMessage({ id: 'auth.field.preferred' })}
                  orientation="horizontal"
                  isRequired
                  options={CONTACT_METHODS.map((method) => ({
                    id: method,
                    label: intl.formatMessage({ id: 'auth.contactMethod' }, { method }),
                  }))}
                  value={values.preferred_method_of_contact || null}
                  onChange={(v) => setValues({ ...values, preferred_method_of_contact: v })}
                />
                {submitted && errors.preferred_method_of_contact && (
                  <p className={styles.error} role="alert">
                    {intl.formatMessage({ id: 'validation.required' })}
                  </p>
                )}
              </div>
            )}
            <div className={styles.actions}>
              <Button type="submit" loading={busy} fullWidth>
                <FormattedMessage id={wording.buttonId} />
              </Button>
              {signInSkipAction(state.source) !== null && (
                <Button type="button" variant="ghost" onClick={cancel}>
                  <FormattedMessage id="auth.skip" />
                </Button>
              )}
            </div>
          </form>
        )}
        {state.step === 'code' && (
          <form noValidate onSubmit={onVerify} className={styles.form} aria-busy={busy}>
            <p>
              <FormattedMessage
                id="auth.reentry.text"
                values={{ email: reentry?.email ?? state.email ?? values.email, length: REENTRY_CODE_LENGTH }}
              />
            </p>
            <TextField
              name="code"
              label={intl.formatMessage({ id: 'auth.field.code' })}
              value={code}
              onChange={(v) => setCode(v.replace(/\D/g, '').slice(0, REENTRY_CODE_LENGTH))}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={REENTRY_CODE_LENGTH}
              isRequired
              autoFocus
              serverError={codeError ?? undefined}
              showErrors
            />
            <div className={styles.actions}>
              <Button type="submit" loading={busy} disabled={!canContinueReentry(code, busy)} fullWidth>
                <FormattedMessage id="auth.reentry.continue" />
              </Button>
              <Button type="button" variant="ghost" onClick={onResend}>
                <FormattedMessage id="auth.reentry.resend" />
              </Button>
            </div>
          </form>
        )}
        {state.step === 'submitted' && (
          <div className={styles.form}>
            <p>
              <FormattedMessage id="auth.submitted.text" />
            </p>
            <TextField
              name="share"
              label={intl.formatMessage({ id: 'auth.submitted.share' })}
              value={share}
              onChange={() => {}}
              isReadOnly
            />
            <div className={styles.actions}>
              <Button
                type="button"
                variant="outline"
                onClick={() => {
                  void navigator.clipboard?.writeText(share).then(() => setCopied(true));
                }}
              >
                <FormattedMessage id={copied ? 'auth.submitted.copied' : 'auth.submitted.copy'} />
              </Button>
              <Button type="button" onClick={close}>
                <FormattedMessage id="auth.submitted.done" />
              </Button>
            </div>
          </div>
        )}
      </Modal.Content>
    </Modal.Root>
  );
}
