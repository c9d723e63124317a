import { type ExitSignal, TOASTS } from '@storefront/domain';
import { useToast } from '@storefront/ui';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useContext, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import type { CurrentUser } from '../features/auth/api/user.ts';
import { openSignInState, signInAtom } from '../features/auth/signIn.ts';
import { lazyModule } from '../shared/lazy/lazyModule.ts';
import { parseRoutePrefix } from '../shared/routing/routePrefix.ts';
import { captureCampaign } from '../shared/state/persist.ts';
import { type AppStore, campaignAtom, checkShopper } from '../shared/state/store.ts';
import { carriedQuery, withoutQuery } from './query.ts';
import { LiveContext, storage } from './session.ts';

type BounceRules = typeof import('./bounceRules.ts');

/** The bounce rules (own chunk), loaded once the page has loaded and the browser is idle. */
const bounceRules = lazyModule(
  (): Promise<BounceRules> =>
    new Promise<void>((resolve) => {
      const idle = () =>
        typeof requestIdleCallback === 'function'
          ? requestIdleCallback(() => resolve())
          : setTimeout(resolve, 0);
      if (document.readyState === 'complete') idle();
      else window.addEventListener('load', idle, { once: true });
    }).then(() => import('./bounceRules.ts')),
  { reload: false },
);

function loadBounceRules(): Promise<BounceRules> {
  return bounceRules.load();
}

/** Adds listeners once the bounce rules are loaded; answers their removal. */
function withBounceRules(attach: (rules: BounceRules) => () => void): () => void {
  let detach: (() => void) | null = null;
  let live = true;
  loadBounceRules().then(
    (rules) => {
      if (live) detach = attach(rules);
    },
    () => undefined,
  );
  return () => {
    live = false;
    detach?.();
  };
}

function inEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The shell's navigation guards (spec 1 section 4, in the spec's order where they apply to
 * every route; the per-vehicle chain runs in the vehicle layout).
 */
