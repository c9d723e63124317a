import type { HomeDealership } from './api/homeDealership.ts';

/**
 * The marketplace part of GET /settings/ (spec 1 section 7: "marketplace flags and addresses"; full
 * shape not shown): the dealer's stored marketplace as the server answers it (`enabled`,
 * `tbyb_enabled`, `url`, the partner's name, logos, phone; hours and the offer's terms by language;
 * null when not stored), and `listing_partner`: the server granted this visit as a listing partner's
 * frame (prices shown without a sign-in).
 */
export interface MarketplaceSettings {
  enabled?: boolean;
  tbyb_enabled?: boolean;
  /** The marketplace's own page: the back link. */
  url?: string | null;
  name?: string | null;
  logo?: string | null;
  /** The French logo, shown in French. */
  logo_fr?: string | null;
  phone?: string | null;
  /** By language (`{en, fr}`); an older server's one text. */
  hours?: Partial<Record<'en' | 'fr', string>> | string | null;
  tbyb_terms?: Partial<Record<'en' | 'fr', string>> | null;
  listing_partner?: boolean;
}

export interface AppSettings {
  marketplace?: MarketplaceSettings | null;
}

export type ShellVariant =
  | { kind: 'dealer' }
  | { kind: 'oem'; variant: 'mitsubishi' }
  | {
      kind: 'marketplace';
      partnerName: string;
      logos: { en: string; fr: string };
      backHref: string | null;
      tbyb: boolean;
      phone: string | null;
      hours: string | null;
      /** The try-before-you-buy offer's terms in the page's language. */
      terms: string | null;
    };

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** A text of the page's language from a text by language (or one text for every language). */
function inLanguage(value: unknown, language: 'en' | 'fr'): string | null {
  if (typeof value === 'string') return text(value);
  if (value && typeof value === 'object') return text((value as Record<string, unknown>)[language]);
  return null;
}

/**
 * Which header the shell shows (spec 1 section 2): the marketplace header in marketplace mode (the
 * shopper came from the marketplace, `marketplaceMode`, to a dealer whose settings say it is on one
 * that has a name and a logo), else the dealer's OEM third-party header when
 * `oem_mitz_third_party_header` is on, else the dealer's own header. Try before you buy (phone,
 * hours, try now, the mobile banner) needs the dealer's `enable_tbyb` or the marketplace's
 * `tbyb_enabled`.
 */
export function shellVariant(
  dealer: Pick<HomeDealership, 'phone' | 'enable_tbyb' | 'oem_mitz_third_party_header'> | undefined,
  settings: AppSettings | null | undefined,
  marketplaceMode: boolean,
  language: 'en' | 'fr' = 'en',
): ShellVariant {
  const market = settings?.marketplace;
  const name = text(market?.name);
  const logo = text(market?.logo);
  if (marketplaceMode && market?.enabled === true && name && logo) {
    return {
      kind: 'marketplace',
      partnerName: name,
      logos: { en: logo, fr: text(market.logo_fr) ?? logo },
      backHref: text(market.url),
      tbyb: market.tbyb_enabled === true || dealer?.enable_tbyb === true,
      phone: text(market.phone) ?? text(dealer?.phone),
      hours: inLanguage(market.hours, language),
      terms: inLanguage(market.tbyb_terms, language),
    };
  }
  if (dealer?.oem_mitz_third_party_header === true) return { kind: 'oem', variant: 'mitsubishi' };
  return { kind: 'dealer' };
}
