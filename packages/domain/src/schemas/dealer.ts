import { z } from 'zod';
import { type DEVICE_TYPES, PAYMENT_TYPES } from '../constants.ts';
import { countrySchema, idSchema, languageSchema, localeSchema, localizedTextSchema } from './common.ts';
import { VEHICLE_CONDITIONS } from './vehicle.ts';

/** Flow types: checkout (linear), modular (non-linear), transactional (legacy) (spec 2 §3, spec 3 §9). */
export const FLOW_TYPES = ['checkout', 'modular', 'transactional'] as const;
export type FlowType = (typeof FLOW_TYPES)[number];
export const flowTypeSchema = z.enum(FLOW_TYPES);

/**
 * Dealer payment systems (spec 2 §3): three values; MS maps to pricing-stack version 1, the others
 * to version 2; PC is the one whose incentives are PUT on the order. The third code is not shown:
 * we call it SF (the storefront's own engine).
 */
export const PAYMENT_SYSTEMS = ['MS', 'PC', 'SF'] as const;
export type PaymentSystem = (typeof PAYMENT_SYSTEMS)[number];
export const paymentSystemSchema = z.enum(PAYMENT_SYSTEMS);
export const PRICING_STACK_VERSIONS = [1, 2] as const;
export type PricingStackVersion = (typeof PRICING_STACK_VERSIONS)[number];

/**
 * Credit-application systems (spec 3 §3): a deal API, two credit-bureau systems, a routing system,
 * a manufacturer finance system (VW) and NULL (none). Codes other than VW and NULL are not shown.
 */
export const CREDIT_APPLICATION_SYSTEMS = [
  'DEAL_API',
  'EQUIFAX',
  'TRANSUNION',
  'ROUTEONE',
  'VW',
  'NULL',
] as const;
export type CreditApplicationSystem = (typeof CREDIT_APPLICATION_SYSTEMS)[number];
export const creditApplicationSystemSchema = z.enum(CREDIT_APPLICATION_SYSTEMS);

/** Trade-in systems: CBB and a trade-pending provider; any other value is an error (spec 3 §3). */
export const TRADE_IN_SYSTEMS = ['CBB', 'TRADEPENDING'] as const;
export type TradeInSystem = (typeof TRADE_IN_SYSTEMS)[number];

/** Live-chat providers (spec 1 §7, spec 2 §9). */
export const CHAT_PROVIDERS = [
  'LIVEPERSON',
  'CONTACT_AT_ONCE',
  'GUBAGOO',
  'RAPID_RTC',
  'SYNERGY',
  'VCUS',
] as const;
export type ChatProvider = (typeof CHAT_PROVIDERS)[number];

/** Country feature flags (spec 2 §9, spec 3 §9): in a module without zod, see there. */
export { COUNTRY_FEATURES } from './country-features.ts';

/** Bounce-recovery rule values (spec 1 §3 and §4); every attribute may be 'any'. */
export const BOUNCE_RULE_ANY = 'any';
export const BOUNCE_RULE_LAYOUTS = ['any', 'mobile', 'desktop'] as const;
export const BOUNCE_RULE_ORDER_IN_PROGRESS = ['any', 'yes', 'no'] as const;
export const BOUNCE_RULE_SESSION_STATES = ['any', 'new', 'returning', 'authenticated'] as const;
export type BounceRuleSessionState = Exclude<(typeof BOUNCE_RULE_SESSION_STATES)[number], 'any'>;

export const bounceRecoveryRuleSchema = z.object({
  language: z.string(),
  layout: z.enum(BOUNCE_RULE_LAYOUTS),
  order_in_progress: z.enum(BOUNCE_RULE_ORDER_IN_PROGRESS),
  session_state: z.enum(BOUNCE_RULE_SESSION_STATES),
  vehicle_condition: z.enum(['any', ...VEHICLE_CONDITIONS]),
  url: z.url(),
});
export type BounceRecoveryRule = z.infer<typeof bounceRecoveryRuleSchema>;

