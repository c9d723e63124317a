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
  hours: 'Mon–Fri 9–5',
};

describe('shell header variant', () => {
  it("is the dealer's own header when the server says nothing of a marketplace or an OEM header", () => {
    expect(shellVariant(dealer, null)).toEqual({ kind: 'dealer' });
    expect(shellVariant(undefined, undefined)).toEqual({ kind: 'dealer' });
    // What the server answers today: marketplace disabled.
    expect(shellVariant(dealer, { marketplace: { enabled: false, tbyb_enabled: false, url: null } })).toEqual(
      {
        kind: 'dealer',
      },
    );
  });

  it('is the marketplace header in marketplace mode, with its French logo, back link and the dealer phone', () => {
    expect(shellVariant(dealer, { marketplace: market })).toEqual({
      kind: 'marketplace',
      partnerName: 'AutoMarket',
      logos: { en: 'https://market.example.com/logo.svg', fr: 'https://market.example.com/logo-fr.svg' },
      backHref: 'https://market.example.com/listing/1',
      tbyb: true,
      phone: '416-555-0134',
      hours: 'Mon–Fri 9–5',
    });
  });

  it('offers try before you buy when the marketplace or the dealer enables it; one logo serves both languages', () => {
    const variant = shellVariant(
      { ...dealer, enable_tbyb: true },
      { marketplace: { ...market, tbyb_enabled: false, logo_fr: null } },
    );
    expect(variant).toMatchObject({ tbyb: true, logos: { en: market.logo, fr: market.logo } });
    expect(shellVariant(dealer, { marketplace: { ...market, tbyb_enabled: false } })).toMatchObject({
      tbyb: false,
    });
  });

  it('needs a name and a logo to show a marketplace; wins over the OEM header', () => {
    expect(shellVariant(dealer, { marketplace: { ...market, logo: null } })).toEqual({ kind: 'dealer' });
    expect(
      shellVariant({ ...dealer, oem_mitz_third_party_header: true }, { marketplace: market }),
    ).toMatchObject({ kind: 'marketplace' });
  });

  it('is the OEM third-party header when the dealer turns oem_mitz_third_party_header on', () => {
    expect(shellVariant({ ...dealer, oem_mitz_third_party_header: true }, null)).toEqual({
      kind: 'oem',
      variant: 'mitsubishi',
    });
  });
});
