import type { ConsentValues } from '@storefront/domain';
import { SignInModal, type SignInValues } from '@storefront/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtom, useStore } from 'jotai';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useApi } from '../../shared/api/ApiContext.tsx';
import { callerActions } from '../../shared/api/http.ts';
import { serverFormErrors } from '../../shared/api/serverErrors.ts';
import { lazyComponent } from '../../shared/lazy/lazyComponent.ts';
import { pageFocusTarget } from '../../shared/routing/pageFocus.ts';
import { dealerCountry, type HomeDealership } from '../dealership/index.ts';
import { identityLoginHref } from '../identity-login/index.ts';
import { orderKeys } from '../orders/index.ts';
import { dealerConsentsQuery } from './api/consents.ts';
import {
  type CurrentUser,
  currentUserQuery,
  type ReentryAnswer,
  register,
  sendLoginLink,
  sendReentryCode,
  verifyReentryCode,
} from './api/user.ts';
import { authCookie, authCookieEmail } from './authCookie.ts';
import { CLOSED_SIGN_IN, type SignInCallbacks, signInAtom } from './signIn.ts';

/** The header's account menu button (the kit marks it), else the page's heading. */
const ACCOUNT_MENU = {
  get current(): HTMLElement | null {
    const shown = [...document.querySelectorAll<HTMLElement>('[data-customer-menu]')].find(
      (el) => el.getClientRects().length > 0,
    );
    return shown ?? pageFocusTarget();
  },
};

/** The kit's existing-customer modal: a chunk of its own, loaded when a sign-up meets an account. */
const existingCustomer = lazyComponent(
  () => import('./ExistingCustomer.tsx'),
  (m) => m.ExistingCustomerModal,
);

const CONTACT_METHODS = ['email', 'phone', 'sms'] as const;
type ContactMethod = (typeof CONTACT_METHODS)[number];
const isContactMethod = (value: string): value is ContactMethod =>
  (CONTACT_METHODS as readonly string[]).includes(value);

/** Takes the callbacks of the sign-in in this store: they run once, so its state forgets them. */
function takeSignInCallbacks(store: ReturnType<typeof useStore>): SignInCallbacks {
  const { afterSignIn, onCancel } = store.get(signInAtom);
  if (afterSignIn || onCancel) store.set(signInAtom, (s) => ({ ...s, afterSignIn: null, onCancel: null }));
  return { afterSignIn, onCancel };
}

/**
 * The sign-in flow on the kit's SignInModal: register (server field errors onto the fields), an
 * existing user gets the e-mail login link and the one-time code form (kit's ReentryCodeForm), a
 * session-expired or re-entry link opens on the code form, and a registration ends on the submitted
 * state with the share link.
 */
