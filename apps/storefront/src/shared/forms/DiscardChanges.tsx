// The kit's discard-changes modal as a chunk of its own (./discardGuard.tsx loads it once a form has
// edits, before the shopper may leave it).
export { DiscardChangesModal } from '@storefront/ui';
