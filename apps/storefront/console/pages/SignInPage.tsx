import { StaffSignInForm, useConsoleText } from '@storefront/ui/console';
import { type ReactNode, useEffect, useState } from 'react';
import { type Api, ApiError } from '../api.ts';
import type { StaffUser } from '../types.ts';

/** Staff sign-in against `POST /api/dealer/auth/login/` (rate-limited and audited by the server). */
export function SignInPage({
  api,
  onSignedIn,
}: {
  api: Api;
  onSignedIn: (user: StaffUser) => void;
}): ReactNode {
  const t = useConsoleText();
  const [error, setError] = useState<'bad' | 'throttled' | 'forbidden' | 'other' | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    document.title = `${t('console.signIn.title')} · ${t('console.title')}`;
  });
  const messages = {
    bad: t('console.signIn.badCredentials'),
    throttled: t('console.signIn.throttled'),
    forbidden: t('console.signIn.notThisDealer'),
    other: t('console.error.generic'),
  };
  return (
    <StaffSignInForm
      busy={busy}
      error={error ? messages[error] : null}
      onSubmit={async (credentials) => {
        setBusy(true);
        setError(null);
        try {
          onSignedIn(await api.send<StaffUser>('POST', '/api/dealer/auth/login/', credentials));
        } catch (e) {
          const status = e instanceof ApiError ? e.status : 0;
          setError(
            status === 400 ? 'bad' : status === 429 ? 'throttled' : status === 403 ? 'forbidden' : 'other',
          );
        } finally {
          setBusy(false);
        }
      }}
    />
  );
}
