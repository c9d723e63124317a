import type { TradeInCatalogueVehicle } from '@storefront/domain';

/**
 * A catalogue vehicle read back from the shopper's storage (not trusted): the vehicle when every field
 * has its type, else none. The trade-in drafts of every flow keep their vehicle this way.
 */
export function storedCatalogueVehicle(stored: unknown): TradeInCatalogueVehicle | null {
  const v = stored as Partial<TradeInCatalogueVehicle> | null | undefined;
  return v &&
    typeof v.vid === 'string' &&
    typeof v.year === 'number' &&
    typeof v.make === 'string' &&
    typeof v.model === 'string' &&
    typeof v.trim === 'string'
    ? { vid: v.vid, year: v.year, make: v.make, model: v.model, trim: v.trim }
    : null;
}
