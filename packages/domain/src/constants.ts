/**
 * Business constants and limits of the storefront, exactly as the spec gives them
 * (spec 1 §9, spec 2 §9, spec 3 §9). One place for every number; enumerations live beside their
 * schema in `src/schemas/`, except the few the pricing engine needs here.
 *
 * Units: durations in milliseconds, sizes in pixels, money in integer cents unless the name says
 * otherwise (`*_DOLLARS` values are raw feed values in dollars, as the spec states them).
 */

// ---------------------------------------------------------------------------
// Payment frequencies and their factors (spec 2 §5, spec 3 §9)
// ---------------------------------------------------------------------------

/** Payment frequencies, in the order the spec lists them (spec 2 §9). */
export const PAYMENT_FREQUENCIES = ['weekly', 'biweekly', 'monthly', 'semimonthly'] as const;
export type PaymentFrequency = (typeof PAYMENT_FREQUENCIES)[number];

/**
 * Payments per month for each frequency. A monthly-based payment system derives the other
 * frequencies from the monthly payment with these factors: weekly 4.345, biweekly 2.172,
 * semimonthly 2, monthly 1 (spec 2 §5).
 */
export const FREQUENCY_FACTORS: Readonly<Record<PaymentFrequency, number>> = Object.freeze({
  weekly: 4.345,
  biweekly: 2.172,
  monthly: 1,
  semimonthly: 2,
});

