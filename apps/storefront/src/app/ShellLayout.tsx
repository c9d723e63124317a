import { type HttpCall, TOASTS, type ToastSpec } from '@storefront/domain';
import { DerivedThemeProvider, useDealerStylesheets } from '@storefront/theme';
import { CustomCopyProvider, ToastProvider, useToast } from '@storefront/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Provider as JotaiProvider, useAtomValue, useSetAtom, useStore } from 'jotai';
import {
  type ReactNode,
  Suspense,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { Outlet, useLocation, useNavigate } from 'react-router';
import {
  backToDealerPanel,
  type CurrentUser,
  endCustomerSession,
  logout,
  useCurrentUser,
} from '../features/auth/api/user.ts';
import { openSignInState, signInAtom } from '../features/auth/signIn.ts';
import { contactAtom, contactKindOf, contactOpenerOf } from '../features/contact/contactState.ts';
import { useAppSettings, usePaymentSettings, useStaticData } from '../features/dealership/api/settings.ts';
import { type HomeDealership, useHomeDealership } from '../features/dealership/index.ts';
import { shellVariant } from '../features/dealership/shellVariant.ts';
import { framed, parentChannel, postToParent } from '../features/embedding/parentMessages.ts';
import { LazyExitIntent } from '../features/exit-intent/index.ts';
import { useServerLanguage } from '../features/i18n/index.ts';
import { useMarketplaceMode } from '../features/marketplace/index.ts';
import { useOrders } from '../features/orders/api/ordersList.ts';
import { vehicleIdOfPath } from '../features/vehicle/currentVehicle.ts';
import { pageViewEvent } from '../shared/analytics/dataLayer.ts';
import { ApiProvider, useApi } from '../shared/api/ApiContext.tsx';
import { installHttpEffects } from '../shared/api/effects.ts';
import { toastText } from '../shared/api/toastText.ts';
import { useOpenedOnce } from '../shared/hooks/useOpenedOnce.ts';
import { type Locale, languageOf, resolveLocale } from '../shared/i18n/locale.ts';
import { intlErrorHandler, useMessages } from '../shared/i18n/messages.ts';
import { TextsGateContext, useTextsGate } from '../shared/i18n/textsGate.ts';
import { lazyComponent } from '../shared/lazy/lazyComponent.ts';
import { lazyModule } from '../shared/lazy/lazyModule.ts';
import { OwnPageTitleContext } from '../shared/routing/pageTitle.ts';
import { buildPath, parseRoutePrefix } from '../shared/routing/routePrefix.ts';
import { HydrationContext } from '../shared/state/hydration.ts';
import { clearAll } from '../shared/state/store.ts';
import { BrowserNotice, ShellFooter, ShellHeader } from './chrome/ShellChrome.tsx';
import { useDealerThemeOf } from './dealerTheme.ts';
import { usePageFocus } from './focus.ts';
import { useNavigationGuards } from './guards.ts';
import { markLive } from './live.ts';
import { NetworkNotice } from './NetworkNotice.tsx';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';
import { hydrationStore, LiveContext, StoreFactoryContext, storage, takeServerRender } from './session.ts';
import * as styles from './shell.css.ts';
import { usePageTitle } from './usePageTitle.ts';

// Loaded on first use: the sign-in modal (form fields) and the dealer bar (menu) stay out of
// the main chunk.
const { Component: SignInFlow } = lazyComponent(
  () => import('../features/auth/SignInFlow.tsx'),
  (m) => m.SignInFlow,
);
const { Component: DealerBar } = lazyComponent(
  () => import('./chrome/DealerBarSlot.tsx'),
  (m) => m.DealerBarSlot,
);
// Marketplace mode's chrome: loaded only when the visit is in marketplace mode (features/marketplace).
const { Component: MarketplaceChrome } = lazyComponent(
  () => import('../features/marketplace/MarketplaceChrome.tsx'),
  (m) => m.MarketplaceChrome,
);
const { Component: OemChrome } = lazyComponent(
  () => import('./chrome/VariantHeaders.tsx'),
  (m) => m.OemChrome,
);
const { Component: ContactFlow } = lazyComponent(
  () => import('../features/contact/ContactFlow.tsx'),
  (m) => m.ContactFlow,
);

/**
 * The embedding protocol with a parent page, in a frame only: its failure leaves the frame unconnected
 * (the storefront then works as a page of its own) and reloads nothing.
 */
const bridgeModule = lazyModule(
  () => import('../features/embedding/bridge.ts').then((m) => m.createBridge()),
  {
    reload: false,
  },
);
const analytics = lazyModule(
  () => import('../features/analytics/tracker.ts').then((m) => m.createTracking()),
  {
    reload: false,
  },
);

/** Binds the API client and the client state to the route's dealer code. */
export function ShellLayout() {
  const { pathname } = useLocation();
  const prefix = parseRoutePrefix(pathname);
  const storeFor = useContext(StoreFactoryContext);
  const serverRender = useContext(HydrationContext);
  // Hydrating the server's HTML: first with the state it rendered with, then the shopper's own.
  const [hydration, setHydration] = useState(() =>
    takeServerRender(serverRender) ? hydrationStore(prefix.dealerCode) : null,
  );
  useEffect(() => {
    // As a transition: the whole page renders again with the shopper's store, in slices that yield to
    // the browser (a tap on the hydrated page is not held behind one long task).
    if (hydration) startTransition(() => setHydration(null));
    else markLive();
  }, [hydration]);
  const store = hydration ?? storeFor(prefix.dealerCode);
  return (
    <ApiProvider dealerCode={prefix.dealerCode} language={prefix.lang}>
      <LanguageScope lang={prefix.lang} />
      <JotaiProvider store={store}>
        <LiveContext value={hydration === null}>
          <LocalisedShell lang={prefix.lang} />
        </LiveContext>
      </JotaiProvider>
    </ApiProvider>
  );
}

/**
 * The server localises its answers in the URL's language (the client's X-Language header): when the
 * URL's language changes without a new document, every query is fetched again in the new one.
 */
function LanguageScope({ lang }: { lang: 'en' | 'fr' | undefined }) {
  const queryClient = useQueryClient();
  const previous = useRef(lang);
  useEffect(() => {
    if (previous.current === lang) return;
    previous.current = lang;
    void queryClient.invalidateQueries();
  }, [lang, queryClient]);
  return null;
}

/**
 * Start-up fetches (spec 1 section 4): language, home dealership, financing settings, static
 * data and the current user, all in parallel. The locale comes from the URL's language segment,
 * else the server's language on the root path, else the dealer's first language.
 */
function LocalisedShell({ lang }: { lang: 'en' | 'fr' | undefined }) {
  const dealer = useHomeDealership();
  const serverLanguage = useServerLanguage();
  usePaymentSettings();
  useStaticData();
  useCurrentUser();
  // The locale depends on the dealer (and on the server's language without a URL segment): its
  // messages (one chunk per locale) are loaded once they are known; nothing renders before.
  const settled = dealer.status !== 'pending' && (lang !== undefined || serverLanguage.status !== 'pending');
  const wanted = settled ? resolveLocale(lang ?? serverLanguage.data?.language, dealer.data) : null;
  const intl = useMessages(wanted);
  const locale = intl?.locale ?? wanted;
  if (typeof document !== 'undefined' && locale) document.documentElement.lang = locale;
  const language = locale === 'fr-CA' ? 'fr' : 'en';
  const copy = useMemo(() => customCopyFor(dealer.data, language), [dealer.data, language]);
  useDealerStylesheets(dealer.data ?? {});
  // The dealer's colours: the server's on a server-rendered page, else derived (see dealerTheme.ts).
  const theme = useDealerThemeOf(settled ? dealer.data?.theme : undefined);
  const complete = intl?.complete ?? false;
  const onError = useMemo(() => intlErrorHandler(complete), [complete]);
  const textsGate = useTextsGate(complete);
  if (!intl || !theme) return null;
  return (
    <IntlProvider locale={intl.locale} messages={intl.messages} defaultLocale="en-US" onError={onError}>
      <TextsGateContext value={textsGate}>
        <CustomCopyProvider copy={copy}>
          <DerivedThemeProvider theme={theme} applyToDocument>
            <ToastProvider defaultPlacement="bottom-right">
              <Chrome dealer={dealer.data} status={dealer.status} locale={intl.locale} />
            </ToastProvider>
          </DerivedThemeProvider>
        </CustomCopyProvider>
      </TextsGateContext>
    </IntlProvider>
  );
}

/** Dealer custom copy for the language: `custom_copy[messageId][language]`. */
export function customCopyFor(
  dealer: Pick<HomeDealership, 'custom_copy'> | undefined,
  language: 'en' | 'fr',
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [id, byLanguage] of Object.entries(dealer?.custom_copy ?? {})) {
    const text = byLanguage?.[language];
    if (typeof text === 'string' && text.trim() !== '') out[id] = text;
  }
  return out;
}

