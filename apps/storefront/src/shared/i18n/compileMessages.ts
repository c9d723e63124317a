import { type MessageFormatElement, parse } from '@formatjs/icu-messageformat-parser';

/** A locale's catalogue parsed ahead of time: message id -> ICU message AST. */
export type CompiledMessages = Readonly<Record<string, MessageFormatElement[]>>;

/**
 * Parses every message of one locale to the AST that react-intl would build from the text at run
 * time (same parser, same options: the locale for locale-dependent skeletons, skeletons parsed, no
 * source locations), so the shipped app needs no ICU parser. Runs at build time (the `kitMessages`
 * plugin of vite.config.ts) and in the unit tests. A message that is not valid ICU fails the build
 * instead of showing its raw text to shoppers.
 */
export function compileMessages(
  messages: Readonly<Record<string, string>>,
  locale: string,
): CompiledMessages {
  const resolved = new Intl.Locale(locale);
  const out: Record<string, MessageFormatElement[]> = {};
  for (const [id, text] of Object.entries(messages)) {
    try {
      out[id] = parse(text, { locale: resolved });
    } catch (error) {
      throw new Error(`message "${id}" (${locale}) is not valid ICU: ${String(error)}`);
    }
  }
  return out;
}
