/** Shapes stored in the database's JSON columns. Enumerations come from @storefront/domain. */

import type { DeliveryOption, DepositFeeMode, Language } from '@storefront/domain';

export {
  LANGUAGES,
  type Language,
  STOCK_STATUS_CODE_BY_STATUS,
  STOCK_STATUSES,
  type StockStatus,
  VEHICLE_CONDITIONS,
  type VehicleCondition,
} from '@storefront/domain';

export interface VehicleImage {
  image: string;
  /** 'feed' for dealer photos, 'stock' for illustrations that do not show the actual vehicle. */
  source: 'feed' | 'stock';
  /**
   * The same photo in other sizes, where the dealer's feed offers them (each URL with its width in
   * pixels): listed as the picture's `srcset`. A feed with one URL a photo has none.
   */
  variants?: { url: string; width: number }[];
}

/**
 * The facts of a vehicle that a feed writes in words, under the API's field names (the make, model,
 * trim and the codes — body type, drivetrain, fuel type — are the same in every language).
 */
export interface VehicleFacts {
  transmission: string;
  engine_description: string;
  exterior_color: string;
  interior_color: string;
  features: string[];
}
export const VEHICLE_FACTS = [
  'transmission',
  'engine_description',
  'exterior_color',
  'interior_color',
  'features',
] as const satisfies readonly (keyof VehicleFacts)[];

/**
 * A vehicle's facts in the dealer's other languages, as its feed gives them (`vehicles.translations`):
 * by language, each fact the feed translates; a missing one is answered in the feed's own words.
 */
export type VehicleTranslations = Partial<Record<Language, Partial<VehicleFacts>>>;

export interface BounceRecoveryRule {
  language: string;
  layout: string;
  order_in_progress: string;
  session_state: string;
  vehicle_condition: string;
  url: string;
}

export interface Disclaimer {
  superscript: string;
  value: Record<string, string>;
  hide_number_near_text: boolean;
  is_expanded: boolean;
}

export interface ConsentConfig {
  /** NO_CONSENT, OPTIONAL_CONSENT or REQUIRED_CONSENT. */
  enabled: 'NO_CONSENT' | 'OPTIONAL_CONSENT' | 'REQUIRED_CONSENT';
  text: Record<string, string>;
}

export interface DealerTheme {
  logo: string;
  secondary_logo: string;
  custom_footer_en: string;
  custom_footer_fr: string;
  use_alternative_color_for_header_cta: boolean;
  vehicle_placeholder_image: string;
  button_cta_color: string;
  header_background_color: string;
  header_elements_color: string;
}