/** Payment types (spec 2 §9). */
export const PAYMENT_TYPES = ['cash', 'finance', 'lease'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

// ---------------------------------------------------------------------------
// Prices (spec 2 §5, spec 3 §5 and §9)
// ---------------------------------------------------------------------------

/**
 * Raw feed price values treated as "no price": null, empty string, 0, 999998 and 999999
 * (dollars, as the feed sends them). Use `isSentinelPrice` from `src/money.ts` to test a value.
 */
export const SENTINEL_PRICES = Object.freeze([null, '', 0, 999998, 999999] as const);
export type SentinelPrice = (typeof SENTINEL_PRICES)[number];

/** Maximum price, 999999.99 dollars (spec 2 §5, spec 3 §9). */
export const MAX_PRICE_DOLLARS = 999999.99;
/** Maximum price in integer cents. */
export const MAX_PRICE_CENTS = 99_999_999;

/** Default caps per payment type, in dollars: cash 70000, finance and lease 1000 (spec 2 §5). */
export const DEFAULT_CAPS_DOLLARS: Readonly<Record<PaymentType, number>> = Object.freeze({
  cash: 70000,
  finance: 1000,
  lease: 1000,
});
/** Default caps per payment type in integer cents. */
export const DEFAULT_CAPS_CENTS: Readonly<Record<PaymentType, number>> = Object.freeze({
  cash: 7_000_000,
  finance: 100_000,
  lease: 100_000,
});

/** Default loan term in months when none is given (spec 2 §5). */
export const DEFAULT_TERM_MONTHS = 12;

/**
 * The most a deal takes of what is still owed on a trade-in beyond its value (negative equity),
 * cents, where the dealer has set no limit of its own: $10,000, about what lenders roll into a new
 * loan on a mainstream vehicle. Beyond it the pricing refuses the amount owing.
 */
export const DEFAULT_MAX_NEGATIVE_EQUITY_CENTS = 1_000_000;

/** Superscript that marks a post-tax item (spec 1 §3, spec 2 §9). */
export const POST_TAX_SUPERSCRIPT = '^';

/** Numeric limits of the analytics layer whose meaning the spec does not show (spec 3 §9). */
export const ANALYTICS_NUMERIC_LIMITS = Object.freeze([280, 416, 500000, 4000] as const);

// ---------------------------------------------------------------------------
// HTTP (spec 1 §7 and §9)
// ---------------------------------------------------------------------------

export const HTTP_TIMEOUT_MS = 15000;
export const HTTP_RETRIES = 3;
export const HTTP_RETRY_DELAY_MS = 3000;
/** Image uploads have no timeout (spec 2 §9, spec 3 §7). */
export const IMAGE_UPLOAD_TIMEOUT_MS: false = false;
export const CHUNK_LOAD_TIMEOUT_MS = 120000;
/** Safe methods that also retry on status 500 to 599. */
export const HTTP_SAFE_METHODS = Object.freeze(['GET', 'HEAD', 'OPTIONS'] as const);
export const HTTP_RETRY_STATUS_MIN = 500;
export const HTTP_RETRY_STATUS_MAX = 599;
/** A 30000 ms timeout constant of the analytics layer (spec 3 §9). */
export const ANALYTICS_TIMEOUT_MS = 30000;
/** Error texts are sliced to this many characters (spec 1 §8). */
export const ERROR_TEXT_MAX_LENGTH = 2000;
/** HTTP statuses named by the spec (spec 1 §8, spec 2 §8). */
export const HTTP_STATUSES = Object.freeze({
  OK: 200,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  PRECONDITION_FAILED: 412,
  REENTRY: 440,
  SERVER_ERROR: 500,
  BAD_GATEWAY: 502,
} as const);

// ---------------------------------------------------------------------------
// Debounces and polling (spec 1 §9, spec 2 §9, spec 3 §9)
// ---------------------------------------------------------------------------

export const ORDER_UPDATE_DEBOUNCE_MS = 1500;
export const PROTECTION_PAYMENT_UPDATE_DEBOUNCE_MS = 1000;
export const PRICING_REFRESH_DEBOUNCE_MS = 500;
export const PRAQ_DIFFERENCE_DEBOUNCE_MS = 500;
export const PHOTO_POLL_INTERVAL_MS = 3000;
/** The support survey script loads after this delay and sets a 'bothered' cookie until 2035. */
export const SUPPORT_SURVEY_DELAY_MS = 5000;
export const SUPPORT_SURVEY_COOKIE_UNTIL_YEAR = 2035;

// ---------------------------------------------------------------------------
// Toasts (spec 1 §9, spec 2 §9, spec 3 §9)
// ---------------------------------------------------------------------------

export const TOAST_DURATION_MS = Object.freeze({
  /** Network, 401, 403, 404, API errors, resend info, vw_idk_error, timeouts. */
  LONG: 5000,
  /** Payment errors. */
  PAYMENT: 3500,
  /** Trade-in, re-entry send, postal code. */
  SHORT: 2500,
} as const);
/** Toast that stays open until dismissed with its X. */
export const TOAST_STICKY: null = null;
export const TOAST_FADE_OUT_MS = 100;
/** Label of the button on a manual toast. */
export const MANUAL_TOAST_BUTTON_LABEL = 'ok thanks';

// ---------------------------------------------------------------------------
// Animation (spec 1 §9, spec 2 §2)
// ---------------------------------------------------------------------------

export const PAYMENT_ANIMATION = Object.freeze({
  NEW_VALUE_DELAY_MS: 500,
  DIFFERENCE_HIGHLIGHT_MS: 2000,
  DIFFERENCE_TEXT_CLEAR_MS: 3500,
} as const);
export const CAROUSEL_EDGE_RESISTANCE = 20;

// ---------------------------------------------------------------------------
// Layout (spec 1 §2 and §9)
// ---------------------------------------------------------------------------

export const BREAKPOINTS = Object.freeze({ xs: 380, sm: 768, md: 992, lg: 1200, xlg: 1367 } as const);
export type BreakpointName = keyof typeof BREAKPOINTS;
/** Default viewport breakpoint reported by analytics (spec 3 §9). */
export const DEFAULT_VIEWPORT_BREAKPOINT = 1367;
export const HEADER_HEIGHT_MOBILE_PX = 80;
export const HEADER_HEIGHT_PX = 110;
export const HEADER_EXTRA_PADDING_PX = 25;
export const THEME_LIGHTNESS_LIMITS = Object.freeze({ min: 15, max: 95 } as const);
export const THEME_STEP_FACTORS = Object.freeze([0.35, 0.6] as const);
export const STEP_VALUES = Object.freeze({ ONE: 1, TWO: 2 } as const);

// ---------------------------------------------------------------------------
// Lengths (spec 1 §9, spec 3 §9)
// ---------------------------------------------------------------------------

export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 30;
export const COMPANY_MIN_LENGTH = 2;
export const VIN_LENGTH = 17;
export const REENTRY_CODE_LENGTH = 6;
export const ZIP_LENGTH = 5;
export const ZIP_PLUS4_LENGTH = 9;
export const POSTAL_CODE_LENGTH = 7;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const RATING_GOOD_FROM = 4;
export const PRAQ_MAX_QUOTES = 3;
/** Years below which the previous address or employment is needed (spec 3 §5). */
export const PREVIOUS_HISTORY_YEARS = 2;
/** A quote-expiry helper gives a date this many days ahead (spec 2 §5). */
export const QUOTE_EXPIRY_DEFAULT_DAYS = 10;
/** Trade-in ownership is reported only when trade-in data has at least this many keys (spec 3 §5). */
export const TRADE_IN_OWNERSHIP_MIN_KEYS = 4;
export const TRADE_IN_STEP_START = 0;
export const ADDON_FIRST_PAGE = 1;

// ---------------------------------------------------------------------------
// Keys and masks (spec 1 §9, spec 3 §5)
// ---------------------------------------------------------------------------

export const KEY_CODES = Object.freeze({ BACKSPACE: 8, ESCAPE: 27 } as const);
export const MOUSE_BACK_BUTTON = 3;
export const PHONE_MASK_CA = '(###) ###-####';
export const PHONE_MASK_US = '###-###-####';
/** Default phone mask (the CA one). */
export const PHONE_MASK_DEFAULT = PHONE_MASK_CA;
/** Postal-code masks: `A` letter, `#` digit. */
export const POSTAL_CODE_MASK_CA = 'A#A #A#';
export const POSTAL_CODE_MASK_US = '#####';

// ---------------------------------------------------------------------------
// Locales and dates (spec 1 §1 and §9, spec 3 §9)
// ---------------------------------------------------------------------------

export const LOCALES = ['en-US', 'en-CA', 'fr-CA'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-US';
export const FALLBACK_LOCALE: Locale = 'en-CA';
/** Underscore spellings used by message files (spec 3 §9). */
export const LOCALE_KEYS = ['en_CA', 'en_US', 'fr_CA'] as const;
export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEVICE_TYPES = ['Mobile', 'Desktop'] as const;
/** Product date format. */
export const DATE_FORMAT = 'MM/DD/YYYY';
/** Default format of the valid_date rule. */
export const VALID_DATE_DEFAULT_FORMAT = 'YYYY-MM-DD';
/** Currency of the offline currency filter. */
export const OFFLINE_CURRENCY = 'CAD';

/** Campaign query keys captured and kept (spec 1 §4, spec 2 §4). */
export const CAMPAIGN_QUERY_KEYS = Object.freeze([
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
] as const);
/** Query values carried across navigations. */
export const CARRIED_QUERY_KEYS = Object.freeze(['refurl', 'adid'] as const);
/** Dealer code route prefix: 3 or more letters, digits or underscore. */
export const DEALER_CODE_PATTERN = /^[A-Za-z0-9_]{3,}$/;
