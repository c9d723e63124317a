import type { PrivacyErasureBody } from '@storefront/domain';
import { Button, TextField } from '@storefront/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { useApi } from '../../shared/api/ApiContext.tsx';
import { callerActions } from '../../shared/api/http.ts';
import { buildPath, parseRoutePrefix } from '../../shared/routing/routePrefix.ts';
import { storage } from '../../shared/state/persist.ts';
import { type AppStore, clearAll } from '../../shared/state/store.ts';
import { useCurrentUser } from '../auth/index.ts';
import { Loading, SignedOut } from './MyVehiclesPage.tsx';
import * as styles from './pages.css.ts';

const EXPORT = '/api/customer/privacy/export/';
const ERASE = '/api/customer/privacy/erase/';

/**
 * The shopper's privacy requests (not shown in the spec; PIPEDA, Québec's Law 25, CCPA): download a
 * copy of everything the dealer keeps on them, or have it erased (confirmed by typing the account's
 * e-mail; a deposit's payment record stays, as the law requires). After an erasure the storefront
 * forgets the shopper's saved state and reloads this page signed out, which says it is done.
 */
export function PrivacyPage() {
  const user = useCurrentUser();
  const location = useLocation();
  const erased = new URLSearchParams(location.search).get('erased') === '1';
  const done = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (erased) done.current?.focus();
  }, [erased]);
  if (user.isPending) return <Loading />;
  return (
    <section aria-labelledby="privacy-title">
      <h1 id="privacy-title">
        <FormattedMessage id="privacy.title" />
      </h1>
      {erased && !user.data ? (
        <p role="status" tabIndex={-1} ref={done} data-testid="privacy-erased">
          <FormattedMessage id="privacy.erased" />
        </p>
      ) : !user.data ? (
        <SignedOut message="privacy.signedOut" />
      ) : (
        <>
          <p>
            <FormattedMessage id="privacy.body" />
          </p>
          <DownloadSection />
          <EraseSection email={user.data.email} />
        </>
      )}
    </section>
  );
}

function DownloadSection() {
  const { http, dealerCode } = useApi();
  const [state, setState] = useState<{ busy: boolean; file: string | null }>({ busy: false, file: null });
  const download = async () => {
    setState({ busy: true, file: null });
    try {
      const response = await http.post(EXPORT, {});
      const name =
        /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
        `${dealerCode}-my-data.json`;
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      link.click();
      URL.revokeObjectURL(url);
      setState({ busy: false, file: name });
    } catch {
      // The shared error handler told the shopper; the button is there to try again.
      setState({ busy: false, file: null });
    }
  };
  return (
    <Part name="download">
      <Button loading={state.busy} onClick={download}>
        <FormattedMessage id="privacy.download.button" />
      </Button>
      <p role="status" className={styles.status}>
        {state.file ? <FormattedMessage id="privacy.download.done" values={{ file: state.file }} /> : null}
      </p>
    </Part>
  );
}

/** One request of the page: its heading, what it does, and its controls. */
function Part({ name, children }: { name: 'download' | 'erase'; children: ReactNode }) {
  return (
    <section aria-labelledby={`privacy-${name}`}>
      <h2 id={`privacy-${name}`}>
        <FormattedMessage id={`privacy.${name}.title`} />
      </h2>
      <p>
        <FormattedMessage id={`privacy.${name}.body`} />
      </p>
      {children}
    </section>
  );
}

function EraseSection({ email }: { email: string }) {
  const intl = useIntl();
  const { http, dealerCode } = useApi();
  const store = useStore();
  const queryClient = useQueryClient();
  const prefix = parseRoutePrefix(useLocation().pathname);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const erase = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const json: PrivacyErasureBody = { confirm_email: typed };
      await http.post(ERASE, { json, context: { call: 'form' } }).json();
      // Signed out by the server: forget what this browser kept of the shopper, then say it is done.
      clearAll(store as AppStore, storage, dealerCode);
      queryClient.clear();
      window.location.assign(buildPath(prefix, '/privacy/?erased=1'));
    } catch (caught) {
      const messages = callerActions(caught).flatMap((action) =>
        action.type === 'field-errors'
          ? [...(action.fieldErrors.confirm_email ?? []), ...action.formErrors]
          : [],
      );
      setError(messages[0]);
      setBusy(false);
    }
  };
  return (
    <Part name="erase">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void erase();
        }}
      >
        <TextField
          name="confirm_email"
          type="email"
          autoComplete="off"
          label={intl.formatMessage({ id: 'privacy.erase.confirm' }, { email })}
          value={typed}
          onChange={setTyped}
          serverError={error}
          showErrors={error !== undefined}
        />
        <Button type="submit" tone="danger" loading={busy} disabled={typed.trim() === ''}>
          <FormattedMessage id="privacy.erase.button" />
        </Button>
      </form>
    </Part>
  );
}
