// The auth feature's public API: what other features may use (the storefront README, "Adding a
// feature"). Its sign-in flow is a chunk the shell loads when sign-in is first opened.
export { userKeys } from './api/keys.ts';
export { type CurrentUser, currentUserQuery, register, unsubscribe, useCurrentUser } from './api/user.ts';
export {
  CLOSED_SIGN_IN,
  openSignInState,
  type SignInCallbacks,
  type SignInPrefill,
  signInAtom,
} from './signIn.ts';
