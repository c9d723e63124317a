import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './Console.css.ts';
import { QrCode } from './QrCode.tsx';
import * as security from './Security.css.ts';
import { useConsoleText } from './useConsoleText.ts';

/** A started enrolment: the server-made secret (base32) and its otpauth:// URI. */
export type TwoStepEnrolment = { readonly secret: string; readonly uri: string };

export type StaffTwoStepSettingsProps = {
  /** Whether the factor is on, and the recovery codes left. */
  readonly status: { readonly active: boolean; readonly recovery_codes_left: number };
  /** The enrolment being confirmed (after `onStart`), else null. */
  readonly enrolment?: TwoStepEnrolment | null | undefined;
  /** The recovery codes answered by the confirmation, shown this once until `onRecoverySaved`. */
  readonly recoveryCodes?: readonly string[] | null | undefined;
  readonly onStart: () => void;
  readonly onConfirm: (code: string) => void;
  readonly onCancel: () => void;
  readonly onDisable: (code: string) => void;
  readonly onRecoverySaved: () => void;
  /** The refusal to show (in the staff member's language), e.g. a wrong code. */
  readonly error?: string | null | undefined;
  /** A confirmation to announce (e.g. turned off). */
  readonly notice?: string | null | undefined;
  readonly busy?: boolean | undefined;
};

/**
 * An admin's two-step verification (TOTP): off, start (QR code of the URI and the key to type),
 * confirm with the app's first code, the recovery codes shown once (copy, download), and off again
 * with a current code. Refusals are alerts that take focus; what was typed stays.
 */
export function StaffTwoStepSettings(props: StaffTwoStepSettingsProps): ReactNode {
  const t = useConsoleText();
  const titleId = useId();
  const { status, enrolment, recoveryCodes } = props;
  return (
    <section className={styles.stack} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.subheading}>
        {t('console.security.twoStep')}
      </h2>
      {props.notice ? (
        <p role="status" className={styles.success}>
          {props.notice}
        </p>
      ) : null}
      {recoveryCodes ? (
        <RecoveryCodes codes={recoveryCodes} onSaved={props.onRecoverySaved} />
      ) : enrolment ? (
        <Enrol {...props} enrolment={enrolment} />
      ) : status.active ? (
        <>
          <p className={styles.muted}>{t('console.security.on', { left: status.recovery_codes_left })}</p>
          <CodeForm
            label={t('console.security.disableCode')}
            submit={t('console.security.disable')}
            tone="danger"
            error={props.error}
            busy={props.busy}
            onCode={props.onDisable}
          />
        </>
      ) : (
        <>
          <p className={styles.muted}>{t('console.security.off')}</p>
          {props.error ? (
            <p role="alert" className={styles.alert}>
              {props.error}
            </p>
          ) : null}
          <div className={styles.actions}>
            <Button loading={props.busy} onClick={props.onStart}>
              {t('console.security.start')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

function Enrol(props: StaffTwoStepSettingsProps & { enrolment: TwoStepEnrolment }): ReactNode {
  const t = useConsoleText();
  const grouped = props.enrolment.secret.replace(/(.{4})(?=.)/g, '$1 ');
  return (
    <>
      <p className={styles.muted}>{t('console.security.scan')}</p>
      <div className={security.qrFrame}>
        <QrCode value={props.enrolment.uri} label={t('console.security.qr')} />
      </div>
      <dl className={styles.facts}>
        <dt className={styles.term}>{t('console.security.secret')}</dt>
        <dd className={security.secret} data-secret={props.enrolment.secret}>
          {grouped}
        </dd>
      </dl>
      <CodeForm
        label={t('console.security.code')}
        submit={t('console.security.confirm')}
        error={props.error}
        busy={props.busy}
        onCode={props.onConfirm}
        extra={
          <Button variant="outline" tone="neutral" onClick={props.onCancel}>
            {t('console.security.cancel')}
          </Button>
        }
      />
    </>
  );
}

/** A 6-digit code of the app (one-time-code autofill, numeric keyboard) and its submit. */
function CodeForm({
  label,
  submit,
  error,
  busy,
  onCode,
  tone,
  extra,
}: {
  label: string;
  submit: string;
  error: string | null | undefined;
  busy: boolean | undefined;
  onCode: (code: string) => void;
  tone?: 'danger';
  extra?: ReactNode;
}): ReactNode {
  const t = useConsoleText();
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const message = missing ? t('console.security.codeRequired') : error;
  useEffect(() => {
    if (error) alertRef.current?.focus();
  }, [error]);
  const send = (event: FormEvent) => {
    event.preventDefault();
    const digits = code.replace(/\D/g, '');
    if (digits.length !== 6) {
      setMissing(true);
      queueMicrotask(() => alertRef.current?.focus());
      return;
    }
    setMissing(false);
    onCode(digits);
  };
  return (
    <form className={styles.stack} onSubmit={send} noValidate>
      {message ? (
        <p ref={alertRef} role="alert" tabIndex={-1} className={styles.alert}>
          {message}
        </p>
      ) : null}
      <TextField
        name="code"
        label={label}
        value={code}
        onChange={setCode}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={8}
        isRequired
      />
      <div className={styles.actions}>
        <Button type="submit" loading={busy} {...(tone ? { tone } : {})}>
          {submit}
        </Button>
        {extra}
      </div>
    </form>
  );
}

/** The recovery codes, shown once: a list, copy to the clipboard, download as a text file. */
function RecoveryCodes({ codes, onSaved }: { codes: readonly string[]; onSaved: () => void }): ReactNode {
  const t = useConsoleText();
  const [copied, setCopied] = useState(false);
  const titleId = useId();
  const text = `${codes.join('\n')}\n`;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className={styles.stack}>
      <h3 id={titleId} ref={headingRef} tabIndex={-1} className={styles.subheading}>
        {t('console.security.recoveryTitle')}
      </h3>
      <p className={styles.muted}>{t('console.security.recoveryIntro')}</p>
      <ol className={security.codes} aria-labelledby={titleId}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className={styles.actions}>
        <Button
          variant="outline"
          tone="neutral"
          onClick={() => {
            void navigator.clipboard?.writeText(text).then(
              () => setCopied(true),
              () => setCopied(false),
            );
          }}
        >
          {t('console.security.copy')}
        </Button>
        <a
          className={styles.link}
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download="recovery-codes.txt"
        >
          {t('console.security.download')}
        </a>
        <Button onClick={onSaved}>{t('console.security.saved')}</Button>
      </div>
      <p role="status" className={styles.muted}>
        {copied ? t('console.security.copied') : ''}
      </p>
    </div>
  );
}
