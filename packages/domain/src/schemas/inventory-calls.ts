/**
 * The vehicle list's query (`GET /api/customer/inventory/simple/` and its facets) as the server parses
 * it. A module of its own: the storefront's bundle, which loads search.ts, does not carry it.
 */
import { z } from 'zod';
import { STOCK_STATUSES } from '../vocabulary/vehicle.ts';
import { queryIntSchema } from './query.ts';

/** The largest page of the vehicle list (`page_size`, `limit`). */
export const INVENTORY_MAX_PAGE_SIZE = 100;

/** The vehicle list's sort keys (`price` is the shown, advertised price). */
export const INVENTORY_SORT_KEYS = [
  'price',
  'listing_price',
  'year',
  'odometer',
  'arrival_date',
  'make',
  'id',
] as const;
export type InventorySortKey = (typeof INVENTORY_SORT_KEYS)[number];

const int = queryIntSchema;

const yearRange = z
  .string()
  .regex(/^(\d{4})?(-(\d{4})?)?$/, 'Use a year (2024) or a range (2020-2024).')
  .transform((v) => {
    const [from, to] = v.includes('-') ? v.split('-') : [v, v];
    return { from: from ? Number(from) : undefined, to: to ? Number(to) : undefined };
  });

const moneyRange = z
  .string()
  .regex(/^(\d{1,7})?-(\d{1,7})?$|^\d{1,7}$/, 'Use a range in dollars, like 20000-35000.')
  .transform((v) => {
    const [from, to] = v.includes('-') ? v.split('-') : ['', v];
    return { from: from ? Number(from) * 100 : undefined, to: to ? Number(to) * 100 : undefined };
  });

/** A sort key of the list, `-` first for descending (`-price`). */
const inventorySort = z
  .string()
  .refine(
    (v) => (INVENTORY_SORT_KEYS as readonly string[]).includes(v.replace(/^-/, '')),
    'Unknown sort key.',
  )
  .transform((v) => ({ key: v.replace(/^-/, '') as InventorySortKey, desc: v.startsWith('-') }));

const first = <T extends z.ZodType>(schema: T) => schema.optional();
const list = z.array(z.string().max(100)).max(50);

/** Query of GET /api/customer/inventory/simple/. Spec filter keys in camelCase, snake_case aliases accepted. */
export const inventoryQuerySchema = z.object({
  page: first(int(1, 100000)),
  page_size: first(int(1, INVENTORY_MAX_PAGE_SIZE)),
  limit: first(int(1, INVENTORY_MAX_PAGE_SIZE)),
  offset: first(int(0, 10_000_000)),
  condition: z
    .array(z.enum(['new', 'used', 'cpo', 'all']))
    .max(4)
    .optional(),
  make: list.optional(),
  model: list.optional(),
  trim: list.optional(),
  bodyType: list.optional(),
  body_type: list.optional(),
  drivetrain: list.optional(),
  transmission: list.optional(),
  fuelType: list.optional(),
  fuel_type: list.optional(),
  exteriorColor: list.optional(),
  exterior_color: list.optional(),
  interiorColor: list.optional(),
  interior_color: list.optional(),
  features: list.optional(),
  stock_status: z.array(z.enum(STOCK_STATUSES)).max(50).optional(),
  stockType: z.array(z.enum(STOCK_STATUSES)).max(50).optional(),
  modelYear: first(yearRange),
  model_year: first(yearRange),
  minYear: first(int(1900, 2100)),
  maxYear: first(int(1900, 2100)),
  budget: first(moneyRange),
  min_price: first(int(0, 1_000_000_000)),
  max_price: first(int(0, 1_000_000_000)),
  search: first(z.string().max(100)),
  q: first(z.string().max(100)),
  sort: first(inventorySort),
  ordering: first(inventorySort),
});
export type InventoryQuery = z.output<typeof inventoryQuerySchema>;
