import { describe, expect, it } from 'vitest';
import { type Client, client, obj } from '../helpers.ts';
import { customer, DEMO_STAFF, dealerFixture, staffClient } from './helpers.ts';

// The personalised quotes' dealer calls, by role and by dealer, against the one table of what each
// staff role may do (src/modules/staff/permissions.ts): reading a flow is every staff role's of the
// dealer (the organization assistant prepares and reads); making, filling, activating and submitting
// one is acting for the customer, which the organization assistant may not do; another dealer's
// staff and customers are refused, a visitor is asked to sign in.

const fixture = dealerFixture();

const STAFF = DEMO_STAFF;
type Who = keyof typeof STAFF | 'customer' | 'anonymous';
const WHO: readonly Who[] = [...(Object.keys(STAFF) as (keyof typeof STAFF)[]), 'customer', 'anonymous'];
const MAPLE = { 'X-Dealer-Code': 'maple_motors' };

/** A client of `who`, signed in on their own dealer's storefront, calling on Maple's tenant. */
async function as(who: Who): Promise<Client> {
  if (who === 'anonymous') return client(fixture.ctx, { dealer: 'maple_motors' });
  if (who === 'customer') return customer(fixture.ctx, 'maple_motors', 'praqmatrix');
  return staffClient(fixture.ctx, STAFF[who], who === 'otherDealerManager' ? 'riviere_auto' : 'maple_motors');
}

describe('PRAQ dealer calls by role', () => {
  it('read for every staff role of the dealer; make, fill, activate and submit for those who act for customers', async () => {
    const shopper = await customer(fixture.ctx, 'maple_motors', 'praqowner');
    const rep = await as('rep');
    /** A flow with one quote, made by the dealership's rep, for the calls that need one. */
    const flowWithAQuote = async () => {
      const made = await rep.post('/api/dealer/praq/flow/', { customer: shopper.id });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      const id = Number(obj(made.body).id);
      const quote = await rep.post(`/api/dealer/praq/flow/${id}/quotes/`, {
        vehicle: fixture.car().id,
        payment_type: 'cash',
      });
      expect(quote.status, JSON.stringify(quote.body)).toBe(201);
      return id;
    };

    // [read the flow, make a flow, add a quote, activate]
    const ok = [200, 201, 201, 200];
    const expected: Record<Who, readonly number[]> = {
      rep: ok,
      manager: ok,
      admin: ok,
      assistant: [200, 403, 403, 403],
      orgAdmin: ok,
      superAdmin: ok,
      otherDealerManager: [403, 403, 403, 403],
      customer: [403, 403, 403, 403],
      anonymous: [401, 401, 401, 401],
    };
    for (const who of WHO) {
      const c = await as(who);
      const flowId = await flowWithAQuote();
      const headers = { headers: MAPLE };
      const statuses = [
        (await c.get(`/api/dealer/praq/flow/${flowId}/quotes/`, MAPLE)).status,
        (await c.post('/api/dealer/praq/flow/', { customer: shopper.id }, headers)).status,
        (
          await c.post(
            `/api/dealer/praq/flow/${flowId}/quotes/`,
            { vehicle: fixture.car().id, payment_type: 'cash' },
            headers,
          )
        ).status,
        (await c.post(`/api/dealer/praq/flow/${flowId}/activate/`, undefined, headers)).status,
      ];
      expect(statuses, who).toEqual(expected[who]);
    }
  });
});
