import { useEffect } from 'react';
import type { DealerStylesheetSettings } from './stylesheets.ts';
import { loadDealerStylesheets } from './stylesheets.ts';

/** Loads the dealer's extra stylesheets while mounted (safe http(s) addresses only). */
export const useDealerStylesheets = (dealer: DealerStylesheetSettings): void => {
  const { stylesheet_url, organization_stylesheet_url } = dealer;
  useEffect(
    () => loadDealerStylesheets({ stylesheet_url, organization_stylesheet_url }),
    [stylesheet_url, organization_stylesheet_url],
  );
};
