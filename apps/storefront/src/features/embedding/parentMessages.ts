/**
 * Messages to the parent page when the storefront runs in an iframe (spec 1 sections 1 and 7; the
 * protocol is in apps/server/src/modules/embedding/README.md): auth required, call-to-action click,
 * transaction, error, and the busy state of order changes. This up-front part only queues them; the
 * embedding bridge (./bridge.ts, its own chunk, loaded in a frame only) checks the parent against the
 * dealer's embedding origins and delivers them, in order, to that origin alone. Outside a frame
 * nothing is queued.
 */
export type ParentMessage =
  | { readonly type: 'auth_required'; readonly source: string }
  | { readonly type: 'cta_click'; readonly cta: ParentCta; readonly vehicle?: number }
  | ({ readonly type: 'transaction'; readonly order?: number; readonly vehicle?: number } & ParentTransaction)
  /** A failed action the shopper sees: the catalogue's code (a message id), never the words shown. */
  | { readonly type: 'error'; readonly code: string; readonly status?: number }
  | { readonly type: 'busy'; readonly busy: boolean };

/** The calls to action the parent hears of (apps/server/src/modules/embedding/README.md). */
export type ParentCta =
  | 'save_deal'
  | 'unlock_pricing'
  | 'start_credit_application'
  | 'place_deposit'
  | 'book_appointment'
  | 'value_trade_in';

/** What a shopper completed, with what the parent may want of it (built in the flows' chunks: flowMessages.ts). */
export type ParentTransaction =
  | { readonly event: 'deal_saved' | 'order_created' | 'credit_application_submitted' | 'trade_in_sent' }
  /** `amount` in the dealer's currency (dollars, 2 decimals at most), `currency` its ISO code. */
  | { readonly event: 'deposit_placed'; readonly amount: number; readonly currency: string }
  /** `time`: the booked time, ISO 8601 in UTC; none for a test drive request (the dealership calls back). */
  | {
      readonly event: 'appointment_booked';
      readonly kind: 'appointment' | 'test_drive';
      readonly time?: string;
    };

/**
 * Shared with the bridge: where messages go (an array until the bridge replaces it with its delivery,
 * after posting what waited), and whether the parent signs shoppers in (the bridge talks to a parent
 * of the dealer's, which has not answered `require_customer` for the sign-in under way).
 */
export const parentChannel: {
  queue: ParentMessage[] | { push(message: ParentMessage): void };
  parentSignsIn: boolean;
} = { queue: [], parentSignsIn: false };

/** Whether the storefront runs in a frame. */
export function framed(): boolean {
  return typeof window !== 'undefined' && window.parent !== window;
}

/** Queues a message for the parent page (delivered by the bridge); answers whether it was taken. */
export function postToParent(message: ParentMessage): boolean {
  if (!framed()) return false;
  parentChannel.queue.push(message);
  return true;
}
