import { type TradeInCatalogueVehicle, tradeInCatalogueVehicleSchema } from '@storefront/domain';

/**
 * A catalogue vehicle read back from the shopper's storage (not trusted): the domain's schema decides
 * (its fields only, a whole model year), else none. The trade-in drafts of every flow keep their
 * vehicle this way. The schema's zod is already in the trade-in chunks (their domain imports bring
 * it), never in the first load: this module is the flows' only.
 */
export function storedCatalogueVehicle(stored: unknown): TradeInCatalogueVehicle | null {
  const read = tradeInCatalogueVehicleSchema.safeParse(stored);
  return read.success ? read.data : null;
}
