import { Button } from '@storefront/ui';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useApi } from '../../shared/api/ApiContext.tsx';
import { unsubscribe, useCurrentUser } from '../auth/index.ts';
import { Loading } from './MyVehiclesPage.tsx';

/** unsubscribe (spec 2 section 2): the signed-in shopper stops marketing e-mail. */
export function UnsubscribePage() {
  const user = useCurrentUser();
  const { http } = useApi();
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  if (user.isPending) return <Loading />;
  const done = state === 'done' || user.data?.is_unsubscribed === true;
  return (
    <section>
      <h1>
        <FormattedMessage id="unsubscribe.title" />
      </h1>
      {!user.data ? (
        <p>
          <FormattedMessage id="unsubscribe.signedOut" />
        </p>
      ) : done ? (
        <p role="status">
          <FormattedMessage id="unsubscribe.done" />
        </p>
      ) : (
        <>
          <p>
            <FormattedMessage id="unsubscribe.body" values={{ email: user.data.email }} />
          </p>
          <Button
            loading={state === 'busy'}
            onClick={async () => {
              const id = user.data?.id;
              if (id === undefined) return;
              setState('busy');
              try {
                await unsubscribe(http, id);
                setState('done');
              } catch {
                setState('idle');
              }
            }}
          >
            <FormattedMessage id="unsubscribe.confirm" />
          </Button>
        </>
      )}
    </section>
  );
}
