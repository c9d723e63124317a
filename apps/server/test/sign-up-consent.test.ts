import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestContext, obj, type TestContext } from './helpers.ts';

// Spec 3 §3 and §5: a required consent must be ticked at sign-up; the consents given are kept
// (when, in which language and with which wording) and read back with GET consents?get_user=true.

let ctx: TestContext;
let n = 0;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const DEALERS = ['maple_motors', 'riviere_auto', 'lone_star_motors'] as const;
const fresh = (dealer: string) => {
  n += 1;
  return {
    email: `consent${n}.${Math.random().toString(36).slice(2, 8)}@example.com`,
    c: client(ctx, { dealer, ip: `10.9.${n}.${Math.floor(Math.random() * 250)}` }),
  };
};
const person = (dealer: string) => ({
  first_name: 'Jamie',
  last_name: 'Tremblay',
  phone: dealer === 'lone_star_motors' ? '512-555-0101' : '416-555-0101',
});

const initialGiven = (body: Record<string, unknown>) =>
  (body.consents_given as { key: string; given_at: string }[]).find((g) => g.key === 'dealer_data_collection')
    ?.given_at ?? '';

describe('sign-up consents', () => {
  it.each(DEALERS)('%s: the dealer requires dealer_data_collection', async (dealer) => {
    const { c } = fresh(dealer);
    const res = await c.get('/api/customer/consents/');
    const results = obj(res.body).results as { key: string; enabled: string }[];
    expect(results.find((r) => r.key === 'dealer_data_collection')?.enabled).toBe('REQUIRED_CONSENT');
  });

  it.each(DEALERS)('%s: a sign-up without the required consent is refused on that field', async (dealer) => {
    const { c, email } = fresh(dealer);
    for (const consents of [undefined, {}, { dealer_data_collection: false, dealer_marketing: true }]) {
      const res = await c.post(
        '/api/customer/user/register/',
        { email, ...person(dealer), ...(consents ? { consents } : {}) },
        { headers: { 'X-Language': 'en' } },
      );
      expect(res.status, res.text).toBe(400);
      expect(obj(res.body)['consents.dealer_data_collection']).toEqual(['This field is required.']);
      expect(obj(res.body)['consents.dealer_marketing']).toBeUndefined();
    }
    // No customer was made: nobody is signed in and the address is still free.
    expect((await c.get('/api/customer/user/current_user/')).body).toBeNull();
  });

  it('refuses in French for a French page, and refuses a consent the dealer does not ask for', async () => {
    const { c, email } = fresh('riviere_auto');
    const french = await c.post(
      '/api/customer/user/register/',
      { email, ...person('riviere_auto') },
      { headers: { 'X-Language': 'fr' } },
    );
    expect(french.status).toBe(400);
    expect(obj(french.body)['consents.dealer_data_collection']).toEqual(['Ce champ est obligatoire.']);
    const unknown = await c.post(
      '/api/customer/user/register/',
      {
        email,
        ...person('riviere_auto'),
        consents: { dealer_data_collection: true, partner_marketing: true },
      },
      { headers: { 'X-Language': 'en' } },
    );
    expect(unknown.status).toBe(400);
    expect(obj(unknown.body)['consents.partner_marketing']).toEqual(['Unknown consent.']);
  });

  it.each(DEALERS)(
    '%s: with the consent the customer is made and the consents are kept, readable',
    async (dealer) => {
      const { c, email } = fresh(dealer);
      const res = await c.post('/api/customer/user/register/', {
        email,
        ...person(dealer),
        language: 'fr',
        consents: { dealer_data_collection: true, dealer_marketing: false },
      });
      expect(res.status, res.text).toBe(201);
      const read = await c.get('/api/customer/consents/?get_user=true');
      expect(read.status).toBe(200);
      const body = obj(read.body);
      expect(body.consent_values).toMatchObject({ dealer_data_collection: true, dealer_marketing: false });
      const given = body.consents_given as {
        key: string;
        value: boolean;
        given_at: string;
        language: string;
        text: string;
      }[];
      const data = given.find((g) => g.key === 'dealer_data_collection');
      expect(data).toMatchObject({ value: true, language: 'fr' });
      // The wording the customer agreed to, in the language of the form.
      expect(data?.text).toMatch(/^J’accepte que le concessionnaire recueille/);
      expect(Number.isNaN(Date.parse(data?.given_at ?? ''))).toBe(false);
      expect(given.find((g) => g.key === 'dealer_marketing')?.value).toBe(false);
    },
  );

  it('a later change through POST consents is kept with its own wording and time', async () => {
    const { c, email } = fresh('maple_motors');
    const res = await c.post('/api/customer/user/register/', {
      email,
      ...person('maple_motors'),
      consents: { dealer_data_collection: true },
    });
    expect(res.status, res.text).toBe(201);
    const initial = obj((await c.get('/api/customer/consents/?get_user=true')).body);
    expect(initial.consent_values).toEqual({ dealer_data_collection: true, dealer_marketing: null });
    ctx.advance(60_000);
    const saved = await c.post('/api/customer/consents/', {
      consent_values: { dealer_data_collection: true, dealer_marketing: true },
    });
    expect(saved.status, saved.text).toBe(200);
    const after = obj((await c.get('/api/customer/consents/?get_user=true')).body);
    expect(after.consent_values).toEqual({ dealer_data_collection: true, dealer_marketing: true });
    const given = after.consents_given as { key: string; text: string; language: string; given_at: string }[];
    const marketing = given.find((g) => g.key === 'dealer_marketing');
    expect(marketing?.language).toBe('en');
    expect(marketing?.text).toMatch(/^I agree to receive news and offers/);
    // Each consent keeps the time of its latest value: the later save a minute after the sign-up.
    const data = given.find((g) => g.key === 'dealer_data_collection');
    expect(Date.parse(marketing?.given_at ?? '') - Date.parse(initialGiven(initial))).toBeGreaterThanOrEqual(
      60_000,
    );
    expect(data?.given_at).toBe(marketing?.given_at);
  });

  it('POST consents without a required one answers the localized message, not a message id', async () => {
    const { c, email } = fresh('riviere_auto');
    await c.post('/api/customer/user/register/', {
      email,
      ...person('riviere_auto'),
      consents: { dealer_data_collection: true },
    });
    const res = await c.post(
      '/api/customer/consents/',
      { consent_values: { dealer_data_collection: false } },
      { headers: { 'X-Language': 'fr' } },
    );
    expect(res.status).toBe(400);
    expect(obj(res.body)['consent_values.dealer_data_collection']).toEqual(['Ce champ est obligatoire.']);
  });

  it('NO / OPTIONAL / REQUIRED per dealer and kind: a consent the dealer does not ask (NO_CONSENT) is neither listed nor kept', async () => {
    const levels = async (dealer: string) =>
      Object.fromEntries(
        (
          obj((await fresh(dealer).c.get('/api/customer/consents/')).body).results as {
            key: string;
            enabled: string;
          }[]
        ).map((r) => [r.key, r.enabled]),
      );
    const asked = { dealer_marketing: 'OPTIONAL_CONSENT', dealer_data_collection: 'REQUIRED_CONSENT' };
    expect(await levels('maple_motors')).toEqual(asked);
    // lone_star_motors turns the manufacturer's marketing consent off and asks its data collection as optional.
    expect(await levels('lone_star_motors')).toEqual({ ...asked, oem_data_collection: 'OPTIONAL_CONSENT' });

    const { c, email } = fresh('lone_star_motors');
    const refused = await c.post('/api/customer/user/register/', {
      email,
      ...person('lone_star_motors'),
      consents: { dealer_data_collection: true, oem_marketing: true },
    });
    expect(refused.status, refused.text).toBe(400);
    expect(obj(refused.body)).toEqual({ 'consents.oem_marketing': ['Unknown consent.'] });
    const made = await c.post('/api/customer/user/register/', {
      email,
      ...person('lone_star_motors'),
      consents: { dealer_data_collection: true, oem_data_collection: false },
    });
    expect(made.status, made.text).toBe(201);
    const later = await c.post('/api/customer/consents/', {
      consent_values: { dealer_data_collection: true, oem_marketing: true },
    });
    expect(later.status).toBe(400);
    expect(obj(later.body)['consent_values.oem_marketing']).toEqual(['Unknown consent.']);
    const mine = obj((await c.get('/api/customer/consents/?get_user=true')).body);
    expect(mine.consent_values).toEqual({
      dealer_marketing: null,
      dealer_data_collection: true,
      oem_data_collection: false,
      // The contact forms' consents (not asked at sign-up): never answered yet.
      contact_marketing: null,
      contact_data_collection: null,
    });
  });

  it('each consent is kept with the version of its wording, its time and its source; unsubscribing withdraws marketing', async () => {
    const { c, email } = fresh('maple_motors');
    const res = await c.post('/api/customer/user/register/', {
      email,
      ...person('maple_motors'),
      consents: { dealer_data_collection: true, dealer_marketing: true },
    });
    expect(res.status, res.text).toBe(201);
    const userId = Number(obj(res.body).id);
    type Given = { key: string; value: boolean; source: string; text_version: string; text: string };
    const given = async () =>
      obj((await c.get('/api/customer/consents/?get_user=true')).body).consents_given as Given[];
    const first = await given();
    expect(first.map((g) => [g.key, g.source])).toEqual(
      expect.arrayContaining([
        ['dealer_data_collection', 'sign-up'],
        ['dealer_marketing', 'sign-up'],
      ]),
    );
    const marketing = first.find((g) => g.key === 'dealer_marketing');
    // The version names the wording shown: the same text, the same version; another text, another.
    expect(marketing?.text_version).toMatch(/^[0-9a-f]{12}$/);
    expect(first.find((g) => g.key === 'dealer_data_collection')?.text_version).not.toBe(
      marketing?.text_version,
    );

    ctx.advance(60_000);
    const saved = await c.post(`/api/customer/user/${userId}/save_consents/`, {
      consent_values: { dealer_data_collection: true, dealer_marketing: true },
    });
    expect(saved.status, saved.text).toBe(200);
    expect((await given()).find((g) => g.key === 'dealer_marketing')).toMatchObject({
      source: 'save_consents',
      text_version: marketing?.text_version,
    });

    ctx.advance(60_000);
    const out = await c.post(`/api/customer/user/${userId}/unsubscribe/`);
    expect(out.status, out.text).toBe(200);
    const after = obj((await c.get('/api/customer/consents/?get_user=true')).body);
    expect(after.consent_values).toEqual({ dealer_marketing: false, dealer_data_collection: true });
    expect((after.consents_given as Given[]).find((g) => g.key === 'dealer_marketing')).toMatchObject({
      value: false,
      source: 'unsubscribe',
    });
  });

  it('sign-up also asks the disclosure of tokenization (if the dealer enables it) and the deposit terms (if it has any), kept as given', async () => {
    type Def = { key: string; enabled: string; text: Record<string, string> };
    const registration = async (dealer: string) =>
      (obj((await fresh(dealer).c.get('/api/customer/consents/')).body).registration ?? []) as Def[];
    const maple = await registration('maple_motors');
    expect(maple.map((d) => [d.key, d.enabled])).toEqual([
      ['disclosure_tokenization', 'OPTIONAL_CONSENT'],
      ['terms_and_conditions', 'OPTIONAL_CONSENT'],
    ]);
    // The deposit terms are the dealer's own, in both languages.
    expect(maple[1]?.text.en).toContain('Your refundable deposit holds the vehicle for 72 hours.');
    expect(maple[1]?.text.fr).toContain('Votre dépôt remboursable réserve le véhicule pendant 72 heures.');
    expect(maple[0]?.text.fr).toMatch(/jeton/);
    // riviere_auto has no deposit terms: only the disclosure.
    expect((await registration('riviere_auto')).map((d) => d.key)).toEqual(['disclosure_tokenization']);

    const refused = fresh('riviere_auto');
    const noTerms = await refused.c.post('/api/customer/user/register/', {
      email: refused.email,
      ...person('riviere_auto'),
      consents: { dealer_data_collection: true, terms_and_conditions: true },
    });
    expect(noTerms.status).toBe(400);
    expect(obj(noTerms.body)).toEqual({ 'consents.terms_and_conditions': ['Consentement inconnu.'] });

    const { c, email } = fresh('maple_motors');
    const made = await c.post('/api/customer/user/register/', {
      email,
      ...person('maple_motors'),
      language: 'fr',
      consents: { dealer_data_collection: true, disclosure_tokenization: true, terms_and_conditions: false },
    });
    expect(made.status, made.text).toBe(201);
    const mine = obj((await c.get('/api/customer/consents/?get_user=true')).body);
    const given = mine.consents_given as { key: string; value: boolean; text: string; source: string }[];
    expect(given.find((g) => g.key === 'disclosure_tokenization')).toMatchObject({
      value: true,
      source: 'sign-up',
      text: maple[0]?.text.fr,
    });
    expect(given.find((g) => g.key === 'terms_and_conditions')).toMatchObject({
      value: false,
      source: 'sign-up',
      text: maple[1]?.text.fr,
    });
  });
});
