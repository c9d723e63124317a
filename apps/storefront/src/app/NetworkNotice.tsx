import { useSyncExternalStore } from 'react';
import { FormattedMessage } from 'react-intl';
import * as styles from './shell.css.ts';

// Offline moments (issue 16, item 20): while the browser is offline the shell says so, and that what
// the shopper typed or chose is kept: forms keep their fields, the deal's changes wait and are sent
// again when the connection is back (the order sync flushes on `online`; queries refetch), and a
// form's button sends it again. The notice leaves when the browser is back online.

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function NetworkNotice() {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  return (
    <div role="status" aria-live="polite" className={online ? undefined : styles.networkNotice}>
      {online ? null : (
        <p data-testid="offline-notice">
          <FormattedMessage id="app.network.offline" />
        </p>
      )}
    </div>
  );
}