export function useNavigationGuards({
  user,
  userLoaded,
}: {
  user: CurrentUser | null | undefined;
  userLoaded: boolean;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const intl = useIntl();
  const store = useStore() as AppStore;
  // Nothing acts while the shell hydrates with the server's state (ShellLayout): from the next
  // render on, the client store is the shopper's.
  const live = useContext(LiveContext);
  const setSignIn = useSetAtom(signInAtom);
  const signIn = useAtomValue(signInAtom);
  const setCampaign = useSetAtom(campaignAtom);
  const previousSearch = useRef(location.search);
  const gateShown = useRef(false);
  const authenticated = Boolean(user);
  const { dealerCode } = parseRoutePrefix(location.pathname);

  // 1. Sign-in gate: a signed-out shopper leaving for another host is offered sign-in once;
  // that navigation is cancelled (they can follow the link again afterwards).
  useEffect(() => {
    if (!live || authenticated || !userLoaded) return;
    return withBounceRules((rules) => {
      const onClick = (event: MouseEvent) => {
        if (gateShown.current || event.defaultPrevented || event.button !== 0) return;
        const anchor = (event.target as Element | null)?.closest?.('a[href]');
        if (
          !(anchor instanceof HTMLAnchorElement) ||
          anchor.href.startsWith('mailto:') ||
          anchor.href.startsWith('tel:')
        )
          return;
        if (!rules.isExternalNavigation(window.location.host, anchor.href)) return;
        gateShown.current = true;
        event.preventDefault();
        setSignIn(openSignInState('bounce'));
      };
      document.addEventListener('click', onClick);
      return () => document.removeEventListener('click', onClick);
    });
  }, [live, authenticated, userLoaded, setSignIn]);

  // Bounce trigger: backspace outside a field or the mouse back button while signed out.
  useEffect(() => {
    if (!live || authenticated || !userLoaded || signIn.open) return;
    return withBounceRules((rules) => {
      const open = (signal: ExitSignal, event: Event) => {
        if (!rules.isBounceSignInTrigger(signal, false) || gateShown.current) return;
        gateShown.current = true;
        event.preventDefault();
        setSignIn(openSignInState('bounce'));
      };
      const onKey = (event: KeyboardEvent) =>
        open(
          {
            type: 'keydown',
            keyCode: event.key === 'Backspace' ? 8 : 0,
            inEditable: inEditable(event.target),
          },
          event,
        );
      const onMouse = (event: MouseEvent) => open({ type: 'mouseup', button: event.button }, event);
      document.addEventListener('keydown', onKey);
      document.addEventListener('mouseup', onMouse);
      return () => {
        document.removeEventListener('keydown', onKey);
        document.removeEventListener('mouseup', onMouse);
      };
    });
  }, [live, authenticated, userLoaded, signIn.open, setSignIn]);

  // 5. Shopper-id check once the current user is known.
  useEffect(() => {
    if (live && userLoaded) checkShopper(store, storage, dealerCode, user?.uid ?? null);
  }, [live, userLoaded, user?.uid, store, dealerCode]);

  // 8. refurl and adid carried across navigations; campaigns captured (shared store).
  useEffect(() => {
    if (!live) return;
    const carried = carriedQuery(previousSearch.current, location.search);
    if (carried !== null) {
      navigate(`${location.pathname}${carried}${location.hash}`, { replace: true });
      return;
    }
    previousSearch.current = location.search;
    setCampaign(captureCampaign(storage, location.search));
  }, [live, location.pathname, location.search, location.hash, navigate, setCampaign]);

  // Query-carried states: vw_idk_error toast (5 s, then removed). Its own effect, on nothing that
  // belongs to the client store: the shell's switch from the hydration store to the shopper's must
  // not show the toast twice.
  useEffect(() => {
    if (!live) return;
    const error = new URLSearchParams(location.search).get('vw_idk_error');
    if (!error) return;
    // By its id: the effect runs again when the page's texts complete (a new intl), and the toast on
    // screen is replaced, not shown twice.
    toast.show({
      id: TOASTS.vwIdkError.messageId,
      message: intl.formatMessage({ id: TOASTS.vwIdkError.messageId }, { error }),
      kind: 'error',
      duration: TOASTS.vwIdkError.durationMs,
    });
    const timer = setTimeout(() => {
      navigate(`${location.pathname}${withoutQuery(location.search, ['vw_idk_error'])}`, { replace: true });
    }, TOASTS.vwIdkError.durationMs ?? 5000);
    return () => clearTimeout(timer);
  }, [live, location.search, location.pathname, toast, intl, navigate]);

  // An expired login link (expired & email) and a re-entry e-mail link (catId & email) open sign-in;
  // the no-account e-mail's link (signup, the address in the fragment) opens the sign-up.
  useEffect(() => {
    if (!live) return;
    const params = new URLSearchParams(location.search);
    const expired = params.get('expired');
    // A re-entry e-mail's link carries the address in its fragment (never sent to a server).
    const email = params.get('email') ?? new URLSearchParams(location.hash.slice(1)).get('email');
    const catId = params.get('catId');
    if (params.get('vw_idk_error') || !userLoaded || authenticated) return;
    if (expired && email) {
      setSignIn(openSignInState('session_expired', { email, sendCodeOnOpen: true }));
      navigate(`${location.pathname}${withoutQuery(location.search, ['expired', 'email'])}`, {
        replace: true,
      });
    } else if (catId && email) {
      setSignIn({ ...openSignInState('returning_customer', { email }), step: 'code' });
      navigate(`${location.pathname}${withoutQuery(location.search, ['email'])}`, { replace: true });
    } else if (params.get('signup')) {
      // The e-mail to an address with no account here ("Log in" with it): the sign-up, filled in.
      setSignIn(openSignInState('default', { email }));
      navigate(`${location.pathname}${withoutQuery(location.search, ['signup', 'email'])}`, {
        replace: true,
      });
    }
  }, [
    live,
    location.search,
    location.hash,
    location.pathname,
    userLoaded,
    authenticated,
    navigate,
    setSignIn,
  ]);
}
