import { type DealerThemeSettings, DerivedThemeProvider, deriveDealerTheme } from '@storefront/theme';
import { uiMessagesFor } from '@storefront/ui';
import {
  ConsoleHeader,
  type ConsoleLocale,
  consoleMessages,
  quoteMessages,
  settingsMessages,
} from '@storefront/ui/console';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { NavLink, Route, Routes, useLocation, useNavigate } from 'react-router';
import { ApiError, createApi } from './api.ts';
import * as styles from './console.css.ts';
import { chosenLocale, consoleLocale, rememberLocale } from './locale.ts';
import { CreditPage } from './pages/CreditPage.tsx';
import { CustomerPage } from './pages/CustomerPage.tsx';
import { CustomersPage } from './pages/CustomersPage.tsx';
import { DepositsPage } from './pages/DepositsPage.tsx';
import { NotFoundPage, OtherDealerPage } from './pages/ElsewherePages.tsx';
import { InboxPage } from './pages/InboxPage.tsx';
import { QuestionsPage } from './pages/QuestionsPage.tsx';
import { SignInPage } from './pages/SignInPage.tsx';
import { VisitsPage } from './pages/VisitsPage.tsx';
import { useRefreshSources } from './sync.ts';
import { type ConsoleContext, type Dealer, dealerPath, type StaffUser, staffMay } from './types.ts';

const DEALER_KEY = 'sf_console_dealer';
/** The storefront settings: a chunk of its own, loaded when first opened. */
const SettingsPage = lazy(() =>
  import('./pages/SettingsPage.tsx').then((m) => ({ default: m.SettingsPage })),
);
/** The leads and their ADF/XML: a chunk of its own. */
const WebsitePage = lazy(() => import('./pages/WebsitePage.tsx').then((m) => ({ default: m.WebsitePage })));
const LeadsPage = lazy(() => import('./pages/LeadsPage.tsx').then((m) => ({ default: m.LeadsPage })));
/** A customer's personalised quotes: a chunk of its own. */
const QuotesPage = lazy(() => import('./pages/QuotesPage.tsx').then((m) => ({ default: m.QuotesPage })));

/** An admin's security (two-step verification and its QR code): a chunk of its own. */
const SecurityPage = lazy(() =>
  import('./pages/SecurityPage.tsx').then((m) => ({ default: m.SecurityPage })),
);

/** The dealer of the console: `?dealer=` (what back_to_dealer_panel returns to), else the last one. */
function initialDealerCode(): string | null {
  const fromUrl = new URLSearchParams(window.location.search).get('dealer');
  try {
    if (fromUrl) sessionStorage.setItem(DEALER_KEY, fromUrl);
    return fromUrl ?? sessionStorage.getItem(DEALER_KEY);
  } catch {
    return fromUrl;
  }
}

/**
 * Moves focus to the heading of each new view: another page of the console, the console after a
 * sign-in (or on coming back from acting as a customer, a new page load), the sign-in after a
 * sign-out. At once when the heading is there, else as soon as the view shows it (after its data).
 * `view` is null while the console is not settled.
 */
function useFocusOnView(view: string | null): void {
  useEffect(() => {
    if (view === null) return;
    const focusHeading = (): boolean => {
      const heading = document.querySelector<HTMLElement>('main h1');
      if (!heading) return false;
      heading.tabIndex = -1;
      heading.focus();
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [view]);
}

/** Puts the console's dealer into the address (`?dealer=`) when it is not there: a copied link keeps it. */
function useDealerInUrl(dealer: Dealer | null): void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!dealer) return;
    const params = new URLSearchParams(search);
    if (params.get('dealer') === dealer.code) return;
    params.set('dealer', dealer.code);
    navigate({ pathname, search: `?${params}` }, { replace: true });
  }, [dealer, pathname, search, navigate]);
}

