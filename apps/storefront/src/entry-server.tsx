import type { Locale } from '@storefront/domain';
import { bootDataKey, parseRoutePrefix } from '@storefront/domain';
import { type DerivedDealerTheme, deriveDealerTheme, themeColorsCss } from '@storefront/theme';
import { type DehydratedState, dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { StrictMode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { createIntl } from 'react-intl';
import { StaticRouter } from 'react-router';
import { loadDerivation, themeOf } from './app/dealerTheme.ts';
import { shellPrefetch } from './app/prefetch.ts';
import { AppRoutes, handleOf, matchesOf, prefetchesOf, preloadRoutes } from './app/routes.tsx';
import { StoreFactoryContext } from './app/session.ts';
import { shellQueries } from './app/startUpQueries.ts';
import { STATE_AREAS } from './app/stateAreas.ts';
import { pageTitle, type RouteHandle } from './app/usePageTitle.ts';
import { HttpFactoryContext } from './shared/api/ApiContext.tsx';
import { createHttpClient } from './shared/api/http.ts';
import { loadedMessages, loadMessages } from './shared/i18n/messages.ts';
import { memoryStorage } from './shared/state/persist.ts';
import { createAppStore } from './shared/state/store.ts';

// Server rendering of a storefront page, called by the server (apps/server boot document) with the
// answers of the page's start-up calls it already made in-process. The render uses only those
// answers (no network): the queries of the page are prefetched from them, the page renders to HTML,
// and the browser hydrates it with the same cache (`queries`), locale and theme.
// Everything the server cannot know (the shopper's saved choices in localStorage, data not in the
// answers) renders in its loading state and arrives after hydration, as in a client render.

export interface RenderInput {
  url: string;
  dealerCode: string | undefined;
  /** Answers of GET calls by `bootDataKey`. */
  answers: Record<string, unknown>;
  locale: Locale;
  /** Nonce for React's inline scripts (boundary reveals); the document's CSP allows exactly it. */
  nonce?: string;
}

export interface RenderOutput {
  html: string;
  queries: DehydratedState;
  /** The dealer's theme the page was rendered with (the browser hydrates with it, without deriving). */
  theme: DerivedDealerTheme;
  /**
   * CSS of the page's HTML: the theme's colours, which the theme root sets as CSS variables only once
   * live (no style attribute: the document's policy allows no inline style); the server writes it in a
   * <style> element with the document's nonce.
   */
  styles: string;
  /**
   * The page's title as the shell writes it once live (`usePageTitle`): the dealer's name and its
   * route's title in the locale ("Rivière Auto | Véhicules"); the server writes it in <title>.
   */
  title: string;
}

/** A fetch that answers GETs from the server's answers and refuses everything else. */
function answersFetch(answers: Record<string, unknown>): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const key = bootDataKey(new URL(request.url));
    if (request.method === 'GET' && Object.hasOwn(answers, key)) {
      return new Response(JSON.stringify(answers[key]), { headers: { 'Content-Type': 'application/json' } });
    }
    throw new TypeError(`not available to the server render: ${request.method} ${key}`);
  };
}

/** The page's HTML, or null when it is not rendered on the server (a redirect or an error). */
export async function render(input: RenderInput): Promise<RenderOutput | null> {
  const url = new URL(input.url);
  const matches = matchesOf(url.pathname);
  if (matches.length === 0) return null;
  // Redirects decided in the browser (home, aliases, unknown paths) are left to it.
  if (matches.some((match) => (match.route.handle as RouteHandle | undefined)?.redirect)) return null;

  const http = createHttpClient({
    dealerCode: input.dealerCode,
    language: parseRoutePrefix(url.pathname).lang,
    fetch: answersFetch(input.answers),
    baseUrl: url.origin,
    retryDelayMs: 0,
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
  const shell = shellQueries(http, input.dealerCode);
  await Promise.all([
    queryClient.prefetchQuery(shell.language),
    queryClient.prefetchQuery(shell.dealer),
    shell.prefetchOthers(queryClient),
    // the matched routes' own (their declarations' `prefetch`)
    ...prefetchesOf(url.pathname)
      .filter(({ prefetch }) => prefetch !== shellPrefetch)
      .map(({ prefetch, params }) =>
        prefetch({ client: queryClient, http, dealerCode: input.dealerCode, url, params }).catch(
          () => undefined,
        ),
      ),
  ]);
  // A query the answers could not satisfy stays pending, as it is in the browser before its fetch.
  queryClient.removeQueries({ predicate: (query) => query.state.status !== 'success' });
  // The server render derives dealer themes itself (the browser's shell loads the derivation only when
  // the server has not sent the theme: src/app/dealerTheme.ts).
  await Promise.all([loadMessages(input.locale), preloadRoutes(url.pathname), loadDerivation()]);

  const store = createAppStore(input.dealerCode, STATE_AREAS, memoryStorage());
  const renderErrors: unknown[] = [];
  // Waits for every lazy part (all in this bundle) before reading: the HTML is whole. React may still
  // reveal a boundary with an inline script, which carries the document's nonce.
  const stream = await renderToReadableStream(
    <StrictMode>
      <HttpFactoryContext value={() => http}>
        <StoreFactoryContext value={() => store}>
          <JotaiProvider store={store}>
            <QueryClientProvider client={queryClient}>
              <StaticRouter location={`${url.pathname}${url.search}`}>
                <AppRoutes />
              </StaticRouter>
            </QueryClientProvider>
          </JotaiProvider>
        </StoreFactoryContext>
      </HttpFactoryContext>
    </StrictMode>,
    {
      ...(input.nonce ? { nonce: input.nonce } : {}),
      // One piece: the page is read whole (allReady), so no boundary needs to be outlined.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        renderErrors.push(error);
      },
    },
  );
  await stream.allReady;
  const html = await new Response(stream).text();
  // An error inside a Suspense boundary would leave that part to the browser: such a page is not
  // server-rendered (the browser renders it whole).
  if (renderErrors.length > 0) throw renderErrors[0];
  const queries = dehydrate(queryClient);
  const dealer = queryClient.getQueryData(shell.dealer.queryKey);
  queryClient.clear();
  // The theme the shell rendered with (themeOf's cache of the same settings object).
  const theme = themeOf(dealer?.theme) ?? deriveDealerTheme(dealer?.theme ?? undefined);
  return {
    html,
    queries,
    theme,
    styles: themeColorsCss(theme.color, theme.fontFamily),
    title: titleOf(url, input.locale, dealer?.name),
  };
}

/** The title the shell gives the page once live: its route's title in the locale after the dealer's name. */
function titleOf(url: URL, locale: Locale, dealerName: string | undefined): string {
  const id = handleOf(url.pathname)?.title;
  const messages = loadedMessages(locale)?.messages;
  const text =
    id !== undefined && messages !== undefined && Object.hasOwn(messages, id)
      ? createIntl({ locale, messages, onError: () => undefined }).formatMessage({ id })
      : undefined;
  return pageTitle(dealerName, text);
}
