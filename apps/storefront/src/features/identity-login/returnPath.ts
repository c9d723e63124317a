/**
 * Where the identity login goes and comes back (issue 23): the server's `/oauth/login/{provider}/`
 * with the dealer, the language and the page to come back to, and the check of that page on the way
 * back (the server checks it too: a same-origin relative path only).
 */

/** A same-origin relative path (`/…`, not `//host`, `/\host`, a scheme or control characters), or null. */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2000 || !value.startsWith('/') || /^\/[/\\]/.test(value)) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  return value;
}

/** The address that starts the login at the dealer's provider, coming back to `next`. */
export function identityLoginHref(options: {
  provider: string;
  dealerCode: string | undefined;
  lang: 'en' | 'fr';
  next: string;
}): string {
  const query = new URLSearchParams({ lang: options.lang, next: options.next });
  if (options.dealerCode) query.set('dealer', options.dealerCode);
  return `/oauth/login/${encodeURIComponent(options.provider)}/?${query}`;
}
