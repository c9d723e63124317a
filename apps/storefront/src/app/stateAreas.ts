// Every area of client state, by name: the shared ones and each feature's (its `state.ts`), handed to
// the store (`createAppStore`) by the session and the server's render.
import { dealAreas } from '../features/build-and-price/state.ts';
import { creditAppAtom } from '../features/credit-app/state.ts';
import { tradeInsAtom } from '../features/trade-in/state.ts';
import { type AreaAtoms, SHARED_AREAS } from '../shared/state/store.ts';

export const STATE_AREAS: AreaAtoms = {
  ...SHARED_AREAS,
  ...dealAreas,
  tradeIns: tradeInsAtom,
  creditApp: creditAppAtom,
};
