/**
 * Allow-list HTML sanitiser for dealer-authored snippets (the custom per-language footer).
 *
 * It does not try to repair HTML: it reads tags and text with a small tokenizer and writes a new
 * document that keeps only allowed elements and attributes, re-escaping every attribute value. So
 * whatever the input, the output has no script or style content, no event-handler attributes, no
 * inline styles and no URL other than http(s), mailto, tel, relative paths and fragments. Pure
 * (no DOM), so it runs in Node tests and on the server alike.
 */

/** Elements kept (their content is kept too). */
const ALLOWED_TAGS = new Set([
  'a',
  'abbr',
  'address',
  'b',
  'br',
  'div',
  'em',
  'footer',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'li',
  'nav',
  'ol',
  'p',
  'section',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'u',
  'ul',
]);

/** Elements dropped together with everything inside them. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
  'textarea',
  'select',
  'title',
  'head',
  'frameset',
  'frame',
  'applet',
  'xml',
]);

const VOID_TAGS = new Set(['br', 'hr', 'img']);

/** Attributes kept, per element ('*' for every element). */
const ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  '*': ['title', 'lang', 'dir', 'aria-label'],
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
};

const URL_ATTRIBUTES = new Set(['href', 'src']);

/** http(s), mailto and tel URLs, protocol-relative and relative paths, fragments and queries. */
export function isSafeUrl(value: string): boolean {
  // Browsers ignore control characters and whitespace inside a scheme: strip them before checking.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we remove
  const compact = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(compact);
  if (scheme === null) {
    // A relative URL may not hold a ':' before its path, query or fragment, nor start with a backslash.
    const head = compact.split(/[/?#]/, 1)[0] ?? '';
    return !head.includes(':') && !compact.startsWith('\\');
  }
  return ['http', 'https', 'mailto', 'tel'].includes((scheme[1] ?? '').toLowerCase());
}

const escapeText = (text: string): string => text.replace(/</g, '&lt;').replace(/>/g, '&gt;');

const escapeAttribute = (value: string): string =>
  value
    .replace(/&(?!(?:[a-zA-Z]+|#\d+|#x[0-9a-fA-F]+);)/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

/** Decodes the few entities that could hide a scheme (`javascript&#58;`) before the URL check. */
const decodeEntities = (value: string): string =>
  value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;/gi, '\t')
    .replace(/&newline;/gi, '\n')
    .replace(/&amp;/gi, '&');

const ATTRIBUTE_PATTERN = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function sanitizeAttributes(tag: string, source: string): string {
  const allowed = new Set([...(ALLOWED_ATTRIBUTES['*'] ?? []), ...(ALLOWED_ATTRIBUTES[tag] ?? [])]);
  const out: string[] = [];
  const seen = new Set<string>();
  let opensNewTab = false;
  for (const match of source.matchAll(ATTRIBUTE_PATTERN)) {
    const name = (match[1] ?? '').toLowerCase();
    if (!allowed.has(name) || seen.has(name)) continue;
    const raw = match[2] ?? match[3] ?? match[4] ?? '';
    const decoded = decodeEntities(raw);
    if (URL_ATTRIBUTES.has(name) && !isSafeUrl(decoded)) continue;
    if (name === 'target') {
      if (decoded !== '_blank') continue;
      opensNewTab = true;
    }
    if (name === 'rel') continue; // rewritten below when needed
    seen.add(name);
    out.push(`${name}="${escapeAttribute(decoded)}"`);
  }
  if (tag === 'a' && opensNewTab) out.push('rel="noopener noreferrer"');
  return out.length === 0 ? '' : ` ${out.join(' ')}`;
}

const TOKEN_PATTERN =
  /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[[\s\S]*?(?:\]\]>|$)|<![^>]*>?|<\?[^>]*>?|<\/?([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|<|[^<]+/g;

/** Returns safe HTML built from the allowed parts of `html`. */
export function sanitizeHtml(html: string): string {
  let out = '';
  const open: string[] = [];
  let dropping: string | null = null;
  let dropDepth = 0;
  for (const match of html.matchAll(TOKEN_PATTERN)) {
    const token = match[0];
    const name = match[1]?.toLowerCase();
    if (name === undefined) {
      // Text, a stray '<', a comment, a doctype or a processing instruction.
      if (dropping !== null || token.startsWith('<!') || token.startsWith('<?')) continue;
      out += token === '<' ? '&lt;' : escapeText(token);
      continue;
    }
    const closing = token.startsWith('</');
    if (dropping !== null) {
      if (name === dropping) dropDepth += closing ? -1 : 1;
      if (dropDepth === 0) dropping = null;
      continue;
    }
    if (DROPPED_WITH_CONTENT.has(name)) {
      if (!closing && !token.endsWith('/>')) {
        dropping = name;
        dropDepth = 1;
      }
      continue;
    }
    if (!ALLOWED_TAGS.has(name)) continue;
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      while (open.length > at) out += `</${open.pop()}>`;
      continue;
    }
    out += `<${name}${sanitizeAttributes(name, match[2] ?? '')}>`;
    if (!VOID_TAGS.has(name)) open.push(name);
  }
  while (open.length > 0) out += `</${open.pop()}>`;
  return out;
}
