/**
 * Stock badge (spec 1 §4, spec 2 §2): in stock, demo, in transit, sold, as-is, virtual, reserved,
 * pending; CPO and 'is mine' override the others; an unknown value shows no label and is logged;
 * the badge is hidden for reserved and unknown unless CPO.
 */
import { STOCK_STATUSES, type StockStatus } from '../vocabulary/vehicle.ts';

export const STOCK_BADGES = [
  'in_stock',
  'demo',
  'in_transit',
  'sold',
  'as_is',
  'virtual',
  'reserved',
  'pending',
  'unavailable',
  'cpo',
  'is_mine',
] as const;
export type StockBadge = (typeof STOCK_BADGES)[number];

const BADGE_BY_STATUS: Readonly<Record<StockStatus, StockBadge>> = Object.freeze({
  'in stock': 'in_stock',
  demo: 'demo',
  'in transit': 'in_transit',
  sold: 'sold',
  'as is': 'as_is',
  virtual: 'virtual',
  reserved: 'reserved',
  pending: 'pending',
  unavailable: 'unavailable',
});

/** Spellings of the status accepted besides the canonical ones (spec 1 writes "as-is"). */
const ALIASES: Readonly<Record<string, StockStatus>> = Object.freeze({
  'as-is': 'as is',
  instock: 'in stock',
});

export function normalizeStockStatus(value: string | null | undefined): StockStatus | null {
  if (!value) return null;
  const v = value.trim().toLowerCase().replace(/_/g, ' ');
  if ((STOCK_STATUSES as readonly string[]).includes(v)) return v as StockStatus;
  return ALIASES[v] ?? null;
}

export interface StockBadgeResult {
  /** Badge to show, or null for none. Its message id is `stock_badge.<badge>`. */
  readonly badge: StockBadge | null;
  /** True when the status is unknown: log it to the console. */
  readonly logUnknown: boolean;
}

export function stockBadge(input: {
  readonly stock_status: string | null | undefined;
  readonly is_cpo?: boolean | undefined;
  readonly is_mine?: boolean | undefined;
}): StockBadgeResult {
  const status = normalizeStockStatus(input.stock_status);
  const logUnknown = status === null;
  if (input.is_mine) return { badge: 'is_mine', logUnknown };
  if (input.is_cpo) return { badge: 'cpo', logUnknown };
  if (status === null || status === 'reserved') return { badge: null, logUnknown };
  return { badge: BADGE_BY_STATUS[status], logUnknown };
}

/** Message id of a badge. */
export function stockBadgeMessageId(badge: StockBadge): string {
  return `stock_badge.${badge}`;
}
