import { dealerText } from '@storefront/domain';
import type { DealerRow, VehicleRow } from '../../db/schema.ts';
import { STOCK_STATUS_CODE_BY_STATUS, type StockStatus, type VehicleFacts } from '../../db/types.ts';
import { vehicleMedia } from '../../media/vehicle-media.ts';

/** Absolute URL for a path served by this server ('' stays null: the domain's URL fields are nullable). */
export function absolute(origin: string, url: string): string | null {
  if (!url) return null;
  return /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** The dealer's locale for a language (`fr` -> `fr-CA`), from its configured locales. */
export function dealerLocale(dealer: DealerRow, language: string): string {
  return dealer.settings.locales.find((l) => l.startsWith(`${language}-`)) ?? `${language}-${dealer.country}`;
}

/** A text the dealer configures, in the locale of the answer, else the dealer's first locale that has one. */
function text(texts: string | Record<string, string>, language: string, dealer: DealerRow): string | null {
  const fallbacks = [...dealer.settings.locales, ...dealer.allowedLanguages];
  return dealerText(texts, dealerLocale(dealer, language), fallbacks);
}

/** The dealership's address in the page's language where the dealer writes it so, else its one address. */
export function localAddress(dealer: DealerRow, language: string): string {
  const written = dealer.settings.full_address;
  return (written && text(written, language, dealer)) || dealer.fullAddress;
}

export interface SerializeOptions {
  /** Scheme and host the browser used, for absolute media URLs. */
  origin: string;
  language: string;
}

/** The dealer as the storefront reads it (spec 1 §3; the domain's dealerSchema). Internal fields left out. */
export function serializeDealer(d: DealerRow, { origin, language }: SerializeOptions) {
  const { crm_email: _crm, theme, full_address: _address, ...settings } = d.settings;
  return {
    id: d.id,
    uid: d.uid,
    code: d.code,
    name: d.name,
    organization: d.organization,
    website: d.website || null,
    oem: d.oem,
    oem_code: d.oemCode,
    country: d.country,
    province_code: d.provinceCode,
    city: d.city,
    postal_code: d.postalCode,
    full_address: localAddress(d, language),
    phone: d.phone,
    email: d.email,
    latitude: d.latitude,
    longitude: d.longitude,
    timezone: d.timezone,
    allowed_languages: d.allowedLanguages,
    ...settings,
    theme: {
      ...theme,
      logo: absolute(origin, theme.logo),
      secondary_logo: absolute(origin, theme.secondary_logo),
      vehicle_placeholder_image: absolute(origin, theme.vehicle_placeholder_image),
    },
    stylesheet_url: settings.stylesheet_url || null,
    organization_stylesheet_url: settings.organization_stylesheet_url || null,
    privacy_policy: settings.privacy_policy || null,
    terms_and_conditions_link: settings.terms_and_conditions_link || null,
    default_custom_bounce_recovery_url: settings.default_custom_bounce_recovery_url || null,
    showroom_logo_redirect: settings.showroom_logo_redirect || null,
    new_cars_link: settings.new_cars_link || null,
    used_cars_link: settings.used_cars_link || null,
    contact_button_title: text(settings.contact_button_title, language, d),
    disclosure_pricing_footer: text(settings.disclosure_pricing_footer, language, d),
    disclosure_payment_step: text(settings.disclosure_payment_step, language, d),
    deposit_terms: text(settings.deposit_terms, language, d),
    // The domain's disclaimer package (spec 2 §1): the stored disclaimers, every language (the
    // storefront picks the page's), and the type of each mark. The stored ones qualify prices (the
    // only kind a dealer sets today): each mark is typed `price`.
    disclaimer_package: {
      types: (settings.disclaimers ?? []).map((x) => ({
        disclaimer_type: 'price',
        disclaimer_superscript: x.superscript,
      })),
      disclaimers: settings.disclaimers ?? [],
    },
    consents: undefined,
    theme_settings: {
      button_cta_color: theme.button_cta_color,
      header_background_color: theme.header_background_color,
      header_elements_color: theme.header_elements_color,
      stylesheet_url: settings.stylesheet_url || null,
    },
  };
}

export function formattedName(v: Pick<VehicleRow, 'year' | 'make' | 'model' | 'trim'>): string {
  return [v.year, v.make, v.model, v.trim].filter((p) => p !== '').join(' ');
}

/**
 * A vehicle named in a sentence of an e-mail: `2026 Honda CR-V LX`; in French its French model name
 * and the year last (« au sujet du véhicule Honda CR-V LX 2026 »).
 */
export function sentenceVehicleName(
  v: Pick<VehicleRow, 'year' | 'make' | 'model' | 'modelFr' | 'trim'>,
  fr: boolean,
): string {
  const parts = [v.make, fr ? v.modelFr || v.model : v.model, v.trim].map((p) => p.trim()).filter(Boolean);
  return (fr ? [...parts, v.year] : [v.year, ...parts]).join(' ');
}

/** The all-in price of a vehicle and its charges (pricing/service.ts `advertisedPrice`). */
export interface AdvertisedPrice {
  total: number;
  lines: { code: string; name: string; value: number }[];
}

/**
 * A vehicle's facts in a language: the feed's translation of each where it gives one
 * (`vehicles.translations`), else the feed's own words.
 */
export function localFacts(v: VehicleRow, language: string): VehicleFacts {
  const translated = Object.hasOwn(v.translations, language)
    ? v.translations[language as keyof VehicleRow['translations']]
    : undefined;
  return {
    transmission: translated?.transmission ?? v.transmission,
    engine_description: translated?.engine_description ?? v.engineDescription,
    exterior_color: translated?.exterior_color ?? v.exteriorColor,
    interior_color: translated?.interior_color ?? v.interiorColor,
    features: translated?.features ?? v.features,
  };
}

/**
 * A vehicle as the storefront reads it (spec 1 §3, spec 2 §3; the domain's vehicleSchema), its facts
 * in the answer's language (the request's, `resolveLanguage`). Money in cents.
 */
export function serializeVehicle(
  v: VehicleRow,
  dealer: DealerRow,
  { origin, language }: SerializeOptions,
  advertised: AdvertisedPrice | null = null,
) {
  const facts = localFacts(v, language);
  const hideVin = v.stockStatus === 'virtual' && dealer.settings.hide_virtual_vin;
  const localName =
    language === 'fr' && v.modelFr ? formattedName({ ...v, model: v.modelFr }) : formattedName(v);
  const images = vehicleMedia(v, localName, language, (url) => absolute(origin, url) ?? '');
  const primary = images[0]?.image ?? absolute(origin, dealer.settings.theme.vehicle_placeholder_image);
  return {
    id: v.id,
    uid: v.uid,
    vin: hideVin ? null : v.vin,
    stock_number: v.stockNumber,
    year: v.year,
    make: v.make,
    model: v.model,
    model_fr: v.modelFr,
    model_name: v.model,
    model_code: v.modelCode,
    trim: v.trim,
    marketing_trim: v.trim,
    formatted_name: formattedName(v),
    body_type: v.bodyType,
    doors: v.doors,
    drivetrain: v.drivetrain,
    transmission: facts.transmission,
    engine_description: facts.engine_description,
    fuel_type: v.fuelType,
    fuel_economy: v.fuelEconomy,
    vehicle_condition: v.vehicleCondition,
    is_new: v.vehicleCondition === 'new',
    is_used: v.vehicleCondition === 'used',
    is_cpo: v.isCpo,
    is_certified: v.isCpo,
    has_cpo_term: v.isCpo,
    stock_status: v.stockStatus,
    availability_code: STOCK_STATUS_CODE_BY_STATUS[v.stockStatus as StockStatus] ?? null,
    is_reserved: v.stockStatus === 'reserved',
    odometer: v.odometer,
    odometer_unit: dealer.settings.length_unit,
    currency: dealer.settings.currency_unit,
    msrp: v.msrp,
    listing_price: v.listingPrice,
    /** The headline price: the listing price with every mandatory charge (before taxes and licensing). */
    advertised_price: advertised?.total ?? null,
    /** What the advertised price is made of: the vehicle, then each mandatory charge (cents). */
    advertised_price_breakdown: advertised?.lines ?? [],
    delivery_charge: v.deliveryCharge,
    exterior_color: facts.exterior_color,
    exterior_color_hex: `#${v.exteriorColorHex}`,
    interior_color: facts.interior_color,
    features: facts.features,
    arrival_date: v.arrivalDate,
    spin_car_url: dealer.settings.spin_car_enabled && v.spinCarUrl ? v.spinCarUrl : null,
    primary_image: primary,
    images,
    /** No exterior photo set: the illustrations are stock images, so the storefront shows its disclaimer. */
    exterior: null,
    color_images: primary ? [{ kind: 'E' as const, image: primary, name: facts.exterior_color }] : [],
  };
}
