import type { EmbeddingAnswer } from '@storefront/domain';
import type { EMBED_VIEWPORT_VARS } from '@storefront/theme';
import type { QueryClient } from '@tanstack/react-query';
import type { createStore } from 'jotai';
import { callerActions, type HttpClient } from '../../shared/api/http.ts';
import { styleNonce } from '../../shared/csp/styleNonce.ts';
import {
  CLOSED_SIGN_IN,
  openSignInState,
  register,
  type SignInCallbacks,
  type SignInPrefill,
  signInAtom,
} from '../auth/index.ts';
import { type ParentMessage, parentChannel } from './parentMessages.ts';
import {
  type BridgeMessage,
  envelope,
  frameFlags,
  type ParentCustomer,
  parentOrigin,
  readParentMessage,
  targetOrigin,
} from './protocol.ts';

type Store = ReturnType<typeof createStore>;

/** The sign-up's refusal of the shopper a parent named. */
interface Refusal {
  readonly errors: Readonly<Record<string, readonly string[]>>;
  readonly existing: boolean;
}

/**
 * The theme's EMBED_VIEWPORT_VARS (which the kit's dialogs read), typed against it: as literals here, the
 * theme's object is not kept in the first load for this chunk alone.
 */
const SEEN_VARS: typeof EMBED_VIEWPORT_VARS = { top: '--sf-embed-top', height: '--sf-embed-height' };

/**
 * In a frame the page is as tall as its content (the embed script sizes the frame to it): the shell's
 * full-viewport minimum height would never let the frame shrink. Iframe mode 'modal' (the embed
 * script's dialog) hides the storefront's headers and side bars (spec 1 section 2):
 * - the headers: the shell's own, outside the page's main content;
 * - the side bars: the columns of context beside the shopper's task, which the dealer's own page
 *   already gives: the vehicle list's filters side bar (the list takes the dialog's width, its
 *   filters open from the Filters button, as on a phone) and the appointment page's dealership side
 *   bar (address, hours, map). The steps' navigation is no side bar (a row above the step, and the way
 *   back to an earlier step) and the vehicle page's price panel is the deal itself: both stay.
 * (A style element of this chunk: no stylesheet of its own to load up front.)
 */
const MODAL = 'html[data-embedded="modal"] ';
const LIST = `${MODAL}[aria-labelledby="inventory-title"]`;
/**
 * What the storefront fixes to the bottom (or top) of the screen lands, in a frame as tall as its page,
 * at the frame's end (or start), far from the shopper's view. Once the parent has said which part of
 * the frame the shopper sees (its `viewport` message: `data-embed-seen` and the theme's
 * EMBED_VIEWPORT_VARS), those elements are placed there instead:
 * - the vehicle page's bar on a phone (the payment and its continue: build-and-price, bnp.css.ts), its
 *   bottom at the bottom of the seen part; until then, in flow where it stands (its place from md). The
 *   page keeps its room at the end (the body's padding, bnp.css.ts), so at the frame's end the bar lies
 *   over no button;
 * - the toasts, at the seen part's bottom (or top).
 * The analytics consent banner stays in flow at the end of the page in a frame: the dealer's page has
 * its own consent banner at the bottom of the window, which one fixed in the frame would lie over (or
 * under), and the banner waits for an answer (analytics wait with it) without covering the page.
 */
const SEEN = 'html[data-embed-seen] ';
// The kit's toast regions (live ones: React Aria's popovers carry a data-placement too).
const TOASTS = '[aria-live][data-placement';
const SEEN_BOTTOM = `top:calc(var(${SEEN_VARS.top}) + var(${SEEN_VARS.height}));bottom:auto;translate:0 -100%`;
export const FRAME_STYLE =
  'html[data-embedded] div:has(> main#main){min-height:0}' +
  `${MODAL}header:not(main header),${LIST} aside,${MODAL}[data-testid="appointment-sidebar"]{display:none}` +
  `${LIST}>div{grid-template-columns:minmax(0,1fr)}${LIST} [role="status"]+button{display:inline-block}` +
  'html[data-embedded]:not([data-embed-seen]) [data-sticky-bar],html[data-embedded] section[aria-labelledby="analytics-consent-title"]{position:static}' +
  `@media screen and (max-width:991.98px){${SEEN}[data-sticky-bar]{${SEEN_BOTTOM}}}` +
  `${SEEN}${TOASTS}^="bottom"]{${SEEN_BOTTOM}}${SEEN}${TOASTS}^="top"]{top:var(${SEEN_VARS.top})}`;