export function ConsoleApp(): ReactNode {
  const [dealerCode, setDealerCode] = useState<string | null>(initialDealerCode);
  const [dealer, setDealer] = useState<Dealer | null>(null);
  const [user, setUser] = useState<StaffUser | null | undefined>(undefined);
  const [picked, setPicked] = useState<ConsoleLocale | null>(chosenLocale);
  const [failed, setFailed] = useState(false);
  // The session ended under a signed-in console (signed out in another tab, lapsed): the sign-in shows
  // over the screen, which stays mounted (hidden) with what was typed in it until the same member
  // signs in again.
  const [ended, setEnded] = useState(false);
  const userRef = useRef(user);
  userRef.current = user;
  const locale: ConsoleLocale = consoleLocale({
    picked,
    userLanguage: user?.language,
    dealerLanguages: dealer?.allowed_languages,
    country: dealer?.country,
    browserLanguage: navigator.language,
  });
  const codeRef = useRef(dealerCode);
  codeRef.current = dealerCode;
  const localeRef = useRef(locale);
  localeRef.current = locale;
  const api = useMemo(
    () =>
      createApi(
        () => codeRef.current,
        () => (localeRef.current === 'fr-CA' ? 'fr' : 'en'),
        () => {
          if (userRef.current) setEnded(true);
          else setUser(null);
        },
      ),
    [],
  );
  useDealerInUrl(dealer);

  const loadUser = useCallback(async () => {
    try {
      let current = await api.get<StaffUser | null>('/api/customer/user/current_user/');
      // Still acting as a customer (came here without the dealer bar's way back): end it first.
      if (current?.dealer_user) {
        await api.send('POST', '/api/customer/user/back_to_dealer_panel/');
        current = await api.get<StaffUser | null>('/api/customer/user/current_user/');
      }
      setUser(current && current.role !== 'customer' ? current : null);
    } catch (error) {
      if (error instanceof ApiError && (error.status === 440 || error.status === 401)) setUser(null);
      else setFailed(true);
    }
  }, [api]);

  const loadDealer = useCallback(
    () =>
      api
        .get<Dealer>('/api/customer/dealership/home-dealership/')
        .then((d) => {
          setDealer(d);
          setDealerCode(d.code);
        })
        .catch(() => setFailed(true)),
    [api],
  );
  useEffect(() => {
    void loadDealer();
    void loadUser();
  }, [loadDealer, loadUser]);
  /** Another dealership for the console (the one a staff member's account works for): its calls at once. */
  const switchDealer = useCallback(
    (code: string) => {
      codeRef.current = code;
      try {
        sessionStorage.setItem(DEALER_KEY, code);
      } catch {
        // Private mode: the address keeps it (useDealerInUrl).
      }
      setDealerCode(code);
      void loadDealer();
    },
    [loadDealer],
  );

  const theme = useMemo(
    () => deriveDealerTheme((dealer?.theme ?? undefined) as DealerThemeSettings | undefined),
    [dealer],
  );
  const messages = useMemo(
    () => ({
      ...uiMessagesFor(locale),
      ...consoleMessages[locale],
      ...settingsMessages[locale],
      ...quoteMessages[locale],
    }),
    [locale],
  );

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  // Live once the dealer and the staff session are known (the journeys wait for it, as on the storefront).
  const settled = failed || (dealer !== null && user !== undefined);
  useEffect(() => {
    if (settled) document.documentElement.dataset.ready = 'true';
  }, [settled]);

  const signOut = async () => {
    await api.send('POST', '/api/customer/user/logout/').catch(() => undefined);
    setEnded(false);
    setUser(null);
  };
  const context: ConsoleContext | null = dealer && user ? { api, dealer, user, locale } : null;
  const { pathname } = useLocation();
  useFocusOnView(failed || !settled ? null : context && !ended ? `console:${pathname}` : 'sign-in');
  useRefreshSources(context !== null && !ended);
  const t = consoleMessages[locale];
  const signIn = (
    <SignInPage
      api={api}
      onOtherDealer={switchDealer}
      onSignedIn={(signedIn) => {
        setEnded(false);
        setUser(signedIn);
      }}
    />
  );

  let body: ReactNode;
  if (failed) body = <p role="alert">{t['console.error.generic']}</p>;
  else if (!dealer || user === undefined) body = <p aria-live="polite">{t['console.loading']}</p>;
  else if (!context) body = signIn;
  else if (context.user.covers_dealer === false)
    body = <OtherDealerPage dealer={context.dealer} user={context.user} onSignOut={() => void signOut()} />;
  else
    body = (
      <>
        {ended ? (
          <p role="alert" className={styles.notice}>
            {t['console.sessionEnded']}
          </p>
        ) : null}
        {ended ? signIn : null}
        {/* The screen stays mounted behind the sign-in, what was typed in it kept; another member
            signing in gets a console of their own (the routes' key). */}
        <div hidden={ended || undefined}>
          <Routes key={context.user.id}>
            <Route path="/" element={<CustomersPage context={context} />} />
            <Route path="/customers/:id" element={<CustomerPage context={context} />} />
            <Route
              path="/customers/:id/quotes"
              element={
                <Suspense fallback={<p aria-live="polite">{t['console.loading']}</p>}>
                  <QuotesPage context={context} />
                </Suspense>
              }
            />
            <Route path="/inbox" element={<InboxPage context={context} />} />
            <Route
              path="/settings"
              element={
                <Suspense fallback={<p aria-live="polite">{t['console.loading']}</p>}>
                  <SettingsPage context={context} />
                </Suspense>
              }
            />
            <Route
              path="/website"
              element={
                <Suspense fallback={<p aria-live="polite">{t['console.loading']}</p>}>
                  <WebsitePage context={context} />
                </Suspense>
              }
            />
            <Route
              path="/security"
              element={
                <Suspense fallback={<p aria-live="polite">{t['console.loading']}</p>}>
                  <SecurityPage context={context} />
                </Suspense>
              }
            />
            <Route path="/credit" element={<CreditPage context={context} />} />
            <Route path="/deposits" element={<DepositsPage context={context} />} />
            <Route path="/visits" element={<VisitsPage context={context} />} />
            <Route path="/questions" element={<QuestionsPage context={context} />} />
            <Route
              path="/leads"
              element={
                <Suspense fallback={<p aria-live="polite">{t['console.loading']}</p>}>
                  <LeadsPage context={context} />
                </Suspense>
              }
            />
            <Route path="*" element={<NotFoundPage dealer={context.dealer} />} />
          </Routes>
        </div>
      </>
    );

  return (
    <IntlProvider locale={locale} defaultLocale="en-US" messages={messages}>
      <DerivedThemeProvider theme={theme} applyToDocument>
        <div className={styles.shell}>
          <ConsoleHeader
            dealerName={dealer?.name ?? ''}
            locale={locale}
            onLocaleChange={(next) => {
              rememberLocale(next);
              setPicked(next);
              // Signed in, the choice is the member's own language: saved on their account, so the
              // console opens in it on any browser (a failure keeps it for this browser).
              if (user && !ended) {
                const language = next === 'fr-CA' ? 'fr' : 'en';
                api
                  .send('PUT', '/api/dealer/me/language/', { language })
                  .then(() => setUser((current) => (current ? { ...current, language } : current)))
                  .catch(() => undefined);
              }
            }}
            staffName={user && !ended ? user.full_name || user.email : undefined}
            onSignOut={() => void signOut()}
            nav={
              // none at a dealership the account does not work for: each screen would refuse it
              user?.covers_dealer === false || ended ? undefined : (
                <>
                  <NavLink to={dealer ? dealerPath('/', dealer) : '/'} end className={styles.navLink}>
                    {t['console.nav.customers']}
                  </NavLink>
                  {user && staffMay(user, 'actForCustomers') ? (
                    <NavLink to={dealer ? dealerPath('/inbox', dealer) : '/inbox'} className={styles.navLink}>
                      {t['console.nav.inbox']}
                    </NavLink>
                  ) : null}
                  {user && staffMay(user, 'actForCustomers')
                    ? (['credit', 'deposits', 'visits', 'questions', 'leads'] as const).map((screen) => (
                        <NavLink
                          key={screen}
                          to={dealer ? dealerPath(`/${screen}`, dealer) : `/${screen}`}
                          className={styles.navLink}
                        >
                          {t[`console.nav.${screen}`]}
                        </NavLink>
                      ))
                    : null}
                  {user && staffMay(user, 'readSettings') ? (
                    <NavLink
                      to={dealer ? dealerPath('/settings', dealer) : '/settings'}
                      className={styles.navLink}
                    >
                      {settingsMessages[locale]['settings.nav']}
                    </NavLink>
                  ) : null}
                  {user && staffMay(user, 'readSettings') ? (
                    <NavLink
                      to={dealer ? dealerPath('/website', dealer) : '/website'}
                      className={styles.navLink}
                    >
                      {t['console.nav.website']}
                    </NavLink>
                  ) : null}
                  {user && staffMay(user, 'manageSecondFactor') ? (
                    <NavLink
                      to={dealer ? dealerPath('/security', dealer) : '/security'}
                      className={styles.navLink}
                    >
                      {t['console.nav.security']}
                    </NavLink>
                  ) : null}
                </>
              )
            }
          />
          <main className={context && !ended ? styles.main : styles.narrowMain}>{body}</main>
        </div>
      </DerivedThemeProvider>
    </IntlProvider>
  );
}
