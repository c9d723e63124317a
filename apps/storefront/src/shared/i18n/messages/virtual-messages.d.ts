// One pack of one locale's messages (the kit's and the app's), compiled to ICU ASTs at build time by the
// `kitMessages` plugin of vite.config.ts.
declare module 'virtual:messages/*' {
  const messages: Readonly<
    Record<string, import('@formatjs/icu-messageformat-parser').MessageFormatElement[]>
  >;
  export default messages;
}