/** Disclaimer (spec 1 §3): superscript, value by language key, display flags. */
export const disclaimerSchema = z.object({
  superscript: z.string(),
  value: localizedTextSchema,
  hide_number_near_text: z.boolean().default(false),
  is_expanded: z.boolean().default(false),
});
export type Disclaimer = z.infer<typeof disclaimerSchema>;

export const disclaimerPackageSchema = z.object({
  types: z.array(z.object({ disclaimer_type: z.string(), disclaimer_superscript: z.string() })),
  disclaimers: z.array(disclaimerSchema).optional(),
  /** Pricing disclaimers may be restricted to the vehicle page (spec 1 §9). */
  pricing_disclaimers_vehicle_page_only: z.boolean().optional(),
});
export type DisclaimerPackage = z.infer<typeof disclaimerPackageSchema>;

/** Theme settings (spec 1 §3). Colours are CSS hex strings. */
export const hexColourSchema = z.string().regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/);
export const themeSettingsSchema = z.object({
  button_cta_color: hexColourSchema,
  header_background_color: hexColourSchema,
  header_elements_color: hexColourSchema,
  stylesheet_url: z.url().nullable().optional(),
});
export type ThemeSettings = z.infer<typeof themeSettingsSchema>;

/** Dealer theme block (spec 1 §3); custom_footer_{lang} per language. */
export const dealerThemeSchema = z.object({
  logo: z.url().nullable().optional(),
  secondary_logo: z.url().nullable().optional(),
  custom_footer_en: z.string().nullable().optional(),
  custom_footer_fr: z.string().nullable().optional(),
  use_alternative_color_for_header_cta: z.boolean().default(false),
  vehicle_placeholder_image: z.url().nullable().optional(),
  button_cta_color: hexColourSchema.optional(),
  header_background_color: hexColourSchema.optional(),
  header_elements_color: hexColourSchema.optional(),
});
export type DealerTheme = z.infer<typeof dealerThemeSchema>;

/** Add-on filter options (spec 2 §3). */
export const addonFilterOptionsSchema = z.object({
  pagination_enabled: z.boolean(),
  accessory_category_filter: z.boolean(),
  accessory_origin_filter: z.boolean(),
  protection_origin_filter: z.boolean(),
  accessory_page_size: z.number().int().positive(),
  protection_page_size: z.number().int().positive(),
});
export type AddonFilterOptions = z.infer<typeof addonFilterOptionsSchema>;

const optionalUrl = z.url().nullable().optional();

