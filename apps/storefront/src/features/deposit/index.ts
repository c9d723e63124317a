// The deposit feature's public API: its keys and the saved deal's deposit line (routes are registered
// by the app).
export { depositKeys } from './api/keys.ts';
export { DepositPlacedNext } from './DepositPlacedNext.tsx';
export { DepositSummary } from './DepositSummary.tsx';
export { NextStepLink } from './NextStepLink.tsx';
