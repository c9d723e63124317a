import type { QueryClient } from '@tanstack/react-query';
import type { createStore } from 'jotai';
import type { HttpClient } from '../../shared/api/http.ts';
import { openSignInState, signInAtom, takeAfterSignIn, takeOnCancel } from '../auth/index.ts';
import { type ParentMessage, parentChannel } from './parentMessages.ts';
import {
  type BridgeMessage,
  envelope,
  frameFlags,
  parentOrigin,
  readParentMessage,
  targetOrigin,
} from './protocol.ts';

/** What the bridge works with: the shell's HTTP client, query client and current jotai store. */
interface BridgeDeps {
  readonly http: HttpClient;
  readonly queryClient: QueryClient;
  readonly store: ReturnType<typeof createStore>;
}

/**
 * In a frame the page is as tall as its content (the embed script sizes the frame to it): the shell's
 * full-viewport minimum height would never let the frame shrink. Iframe mode 'modal' (the embed
 * script's dialog) hides the storefront's headers (spec 1 section 2): the shell's own, outside the
 * page's main content. (A style element of this chunk: no stylesheet of its own to load up front.)
 */
export const FRAME_STYLE =
  'html[data-embedded] div:has(> main#main){min-height:0}' +
  'html[data-embedded="modal"] header:not(main header){display:none}';

/** The queries a parent's sign-in makes stale: the user, the orders and the payment types. */
const RELOADED = new Set(['user', 'orders', 'payment-choices', 'pricing']);

let deps: BridgeDeps | null = null;
let started = false;

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The storefront's side of the embedding protocol (apps/server/src/modules/embedding/README.md), started by the shell in a frame only
 * (its own chunk): reads the dealer's embedding origins, posts the queued and later messages to the
 * parent when it is one of them, sizes the frame to the page (resize), and acts on the parent's auth
 * answers. Called again when the shell's store changes (hydration, then the shopper's own).
 */
export function startBridge(
  http: HttpClient,
  queryClient: QueryClient,
  store: ReturnType<typeof createStore>,
): void {
  const next = { http, queryClient, store };
  deps = next;
  if (started) return;
  started = true;
  const flags = frameFlags(window.location.search, sessionStore());
  document.documentElement.dataset.embedded = flags.mode;
  const style = document.createElement('style');
  style.textContent = FRAME_STYLE;
  document.head.append(style);
  void next.http
    .get('/api/customer/embedding/')
    .json<{ origins: string[] }>()
    .then(({ origins }) => connect(origins, flags.embed))
    .catch(() => {
      // No origins, no parent to talk to: the storefront works as a page of its own.
    });
}

function connect(allowed: readonly string[], embed: string | null): void {
  const target = targetOrigin(parentOrigin(window), allowed, window.location.origin);
  if (target === null) return;
  let lastSource = 'default';
  const post = (message: BridgeMessage) => {
    if (message.type === 'auth_required') lastSource = message.source;
    window.parent.postMessage(envelope(message, embed), target);
  };
  post({ type: 'ready', path: window.location.pathname });
  const waiting = parentChannel.queue;
  parentChannel.queue = { push: (message: ParentMessage) => post(message) };
  if (Array.isArray(waiting)) for (const message of waiting) post(message);

  let height = 0;
  new ResizeObserver(() => {
    const next = Math.ceil(document.body.getBoundingClientRect().height);
    if (next === height) return;
    height = next;
    post({ type: 'resize', height });
  }).observe(document.body);

  window.addEventListener('message', (event) => {
    const command = readParentMessage(event, window.parent, target);
    if (command === null || deps === null) return;
    const { store, queryClient } = deps;
    if (command.kind === 'sign-in-here') {
      // The storefront's own dialog, until it closes; then login is asked of the parent again.
      parentChannel.signInHere = true;
      const stop = store.sub(signInAtom, () => {
        if (store.get(signInAtom).open) return;
        parentChannel.signInHere = false;
        stop();
      });
      store.set(signInAtom, openSignInState(lastSource as Parameters<typeof openSignInState>[0]));
      return;
    }
    if (command.kind === 'cancel') {
      takeOnCancel()?.();
      return;
    }
    const reload = command.reload
      ? queryClient.invalidateQueries({ predicate: (q) => RELOADED.has(String(q.queryKey[0])) })
      : Promise.resolve();
    void reload.then(() => takeAfterSignIn()?.());
  });
}
