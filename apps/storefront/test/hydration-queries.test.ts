import { dehydrate, QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';

// A server-rendered page hydrates with the queries the server answered (src/main.tsx): mounting the
// page's queries asks nothing again while the server's answers are as recent as the boot data
// (src/shared/api/bootData.ts), and asks again after, or when a query is invalidated.

async function hydratedClient(now: () => number) {
  vi.resetModules();
  vi.spyOn(performance, 'now').mockImplementation(now);
  const { queryClient, hydrateServerRender } = await import('../src/app/queryClient.ts');
  const server = new QueryClient();
  server.setQueryData(['vehicle', 'maple_motors', '2'], { id: 2, make: 'Ford' });
  hydrateServerRender(dehydrate(server));
  return queryClient;
}

/** Mounts an observer of the vehicle's query as a page does; how many times its fetcher ran. */
async function mount(client: QueryClient): Promise<number> {
  let calls = 0;
  const observer = new QueryObserver(client, {
    queryKey: ['vehicle', 'maple_motors', '2'],
    queryFn: async () => {
      calls++;
      return { id: 2, make: 'Ford' };
    },
  });
  const unsubscribe = observer.subscribe(() => undefined);
  await new Promise((resolve) => setTimeout(resolve, 0));
  unsubscribe();
  return calls;
}

describe('queries hydrated from the server render', () => {
  it('are not fetched again when the page mounts them', async () => {
    const client = await hydratedClient(() => 1_000);
    expect(client.getQueryData(['vehicle', 'maple_motors', '2'])).toEqual({ id: 2, make: 'Ford' });
    expect(await mount(client)).toBe(0);
  });

  it('are fetched again once older than the boot data, or when invalidated', async () => {
    let t = 1_000;
    const client = await hydratedClient(() => t);
    t = 31_000;
    expect(await mount(client)).toBe(1);
    t = 1_000;
    const again = await hydratedClient(() => t);
    await again.invalidateQueries();
    expect(await mount(again)).toBe(1);
  });
});