/** The queries a parent's sign-in makes stale: the user, the orders and the payment types. */
const RELOADED = new Set(['user', 'orders', 'payment-choices', 'pricing']);

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export interface Bridge {
  /** Called by the shell each time its store changes (hydration, then the shopper's own). */
  startBridge(http: HttpClient, client: QueryClient, store: Store): void;
}

/**
 * The storefront's side of the embedding protocol (apps/server/src/modules/embedding/README.md),
 * started by the shell in a frame only (its own chunk, loaded through the lazy-module primitive, which
 * holds the one bridge of the document): reads the dealer's embedding origins, posts the queued and
 * later messages to the parent when it is one of them, asks the parent to sign the shopper in instead
 * of opening the sign-in dialog, sizes the frame to the page (resize), and acts on the parent's auth
 * answers. Its state is the bridge's own.
 */
export function createBridge(): Bridge {
  const state: BridgeState = { queryClient: null, stores: new Set(), onStore: null };
  let started = false;
  return {
    startBridge(http, client, store) {
      state.queryClient = client;
      if (!state.stores.has(store)) {
        state.stores.add(store);
        state.onStore?.(store);
      }
      if (started) return;
      started = true;
      const flags = frameFlags(window.location.search, sessionStore());
      document.documentElement.dataset.embedded = flags.mode;
      const style = document.createElement('style');
      // The document's policy allows <style> elements by its nonce only.
      const nonce = styleNonce();
      if (nonce) style.nonce = nonce;
      style.textContent = FRAME_STYLE;
      document.head.append(style);
      // The list reads whether its filters' side bar shows when the window is resized.
      window.dispatchEvent(new Event('resize'));
      void http
        .get('/api/customer/embedding/')
        .json<EmbeddingAnswer>()
        .then(({ origins, sign_up }) => connect(state, http, origins, flags.embed, sign_up))
        .catch(() => {
          // No origins, no parent to talk to: the storefront works as a page of its own.
        });
    },
  };
}

interface BridgeState {
  queryClient: QueryClient | null;
  /**
   * Every store the shell handed over: the hydration one, then the shopper's own. The calls come from
   * the shell's effect through a dynamic import each, whose order of arrival is not guaranteed: each is
   * watched and acted on (the hydration store is no longer shown: harmless).
   */
  stores: Set<Store>;
  onStore: ((store: Store) => void) | null;
}

