import { disclaimerPackageSchema } from '@storefront/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestContext, obj, type TestContext } from './helpers.ts';

// The dealer's disclaimers reach the storefront as the domain's disclaimer package (spec 2 §1:
// disclaimer_package), the texts by language, for every page that shows a price (issue 18).

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('home dealership: disclaimer package', () => {
  it('answers the dealer’s disclaimers in the domain’s shape, with their marks and both languages', async () => {
    const res = await client(ctx, { dealer: 'riviere_auto' }).get(
      '/api/customer/dealership/home-dealership/',
    );
    expect(res.status).toBe(200);
    const pkg = disclaimerPackageSchema.parse(obj(res.body).disclaimer_package);
    expect(pkg.disclaimers).toEqual([
      expect.objectContaining({
        superscript: '*',
        value: expect.objectContaining({ fr: expect.stringContaining('TPS et la TVQ') }),
        is_expanded: true,
      }),
    ]);
    // Each disclaimer's mark is typed (the price it qualifies), one type a mark.
    expect(pkg.types).toEqual([{ disclaimer_type: 'price', disclaimer_superscript: '*' }]);
  });
});
