// The kit's existing-customer modal as a chunk of its own (./SignInFlow.tsx loads it when a sign-up
// meets an address that already has an account).
export { ExistingCustomerModal } from '@storefront/ui';
