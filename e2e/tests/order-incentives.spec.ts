import { expect, test } from './fixtures.ts';
import { api, signedInWithOrder } from './helpers.ts';

// The order's incentives at a dealer on the payment system PC (riviere_auto) go through the spec's call,
// PUT /api/customer/order/{id}/incentives/ {rate, rates_type, incentives} (spec 2 §7), not the order update.

test('riviere_auto: an incentive chosen is saved with the PUT of the order’s incentives, and a reload on a fresh device keeps it', async ({
  page,
}) => {
  const { vehicleId, orderId } = await signedInWithOrder(page, 'riviere_auto', 'fr');
  // The dealer's flow is linear: the steps before the incentives are passed.
  await (await api(page, 'riviere_auto')).put(`/api/customer/order-steps/${orderId}/`, {
    progress: { accessories: 4, protections: 4 },
  });
  // The order's writes as the server answered them (the client's bodies are streamed: their answers tell).
  const writes: { method: string; path: string; status: number; body: Record<string, unknown> }[] = [];
  page.on('response', async (response) => {
    const request = response.request();
    const path = new URL(response.url()).pathname;
    if (!path.startsWith(`/api/customer/order/${orderId}`) || request.method() === 'GET') return;
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    writes.push({ method: request.method(), path, status: response.status(), body });
  });
  await page.goto(`/riviere_auto/fr/conf/${vehicleId}/incentives/`);
  const grad = page.getByRole('checkbox', { name: /Rabais aux nouveaux diplômés/ });
  await expect(grad).not.toBeChecked();
  await expect(grad).toBeEnabled();
  await grad.focus();
  await page.keyboard.press('Space');
  await expect(grad).toBeChecked();

  // The request seen is the PUT of the order's incentives, with the rate the payment was shown at.
  await expect
    .poll(() =>
      writes.filter((w) => w.method === 'PUT' && w.path === `/api/customer/order/${orderId}/incentives/`),
    )
    .toHaveLength(1);
  const put = writes.find((w) => w.method === 'PUT');
  expect(put?.status).toBe(200);
  const order = put?.body.order as { incentives: { name: string }[] };
  expect(order.incentives.map((i) => i.name)).toEqual(['Rabais aux nouveaux diplômés']);
  // The order update never carried them (the server refuses them in it at this dealer).
  expect(writes.filter((w) => w.status >= 300)).toEqual([]);

  // Another device (nothing kept in this browser's storage): the order gives the choice back.
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
  await expect(page.getByRole('checkbox', { name: /Rabais aux nouveaux diplômés/ })).toBeChecked();
});
