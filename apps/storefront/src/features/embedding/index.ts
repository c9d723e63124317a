// The embedding feature's public API (the storefront in a dealer's iframe: messages to the parent page).
export { postToParent } from './parentMessages.ts';
