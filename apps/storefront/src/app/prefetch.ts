import { resolveLocale } from '../shared/i18n/locale.ts';
import { loadMessages } from '../shared/i18n/messages.ts';
import type { RoutePrefetch } from '../shared/routing/defineRoute.ts';
import { parseRoutePrefix } from '../shared/routing/routePrefix.ts';
import { shellQueries } from './startUpQueries.ts';

// Route prefetches start the data a page needs as soon as the app knows the URL (before the first
// render of a document; on a navigation, in the render that starts it: src/app/App.tsx), in parallel
// with the page's lazy chunk, instead of after the chunk has loaded and rendered (the old waterfall:
// main JS -> home dealership -> route chunk -> inventory -> images). They never wait for the data:
// the pages read the same queries and show their loading states; errors stay the pages'. (A
// server-rendered first page arrives with these queries in the cache: see entry-server.tsx.) They are
// what route loaders would be, without the data router (see the README, "Routes"). A page's own is
// declared with its route (`prefetch`, src/shared/routing/defineRoute.ts); this is the shell's.

/** Shell: the start-up fetches (language, home dealership, financing settings, static data, user). */
export const shellPrefetch: RoutePrefetch = ({ client, http, dealerCode, url }) => {
  const { lang } = parseRoutePrefix(url.pathname);
  const shell = shellQueries(http, dealerCode);
  void shell.prefetchOthers(client);
  // The locale's messages (own chunk) as soon as the dealer (and the server's language) say which.
  return Promise.all([client.ensureQueryData(shell.dealer), client.ensureQueryData(shell.language)]).then(
    ([dealer, language]) => loadMessages(resolveLocale(lang ?? language.language, dealer)),
  );
};
