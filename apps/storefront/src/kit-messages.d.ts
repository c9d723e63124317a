// The kit's messages of one locale, provided at build time by vite.config.ts (kitMessages plugin).
declare module 'virtual:kit-messages/*' {
  const messages: Readonly<Record<string, string>>;
  export default messages;
}
