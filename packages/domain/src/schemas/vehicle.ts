import { z } from 'zod';
import { STOCK_STATUSES } from '../vocabulary/vehicle.ts';
import { centsSchema, idSchema, paymentFrequencySchema } from './common.ts';

export {
  STOCK_STATUS_CODE_BY_STATUS,
  STOCK_STATUS_CODES,
  STOCK_STATUSES,
  type StockStatus,
  type StockStatusCode,
} from '../vocabulary/vehicle.ts';
export const stockStatusSchema = z.enum(STOCK_STATUSES);

/** Vehicle fuel_type values (spec 3 §9). */
export const VEHICLE_FUEL_TYPES = ['ev', 'diesel', 'gasoline', 'hybrid', 'phev'] as const;
export type VehicleFuelType = (typeof VEHICLE_FUEL_TYPES)[number];
/** Fuel type labels (spec 3 §9). */
export const FUEL_TYPE_LABELS = ['Diesel', 'Gasoline', 'Electric', 'Hybrid', 'Plug-in Hybrid'] as const;
export const FUEL_TYPE_LABEL_BY_VALUE: Readonly<Record<VehicleFuelType, (typeof FUEL_TYPE_LABELS)[number]>> =
  Object.freeze({
    ev: 'Electric',
    diesel: 'Diesel',
    gasoline: 'Gasoline',
    hybrid: 'Hybrid',
    phev: 'Plug-in Hybrid',
  });

/** Vehicle conditions; the vehicle-condition filter adds `all` (spec 2 §3). */
export const VEHICLE_CONDITIONS = ['new', 'used'] as const;
export type VehicleCondition = (typeof VEHICLE_CONDITIONS)[number];
export const VEHICLE_CONDITION_FILTERS = ['all', 'new', 'used'] as const;
export type VehicleConditionFilter = (typeof VEHICLE_CONDITION_FILTERS)[number];
/** Inventory filter labels (spec 3 §9). */
export const INVENTORY_FILTER_LABELS = ['All', 'All New', 'All Used'] as const;

/** Colour kinds: I interior, E exterior (spec 2 §9). */
export const COLOUR_KINDS = ['I', 'E'] as const;
export type ColourKind = (typeof COLOUR_KINDS)[number];

/** What a vehicle picture is: the dealer's photo, or a picture the storefront generated. */
export const VEHICLE_IMAGE_KINDS = ['photo', 'illustration'] as const;
export type VehicleImageKind = (typeof VEHICLE_IMAGE_KINDS)[number];

/**
 * A vehicle picture: its URL, where it comes from, whether it is a photo or an illustration, the view
 * it shows (illustrations: `side`, `front-three-quarter`, `rear-three-quarter`, `interior`, `wheel`)
 * and its alt text in the answer's language.
 */
export const vehicleImageSchema = z.object({
  image: z.url(),
  source: z.string(),
  kind: z.enum(VEHICLE_IMAGE_KINDS).optional(),
  view: z.string().optional(),
  alt: z.string().optional(),
  /** A dealer photo's sizes as its feed offers them (`url 480w, …`), for `<img srcset>`; absent for one URL. */
  srcset: z.string().optional(),
});
export type VehicleImage = z.infer<typeof vehicleImageSchema>;

export const colorImageSchema = z.object({
  kind: z.enum(COLOUR_KINDS),
  image: z.url(),
  name: z.string().optional(),
});

/** A list card's finance payment and its disclosure (`vehicleSchema.list_payment`). Money in cents. */
export const listPaymentSchema = z.object({
  payment: centsSchema,
  frequency: paymentFrequencySchema,
  term: z.number().int().positive(),
  /** Annual percentage rate, in percent. */
  rate: z.number().nonnegative(),
  /** Whether the taxes are in the payment (financed). */
  include_tax: z.boolean(),
  amount_financed: centsSchema,
  cost_of_borrowing: centsSchema,
  total_of_payments: centsSchema,
  number_of_payments: z.number().int().positive(),
});
export type ListPayment = z.infer<typeof listPaymentSchema>;

/** Vehicle (spec 1 §3, spec 2 §3). Money fields are integer cents. */
export const vehicleSchema = z.object({
  id: idSchema,
  uid: z.string(),
  make: z.string(),
  model: z.string(),
  model_fr: z.string().nullable().optional(),
  model_code: z.string().nullable().optional(),
  year: z.number().int().min(1900).max(2100),
  trim: z.string().nullable().optional(),
  transmission: z.string().nullable().optional(),
  engine_description: z.string().nullable().optional(),
  vehicle_condition: z.enum(VEHICLE_CONDITIONS),
  is_new: z.boolean(),
  is_used: z.boolean(),
  is_cpo: z.boolean(),
  is_certified: z.boolean(),
  stock_number: z.string().nullable().optional(),
  /** Unknown values are tolerated here: the badge logs them and shows nothing (spec 1 §4). */
  stock_status: z.string(),
  vin: z.string().nullable().optional(),
  odometer: z.number().int().nonnegative().nullable().optional(),
  listing_price: centsSchema.nullable(),
  delivery_charge: centsSchema.nullable().optional(),
  fuel_type: z.enum(VEHICLE_FUEL_TYPES).nullable().optional(),
  spin_car_url: z.string().nullable().optional(),
  exterior_color: z.string().nullable().optional(),
  interior_color: z.string().nullable().optional(),
  body_type: z.string().nullable().optional(),
  /** The vehicle's features (equipment), in the page's language. */
  features: z.array(z.string()).optional(),
  arrival_date: z.string().nullable().optional(),
  formatted_name: z.string(),
  primary_image: z.url().nullable().optional(),
  images: z.array(vehicleImageSchema),
  exterior: z.string().nullable().optional(),
  color_images: z.array(colorImageSchema).optional(),
  /** Set on the vehicle when it is reserved (spec 2 §3). */
  is_reserved: z.boolean().optional(),
  msrp: centsSchema.nullable().optional(),
  /** The headline price: the listing price with every mandatory charge (before taxes and licensing). */
  advertised_price: centsSchema.nullable().optional(),
  /** What the advertised price is made of: the vehicle, then each mandatory charge (cents). */
  advertised_price_breakdown: z
    .array(z.object({ code: z.string(), name: z.string(), value: centsSchema }))
    .optional(),
  /**
   * In the list only: the finance payment the vehicle page first shows a shopper who has chosen
   * nothing (the dealer's default term, frequency, rate and taxes, no down payment), with its
   * cost-of-credit disclosure; null where that page shows none (pricing locked, no finance, no price).
   */
  list_payment: listPaymentSchema.nullable().optional(),
});
export type Vehicle = z.infer<typeof vehicleSchema>;
/** A vehicle as the wire carries it (fields with a default may be absent). */
export type VehicleInput = z.input<typeof vehicleSchema>;

/**
 * GET /api/customer/inventory/simple/: a page of the dealer's vehicles (the list). `next` and
 * `previous` are the neighbouring pages' paths (null at an end, and with `offset`).
 */
export const vehiclePageSchema = z.object({
  count: z.number().int().nonnegative(),
  next: z.string().nullable().optional(),
  previous: z.string().nullable().optional(),
  page_size: z.number().int().positive().optional(),
  results: z.array(vehicleSchema),
});
export type VehiclePage = z.input<typeof vehiclePageSchema>;
