/** `pnpm --filter @storefront/server seed`: applies migrations and loads the demo data (PostgreSQL or PGlite). */
import { loadConfig } from '../config.ts';
import { seedDemoData } from '../seed/seed.ts';
import { openDatabase } from './client.ts';

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  const result = await seedDemoData(database.db);
  if (result) console.log(`Seeded ${database.kind}:`, result);
  else console.log(`The ${database.kind} database already has dealers; nothing seeded.`);
} finally {
  await database.close();
}
