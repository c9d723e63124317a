import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestContext, obj, type TestContext } from './helpers.ts';

// The page's language (the storefront's X-Language header: its URL's /en/ or /fr/) wins over the
// language cookie for the data the server localises (issue 16, item 18).

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const termTitles = (body: unknown) =>
  ((obj(body).term_choices as Array<{ title: string }> | undefined) ?? []).map((t) => t.title);

describe('language of an answer', () => {
  it('is the page language sent as X-Language, over an English language cookie', async () => {
    const c = client(ctx, { dealer: 'maple_motors' });
    expect((await c.post('/i18n/', { language: 'en' })).status).toBe(200);
    const path = '/api/customer/payment-type/finance/choices/?vehicle=2';
    expect(termTitles((await c.get(path)).body)).toContain('60 months');
    expect(termTitles((await c.get(path, { 'X-Language': 'fr' })).body)).toContain('60 mois');
    expect(obj((await c.get('/i18n/', { 'X-Language': 'fr' })).body).language).toBe('fr');
  });

  it('ignores a language the dealer does not offer', async () => {
    const c = client(ctx, { dealer: 'maple_motors' });
    expect((await c.post('/i18n/', { language: 'en' })).status).toBe(200);
    const res = await c.get('/api/customer/payment-type/finance/choices/?vehicle=2', { 'X-Language': 'de' });
    expect(termTitles(res.body)).toContain('60 months');
  });
});

// The texts a dealer configures are set per locale, with a fallback (issue 16: "Check availability"
// showed in English on Maple Motors' French pages, its contact title having one language).
describe('dealer-configured texts', () => {
  const title = async (dealer: string, language?: string) => {
    const headers: Record<string, string> = language ? { 'X-Language': language } : {};
    const res = await client(ctx, { dealer }).get('/api/customer/dealership/home-dealership/', headers);
    return obj(res.body).contact_button_title;
  };

  it('answer the contact title in the page language', async () => {
    expect(await title('maple_motors', 'en')).toBe('Check availability');
    expect(await title('maple_motors', 'fr')).toBe('Vérifier la disponibilité');
    expect(await title('riviere_auto', 'fr')).toBe('Nous joindre');
    expect(await title('riviere_auto', 'en')).toBe('Contact us');
  });
});