function Chrome({
  dealer,
  status,
  locale,
}: {
  dealer: HomeDealership | undefined;
  status: 'pending' | 'error' | 'success';
  locale: Locale;
}) {
  const user = useCurrentUser();
  const orders = useOrders();
  const [handle, setOwnTitle] = usePageTitle(dealer?.name);
  const { http, dealerCode } = useApi();
  const { pathname } = useLocation();
  const prefix = parseRoutePrefix(pathname);
  const queryClient = useQueryClient();
  const store = useStore();
  const setContact = useSetAtom(contactAtom);
  const appSettings = useAppSettings();
  useHttpEffects();
  usePageFocus(pathname);
  useNavigationGuards({ user: user.data, userLoaded: user.isSuccess });
  const intl = useIntl();
  const live = useContext(LiveContext);
  const page = handle.name;
  // Analytics (features/analytics, a chunk of its own loaded once the page is live): each page the
  // shopper enters, named 'vdp:' + page in the modular flow and 'vdp:purchase:' + page otherwise.
  useEffect(() => {
    if (!live || !dealer || !page) return;
    const view = pageViewEvent({
      vdpFlow: dealer.vdp_flow,
      page,
      path: pathname,
      language: locale,
      dealerCode,
    });
    void analytics.load().then((m) => m.trackPage(view, dealer, http, queryClient, intl));
  }, [live, dealer, page, pathname, locale, dealerCode, http, queryClient, intl]);

  const home = buildPath(prefix, '/');
  const leave = useCallback(
    (to: string) => {
      clearAll(store as Parameters<typeof clearAll>[0], storage, dealerCode);
      queryClient.clear();
      window.location.assign(to);
    },
    [store, dealerCode, queryClient],
  );
  const onLogout = useCallback(async () => {
    try {
      await logout(http);
    } catch {
      // The shared error handler reported it; the shopper still leaves (spec 1 section 4).
    }
    leave(home);
  }, [http, leave, home]);
  const onEndSession = useCallback(async () => {
    let to = home;
    try {
      to = (await endCustomerSession(http)).redirect_to ?? home;
    } catch {
      // reported by the shared handler
    }
    leave(to);
  }, [http, leave, home]);
  const onBackToDealer = useCallback(async () => {
    let to = '/';
    try {
      to = (await backToDealerPanel(http)).redirect_to ?? '/';
    } catch {
      // reported by the shared handler
    }
    leave(to);
  }, [http, leave]);

  const marketplaceMode = useMarketplaceMode(dealerCode, appSettings.data?.marketplace);
  const variant = shellVariant(dealer, appSettings.data, marketplaceMode, languageOf(locale));
  const openContact = useCallback(() => {
    const vehicleId = vehicleIdOfPath(pathname);
    const kind = contactKindOf(vehicleId, dealer?.contact_button_title);
    setContact({ open: true, vehicleId, kind, opener: contactOpenerOf(document.activeElement) });
  }, [setContact, pathname, dealer?.contact_button_title]);
  const savedCount = orders.data?.results.filter((o) => !o.is_archived).length;
  const chromeHidden = handle.hideChrome === true;
  // In a frame only: the embedding protocol with the parent page (its own chunk).
  useEffect(() => {
    if (framed()) void bridgeModule.load().then((m) => m.startBridge(http, queryClient, store));
  }, [http, queryClient, store]);
  return (
    <div className={styles.page} lang={locale}>
      <SkipLink />
      {user.data?.dealer_user && (
        <Suspense fallback={null}>
          <DealerBar
            user={user.data as CurrentUser}
            onEndSession={onEndSession}
            onBackToDealer={onBackToDealer}
            onLogout={onLogout}
          />
        </Suspense>
      )}
      <BrowserNotice enabled={dealer?.display_unsupported_browser_message === true} />
      {!chromeHidden && variant.kind === 'marketplace' && (
        <Suspense fallback={null}>
          <MarketplaceChrome variant={variant} locale={locale} onTryNow={openContact} />
        </Suspense>
      )}
      {!chromeHidden && variant.kind === 'oem' && dealer && (
        <Suspense fallback={null}>
          <OemChrome dealer={dealer} homeHref={home} />
        </Suspense>
      )}
      {!chromeHidden && variant.kind !== 'marketplace' && (
        <ShellHeader
          dealer={dealer}
          user={user.data}
          savedCount={savedCount}
          locale={locale}
          onLogout={onLogout}
          onContact={openContact}
          mobileMenuFooter={<ShellFooter dealer={dealer} locale={locale} />}
        />
      )}
      <NetworkNotice />
      <main id="main" className={styles.main} tabIndex={-1}>
        {status === 'error' ? (
          <DealerMissing />
        ) : (
          <RouteErrorBoundary resetKey={pathname}>
            <OwnPageTitleContext value={setOwnTitle}>
              <Outlet />
            </OwnPageTitleContext>
          </RouteErrorBoundary>
        )}
      </main>
      {!chromeHidden && (
        <ShellFooter dealer={dealer} locale={locale} marketplace={variant.kind === 'marketplace'} />
      )}
      <LazySignIn dealer={dealer} />
      <LazyContact dealer={dealer} user={user.data} />
      <LazyExitIntent
        dealer={dealer}
        authenticated={Boolean(user.data)}
        userLoaded={user.isSuccess}
        hasOrders={(savedCount ?? 0) > 0}
      />
    </div>
  );
}

