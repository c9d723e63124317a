/**
 * The loader a server-rendered document runs inline (with the response's nonce) to fetch its
 * scripts once it has painted. This is browser code: `hydrationLoader` is never called on the
 * server; its source text, with the types stripped and the line breaks folded, becomes
 * `HYDRATION_LOADER`, which the document calls with `[entry, ...modules]`.
 *
 * - The entry goes in as a module script, the rest as module preloads, in the task after the
 *   second animation frame (the first frame's paint reaches the screen after its own tasks: the
 *   second frame begins once it has). A hidden page (a tab in the background, a prerender) produces
 *   no frame: it fetches them after 300 ms, and so does a page hidden before its first frame. No
 *   other timer: a visible page waits for its paint.
 * - Until the app starts hydrating (it sets `window.__sfHydrating`), a press on one of the page's
 *   buttons or tabs has no handler yet: the loader records it in `window.__sfEarlyClicks`, and the
 *   app replays the last one once it is live (apps/storefront/src/app/earlyClicks.ts). Links and
 *   forms need no help: the browser follows them.
 *
 * Rules for the body, since its text is folded into one line and inlined in a `<script>`: no
 * comments inside it, every statement ends with `;` or `}`, and no `<` character at all.
 */

/** The part of the DOM the loader uses (the server's program has no DOM library). */
interface LoaderElement {
  closest?: (selector: string) => LoaderElement | null;
}
interface LoaderScript {
  rel: string;
  href: string;
  type: string;
  src: string;
  crossOrigin: string;
}
interface LoaderDocument {
  visibilityState: string;
  head: { appendChild: (node: LoaderScript) => unknown };
  createElement: (tag: 'link' | 'script') => LoaderScript;
  addEventListener: (
    type: 'click' | 'visibilitychange',
    listener: (event: { target: LoaderElement | null }) => void,
    capture?: boolean,
  ) => void;
}
interface LoaderWindow {
  document: LoaderDocument;
  requestAnimationFrame: (callback: () => void) => unknown;
  setTimeout: (callback: () => void, ms: number) => unknown;
  __sfHydrating?: boolean;
  __sfEarlyClicks?: LoaderElement[];
}

export function hydrationLoader(urls: readonly string[]): void {
  const w = globalThis as unknown as LoaderWindow;
  const d = w.document;
  const clicks: LoaderElement[] = [];
  w.__sfEarlyClicks = clicks;
  let started = false;
  d.addEventListener(
    'click',
    (event) => {
      const target = event.target;
      if (w.__sfHydrating || !target || !target.closest) return;
      const control = target.closest('button[type=button],[role=tab],[role=button]');
      if (control) clicks.push(control);
    },
    true,
  );
  const go = () => {
    if (started) return;
    started = true;
    urls.forEach((href, index) => {
      const element = d.createElement(index ? 'link' : 'script');
      if (index) {
        element.rel = 'modulepreload';
        element.href = href;
      } else {
        element.type = 'module';
        element.src = href;
      }
      element.crossOrigin = '';
      d.head.appendChild(element);
    });
  };
  const whenHidden = () => {
    if (d.visibilityState === 'hidden') w.setTimeout(go, 300);
  };
  w.requestAnimationFrame(() => w.requestAnimationFrame(() => w.setTimeout(go, 0)));
  whenHidden();
  d.addEventListener('visibilitychange', whenHidden);
}

/**
 * Browser code as inline script text: `(function …)`, which the document calls (the loader with its
 * URLs; ./frame-sizer.ts too). The runtime has already erased the types (Node's type stripping, or
 * the test runner's transform); the line breaks and indentation are folded away.
 */
export function inlineSource(fn: (list: readonly string[]) => void, name: string): string {
  const text = `(${fn
    .toString()
    .replace(/\s*\n\s*/g, '')
    .replace(/\s{2,}/g, ' ')})`;
  if (text.includes('<') || text.includes('//') || text.includes('/*'))
    throw new Error(`${name}: its body must hold no \`<\` and no comment (it is inlined in <script>)`);
  return text;
}

export const HYDRATION_LOADER = inlineSource(hydrationLoader, 'hydration loader');
