import '@storefront/theme/fonts.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { isDerivedTheme } from './app/dealerTheme.ts';
import { stopRecordingEarlyClicks } from './app/live.ts';
import { hydrateServerRender } from './app/queryClient.ts';
import { prefetchRoutes, preloadRoutes } from './app/routes.tsx';
import { readServerRender } from './shared/api/bootData.ts';
import { shareStyleNonce } from './shared/csp/styleNonce.ts';
import { loadMessages } from './shared/i18n/messages.ts';
import type { Hydration } from './shared/state/hydration.ts';

shareStyleNonce();
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

async function start(root: HTMLElement): Promise<void> {
  const server = readServerRender(document);
  if (server && root.firstElementChild) {
    // The server rendered this page: hydrate it with the same cache, messages and route modules (the
    // message packs the page was sent with; the others follow once it is live).
    hydrateServerRender(server.queries);
    // What the shell hydrates with: the packs, the theme and the state the server rendered with.
    const hydration: Hydration = {
      locale: server.locale,
      packs: server.packs,
      theme: isDerivedTheme(server.theme) ? server.theme : null,
      shellPending: true,
    };
    // (A page chunk that cannot be loaded, after the reload the chunk-failure rule makes, is left to the
    // page: it shows the shell's error message, src/app/RouteErrorBoundary.tsx.)
    await Promise.all([
      loadMessages(server.locale, server.packs),
      preloadRoutes(location.pathname).catch(() => undefined),
    ]);
    // As a transition, hydration yields to the browser every few milliseconds (a shopper's scroll or
    // tap is not held behind one long task); the page is already on screen. Hydration starts once the
    // page's chunk is in: a chunk loaded from now on waits for the rest of the messages.
    stopRecordingEarlyClicks();
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App hydration={hydration} />
        </StrictMode>,
      );
    });
    return;
  }
  // A client-rendered page: its data and its page's chunk are asked for at once, before the first render.
  prefetchRoutes(new URL(location.href), null);
  void preloadRoutes(location.pathname).catch(() => undefined);
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start(container);
