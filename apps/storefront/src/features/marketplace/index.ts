import { useEffect, useState } from 'react';
import { lazyModule } from '../../shared/lazy/lazyModule.ts';
import type { MarketplaceSettings } from '../dealership/index.ts';

// The marketplace feature's public API. In the first load only this hook: the rules of marketplace
// mode (session.ts) are a chunk of their own, loaded for a dealer whose marketplace is on, and its
// chrome (MarketplaceChrome.tsx) another, loaded by the shell only in marketplace mode.

const session = lazyModule(() => import('./session.ts'), { reload: false });

/**
 * Whether the shell shows marketplace mode (session.ts): false in the server's render and the
 * hydration (the dealer's site, one document for everyone), then the session's answer once mounted.
 */
export function useMarketplaceMode(
  dealerCode: string | undefined,
  market: MarketplaceSettings | null | undefined,
): boolean {
  const [on, setOn] = useState(false);
  useEffect(() => {
    // A chunk that cannot load leaves the dealer's own site.
    if (market?.enabled && dealerCode)
      session.load().then(
        (m) => setOn(m.enteredMarketplace(dealerCode, market)),
        () => setOn(false),
      );
    else setOn(false);
  }, [dealerCode, market]);
  return on;
}
