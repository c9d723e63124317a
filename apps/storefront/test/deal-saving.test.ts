import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_CART, EMPTY_DEAL } from '../src/features/build-and-price/choices.ts';
import { type DealSavingContext, saveDealNow } from '../src/features/build-and-price/dealSaving.ts';
import type { LatestChoices } from '../src/features/build-and-price/useDealChoices.ts';
import type { OrderPatch } from '../src/features/orders/api/orders.ts';
import { dealFieldsOf, type OrderSummary } from '../src/features/orders/index.ts';
import type { HttpClient } from '../src/shared/api/http.ts';
import { WIRE_VEHICLE } from './wire.ts';

// "Save deal" of a signed-in shopper (./src/features/build-and-price/dealSaving.ts) writes the deal
// against the order's version as this tab knows it (If-Match). A shopper trial saw it answer "This deal
// was changed in another window or on another device" right after signing in: the deal's order had just
// been created by the automatic sync, and this tab's own writes that followed it (the steps passed before
// the order existed, one PUT; the visit's referrer) moved the version on without changing the deal. The
// save must not report a conflict with its own tab; a deal changed by another tab or device still is.

/** The server's order: a version moved on by every write, a 412 for a write against an older one. */
function fakeServer(start: OrderSummary) {
  let order = start;
  const writes: Array<{ patch: OrderPatch; ifMatch: string | undefined; status: number }> = [];
  const refused = () =>
    Object.assign(new Error('412'), { response: { status: 412 }, data: { non_field_errors: ['changed'] } });
  const answer = <T>(value: T) => ({ json: async () => structuredClone(value) });
  const http = {
    get: (url: string) => {
      if (url === `/api/customer/order/${order.id}/`) return answer(order);
      throw new Error(`GET ${url}`);
    },
    patch: (url: string, options: { json: OrderPatch; headers?: Record<string, string> }) => {
      if (url !== `/api/customer/order/${order.id}/`) throw new Error(`PATCH ${url}`);
      const ifMatch = options.headers?.['If-Match'];
      if (ifMatch !== undefined && ifMatch !== `"${order.version}"`) {
        writes.push({ patch: options.json, ifMatch, status: 412 });
        return { json: () => Promise.reject(refused()) };
      }
      writes.push({ patch: options.json, ifMatch, status: 200 });
      order = { ...order, ...(options.json as Partial<OrderSummary>), version: (order.version ?? 0) + 1 };
      return answer(order);
    },
    post: (url: string) => {
      throw new Error(`POST ${url}`);
    },
  };
  return {
    http: http as unknown as HttpClient,
    writes,
    get order() {
      return order;
    },
    /** A write made outside "Save deal" (the steps' PUT, another tab's change): the version moves on. */
    write(change: Partial<OrderSummary> = {}) {
      order = { ...order, ...change, version: (order.version ?? 0) + 1 };
    },
  };
}

const LATEST: LatestChoices = {
  paymentType: 'finance',
  deal: { ...EMPTY_DEAL, term: 60 },
  cart: EMPTY_CART,
  incentivesByCall: false,
};

/** The deal's order as the automatic sync created it: version 1, the deal's 60 months. */
const created: OrderSummary = {
  id: 41,
  vehicle: WIRE_VEHICLE,
  payment_type: 'finance',
  term: 60,
  sections: [],
  version: 1,
  tokenized_url: 'https://example.com/shared-deal/abc/',
};

function saving(server: ReturnType<typeof fakeServer>) {
  // What the order sync of the page knows: the order as its own create answered it.
  const known = { version: created.version, fields: dealFieldsOf(created) };
  const showConflict = vi.fn();
  const recordSaved = vi.fn();
  const setSaved = vi.fn();
  const flush = vi.fn(async () => undefined);
  const context: DealSavingContext = {
    http: server.http,
    queryClient: new QueryClient(),
    dealerCode: 'lone_star_motors',
    vehicle: { id: WIRE_VEHICLE.id } as DealSavingContext['vehicle'],
    signedIn: true,
    userId: 5,
    orderId: created.id,
    campaign: {},
    latest: { current: LATEST },
    syncRef: { current: { flush, change: vi.fn(), drop: vi.fn() } },
    sync: { knownOrder: () => known, showConflict, recordSaved },
    setSignIn: vi.fn(),
    setSaved,
  };
  return { context, showConflict, recordSaved, setSaved, flush };
}

describe('Save deal right after the order was created', () => {
  it("writes the deal once this tab's own steps moved the version on, and reports no conflict", async () => {
    const server = fakeServer(created);
    // The steps passed before the order existed, sent in one PUT once it does: version 2, same deal.
    server.write({ progress: { payment: 1 } } as Partial<OrderSummary>);
    const { context, showConflict, recordSaved, setSaved, flush } = saving(server);

    await saveDealNow(context);

    expect(flush).toHaveBeenCalledOnce();
    expect(showConflict).not.toHaveBeenCalled();
    // Refused once on the version this tab knew, then written on the server's.
    expect(server.writes.map((w) => [w.ifMatch, w.status])).toEqual([
      ['"1"', 412],
      ['"2"', 200],
    ]);
    expect(server.order.version).toBe(3);
    expect(recordSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 41, version: 3 }), undefined);
    expect(setSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 41, version: 3 }));
  });

  it('still reports a deal changed in another tab or on another device, and does not overwrite it', async () => {
    const server = fakeServer(created);
    // Another device chose 72 months meanwhile.
    server.write({ term: 72 });
    const { context, showConflict, recordSaved, setSaved } = saving(server);

    await saveDealNow(context);

    expect(server.writes.map((w) => [w.ifMatch, w.status])).toEqual([['"1"', 412]]);
    expect(server.order.term).toBe(72);
    expect(showConflict).toHaveBeenCalledWith(expect.objectContaining({ id: 41, term: 72, version: 2 }));
    expect(recordSaved).not.toHaveBeenCalled();
    expect(setSaved).not.toHaveBeenCalled();
  });
});