function connect(
  state: BridgeState,
  http: HttpClient,
  allowed: readonly string[],
  embed: string | null,
  signUpRules: EmbeddingAnswer['sign_up'],
): void {
  const target = targetOrigin(parentOrigin(window), allowed, window.location.origin);
  // No parent of the dealer's: nothing is posted and the storefront signs shoppers in itself.
  if (target === null) return;
  let lastSource = 'default';
  // The callbacks of the sign-in asked of the parent (its dialog is closed meanwhile).
  let asked: SignInCallbacks = { afterSignIn: null, onCancel: null };
  // Whether a login request waits for the parent's answer: an answer to none is ignored (a parent
  // does not sign the frame up, or open its sign-in, unasked).
  let pending = false;
  const post = (message: BridgeMessage) => window.parent.postMessage(envelope(message, embed), target);
  post({ type: 'ready', path: window.location.pathname });
  const waiting = parentChannel.queue;
  parentChannel.queue = { push: (message: ParentMessage) => post(message) };
  if (Array.isArray(waiting)) for (const message of waiting) post(message);

  // Login is asked of the parent instead of opening the sign-in dialog (spec 1 section 4).
  parentChannel.parentSignsIn = true;
  const watch = (store: Store) => {
    const ask = () => {
      const signIn = store.get(signInAtom);
      if (!signIn.open || !parentChannel.parentSignsIn) return;
      lastSource = signIn.source;
      // (closing the dialog drops them from its state: the bridge keeps them for the parent's answer)
      asked = { afterSignIn: signIn.afterSignIn, onCancel: signIn.onCancel };
      pending = true;
      // What the dealer's sign-up requires, for a page that answers with its visitor.
      post({
        type: 'auth_required',
        source: signIn.source,
        required: signUpRules?.required ?? ['email'],
        required_consents: signUpRules?.consents ?? [],
      });
      store.set(signInAtom, CLOSED_SIGN_IN);
    };
    store.sub(signInAtom, ask);
    ask();
  };
  for (const store of state.stores) watch(store);
  state.onStore = watch;

  let height = 0;
  new ResizeObserver(() => {
    const next = Math.ceil(document.body.getBoundingClientRect().height);
    if (next === height) return;
    height = next;
    post({ type: 'resize', height });
  }).observe(document.body);

  // In the embed script's dialog, Escape with no dialog of the storefront's open closes it.
  if (document.documentElement.dataset.embedded === 'modal')
    document.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && !event.defaultPrevented && !document.querySelector('[role="dialog"]'))
        post({ type: 'close' });
    });

  window.addEventListener('message', (event) => {
    const command = readParentMessage(event, window.parent, target);
    const { queryClient } = state;
    if (command === null || queryClient === null) return;
    if (command.kind === 'viewport') {
      // The kit's dialogs read these (Modal.css.ts): centred in what the shopper sees of the frame.
      const root = document.documentElement.style;
      root.setProperty(SEEN_VARS.top, `${command.top}px`);
      root.setProperty(SEEN_VARS.height, `${command.height}px`);
      // The bottom bars and the toasts follow it too (FRAME_STYLE).
      document.documentElement.dataset.embedSeen = '';
      return;
    }
    // (an answer to no request of the frame's is ignored; the first answer settles the request)
    const unasked = !pending;
    pending = false;
    if (unasked) return;
    if (command.kind === 'sign-in-here') {
      signInHere();
      return;
    }
    const { afterSignIn, onCancel } = asked;
    if (command.kind === 'cancel') {
      asked = { afterSignIn: null, onCancel: null };
      onCancel?.();
      return;
    }
    const { customer } = command;
    const signedUp = customer ? signUp(customer) : Promise.resolve(null);
    void signedUp.then((refused) => {
      // Refused (a field or a consent the dealer requires not given, an address with an account...):
      // the storefront's own sign-up, for the same sign-in, filled with everything the page sent, the
      // refusal on its fields (the address alone for an existing account: its sign-in follows).
      if (customer && refused) return signInHere(customer, refused);
      asked = { afterSignIn: null, onCancel: null };
      const reload = command.reload
        ? queryClient.invalidateQueries({ predicate: (q) => RELOADED.has(String(q.queryKey[0])) })
        : Promise.resolve();
      return reload.then(() => afterSignIn?.());
    });
  });

  /**
   * The storefront's own dialog, until it closes; then login is asked of the parent again. With the
   * shopper the page named and the sign-up's refusal: its form filled with them.
   */
  function signInHere(customer?: ParentCustomer, refused?: Refusal) {
    const email = customer?.email ?? null;
    const { consents, ...values } = customer ?? {};
    const prefill: SignInPrefill | undefined =
      customer && refused && !refused.existing
        ? { values, ...(consents ? { consents } : {}), errors: refused.errors }
        : undefined;
    parentChannel.parentSignsIn = false;
    for (const store of state.stores) {
      const stop = store.sub(signInAtom, () => {
        if (store.get(signInAtom).open) return;
        parentChannel.parentSignsIn = true;
        stop();
      });
      // (with the callbacks of the sign-in asked of the parent: it is the same sign-in)
      store.set(signInAtom, {
        ...openSignInState(lastSource as Parameters<typeof openSignInState>[0], { email }),
        ...asked,
        ...(prefill ? { prefill } : {}),
      });
    }
    asked = { afterSignIn: null, onCancel: null };
  }

  /**
   * The account of the shopper the parent signed in, made through the storefront's own sign-up from
   * the frame (so the session is the frame's, in its partitioned cookie); null when it is made, else
   * the refusal: its field errors (in the page's language), and whether the address has an account.
   */
  function signUp(customer: ParentCustomer): Promise<Refusal | null> {
    const language = document.documentElement.lang.startsWith('fr') ? 'fr' : 'en';
    return register(http, { ...customer, language, source: lastSource })
      .then(() => null)
      .catch((error: unknown) => {
        // (the field errors the error catalogue leaves to the caller, as a form's: not serverErrors.ts,
        // whose chunk this one would then load)
        const actions = callerActions(error);
        const errors: Record<string, readonly string[]> = {};
        for (const action of actions)
          if (action.type === 'field-errors') Object.assign(errors, action.fieldErrors);
        return { errors, existing: actions.some((a) => a.type === 'existing-user') };
      });
  }
}
