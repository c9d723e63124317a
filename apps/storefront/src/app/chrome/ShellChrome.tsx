import { isDealerUser } from '@storefront/domain';
import { Header, type HeaderDealer } from '@storefront/ui';
import { useSetAtom } from 'jotai';
import { type MouseEvent, type ReactNode, Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { CurrentUser } from '../../features/auth/api/user.ts';
import { openSignInState, signInAtom } from '../../features/auth/signIn.ts';
import type { HomeDealership } from '../../features/dealership/api/homeDealership.ts';
import { setLanguage } from '../../features/i18n/index.ts';
import { vehicleIdOfPath } from '../../features/vehicle/currentVehicle.ts';
import { useApi } from '../../shared/api/ApiContext.tsx';
import { type Locale, languageOf } from '../../shared/i18n/locale.ts';
import { lazyComponent } from '../../shared/lazy/lazyComponent.ts';
import { buildPath, isLanguageSegment, parseRoutePrefix } from '../../shared/routing/routePrefix.ts';
import type { ShellFooterProps } from './ShellFooter.tsx';

/** The kit header's dealer fields from the home dealership. */
export function headerDealer(dealer: HomeDealership | undefined): HeaderDealer {
  const logo = dealer?.theme?.logo ?? null;
  const secondary = dealer?.theme?.secondary_logo ?? null;
  return {
    name: dealer?.name ?? '\u00a0',
    logos:
      logo || secondary
        ? { primary: logo ? { desktop: logo } : null, secondary: secondary ? { desktop: secondary } : null }
        : null,
    fullAddress: dealer?.full_address ?? null,
    showAddress: dealer?.show_dealership_address_in_header === true,
    contactButtonTitle: dealer?.contact_button_title ?? null,
    languages: (dealer?.allowed_languages ?? []).filter(isLanguageSegment),
  };
}

/**
 * Same-origin links inside the kit's chrome (plain anchors: logo, saved vehicles) navigate in the
 * app instead of reloading the page.
 */
function useInAppLinks() {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return;
      const anchor = (event.target as Element).closest('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank') return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      navigate(`${url.pathname}${url.search}${url.hash}`);
    },
    [navigate],
  );
}

export interface ShellHeaderProps {
  dealer: HomeDealership | undefined;
  user: CurrentUser | null | undefined;
  savedCount: number | undefined;
  locale: Locale;
  onLogout: () => void;
  onContact?: () => void;
  mobileMenuFooter?: ReactNode;
}

/**
 * The kit's Header wired to the app: language toggle (POST /i18n/, language segment rewritten,
 * reload), sign-in (the kit shows Log in in its customer menu, desktop and mobile), saved vehicles,
 * log out, contact (the contact modal; check availability on a vehicle page) hidden for a dealer acting as a customer.
 */
export function ShellHeader({
  dealer,
  user,
  savedCount,
  locale,
  onLogout,
  onContact,
  mobileMenuFooter,
}: ShellHeaderProps) {
  const location = useLocation();
  const { http } = useApi();
  const prefix = parseRoutePrefix(location.pathname);
  const openSignIn = useSetAtom(signInAtom);
  const onLinkClick = useInAppLinks();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const signedIn = user !== null && user !== undefined;
  const onLanguageChange = useCallback(
    async (language: 'en' | 'fr') => {
      if (busy) return;
      setBusy(true);
      const href = `${buildPath({ dealerCode: prefix.dealerCode, lang: language }, prefix.rest)}${location.search}`;
      try {
        await setLanguage(http, language);
      } catch {
        // Logged by the catalogue; the URL segment still switches the language.
      }
      window.location.assign(href);
    },
    [busy, http, prefix.dealerCode, prefix.rest, location.search],
  );
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: delegation of the kit's own links, no role of its own
    // biome-ignore lint/a11y/useKeyWithClickEvents: links fire click on Enter
    <div onClick={onLinkClick}>
      <Header
        dealer={headerDealer(dealer)}
        language={languageOf(locale)}
        onLanguageChange={(language) => void onLanguageChange(language)}
        homeHref={buildPath(prefix, '/')}
        contactKind={vehicleIdOfPath(location.pathname) === null ? 'contact' : 'checkAvailability'}
        {...(onContact ? { onContact } : {})}
        savedVehiclesCount={signedIn ? (savedCount ?? 0) : null}
        savedVehiclesHref={buildPath(prefix, '/saved-vehicles/')}
        user={
          signedIn
            ? {
                firstName: user.first_name ?? null,
                nameOrEmail: user.name_or_email ?? null,
                hasIdentityLogin: user.has_volkswagen_id === true,
              }
            : null
        }
        // Signed out, the kit's customer menu offers Log in (the kit's plain header has no log-in item);
        // at a dealer with an identity login, Profile (a user with an identity) or Log in, and Log out.
        identityLogin={!signedIn || Boolean(dealer?.identity_login)}
        onProfile={() => navigate(buildPath(prefix, '/vw/id-profile/'))}
        isDealerAsCustomer={isDealerUser(user)}
        onLogin={() => {
          openSignIn(openSignInState('default', { signIn: true }));
        }}
        onLogout={onLogout}
        mobileMenuFooter={mobileMenuFooter}
      />
    </div>
  );
}

// The footer is below the fold: a chunk of its own (the kit's Footer and its HTML sanitizer, about
// 1 kB gzip kept out of every first load). A server-rendered page shows it at once; hydration leaves
// its boundary as the server sent it until the chunk is in, then hydrates it (React's selective
// hydration), so the page is interactive without it.
const { Component: LazyFooter } = lazyComponent(
  () => import('./ShellFooter.tsx'),
  (m) => m.ShellFooter,
  // Its texts (`ui.footer.`) are core: the render that makes the page live does not wait for the rest.
  { coreTexts: true },
);

/**
 * The kit's Footer: the dealer's custom footer for the language (not in marketplace mode), else the
 * powered-by line (./ShellFooter.tsx, on demand).
 */
export function ShellFooter(props: ShellFooterProps) {
  return (
    <Suspense fallback={null}>
      <LazyFooter {...props} />
    </Suspense>
  );
}

// The unsupported-browser notice: its rule (the user agent's minimum versions) and the kit's banner
// are a chunk of their own, asked for once the page is live, since the browser is known only there
// (a server render knows no browser: rendering the notice there would mismatch the hydration of
// every page the notice shows on).
const { Component: LazyBrowserNotice } = lazyComponent(
  () => import('./BrowserNotice.tsx'),
  (m) => m.BrowserNotice,
);

/** The kit's unsupported-browser banner when the dealer asks for it and the browser is below the minimum versions. */
export function BrowserNotice({ enabled }: { enabled: boolean }) {
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  if (!enabled || !live) return null;
  return (
    <Suspense fallback={null}>
      <LazyBrowserNotice />
    </Suspense>
  );
}