export function SignInFlow({ dealer }: { dealer: HomeDealership | undefined }) {
  const [state, setState] = useAtom(signInAtom);
  const store = useStore();
  const intl = useIntl();
  const { http, dealerCode } = useApi();
  const queryClient = useQueryClient();
  const [serverErrors, setServerErrors] = useState<Record<string, readonly string[]>>({});
  // The shopper sent the form since it opened: its own answer replaces the prefill's refusal.
  const [answered, setAnswered] = useState(false);
  const [busy, setBusy] = useState(false);
  const [codeError, setCodeError] = useState(false);
  const [reentry, setReentry] = useState<ReentryAnswer | null>(null);
  const [signInError, setSignInError] = useState<string | undefined>(undefined);
  const sentFor = useRef<string | null>(null);
  // The code form follows the "Log in" form: the address typed may have no account here (the server
  // then e-mails it a sign-up link), so the form does not greet the shopper as a customer.
  const [anyAddress, setAnyAddress] = useState(false);
  // After a login the header's account menu is rebuilt for the signed-in shopper: the element that
  // opened the dialog (the menu's button or item) may be gone, so focus goes to the menu's button.
  const [loggedIn, setLoggedIn] = useState(false);
  // The existing-customer modal, once shown, stays mounted: it closes as a dialog does (focus given
  // back) rather than vanishing with the step.
  const [existingShown, setExistingShown] = useState(false);
  if (state.step === 'existing' && !existingShown) setExistingShown(true);
  const country = dealerCountry(dealer);
  const language = intl.locale.startsWith('fr') ? 'fr' : 'en';
  const consents = useQuery({ ...dealerConsentsQuery(http, dealerCode), enabled: state.open });

  // A new opening returns focus to its own opener again.
  useEffect(() => {
    if (state.open) setLoggedIn(false);
  }, [state.open]);

  const close = useCallback(() => {
    setState(CLOSED_SIGN_IN);
    setServerErrors({});
    setAnswered(false);
    setCodeError(false);
    setReentry(null);
    setSignInError(undefined);
    setAnyAddress(false);
    sentFor.current = null;
  }, [setState]);

  const cancel = useCallback(() => {
    takeSignInCallbacks(store).onCancel?.();
    close();
  }, [close, store]);

  const signedIn = useCallback(
    async (user: CurrentUser, showSubmitted: boolean) => {
      // The address for the next sign-in's form (the auth cookie: spec 1 §9).
      if (user.email) document.cookie = authCookie(user.email, window.location.protocol === 'https:');
      queryClient.setQueryData(currentUserQuery(http, dealerCode).queryKey, user);
      await queryClient.invalidateQueries({ queryKey: orderKeys.all });
      const action = takeSignInCallbacks(store).afterSignIn;
      action?.();
      // Only a sign-up that saves a deal says "your deal is saved" (the action is the save).
      if (showSubmitted) setState((s) => ({ ...s, step: 'submitted', withDeal: action !== null }));
      else close();
    },
    [queryClient, http, dealerCode, setState, close, store],
  );

  const startCode = useCallback(
    async (email: string, step: 'code' | 'existing' = 'code') => {
      if (sentFor.current === email) return;
      sentFor.current = email;
      setState((s) => ({ ...s, step, email }));
      try {
        setReentry(await sendReentryCode(http, email));
      } catch {
        // The catalogue showed 'auth.desc.reentry_send_code_error'; the form stays for a resend.
        sentFor.current = null;
      }
    },
    [http, setState],
  );

  // 440 and expired links open straight on the code form.
  useEffect(() => {
    if (state.open && state.sendCodeOnOpen && state.email) void startCode(state.email);
  }, [state.open, state.sendCodeOnOpen, state.email, startCode]);

  const onSubmit = async (values: SignInValues, consentValues: ConsentValues) => {
    setBusy(true);
    setAnswered(true);
    const email = values.email.trim();
    try {
      const method = values.preferred_method_of_contact;
      const user = await register(http, {
        email,
        ...(values.first_name ? { first_name: values.first_name.trim() } : {}),
        ...(values.last_name ? { last_name: values.last_name.trim() } : {}),
        ...(values.phone ? { phone: values.phone } : {}),
        ...(isContactMethod(method) ? { preferred_method_of_contact: method } : {}),
        language,
        source: state.source,
        consents: consentValues,
      });
      setServerErrors({});
      await signedIn(user, true);
    } catch (error) {
      if (callerActions(error).some((a) => a.type === 'existing-user')) {
        // The address has an account: the existing-customer modal offers to sign in with it (the
        // one-time code sent to it, and the e-mail's login link). Its chunk first, so that the
        // sign-up dialog hands over to it at once.
        setServerErrors({});
        await existingCustomer.module.load().catch(() => undefined);
        void sendLoginLink(http, email);
        await startCode(email, 'existing');
      } else setServerErrors(serverFormErrors(error));
    } finally {
      setBusy(false);
    }
  };

  // "Log in": the code form follows for any address (the server answers every address alike and
  // e-mails a code to a customer's); a refused address (malformed) shows the server's field error.
  const onSignIn = async (email: string) => {
    setBusy(true);
    setSignInError(undefined);
    try {
      const answer = await sendReentryCode(http, email, 'form');
      sentFor.current = email;
      setReentry(answer);
      setAnyAddress(true);
      setState((s) => ({ ...s, step: 'code', email }));
    } catch (error) {
      for (const action of callerActions(error)) {
        if (action.type === 'field-errors') setSignInError(action.fieldErrors.email?.[0]);
      }
    } finally {
      setBusy(false);
    }
  };

  const onVerify = async (code: string) => {
    const email = state.email;
    if (!email) return;
    setBusy(true);
    setCodeError(false);
    try {
      const catId = reentry?.cat_id ?? new URLSearchParams(window.location.search).get('catId');
      const user = await verifyReentryCode(http, { email, code, cat_id: catId });
      setLoggedIn(true);
      await signedIn(user, false);
    } catch (error) {
      // 403 and 412 are the inline error; the catalogue already reported anything else.
      setCodeError(callerActions(error).some((a) => a.type === 'inline-error'));
    } finally {
      setBusy(false);
    }
  };

  // Known in advance (session expired, existing user), else the last one signed in with here.
  const email = state.email ?? (state.open ? (authCookieEmail(document.cookie) ?? '') : '');
  const share = state.shareUrl ?? (typeof window === 'undefined' ? '' : window.location.href);
  const onViewChange = (view: 'form' | 'signin', value: string) => {
    setServerErrors({});
    setSignInError(undefined);
    setState((s) => ({ ...s, step: view, email: value || s.email }));
  };
  const codeProps = {
    // The answer names no one before the code is verified (its name is the address's mask).
    target: { name: null, email: reentry?.email ?? email, phone: reentry?.phone ?? null },
    loading: busy,
    codeError,
    onContinue: (code: string) => void onVerify(code),
    onResend: () => {
      sentFor.current = null;
      void startCode(email, state.step === 'existing' ? 'existing' : 'code');
    },
  };
  // The dealer's identity login (issue 23): leaves for the provider, back to this page afterwards.
  const identity = dealer?.identity_login;
  const identityProvider = identity
    ? {
        name: identity.name,
        onSignIn: () =>
          window.location.assign(
            identityLoginHref({
              provider: identity.provider,
              dealerCode,
              lang: language,
              next: `${window.location.pathname}${window.location.search}`,
            }),
          ),
      }
    : undefined;
  const prefill = state.prefill;
  const ExistingCustomerModal = existingCustomer.Component;
  return (
    <>
      {existingShown ? (
        <Suspense>
          <ExistingCustomerModal
            open={state.open && state.step === 'existing'}
            onOpenChange={(open) => {
              if (!open) cancel();
            }}
            {...(loggedIn ? { returnFocus: ACCOUNT_MENU } : {})}
            {...codeProps}
          />
        </Suspense>
      ) : null}
      <SignInModal.Root
        open={state.open && state.step !== 'existing'}
        onOpenChange={(open) => {
          if (!open) {
            if (state.step === 'submitted') close();
            else cancel();
          }
        }}
        source={state.source}
        // The header's sign-up makes an account and saves no deal: it says so.
        accountOnly={state.source === 'default' && state.afterSignIn === null}
        dealer={dealer ?? {}}
        country={country}
        view={state.step === 'existing' ? 'form' : state.step}
        dealSaved={state.withDeal}
        {...(loggedIn ? { returnFocus: ACCOUNT_MENU } : {})}
      >
        <SignInModal.SignUp
          initialValues={{ ...prefill?.values, email }}
          expiredLink={state.source === 'session_expired'}
          submitting={busy}
          // Details the dealer's website gave (in a frame): the sign-up's refusal of them until the next.
          serverErrors={answered || !prefill?.errors ? serverErrors : prefill.errors}
          {...(prefill?.consents ? { initialConsents: prefill.consents } : {})}
          {...(prefill?.errors && !answered ? { toComplete: Object.keys(prefill.errors) } : {})}
          consents={consents.data}
          onSubmit={(values, consentValues) => void onSubmit(values, consentValues)}
          onViewChange={onViewChange}
          onSkip={cancel}
          identityProvider={identityProvider}
        />
        <SignInModal.SignIn
          initialValues={{ email }}
          submitting={busy}
          signInError={signInError}
          onSignIn={(value) => void onSignIn(value)}
          onViewChange={onViewChange}
          identityProvider={identityProvider}
        />
        <SignInModal.Code {...codeProps} anyAddress={anyAddress} />
        <SignInModal.Submitted shareLink={state.withDeal ? share : undefined} onDone={close} />
      </SignInModal.Root>
    </>
  );
}
