import type { MessageFormatElement } from 'react-intl';

/** One message of custom copy: ICU message text, or its AST when the integrator compiled it. */
export type CopyMessage = string | MessageFormatElement[];

/** A locale's messages as react-intl holds them: ICU text, or ASTs compiled ahead of time. */
export type IntlMessages = Readonly<Record<string, string | MessageFormatElement[]>>;

/**
 * Whether the surrounding messages are compiled ASTs rather than text. An app that compiles its
 * messages may ship react-intl without its ICU parser (`@formatjs/icu-messageformat-parser/no-parser`),
 * so custom copy must reach it as ASTs too. With no message at all, nothing proves that a parser is
 * there: treated as compiled (ASTs format with or without a parser).
 */
export function messagesAreCompiled(messages: IntlMessages): boolean {
  const values = Object.values(messages);
  return values.length === 0 || values.some((message) => typeof message !== 'string');
}

/**
 * Whether ICU text needs the parser: it has an argument or a tag (`{`, `}`, `<`) or an apostrophe that
 * quotes (`''`, `'>`). Any other text is one literal (a lone apostrophe, or `#` outside a plural, is
 * plain text in ICU), so plain copy, the common kind, is turned into an AST without the parser.
 */
export function needsParser(text: string): boolean {
  return /[{}<]|'['>]/.test(text);
}

/** The AST of text without ICU syntax (see `needsParser`): one literal element. */
export function literalMessage(text: string): MessageFormatElement[] {
  // 0 = TYPE.literal of @formatjs/icu-messageformat-parser (a const enum value, kept as data here so
  // that this module does not import the parser package).
  return [{ type: 0, value: text }];
}

/** The usable entries of custom copy: blank text and empty ASTs are ignored. */
export function usableCopy(
  copy: Readonly<Record<string, CopyMessage | undefined>> | undefined,
): Record<string, CopyMessage> {
  const out: Record<string, CopyMessage> = {};
  for (const [id, message] of Object.entries(copy ?? {})) {
    if (message === undefined) continue;
    if (typeof message === 'string' ? message.trim() !== '' : message.length > 0) out[id] = message;
  }
  return out;
}

/**
 * The messages below a `CustomCopyProvider`: the surrounding ones with the copy over them. Over
 * compiled messages every copy message becomes an AST: plain text as one literal, ICU text from
 * `parsed` (what `parseCopy` made of it; a message missing there keeps the surrounding text).
 */
export function mergeCopy(
  base: IntlMessages,
  copy: Readonly<Record<string, CopyMessage>>,
  compiled: boolean,
  parsed: Readonly<Record<string, MessageFormatElement[]>>,
): Record<string, string | MessageFormatElement[]> {
  const out: Record<string, string | MessageFormatElement[]> = { ...base };
  for (const [id, message] of Object.entries(copy)) {
    if (!compiled || typeof message !== 'string') out[id] = message;
    else if (!needsParser(message)) out[id] = literalMessage(message);
    else {
      const ast = parsed[id];
      if (ast) out[id] = ast;
    }
  }
  return out;
}