/** Mounts the sign-in modal once it is first opened, and keeps it mounted afterwards. */
function LazySignIn({ dealer }: { dealer: HomeDealership | undefined }) {
  const opened = useOpenedOnce(useAtomValue(signInAtom).open);
  // Embedded (iframe mode): login is asked of the parent page instead (features/embedding/bridge.ts).
  if (parentChannel.parentSignsIn || !opened) return null;
  return (
    <Suspense fallback={null}>
      <SignInFlow dealer={dealer} />
    </Suspense>
  );
}

/** Mounts the contact modal once it is first opened, and keeps it mounted afterwards. */
function LazyContact({
  dealer,
  user,
}: {
  dealer: HomeDealership | undefined;
  user: CurrentUser | null | undefined;
}) {
  if (!useOpenedOnce(useAtomValue(contactAtom).open)) return null;
  return (
    <Suspense fallback={null}>
      <ContactFlow country={dealer?.country ?? 'CA'} user={user} />
    </Suspense>
  );
}

function SkipLink() {
  const intl = useIntl();
  return (
    <a className={styles.skipLink} href="#main">
      {intl.formatMessage({ id: 'app.skipToContent' })}
    </a>
  );
}

function DealerMissing(): ReactNode {
  const intl = useIntl();
  return <h1>{intl.formatMessage({ id: 'app.notFound.title' })}</h1>;
}

