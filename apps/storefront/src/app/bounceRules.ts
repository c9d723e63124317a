// The domain's bounce rules for the shell's sign-in gates, in their own chunk (see guards.ts): the
// domain module that holds them also builds the feedback schema (zod), kept out of the first load.
export { isBounceSignInTrigger, isExternalNavigation } from '@storefront/domain';
