import { Button } from '@storefront/ui';
import { useSetAtom } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { openSignInState, signInAtom, useCurrentUser } from '../auth/index.ts';
import { useHomeDealership } from '../dealership/index.ts';

/**
 * `vw/id-profile/`: where the identity login lands. The signed-in customer's name and e-mail, and the
 * provider they signed in with; signed out, a way to sign in.
 */
export function IdProfilePage() {
  const user = useCurrentUser();
  const dealer = useHomeDealership();
  const openSignIn = useSetAtom(signInAtom);
  const provider = dealer.data?.identity_login?.name;
  const customer = user.data?.role === 'customer' ? user.data : null;
  return (
    <section>
      <h1>
        <FormattedMessage id="identityLogin.profile.title" />
      </h1>
      {user.isPending ? (
        <p role="status">
          <FormattedMessage id="app.loading" />
        </p>
      ) : customer ? (
        <dl>
          <dt>
            <FormattedMessage id="identityLogin.profile.name" />
          </dt>
          <dd>{customer.full_name ?? customer.name_or_email}</dd>
          <dt>
            <FormattedMessage id="identityLogin.profile.email" />
          </dt>
          <dd>{customer.email}</dd>
          {customer.has_volkswagen_id && provider ? (
            <>
              <dt>
                <FormattedMessage id="identityLogin.profile.provider" />
              </dt>
              <dd>{provider}</dd>
            </>
          ) : null}
        </dl>
      ) : (
        <>
          <p>
            <FormattedMessage id="identityLogin.profile.signedOut" />
          </p>
          <Button onClick={() => openSignIn(openSignInState('default', { signIn: true }))}>
            <FormattedMessage id="identityLogin.profile.signIn" />
          </Button>
        </>
      )}
    </section>
  );
}