/** Every dealer setting of spec 1 §3 that is not a column of its own. */
export interface DealerSettings {
  locales: string[];
  custom_copy: Record<string, Record<string, string>>;
  theme: DealerTheme;
  stylesheet_url: string;
  organization_stylesheet_url: string;
  /** The appointment page's static map image, a URL template (modules/appointment/static-map.ts); unset: none. */
  static_map_url_template?: string;
  privacy_policy: string;
  terms_and_conditions_link: string;
  /** One text, or one per locale (`fr-CA`) or language (`fr`): the domain's `dealerText` picks it. */
  contact_button_title: string | Record<string, string>;
  show_contact_button_transactional: boolean;
  show_dealership_address_in_header: boolean;
  show_vehicle_list: boolean;
  compulsory_login: boolean;
  mandatory_names: boolean;
  enable_phone_auth: boolean;
  mandatory_phone_auth: boolean;
  enable_customer_preferred_method_of_contact: boolean;
  vdp_flow: 'modular' | 'checkout' | 'transactional';
  enable_tbyb: boolean;
  enable_volkswagen_id: boolean;
  has_crm_enabled: boolean;
  crm_email: string;
  has_multi_dealerships: boolean;
  /** Live-chat provider (CHAT_PROVIDERS of the domain), or null: none loads in the demo. */
  customer_messaging: string | null;
  credit_application_system: string;
  spin_car_enabled: boolean;
  use_postal_code: boolean;
  display_unsupported_browser_message: boolean;
  oem_mitz_third_party_header: boolean;
  /** Texts per language; the API answers the text of the request's language. */
  disclosure_pricing_footer: Record<string, string>;
  disclosure_payment_step: Record<string, string>;
  dealer_ga_key: string;
  dealer_ga4_keys: string[];
  enable_default_google_analytics: boolean;
  financing_default_payment_type: 'cash' | 'finance' | 'lease';
  trade_in_system: string;
  trade_in_system_variant: string;
  bounce_recovery_rules: BounceRecoveryRule[];
  default_custom_bounce_recovery_url: string;
  bounce_recovery_width: number;
  bounce_recovery_height: number;
  enable_bounce_recovery: boolean;
  enable_custom_bounce_recovery: boolean;
  hide_virtual_vin: boolean;
  showroom_logo_redirect: string;
  new_cars_link: string;
  used_cars_link: string;
  payment_system: string;
  incentives_enabled: boolean;
  deposit: boolean;
  /** Deposit amount and cancellation fee in integer cents; hold or capture. */
  deposit_settings: {
    amount: number;
    cancellation_fee: number;
    method: 'hold' | 'capture';
    /** Fee mode (the domain's DEPOSIT_FEE_MODES), processing rate in basis points, fixed fee in cents; none: No Fee. */
    fee_mode?: DepositFeeMode;
    processing_fee_bp?: number;
    fixed_fee?: number;
  };
  disclaimers: Disclaimer[];
  consents: Record<string, ConsentConfig>;
  disclosure_tokenization: boolean;
  deposit_terms: Record<string, string>;
  /**
   * The dealership's address as each language writes it (`fr`: "350, rue King Ouest, Toronto
   * (Ontario)  M5V 2T6"), answered as `full_address` in the page's language; without it, the one
   * stored address in every language.
   */
  full_address?: Record<string, string>;
  mandatory_ssn: boolean;
  mandatory_secondary_phone: boolean;
  is_credit_application_gender_enc_optional: boolean;
  currency_unit: 'CAD' | 'USD';
  length_unit: 'km' | 'mi';
  credit_scores_enabled: boolean;
  hours: Record<string, string>;
  /** Where appointments may be (spec 2 §3): NONE, DEALER_ONLY, DEALER_AND_HOME; none: DEALER_ONLY. */
  appointment_delivery_option?: DeliveryOption;
  // What GET /settings/ answers (spec 1 §7) besides the fields above; absent (a row written before
  // them) answers empty or off.
  /** Address of the dealer's tracking pixel (spec 1 §8 pixel events); '' none. */
  pixel_url?: string;
  experiment_keys?: string[];
  error_reporting_key?: string;
  /** OEM tagging of analytics events. */
  oem_tagging?: boolean;
  /** The automaker participation flag of the analytics layer (spec 3 §4): off, events are dropped. */
  analytics_participation?: boolean;
  /**
   * Whether the shopper's consent is asked before anything that tracks loads or fires: REQUIRED_CONSENT
   * waits for it; NO_CONSENT and OPTIONAL_CONSENT (absent: NO_CONSENT) do not.
   */
  analytics_consent?: ConsentConfig['enabled'];
  /** The classified-ads marketplace the storefront runs in, when it does. */
  marketplace?: DealerMarketplace;
  /** The trade-in valuation service's address and public key ('' none: the embedded sandbox). */
  trade_in_valuation_url?: string;
  trade_in_valuation_key?: string;
}

/**
 * The classified-ads marketplace the dealer is listed on (spec 1 §2 marketplace mode): its name, back
 * link, logos (`logo_fr` for French pages), the contact phone and hours by language (`{en, fr}`; an
 * older row's one text reads in every language), the try-before-you-buy offer and its terms by
 * language, and the listing partners' origins whose frames see prices without a sign-in.
 */
export interface DealerMarketplace {
  enabled: boolean;
  tbyb_enabled?: boolean;
  tbyb_terms?: Record<string, string>;
  url?: string;
  name?: string;
  logo?: string;
  logo_fr?: string;
  phone?: string;
  hours?: string | Record<string, string>;
  listing_partner_origins?: string[];
}

/** A third-party script and the dealer's key there (modules/platform/third-party-scripts.ts). */
export interface ScriptWithKey {
  url: string;
  key: string;
}
/** The dealer's live-chat provider (one of the domain's CHAT_PROVIDERS), its script and account. */
export interface ChatScript {
  provider: string;
  url: string;
  account: string;
}
/** A dealer's third-party scripts (`dealers.third_party_scripts`); null or absent: none of that kind. */
export interface ThirdPartyScripts {
  monitoring?: ScriptWithKey | null;
  experiment?: ScriptWithKey | null;
  chat?: ChatScript | null;
  survey?: { url: string } | null;
}
