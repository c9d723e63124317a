/**
 * The OEM identity login (issue 23): each dealer's OpenID Connect provider. A customer's identity
 * (issuer and subject) is on `users` (schema.ts).
 */
import { boolean, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, dealerId, updatedAt } from './columns.ts';

/** The issuer value that names the embedded development provider (`/dev/identity`, DEV_PAGES=1 only). */
export const LOCAL_ISSUER = 'local';

export const identityProviders = pgTable(
  'identity_providers',
  {
    id: serial('id').primaryKey(),
    dealerId: dealerId(),
    /** The `{provider}` of `/oauth/login/{provider}/`: lower-case letters, digits, `-`. */
    key: text('key').notNull(),
    /** The issuer URL (discovery at `{issuer}/.well-known/openid-configuration`), or `local`. */
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    clientSecret: text('client_secret').notNull(),
    /** The button's name per language: `{ en, fr }`. */
    displayName: jsonb('display_name').$type<{ en: string; fr: string }>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('identity_providers_dealer_key_idx').on(t.dealerId, t.key)],
);

export type IdentityProviderRow = typeof identityProviders.$inferSelect;
