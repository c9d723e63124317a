/**
 * Versions of a dealer's storefront settings (issue 22): each change made in the dealer console is a
 * row with the whole settings document as saved (the domain's `storefrontSettingsSchema`), who made
 * it, when, the fields it changed, and the version it restored when it is a rollback. Version 1 of a
 * dealer is the settings as they were before its first change (no one made it).
 */
import { integer, jsonb, pgTable, serial, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, dealerId } from './columns.ts';
import { users } from './schema.ts';

export const settingsVersions = pgTable(
  'settings_versions',
  {
    id: serial('id').primaryKey(),
    dealerId: dealerId(),
    version: integer('version').notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id),
    /** Top-level fields changed against the version before (`theme`, `payment.finance`...). */
    changed: jsonb('changed').$type<string[]>().notNull(),
    document: jsonb('document').$type<Record<string, unknown>>().notNull(),
    restoredFrom: integer('restored_from'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('settings_versions_dealer_version_idx').on(t.dealerId, t.version)],
);

export type SettingsVersionRow = typeof settingsVersions.$inferSelect;
