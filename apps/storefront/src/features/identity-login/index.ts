// The identity login's public API: the address that starts it (the sign-in flow's button).
export { identityLoginHref } from './returnPath.ts';
