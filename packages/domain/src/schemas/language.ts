import { z } from 'zod';
import { languageSchema } from './common.ts';

/** POST /i18n/: the shopper's choice of language, remembered in a cookie. */
export const languageBodySchema = z.strictObject({ language: languageSchema });
export type LanguageBody = z.input<typeof languageBodySchema>;

/**
 * GET /i18n/ (the language the server resolved: the page's, the cookie, the user's, the browser's, the
 * dealer's first, with the dealer's languages) and POST /i18n/ (the language chosen).
 */
export const languageSettingSchema = z.object({
  language: languageSchema,
  allowed_languages: z.array(z.string()).optional(),
});
export type LanguageSetting = z.infer<typeof languageSettingSchema>;
