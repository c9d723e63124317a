import type { DealerRow, VehicleRow } from './db/schema.ts';
import { STOCK_STATUS_ANALYTICS_CODE, type StockStatus } from './db/types.ts';

/** The dealer as the storefront reads it (spec 1 §3). Internal fields (CRM address) are left out. */
export function serializeDealer(d: DealerRow) {
  const { crm_email: _crm, ...settings } = d.settings;
  return {
    id: d.id,
    uid: d.uid,
    code: d.code,
    name: d.name,
    organization: d.organization,
    website: d.website,
    oem: d.oem,
    oem_code: d.oemCode,
    country: d.country,
    province_code: d.provinceCode,
    city: d.city,
    postal_code: d.postalCode,
    full_address: d.fullAddress,
    phone: d.phone,
    email: d.email,
    latitude: d.latitude,
    longitude: d.longitude,
    timezone: d.timezone,
    allowed_languages: d.allowedLanguages,
    ...settings,
    theme_settings: {
      button_cta_color: d.settings.theme.button_cta_color,
      header_background_color: d.settings.theme.header_background_color,
      header_elements_color: d.settings.theme.header_elements_color,
      stylesheet_url: d.settings.stylesheet_url,
    },
  };
}

export function formattedName(v: Pick<VehicleRow, 'year' | 'make' | 'model' | 'trim'>): string {
  return [v.year, v.make, v.model, v.trim].filter((p) => p !== '').join(' ');
}

/** A vehicle as the storefront reads it (spec 1 §3, spec 2 §3). Money in integer cents. */
export function serializeVehicle(v: VehicleRow, dealer: DealerRow) {
  const hideVin = v.stockStatus === 'virtual' && dealer.settings.hide_virtual_vin;
  const primary = v.images[0]?.image ?? dealer.settings.theme.vehicle_placeholder_image;
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
    transmission: v.transmission,
    engine_description: v.engineDescription,
    fuel_type: v.fuelType,
    fuel_economy: v.fuelEconomy,
    vehicle_condition: v.vehicleCondition,
    is_new: v.vehicleCondition === 'new',
    is_used: v.vehicleCondition === 'used',
    is_cpo: v.isCpo,
    is_certified: v.isCpo,
    has_cpo_term: v.isCpo,
    stock_status: v.stockStatus,
    availability_code: STOCK_STATUS_ANALYTICS_CODE[v.stockStatus as StockStatus] ?? null,
    is_reserved: v.stockStatus === 'reserved',
    odometer: v.odometer,
    odometer_unit: dealer.settings.length_unit,
    currency: dealer.settings.currency_unit,
    msrp: v.msrp,
    listing_price: v.listingPrice,
    delivery_charge: v.deliveryCharge,
    exterior_color: v.exteriorColor,
    exterior_color_hex: `#${v.exteriorColorHex}`,
    interior_color: v.interiorColor,
    features: v.features,
    arrival_date: v.arrivalDate,
    spin_car_url: dealer.settings.spin_car_enabled ? v.spinCarUrl : '',
    primary_image: primary,
    images: v.images,
    /** No exterior photo set: the illustrations are stock images, so the storefront shows its disclaimer. */
    exterior: null,
    color_images: [{ color: v.exteriorColor, hex: `#${v.exteriorColorHex}`, image: primary }],
  };
}
