/** Vehicles by id for the modules that take a vehicle in a body (orders, PRAQ, leads). */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { readCache } from '../../db/read-cache.ts';
import { type VehicleRow, vehicles } from '../../db/schema.ts';
import type { AppContext } from '../../http/env.ts';
import { HttpError } from '../../http/helpers.ts';

const VEHICLE_TTL_MS = 2000;

/**
 * A vehicle by id, cached per process for a short time (read cache `vehicles`; feed and stock
 * changes show within two seconds on every process, at once in this one after `invalidateReadCaches`).
 */
export function vehicleById(db: Db, id: number): Promise<VehicleRow | null> {
  return readCache<number, VehicleRow | null>(db, 'vehicles', VEHICLE_TTL_MS).get(id, async () => {
    const [row] = await db.select().from(vehicles).where(eq(vehicles.id, id)).limit(1);
    return row ?? null;
  });
}

/** The dealer's vehicle by id; a vehicle of another dealer does not exist here (400 on the field). */
export async function dealerVehicle(
  db: Db,
  c: AppContext,
  id: number,
  field = 'vehicle',
): Promise<VehicleRow> {
  const row = await vehicleById(db, id);
  if (!row || row.dealerId !== c.get('dealer').id) {
    throw new HttpError(400, { [field]: ['This vehicle does not exist.'] });
  }
  return row;
}
