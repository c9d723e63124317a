/*
 * The storefront's drop-in embed script (issue 23). A dealer pastes, on any page of their website:
 *   <script src="https://STOREFRONT/embed.js" data-dealer="maple_motors" data-vehicle="123" async></script>
 * Options (data-*): dealer (required), vehicle, lang (en | fr), locale (en-US | en-CA | fr-CA),
 * mode (inline | modal), target (a CSS selector to put the frame or button in), label (the modal
 * button's text), title (the frame's title), data-layer (the name of an array to push events on).
 * The protocol (version 1, origin-checked both ways) is described in
 * apps/server/src/modules/embedding/README.md. No framework, nothing else loaded.
 */
(() => {
  const script = document.currentScript;
  if (!script?.src) return;
  const ORIGIN = new URL(script.src).origin;
  const VERSION = 1;
  const TEXT = {
    'en-US': { open: 'Build your deal', close: 'Close', title: 'Vehicle storefront' },
    'en-CA': { open: 'Build your deal', close: 'Close', title: 'Vehicle storefront' },
    'fr-CA': { open: 'Configurez votre offre', close: 'Fermer', title: 'Vitrine de véhicules' },
  };
  const AUTH_RESULTS = ['new', 'existing'];
  const registry = window.StorefrontEmbed || { frames: [], ids: [] };
  window.StorefrontEmbed = registry;

  /**
   * Answers a frame's login request: require_customer, success, cancelled, new or existing; with
   * success or new, the shopper the page signed in (`customer`: email, first_name, last_name, phone,
   * consents), for whom the storefront makes its account.
   */
  registry.respond = (frame, status, customer) => {
    if (!frame.contentWindow) return;
    const message = AUTH_RESULTS.includes(status)
      ? { to: 'storefront', v: VERSION, type: 'auth_result', result: status }
      : { to: 'storefront', v: VERSION, type: 'auth', status };
    if (customer && (status === 'success' || status === 'new')) message.customer = customer;
    frame.contentWindow.postMessage(message, ORIGIN);
  };

  /**
   * Tells each frame which part of it the shopper sees (its own coordinates): a frame as tall as its
   * page shows its dialogs there, not in its middle, off-screen.
   */
  let pending = false;
  registry.viewport = () => {
    if (pending) return;
    pending = true;
    requestAnimationFrame(() => {
      pending = false;
      for (const { frame } of registry.frames) {
        if (!frame.contentWindow || !frame.isConnected) continue;
        const rect = frame.getBoundingClientRect();
        const top = Math.max(0, -rect.top);
        const height = Math.min(rect.height, window.innerHeight - rect.top) - top;
        if (height <= 0) continue;
        frame.contentWindow.postMessage(
          {
            to: 'storefront',
            v: VERSION,
            type: 'viewport',
            top: Math.round(top),
            height: Math.round(height),
          },
          ORIGIN,
        );
      }
    });
  };

  if (!registry.listening) {
    registry.listening = true;
    // The dealer's page (or the embed's dialog) scrolls, or the window changes size.
    window.addEventListener('scroll', registry.viewport, { capture: true, passive: true });
    window.addEventListener('resize', registry.viewport, { passive: true });
    window.addEventListener('message', (event) => {
      const data = event.data;
      if (data?.from !== 'storefront' || data.v !== VERSION || typeof data.type !== 'string') return;
      // Only our frames, from the origin each was loaded from: any other sender is ignored.
      const entry = registry.frames.find(
        (f) => f.frame.contentWindow === event.source && f.origin === event.origin,
      );
      if (!entry) return;
      entry.heard = true;
      const frame = entry.frame;
      // Escape inside the storefront of a dialog (its own dialogs closed): the dialog closes.
      if (data.type === 'close') {
        entry.close?.();
        return;
      }
      // The frame sized to its page; the page hears it too (storefront:resize), not its data layer.
      const resize = data.type === 'resize';
      if (resize && typeof data.height === 'number' && data.height > 0)
        frame.style.height = `${Math.ceil(data.height)}px`;
      if (resize || data.type === 'ready') registry.viewport();
      const detail = { ...data, embed: entry.id };
      delete detail.from;
      delete detail.v;
      const auth = data.type === 'auth_required';
      if (auth) detail.respond = (status, customer) => registry.respond(frame, status, customer);
      const custom = new CustomEvent(`storefront:${data.type}`, { bubbles: true, cancelable: auth, detail });
      const target = frame.isConnected ? frame : document;
      const unhandled = target.dispatchEvent(custom);
      if (entry.layer && !resize) {
        const layer = window[entry.layer] || [];
        window[entry.layer] = layer;
        const pushed = { ...detail };
        delete pushed.respond;
        layer.push({ event: `storefront.${data.type}`, storefront: pushed });
      }
      // Nobody on the page signs the shopper in: the storefront asks for it in its own dialog.
      if (auth && unhandled) registry.respond(frame, 'require_customer');
    });
  }

  const d = script.dataset;
  const dealer = d.dealer || '';
  if (!/^[A-Za-z0-9_]{3,}$/.test(dealer)) {
    console.warn('storefront embed: data-dealer is missing or not a dealer code');
    return;
  }
  const lang = d.lang === 'fr' ? 'fr' : 'en';
  const text = TEXT[d.locale] || TEXT[lang === 'fr' ? 'fr-CA' : 'en-US'];
  const modal = d.mode === 'modal';
  // Numbered in the document's order of the scripts (async ones run in any order): sf-embed-1 is the
  // first of the page's embed scripts; one added later, whose number is taken, gets the next free one.
  registry.ids = registry.ids || [];
  const ours = Array.from(document.querySelectorAll('script')).filter((s) => s.src === script.src);
  let number = ours.indexOf(script) + 1;
  if (number < 1 || registry.ids.includes(number)) number = Math.max(ours.length, ...registry.ids) + 1;
  registry.ids.push(number);
  const id = `sf-embed-${number}`;
  const vehicle = /^\d+$/.test(d.vehicle || '') ? `conf/${d.vehicle}/` : '';
  const query = `?iframe_mode=${modal ? 'modal' : 'inline'}&embed_id=${id}`;
  const src = `${ORIGIN}/${dealer}/${lang}/${vehicle}${query}`;
  const warn = (text) => console.warn(`storefront embed (${id}): ${text}`);
  let target = null;
  if (d.target) {
    try {
      target = document.querySelector(d.target);
    } catch {}
    if (!target) warn(`data-target "${d.target}" matches nothing on this page; placed after the script.`);
  }
  const place = (node) => {
    if (target) target.appendChild(node);
    else script.parentNode.insertBefore(node, script.nextSibling);
  };

  const makeFrame = () => {
    const frame = document.createElement('iframe');
    frame.src = src;
    frame.title = d.title || text.title;
    frame.id = id;
    // Sized to its content by the frame's resize messages: never an inner scroll bar.
    frame.setAttribute('scrolling', 'no');
    frame.allow = 'payment';
    frame.style.cssText = 'display:block;width:100%;height:600px;border:0;overflow:hidden';
    const entry = { frame, id, origin: ORIGIN, layer: d.layer || '', close: null, heard: false };
    registry.frames.push(entry);
    // Silent after its load: no storefront shows (an unknown dealer, or an origin not allowed).
    frame.addEventListener('load', () => {
      setTimeout(() => {
        if (!entry.heard)
          warn(
            `the storefront sent nothing in 10 s. Check that data-dealer "${dealer}" is the dealer's code and that ${location.origin} is among its embedding origins (dealer console, Website).`,
          );
      }, 10_000);
    });
    return entry;
  };

  if (!modal) {
    place(makeFrame().frame);
    return;
  }
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = d.label || text.open;
  button.setAttribute('data-storefront-open', id);
  place(button);
  // A real modal dialog (showModal): the page behind is inert and focus stays in it; the page does not
  // scroll under it; its close button stays in view (sticky). It is made once and kept when closed, so
  // that reopening finds the shopper where they left (the frame is not reloaded).
  let dialog = null;
  // While it is open: the page's own overflow, and where its button was in the window.
  let held = null;
  const hold = () => {
    if (held) return;
    const root = document.documentElement.style;
    held = { overflow: root.overflow, top: button.getBoundingClientRect().top };
    root.overflow = 'hidden';
  };
  // The page scrolls again, where the shopper left it: its button where it was in the window, though
  // the page above it changed meanwhile (an inline frame sized to its page, a picture loaded).
  const release = () => {
    if (!held) return;
    document.documentElement.style.overflow = held.overflow;
    const moved = button.getBoundingClientRect().top - held.top;
    held = null;
    if (moved) window.scrollTo({ top: window.scrollY + moved, behavior: 'instant' });
  };
  button.addEventListener('click', () => {
    if (!dialog) {
      const entry = makeFrame();
      const frame = entry.frame;
      dialog = document.createElement('dialog');
      dialog.setAttribute('aria-label', frame.title);
      dialog.style.cssText =
        'position:fixed;inset:0;z-index:2147483000;width:100%;height:100%;max-width:none;max-height:none;margin:0;border:0;box-sizing:border-box;background:rgba(0,0,0,.6);overflow:auto;overscroll-behavior:contain;padding:2rem 1rem';
      const box = document.createElement('div');
      box.style.cssText = 'max-width:1200px;margin:0 auto;background:#fff;border-radius:8px;overflow:clip';
      const close = document.createElement('button');
      close.type = 'button';
      close.textContent = text.close;
      close.style.cssText =
        'position:sticky;top:0;z-index:1;display:block;margin:0 0 0 auto;padding:.75rem 1rem;font:inherit;background:#fff';
      entry.close = () => dialog.close();
      close.addEventListener('click', entry.close);
      // Closed by its button, Escape (the browser's or the storefront's) or the page: the page scrolls
      // again and the opener has the focus back. (The event comes a moment after the closing: a dialog
      // opened again meanwhile stays as it is.)
      dialog.addEventListener('close', () => {
        if (dialog.open) return;
        release();
        button.focus({ preventScroll: true });
      });
      box.append(close, frame);
      dialog.append(box);
      document.body.append(dialog);
    }
    if (dialog.open) return;
    hold();
    dialog.showModal();
    dialog.querySelector('button').focus();
    registry.viewport();
  });
})();
