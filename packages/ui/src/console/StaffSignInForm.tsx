import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './Console.css.ts';
import { useConsoleText } from './useConsoleText.ts';

/** The second step's answer: a code of the authenticator app, or one of the recovery codes. */
export type SecondFactorAnswer = { readonly code: string } | { readonly recovery_code: string };

export type StaffSignInFormProps = {
  /** Called with the trimmed e-mail and the password once both are filled in. */
  readonly onSubmit: (credentials: { email: string; password: string }) => void;
  /**
   * `code`: the password was right and the account asks for its second factor (an admin's TOTP):
   * the form asks for the app's code (or a recovery code), the e-mail kept for a way back.
   */
  readonly step?: 'password' | 'code' | undefined;
  /** Called with the code (digits only) or the recovery code typed at the second step. */
  readonly onSubmitCode?: ((answer: SecondFactorAnswer) => void) | undefined;
  /** Back to the e-mail and password (the e-mail kept), from the second step. */
  readonly onBack?: (() => void) | undefined;
  /** The refusal to show (already in the staff member's language), e.g. bad credentials. */
  readonly error?: string | null | undefined;
  readonly busy?: boolean | undefined;
};

/**
 * Staff sign-in: e-mail and password, the refusal above the fields (an alert, focus moved to it so
 * it is read at once), the submit busy while the call runs. An admin with a second factor then gives
 * the code of their authenticator app (`one-time-code`, numeric keyboard) or a recovery code.
 */
export function StaffSignInForm({
  onSubmit,
  error,
  busy = false,
  step = 'password',
  onSubmitCode,
  onBack,
}: StaffSignInFormProps): ReactNode {
  const t = useConsoleText();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const titleId = useId();
  const alertRef = useRef<HTMLParagraphElement>(null);
  const message = missing ? t('console.signIn.required') : error;
  // A refusal from the server takes focus, as the form's own one does.
  useEffect(() => {
    if (error) alertRef.current?.focus();
  }, [error]);
  // The password is not kept past its step: the second step starts from the code.
  useEffect(() => {
    if (step === 'code') setPassword('');
  }, [step]);
  if (step === 'code')
    return <SecondStep email={email} error={error} busy={busy} onSubmitCode={onSubmitCode} onBack={onBack} />;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setMissing(true);
      queueMicrotask(() => alertRef.current?.focus());
      return;
    }
    setMissing(false);
    onSubmit({ email: email.trim(), password });
  };
  return (
    <form className={styles.stack} aria-labelledby={titleId} onSubmit={submit} noValidate>
      <h1 id={titleId} className={styles.heading}>
        {t('console.signIn.title')}
      </h1>
      <p className={styles.muted}>{t('console.signIn.intro')}</p>
      {message ? (
        <p ref={alertRef} role="alert" tabIndex={-1} className={styles.alert}>
          {message}
        </p>
      ) : null}
      <TextField
        name="email"
        type="email"
        label={t('console.signIn.email')}
        value={email}
        onChange={setEmail}
        autoComplete="username"
        isRequired
      />
      <TextField
        name="password"
        type="password"
        label={t('console.signIn.password')}
        value={password}
        onChange={setPassword}
        autoComplete="current-password"
        isRequired
      />
      <Button type="submit" loading={busy} fullWidth>
        {t('console.signIn.submit')}
      </Button>
    </form>
  );
}

/** The second step: the app's code, or a recovery code instead; a way back to another account. */
function SecondStep({
  email,
  error,
  busy,
  onSubmitCode,
  onBack,
}: {
  email: string;
  error: string | null | undefined;
  busy: boolean;
  onSubmitCode: ((answer: SecondFactorAnswer) => void) | undefined;
  onBack: (() => void) | undefined;
}): ReactNode {
  const t = useConsoleText();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const titleId = useId();
  const alertRef = useRef<HTMLParagraphElement>(null);
  const message = missing
    ? t(recovery ? 'console.signIn.recoveryRequired' : 'console.signIn.codeRequired')
    : error;
  useEffect(() => {
    if (error) alertRef.current?.focus();
  }, [error]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = recovery ? code.trim() : code.replace(/\D/g, '');
    if (!value) {
      setMissing(true);
      queueMicrotask(() => alertRef.current?.focus());
      return;
    }
    setMissing(false);
    onSubmitCode?.(recovery ? { recovery_code: value } : { code: value });
  };
  return (
    <form className={styles.stack} aria-labelledby={titleId} onSubmit={submit} noValidate>
      <h1 id={titleId} className={styles.heading}>
        {t('console.signIn.codeTitle')}
      </h1>
      <p className={styles.muted}>
        {t(recovery ? 'console.signIn.recoveryIntro' : 'console.signIn.codeIntro', { email })}
      </p>
      {message ? (
        <p ref={alertRef} role="alert" tabIndex={-1} className={styles.alert}>
          {message}
        </p>
      ) : null}
      {recovery ? (
        <TextField
          key="recovery"
          name="recovery_code"
          label={t('console.signIn.recoveryCode')}
          value={code}
          onChange={setCode}
          autoComplete="off"
          maxLength={40}
          autoFocus
          isRequired
        />
      ) : (
        <TextField
          key="code"
          name="code"
          label={t('console.signIn.code')}
          value={code}
          onChange={setCode}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={8}
          autoFocus
          isRequired
        />
      )}
      <Button type="submit" loading={busy} fullWidth>
        {t('console.signIn.verify')}
      </Button>
      <div className={styles.actions}>
        <Button
          variant="link"
          onClick={() => {
            setRecovery(!recovery);
            setCode('');
            setMissing(false);
          }}
        >
          {t(recovery ? 'console.signIn.useCode' : 'console.signIn.useRecovery')}
        </Button>
        {onBack ? (
          <Button variant="link" onClick={onBack}>
            {t('console.signIn.back')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
