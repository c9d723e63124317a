import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './Console.css.ts';
import { useConsoleText } from './useConsoleText.ts';

export type StaffSignInFormProps = {
  /** Called with the trimmed e-mail and the password once both are filled in. */
  readonly onSubmit: (credentials: { email: string; password: string }) => void;
  /** The refusal to show (already in the staff member's language), e.g. bad credentials. */
  readonly error?: string | null | undefined;
  readonly busy?: boolean | undefined;
};

/**
 * Staff sign-in: e-mail and password, the refusal above the fields (an alert, focus moved to it so
 * it is read at once), the submit busy while the call runs.
 */
export function StaffSignInForm({ onSubmit, error, busy = false }: StaffSignInFormProps): ReactNode {
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
