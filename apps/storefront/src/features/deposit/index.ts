// The deposit feature's public API: nothing yet besides its routes (registered by the app).
export { depositKeys } from './api/keys.ts';
