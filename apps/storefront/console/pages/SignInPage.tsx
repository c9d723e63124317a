import { type SecondFactorAnswer, StaffSignInForm, useConsoleText } from '@storefront/ui/console';
import { type ReactNode, useEffect, useState } from 'react';
import { type Api, ApiError } from '../api.ts';
import type { StaffUser } from '../types.ts';

type Refusal =
  | 'bad'
  | 'throttled'
  | 'forbidden'
  | 'other'
  | 'badCode'
  | 'badRecoveryCode'
  | 'expired'
  | 'codeRequired';

/** The password step's answer for an admin with two-step verification: no session yet. */
type SecondFactorRequired = { second_factor_required: true; challenge: string };

const isChallenge = (answer: StaffUser | SecondFactorRequired): answer is SecondFactorRequired =>
  'second_factor_required' in answer && answer.second_factor_required === true;

/**
 * Staff sign-in against `POST /api/dealer/auth/login/` (rate-limited and audited by the server); an
 * admin with two-step verification then sends the app's code or a recovery code with the challenge
 * to `POST /api/dealer/auth/login/second-factor/`.
 */
/** The dealership a 403 names once the password was right: the one the account works for. */
function otherDealerOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 403) return null;
  const dealer = (error.body as { dealer?: { code?: unknown } } | null)?.dealer;
  return typeof dealer?.code === 'string' ? dealer.code : null;
}

export function SignInPage({
  api,
  onSignedIn,
  onOtherDealer,
}: {
  api: Api;
  onSignedIn: (user: StaffUser) => void;
  /**
   * The right password at a dealership the account does not work for (the console opened on another
   * dealer's address, or on the default one): the console moves to the account's own dealership
   * (`code`) before the same sign-in is sent there, once.
   */
  onOtherDealer?: (code: string) => void;
}): ReactNode {
  const t = useConsoleText();
  const [error, setError] = useState<Refusal | null>(null);
  const [busy, setBusy] = useState(false);
  const [challenge, setChallenge] = useState<string | null>(null);
  useEffect(() => {
    document.title = `${t(challenge ? 'console.signIn.codeTitle' : 'console.signIn.title')} · ${t('console.title')}`;
  });
  const messages: Record<Refusal, string> = {
    bad: t('console.signIn.badCredentials'),
    throttled: t('console.signIn.throttled'),
    forbidden: t('console.signIn.notThisDealer'),
    other: t('console.error.generic'),
    badCode: t('console.signIn.badCode'),
    badRecoveryCode: t('console.signIn.badRecoveryCode'),
    expired: t('console.signIn.expired'),
    codeRequired: t('console.signIn.codeRequired'),
  };
  const run = async (call: () => Promise<void>, refusal: (status: number, body: unknown) => Refusal) => {
    setBusy(true);
    setError(null);
    try {
      await call();
    } catch (e) {
      setError(e instanceof ApiError ? refusal(e.status, e.body) : 'other');
    } finally {
      setBusy(false);
    }
  };
  const secondStep = (answer: SecondFactorAnswer) =>
    run(
      async () => {
        onSignedIn(
          await api.send<StaffUser>('POST', '/api/dealer/auth/login/second-factor/', {
            challenge,
            ...answer,
          }),
        );
      },
      (status, body) => {
        if (status === 429) return 'throttled';
        if (status !== 400) return 'other';
        const fields = (body ?? {}) as Record<string, unknown>;
        if (fields.challenge) {
          // Sign in again from the password (the e-mail is kept).
          setChallenge(null);
          return 'expired';
        }
        if (fields.code) return 'codeRequired';
        return 'code' in answer ? 'badCode' : 'badRecoveryCode';
      },
    );
  return (
    <StaffSignInForm
      busy={busy}
      error={error ? messages[error] : null}
      step={challenge ? 'code' : 'password'}
      onSubmitCode={(answer) => void secondStep(answer)}
      onBack={() => {
        setChallenge(null);
        setError(null);
      }}
      onSubmit={(credentials) =>
        void run(
          async () => {
            const signIn = () =>
              api.send<StaffUser | SecondFactorRequired>('POST', '/api/dealer/auth/login/', credentials);
            let answer: StaffUser | SecondFactorRequired;
            try {
              answer = await signIn();
            } catch (e) {
              const home = otherDealerOf(e);
              if (!home || !onOtherDealer) throw e;
              onOtherDealer(home);
              answer = await signIn();
            }
            if (isChallenge(answer)) setChallenge(answer.challenge);
            else onSignedIn(answer);
          },
          (status) =>
            status === 400 ? 'bad' : status === 429 ? 'throttled' : status === 403 ? 'forbidden' : 'other',
        )
      }
    />
  );
}