const NETWORK_TOASTS: ReadonlySet<string> = new Set([
  TOASTS.networkRetry.messageId,
  TOASTS.networkError.messageId,
  TOASTS.timeout.messageId,
]);

/** Installs the HTTP client's effects: toasts, the login modal, re-entry and navigation. */
function useHttpEffects() {
  const toast = useToast();
  const intl = useIntl();
  const navigate = useNavigate();
  const setSignIn = useSetAtom(signInAtom);
  // The network toast on screen, if any: the next answer from the server dismisses it.
  const networkToast = useRef<string | null>(null);
  // Toasts on screen that a later success of a call makes stale (ToastSpec.clearedBy), by call.
  const clearable = useRef(new Map<HttpCall, Set<string>>());
  const showToast = useCallback(
    (spec: ToastSpec) => {
      const message = toastText(spec, intl);
      // The parent hears the catalogue's code, never the words (a server's own message included).
      if (spec.variant === 'error') postToParent({ type: 'error', code: spec.messageId });
      if (NETWORK_TOASTS.has(spec.messageId)) networkToast.current = spec.messageId;
      if (spec.clearedBy) {
        const ids = clearable.current.get(spec.clearedBy) ?? new Set<string>();
        clearable.current.set(spec.clearedBy, ids.add(spec.messageId));
      }
      toast.show({
        message,
        kind: spec.variant,
        duration: spec.durationMs,
        placement: spec.placement,
        // One toast per message: the retry toast replaces itself instead of stacking.
        id: spec.messageId === TOASTS.apiFieldError.messageId ? undefined : spec.messageId,
      } as Parameters<typeof toast.show>[0]);
    },
    [toast, intl],
  );
  useEffect(
    () =>
      installHttpEffects({
        toast: showToast,
        answered: ({ call, ok }) => {
          if (ok && call) {
            for (const id of clearable.current.get(call) ?? []) toast.dismiss(id);
            clearable.current.delete(call);
          }
          if (networkToast.current === null) return;
          toast.dismiss(networkToast.current);
          networkToast.current = null;
        },
        openLogin: () => {
          setSignIn(openSignInState('default'));
        },
        reentry: (email) => {
          setSignIn(openSignInState('session_expired', { email, sendCodeOnOpen: email !== null }));
        },
        navigate: (location) => {
          const url = new URL(location, window.location.href);
          if (url.origin === window.location.origin) navigate(`${url.pathname}${url.search}${url.hash}`);
          else window.location.assign(url.href);
        },
      }),
    [showToast, setSignIn, navigate, toast],
  );
}
