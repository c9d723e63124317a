import type { ReactNode } from 'react';
import { useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { canContinueReentry, REENTRY_CODE_LENGTH, TOASTS } from '../internal/domain.ts';
import { useUiText } from '../intl/useUiText.ts';
import { TextField } from '../TextField/TextField.tsx';
import { useToast } from '../Toast/Toast.tsx';
import * as styles from './ReentryCodeForm.css.ts';

/** What `send_reentry_code` answers: the name and the masked email and phone. */
export type ReentryTarget = {
  readonly name?: string | null;
  readonly email: string;
  readonly phone?: string | null;
};

export type ReentryCodeFormProps = {
  readonly target: ReentryTarget;
  /** Verification in progress: Continue is disabled. */
  readonly loading?: boolean;
  /** Show the inline 'auth.desc.reentry_code_error' (verification answered 403 or 412). */
  readonly codeError?: boolean;
  /** Continue with the 6-digit code (the app adds email and the `catId` query value). */
  readonly onContinue: (code: string) => void;
  /** Send a new code; an info toast 'reentry_resend_code' shows for 5 s. */
  readonly onResend: () => void;
  /**
   * The address was typed by the shopper ("Log in") and may have no account here: the text says the
   * code came if it has one, else a link to create one (the server answers every address alike).
   */
  readonly anyAddress?: boolean;
};

/** Keeps digits only, at most 6. */
export const normalizeReentryCode = (raw: string): string =>
  raw.replace(/\D/g, '').slice(0, REENTRY_CODE_LENGTH);

/**
 * The re-entry (one-time code) form: 6 digits; Continue is enabled only with exactly 6 and nothing
 * loading (the domain's rule); Send a new code shows the resend info toast.
 */
export function ReentryCodeForm({
  target,
  loading = false,
  codeError = false,
  onContinue,
  onResend,
  anyAddress = false,
}: ReentryCodeFormProps): ReactNode {
  const t = useUiText();
  const toast = useToast();
  const [code, setCode] = useState('');
  const enabled = canContinueReentry(code, loading);
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (enabled) onContinue(code);
      }}
      data-reentry-form=""
    >
      <p className={styles.text}>
        {anyAddress
          ? t('ui.reentry.textAnyAddress', { email: target.email })
          : t('ui.reentry.text', { name: target.name?.trim() || 'none', email: target.email })}
        {target.phone ? ` ${t('ui.reentry.phone', { phone: target.phone })}` : null}
      </p>
      <TextField
        name="code"
        label={t('ui.reentry.code')}
        value={code}
        onChange={(value) => setCode(normalizeReentryCode(value))}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={REENTRY_CODE_LENGTH}
        isRequired
        autoFocus
      />
      {codeError ? (
        <p className={styles.error} role="alert">
          <Icon name="error" />
          {t('auth.desc.reentry_code_error')}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button
          variant="link"
          onClick={() => {
            onResend();
            toast.showSpec(TOASTS.reentryResend);
          }}
        >
          {t('ui.reentry.resend')}
        </Button>
        <Button type="submit" disabled={!enabled} loading={loading}>
          {t('ui.reentry.continue')}
        </Button>
      </div>
    </form>
  );
}
