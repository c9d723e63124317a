// The ICU parser for a dealer's custom copy, in its own chunk: `CustomCopyProvider` imports this
// module lazily, only when the app's messages are compiled ASTs and some copy has ICU syntax.
import { parse } from '@formatjs/icu-messageformat-parser';
import type { MessageFormatElement } from 'react-intl';
import { literalMessage } from './customCopy.ts';

/**
 * Parses each message as react-intl would at run time (same parser, same options, the locale for
 * locale-dependent skeletons). Text that is not valid ICU is kept as its literal text, as react-intl
 * renders an unparsable message verbatim.
 */
export function parseCopy(
  copy: Readonly<Record<string, string>>,
  locale: string,
): Record<string, MessageFormatElement[]> {
  let resolved: Intl.Locale | undefined;
  try {
    resolved = new Intl.Locale(locale);
  } catch {
    resolved = undefined;
  }
  const out: Record<string, MessageFormatElement[]> = {};
  for (const [id, text] of Object.entries(copy)) {
    try {
      out[id] = parse(text, resolved ? { locale: resolved } : {});
    } catch (error) {
      console.warn(`custom copy "${id}" is not valid ICU, shown as written`, error);
      out[id] = literalMessage(text);
    }
  }
  return out;
}
