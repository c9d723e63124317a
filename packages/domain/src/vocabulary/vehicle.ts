// Vehicle vocabulary without validation code: rules and UI import these constants without pulling
// zod into their bundles (the schema module re-exports them).

/** Vehicle stock_status values (spec 3 §9; spec 1 §4 spells the last one "as-is"). */
export const STOCK_STATUSES = [
  'demo',
  'in stock',
  'pending',
  'sold',
  'in transit',
  'reserved',
  'unavailable',
  'virtual',
  'as is',
] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];

/** Availability codes reported to analytics (spec 2 §9, spec 3 §9). */
export const STOCK_STATUS_CODES = ['I', 'T', 'D', 'P', 'S', 'V', 'R', 'U', 'As-is'] as const;
export type StockStatusCode = (typeof STOCK_STATUS_CODES)[number];
/** Mapping from stock_status to its availability code. */
export const STOCK_STATUS_CODE_BY_STATUS: Readonly<Record<StockStatus, StockStatusCode>> = Object.freeze({
  'in stock': 'I',
  'in transit': 'T',
  demo: 'D',
  pending: 'P',
  sold: 'S',
  virtual: 'V',
  reserved: 'R',
  unavailable: 'U',
  'as is': 'As-is',
});
