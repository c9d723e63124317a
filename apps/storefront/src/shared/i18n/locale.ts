// The locale rules are the domain's: the server chooses the same locale for the boot document.
export { type Locale, languageOf, resolveLocale } from '@storefront/domain';
