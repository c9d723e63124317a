/**
 * The column helpers of every table (`schema.ts`, `deal-schema.ts`): the same SQL for the same
 * meaning. Function declarations, so the circular import with `schema.ts` (the dealer and user
 * references) is safe at load: they are hoisted, and `dealers`/`users` are read only when Drizzle
 * resolves a reference.
 */
import { integer, timestamp } from 'drizzle-orm/pg-core';
import { dealers, orders, users } from './schema.ts';

/** `created_at timestamptz not null default now()`. */
export function createdAt() {
  return timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
}

/** `updated_at timestamptz not null default now()`. */
export function updatedAt() {
  return timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
}

/** `dealer_id integer not null references dealers(id)`: every row that belongs to a dealer. */
export function dealerId() {
  return integer('dealer_id')
    .notNull()
    .references(() => dealers.id);
}

/** `user_id integer references users(id)`: a row a shopper may or may not be signed in for. */
export function optionalUserId() {
  return integer('user_id').references(() => users.id);
}

/** `user_id integer not null references users(id)`. */
export function userId() {
  return integer('user_id')
    .notNull()
    .references(() => users.id);
}

/** `customer_id integer not null references users(id)`: the customer a record of a deal belongs to. */
export function customerId() {
  return integer('customer_id')
    .notNull()
    .references(() => users.id);
}

/** `order_id integer not null references orders(id)`: a record of one deal (trade-in, deposit...). */
export function orderId() {
  return integer('order_id')
    .notNull()
    .references(() => orders.id);
}
