import { describe, expect, it } from 'vitest';
import { shellVariant } from '../src/features/dealership/shellVariant.ts';

const dealer = { phone: '416-555-0134', enable_tbyb: false, oem_mitz_third_party_header: false };
const market = {
  enabled: true,
  tbyb_enabled: true,
  url: 'https://market.example.com/listing/1',
  name: 'AutoMarket',
  logo: 'https://market.example.com/logo.svg',
  logo_fr: 'https://market.example.com/logo-fr.svg',
  hours: { en: 'Mon–Fri 9–5', fr: 'lun. au ven., 9 h à 17 h' },
  tbyb_terms: { en: 'Seven days to decide.', fr: 'Sept jours pour décider.' },
};

describe('shell header variant', () => {
  it("is the dealer's own header when the server says nothing of a marketplace or an OEM header", () => {
    expect(shellVariant(dealer, null, true)).toEqual({ kind: 'dealer' });
    expect(shellVariant(undefined, undefined, true)).toEqual({ kind: 'dealer' });
    // What the server answers today: marketplace disabled.
    expect(
      shellVariant(dealer, { marketplace: { enabled: false, tbyb_enabled: false, url: null } }, true),
    ).toEqual({
      kind: 'dealer',
    });
  });

  it('is the marketplace header in marketplace mode, with its French logo, back link and the dealer phone', () => {
    expect(shellVariant(dealer, { marketplace: market }, true)).toEqual({
      kind: 'marketplace',
      partnerName: 'AutoMarket',
      logos: { en: 'https://market.example.com/logo.svg', fr: 'https://market.example.com/logo-fr.svg' },
      backHref: 'https://market.example.com/listing/1',
      tbyb: true,
      phone: '416-555-0134',
      hours: 'Mon–Fri 9–5',
      terms: 'Seven days to decide.',
    });
    // In French, the French hours and terms.
    expect(shellVariant(dealer, { marketplace: market }, true, 'fr')).toMatchObject({
      hours: 'lun. au ven., 9 h à 17 h',
      terms: 'Sept jours pour décider.',
    });
  });

  it('offers try before you buy when the marketplace or the dealer enables it; one logo serves both languages', () => {
    const variant = shellVariant(
      { ...dealer, enable_tbyb: true },
      { marketplace: { ...market, tbyb_enabled: false, logo_fr: null } },
      true,
    );
    expect(variant).toMatchObject({ tbyb: true, logos: { en: market.logo, fr: market.logo } });
    expect(shellVariant(dealer, { marketplace: { ...market, tbyb_enabled: false } }, true)).toMatchObject({
      tbyb: false,
    });
  });

  it('needs a name and a logo to show a marketplace; wins over the OEM header', () => {
    expect(shellVariant(dealer, { marketplace: { ...market, logo: null } }, true)).toEqual({
      kind: 'dealer',
    });
    expect(
      shellVariant({ ...dealer, oem_mitz_third_party_header: true }, { marketplace: market }, true),
    ).toMatchObject({ kind: 'marketplace' });
  });

  it("is the dealer's own header outside marketplace mode, the marketplace being on (its normal site unchanged)", () => {
    expect(shellVariant(dealer, { marketplace: market }, false)).toEqual({ kind: 'dealer' });
  });

  it('is the OEM third-party header when the dealer turns oem_mitz_third_party_header on', () => {
    expect(shellVariant({ ...dealer, oem_mitz_third_party_header: true }, null, true)).toEqual({
      kind: 'oem',
      variant: 'mitsubishi',
    });
  });
});
