import type { DealerInput } from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import { dealerDisclaimers } from '../src/features/build-and-price/api/disclaimers.ts';

// The dealer's disclaimer package as the kit's Disclaimer lists it, in the page's language (issue 18).

const dealer: Pick<DealerInput, 'disclaimer_package'> = {
  disclaimer_package: {
    types: [{ disclaimer_type: 'price', disclaimer_superscript: '*' }],
    disclaimers: [
      {
        superscript: '*',
        value: { en: 'Prices exclude HST.', fr: 'Les prix excluent la TVH.' },
        hide_number_near_text: false,
        is_expanded: false,
      },
      {
        superscript: '1',
        value: { en: 'Lease on approved credit.' },
        hide_number_near_text: true,
        is_expanded: true,
      },
      { superscript: '2', value: { fr: '  ' }, hide_number_near_text: false, is_expanded: false },
    ],
  },
};

describe('dealer disclaimers', () => {
  it('picks the page’s language, the English text where it has none, and leaves out an empty one', () => {
    expect(dealerDisclaimers(dealer, 'fr-CA')).toEqual([
      { superscript: '*', text: 'Les prix excluent la TVH.', hideNumberNearText: false, isExpanded: false },
      { superscript: '1', text: 'Lease on approved credit.', hideNumberNearText: true, isExpanded: true },
    ]);
    expect(dealerDisclaimers(dealer, 'en-US').map((d) => d.text)).toEqual([
      'Prices exclude HST.',
      'Lease on approved credit.',
    ]);
  });

  it('is empty for a dealer without a package (or not loaded yet)', () => {
    expect(dealerDisclaimers(undefined, 'en-CA')).toEqual([]);
    expect(dealerDisclaimers({}, 'en-CA')).toEqual([]);
  });
});
