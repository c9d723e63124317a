// The personalised quotes feature's public API that no first load may hold: the vehicle page's
// `?praq_id=` link (spec 2 §4 chain step 16), imported by the vehicle page once it is live.
export { PraqLink, praqIdOf } from './PraqLink.tsx';
