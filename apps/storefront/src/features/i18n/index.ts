// The i18n feature's public API: the customer's language as the server keeps it (read at start-up,
// followed by the shell, changed by the language switch). The messages themselves are shared/i18n/.
export { type LanguageSetting, languageQuery, setLanguage, useServerLanguage } from './api/language.ts';
