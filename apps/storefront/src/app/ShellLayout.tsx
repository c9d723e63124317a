import { DealerThemeProvider } from '@storefront/theme';
import { IntlProvider } from 'react-intl';
import { Outlet, useLocation } from 'react-router';
import { useHomeDealership } from '../features/dealership/api/homeDealership.ts';
import { ApiProvider } from '../shared/api/ApiContext.tsx';
import { resolveLocale } from '../shared/i18n/locale.ts';
import { MESSAGES } from '../shared/i18n/messages.ts';
import { parseRoutePrefix } from './routePrefix.ts';
import { ShellFrame } from './ShellFrame.tsx';

/** Binds the API client to the route's dealer code, then resolves the locale from the dealer. */
export function ShellLayout() {
  const { pathname } = useLocation();
  const prefix = parseRoutePrefix(pathname);
  return (
    <ApiProvider dealerCode={prefix.dealerCode}>
      <LocalisedShell lang={prefix.lang} />
    </ApiProvider>
  );
}

function LocalisedShell({ lang }: { lang: 'en' | 'fr' | undefined }) {
  const dealer = useHomeDealership();
  const locale = resolveLocale(lang, dealer.data);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  return (
    <IntlProvider locale={locale} messages={MESSAGES[locale]} defaultLocale="en-US">
      <DealerThemeProvider settings={dealer.data?.theme ?? undefined} applyToDocument>
        <ShellFrame dealer={dealer.data} status={dealer.status}>
          <Outlet />
        </ShellFrame>
      </DealerThemeProvider>
    </IntlProvider>
  );
}
