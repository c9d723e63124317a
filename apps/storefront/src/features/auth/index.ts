// The auth feature's public API: what other features may use (src/features/README in the storefront
// README, "Adding a feature"). Its sign-in flow is loaded by the shell (loadSignInFlow).
export { userKeys } from './api/keys.ts';
export { type CurrentUser, currentUserQuery, unsubscribe, useCurrentUser } from './api/user.ts';
export { openSignInState, setSignInCallbacks, signInAtom } from './signIn.ts';
