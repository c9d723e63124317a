// The document's nonce for <style> elements: the server writes it in `<meta property="csp-nonce">`
// (the browser keeps a nonce from the page's markup and scripts, never from its CSS selectors). React
// Aria and Vite read that meta themselves; the dialogs' scroll lock (react-remove-scroll, through
// get-nonce) reads the global `__webpack_nonce__`, which shareStyleNonce sets from it.

/** The nonce of the document's <style> elements, when the server gave it one. */
export function styleNonce(doc: Document = document): string | undefined {
  return doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
}

/** Gives the nonce to the libraries that read `__webpack_nonce__` (once, before anything renders). */
export function shareStyleNonce(doc: Document = document): void {
  const nonce = styleNonce(doc);
  if (nonce) (globalThis as { __webpack_nonce__?: string }).__webpack_nonce__ = nonce;
}
