import { StaffTwoStepSettings, type TwoStepEnrolment, useConsoleText } from '@storefront/ui/console';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { ApiError, sessionEnded } from '../api.ts';
import { type ConsoleContext, staffMay } from '../types.ts';
import { NotPermitted } from './ElsewherePages.tsx';

type Status = { active: boolean; recovery_codes_left: number };
type Refusal = 'badCode' | 'throttled' | 'other';

/**
 * An admin's own security: two-step verification (TOTP) turned on (`POST /api/dealer/me/second-factor/setup/`,
 * then `…/confirm/` with the app's first code, the recovery codes shown once) or off (`…/disable/`
 * with a current code). Admins only (`manageSecondFactor`).
 */
export function SecurityPage({ context }: { context: ConsoleContext }): ReactNode {
  return staffMay(context.user, 'manageSecondFactor') ? (
    <Security context={context} />
  ) : (
    <NotPermitted context={context} />
  );
}

function Security({ context }: { context: ConsoleContext }): ReactNode {
  const t = useConsoleText();
  const { api } = context;
  const [status, setStatus] = useState<Status | null>(null);
  const [enrolment, setEnrolment] = useState<TwoStepEnrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<Refusal | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    document.title = `${t('console.security.title')} · ${t('console.title')}`;
  });
  const load = useCallback(async () => {
    try {
      setStatus(await api.get<Status>('/api/dealer/me/second-factor/'));
    } catch (e) {
      if (!sessionEnded(e)) setFailed(true);
    }
  }, [api]);
  useEffect(() => {
    void load();
  }, [load]);
  const run = async (call: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      await call();
    } catch (e) {
      if (sessionEnded(e)) return;
      setError(
        e instanceof ApiError && e.status === 400
          ? 'badCode'
          : e instanceof ApiError && e.status === 429
            ? 'throttled'
            : 'other',
      );
    } finally {
      setBusy(false);
    }
  };
  if (failed) return <p role="alert">{t('console.error.generic')}</p>;
  if (!status) return <p aria-live="polite">{t('console.loading')}</p>;
  const messages: Record<Refusal, string> = {
    badCode: t('console.security.badCode'),
    throttled: t('console.signIn.throttled'),
    other: t('console.error.generic'),
  };
  return (
    <div>
      <h1>{t('console.security.title')}</h1>
      <StaffTwoStepSettings
        status={status}
        enrolment={enrolment}
        recoveryCodes={recoveryCodes}
        error={error ? messages[error] : null}
        notice={notice}
        busy={busy}
        onStart={() =>
          void run(async () => {
            setEnrolment(await api.send<TwoStepEnrolment>('POST', '/api/dealer/me/second-factor/setup/'));
          })
        }
        onCancel={() => {
          setEnrolment(null);
          setError(null);
        }}
        onConfirm={(code) =>
          void run(async () => {
            const answer = await api.send<{ recovery_codes: string[] }>(
              'POST',
              '/api/dealer/me/second-factor/confirm/',
              { code },
            );
            setEnrolment(null);
            setRecoveryCodes(answer.recovery_codes);
            setStatus({ active: true, recovery_codes_left: answer.recovery_codes.length });
          })
        }
        onRecoverySaved={() => setRecoveryCodes(null)}
        onDisable={(code) =>
          void run(async () => {
            await api.send('POST', '/api/dealer/me/second-factor/disable/', { code });
            setStatus({ active: false, recovery_codes_left: 0 });
            setNotice(t('console.security.turnedOff'));
          })
        }
      />
    </div>
  );
}