/** Dealer with every setting of spec 1 §3, spec 2 §3 and spec 3 §3. */
export const dealerSchema = z.object({
  id: idSchema.optional(),
  uid: z.string(),
  /** The dealer code of the storefront's URLs (`maple_motors`). */
  code: z.string().optional(),
  name: z.string(),
  organization: z.string().nullable().optional(),
  website: optionalUrl,
  oem: z.string().nullable().optional(),
  oem_code: z.string().nullable().optional(),
  country: countrySchema,
  province_code: z.string(),
  postal_code: z.string(),
  full_address: z.string().nullable().optional(),
  city: z.string().nullable().optional(),
  phone: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  allowed_languages: z.array(languageSchema).min(1),
  locales: z.array(localeSchema).optional(),
  custom_copy: z.record(z.string(), localizedTextSchema).optional(),
  theme: dealerThemeSchema,
  stylesheet_url: optionalUrl,
  organization_stylesheet_url: optionalUrl,
  privacy_policy: optionalUrl,
  terms_and_conditions_link: optionalUrl,
  contact_button_title: z.string().nullable().optional(),
  show_contact_button_transactional: z.boolean().default(true),
  show_dealership_address_in_header: z.boolean().default(false),
  show_vehicle_list: z.boolean().default(false),
  compulsory_login: z.boolean().default(false),
  mandatory_names: z.boolean().default(false),
  enable_phone_auth: z.boolean().default(false),
  mandatory_phone_auth: z.boolean().default(false),
  enable_customer_preferred_method_of_contact: z.boolean().default(false),
  vdp_flow: flowTypeSchema,
  enable_tbyb: z.boolean().default(false),
  enable_volkswagen_id: z.boolean().default(false),
  /**
   * The dealer's OEM identity login (issue 23), or null: the `{provider}` of `/oauth/login/{provider}/`
   * and the provider's name in the request's language ("Sign in with {name}").
   */
  identity_login: z.object({ provider: z.string(), name: z.string() }).nullable().default(null),
  has_crm_enabled: z.boolean().default(false),
  has_multi_dealerships: z.boolean().default(false),
  customer_messaging: z.enum(CHAT_PROVIDERS).nullable().optional(),
  credit_application_system: creditApplicationSystemSchema,
  is_credit_application_gender_enc_optional: z.boolean().default(false),
  mandatory_ssn: z.boolean().default(false),
  mandatory_secondary_phone: z.boolean().default(false),
  spin_car_enabled: z.boolean().default(false),
  use_postal_code: z.boolean().default(false),
  display_unsupported_browser_message: z.boolean().default(false),
  oem_mitz_third_party_header: z.boolean().default(false),
  disclosure_pricing_footer: z.string().nullable().optional(),
  disclosure_payment_step: z.string().nullable().optional(),
  disclosure_tokenization: z.boolean().default(false),
  deposit_terms: z.string().nullable().optional(),
  dealer_ga_key: z.string().nullable().optional(),
  dealer_ga4_keys: z.array(z.string()).default([]),
  enable_default_google_analytics: z.boolean().default(false),
  financing_default_payment_type: z.enum(PAYMENT_TYPES),
  trade_in_system: z.enum(TRADE_IN_SYSTEMS),
  trade_in_system_variant: z.string().nullable().optional(),
  bounce_recovery_rules: z.array(bounceRecoveryRuleSchema).default([]),
  default_custom_bounce_recovery_url: optionalUrl,
  bounce_recovery_width: z.number().int().positive().nullable().optional(),
  bounce_recovery_height: z.number().int().positive().nullable().optional(),
  enable_bounce_recovery: z.boolean().default(false),
  enable_custom_bounce_recovery: z.boolean().default(false),
  hide_virtual_vin: z.boolean().default(false),
  showroom_logo_redirect: optionalUrl,
  new_cars_link: optionalUrl,
  used_cars_link: optionalUrl,
  payment_system: paymentSystemSchema.nullable().optional(),
  disclaimer_package: disclaimerPackageSchema.optional(),
  addon_filter_options: addonFilterOptionsSchema.optional(),
  incentives_enabled: z.boolean().default(false),
  deposit: z.boolean().default(false),
  currency_unit: z.enum(['CAD', 'USD']).optional(),
  length_unit: z.enum(['km', 'mi']).optional(),
});
export type Dealer = z.infer<typeof dealerSchema>;
export type DealerInput = z.input<typeof dealerSchema>;

/** Device types used for logos and bounce rules (spec 1 §9). */
export type DeviceType = (typeof DEVICE_TYPES)[number];

/** Ad tile (spec 1 §3). */
export const adTileSchema = z.object({
  name: z.string(),
  position_model: z.number().int().nullable(),
  position_trim: z.number().int().nullable(),
  position_inventory: z.number().int().nullable(),
  template_title_content: z.string(),
  template_cta_label: z.string(),
});
export type AdTile = z.infer<typeof adTileSchema>;

/** Province (spec 2 §3). */
export const provinceSchema = z.object({ code: z.string(), province_name: z.string() });
export type Province = z.infer<typeof provinceSchema>;

/** GET /api/customer/static_data/province/[?country=]: the country's provinces or states, named in the page's language. */
export const provinceListSchema = z.object({ results: z.array(provinceSchema) });
export type ProvinceList = z.infer<typeof provinceListSchema>;

/**
 * GET /api/customer/embedding/: the protocol's version and the dealer's embedding origins (the only
 * parents the storefront talks to); `sign_up`: what the dealer's sign-up requires (the customer's
 * fields, the consents' keys), told to a parent page that signs shoppers in (`auth_required`).
 */
export const embeddingAnswerSchema = z.object({
  version: z.number().int(),
  origins: z.array(z.string()),
  sign_up: z.object({ required: z.array(z.string()), consents: z.array(z.string()) }).optional(),
});
export type EmbeddingAnswer = z.infer<typeof embeddingAnswerSchema>;
