import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidateReadCaches } from '../src/db/read-cache.ts';
import { consentsGiven, customerQuestions, leadOutbox } from '../src/db/schema.ts';
import { consentTextVersion } from '../src/modules/consents/service.ts';
import { customer } from './deal/helpers.ts';
import { client, createTestContext, obj, type TestContext } from './helpers.ts';

// Spec 3 §3 and §5 on the contact form (POST /api/customer/customer-question/): the dealer's contact
// consents (`contact_marketing`, `contact_data_collection`) are asked per dealer and kind; a required
// one not ticked refuses the request (field_required, in the page's language), an optional one is free,
// NO_CONSENT is not asked; the values given are kept like the sign-up's, with the wording shown, its
// version, the time and the source `contact`, against the question when nobody is signed in.

let ctx: TestContext;
let n = 0;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const QUESTION = '/api/customer/customer-question/';
const anonymous = (dealer: string) => {
  n += 1;
  return client(ctx, { dealer, ip: `10.41.${n}.${Math.floor(Math.random() * 250)}` });
};
const question = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  name: 'Nora Tremblay',
  message: 'Is it still available this week?',
  ...extra,
});
const questionsOf = (email: string) =>
  ctx.database.db.select().from(customerQuestions).where(eq(customerQuestions.email, email));
const evidenceOf = (questionId: number) =>
  ctx.database.db.select().from(consentsGiven).where(eq(consentsGiven.questionId, questionId));

type Def = { key: string; enabled: string; text: Record<string, string> };

/** Sets one consent of a dealer for a test (and back after it). */
async function withConsent(dealer: string, key: string, def: Def | null, run: () => Promise<void>) {
  const set = async (value: unknown) => {
    await ctx.database.db.execute(
      value === null
        ? sql`update dealers set settings = jsonb_set(settings, '{consents}', (settings->'consents') - ${key}) where code = ${dealer}`
        : sql`update dealers set settings = jsonb_set(settings, ${`{consents,${key}}`}::text[], ${JSON.stringify(value)}::jsonb) where code = ${dealer}`,
    );
    invalidateReadCaches(ctx.database.db, ['dealers']);
  };
  await set(def === null ? null : { enabled: def.enabled, text: def.text });
  try {
    await run();
  } finally {
    await set(null);
  }
}

describe('contact consents', () => {
  it('lone_star_motors asks its contact consents apart from the sign-up’s: data collection required, marketing optional', async () => {
    const res = await anonymous('lone_star_motors').get('/api/customer/consents/');
    expect(res.status).toBe(200);
    const body = obj(res.body);
    const contact = body.contact as Def[];
    expect(contact.map((d) => [d.key, d.enabled])).toEqual([
      ['contact_marketing', 'OPTIONAL_CONSENT'],
      ['contact_data_collection', 'REQUIRED_CONSENT'],
    ]);
    expect(contact[1]?.text.en).toMatch(/^I agree that the dealership keeps my request/);
    expect(contact[1]?.text.fr).toMatch(/^J’accepte que le concessionnaire conserve ma demande/);
    // The sign-up's list (results) does not carry the contact form's consents.
    expect((body.results as Def[]).map((d) => d.key)).not.toContain('contact_data_collection');
    // A dealer that asks none answers an empty list.
    expect(obj((await anonymous('maple_motors').get('/api/customer/consents/')).body).contact).toEqual([]);
  });

  it('refuses a request without the required consent on that box, stores nothing, and says so in French for a French page', async () => {
    const email = `contact.required.${Date.now()}@example.com`;
    const c = anonymous('lone_star_motors');
    for (const consents of [undefined, {}, { contact_data_collection: false, contact_marketing: true }]) {
      const res = await c.post(QUESTION, question(email, consents ? { consents } : {}), {
        headers: { 'X-Language': 'en' },
      });
      expect(res.status, res.text).toBe(400);
      expect(obj(res.body)['consents.contact_data_collection']).toEqual(['This field is required.']);
      expect(obj(res.body)['consents.contact_marketing']).toBeUndefined();
    }
    expect(await questionsOf(email)).toEqual([]);
    const leads = await ctx.database.db
      .select()
      .from(leadOutbox)
      .where(sql`${leadOutbox.payload}->>'email' = ${email}`);
    expect(leads).toEqual([]);

    await withConsent(
      'riviere_auto',
      'contact_data_collection',
      {
        key: 'contact_data_collection',
        enabled: 'REQUIRED_CONSENT',
        text: { en: 'I agree to be contacted.', fr: 'J’accepte d’être contacté.' },
      },
      async () => {
        const french = await anonymous('riviere_auto').post(QUESTION, question(email), {
          headers: { 'X-Language': 'fr' },
        });
        expect(french.status).toBe(400);
        expect(obj(french.body)['consents.contact_data_collection']).toEqual(['Ce champ est obligatoire.']);
      },
    );
  });

  it('with the required consent ticked the request goes out; the optional one is free; each value kept with its wording, version, time and source against the question', async () => {
    const email = `contact.given.${Date.now()}@example.com`;
    const before = Date.now();
    const res = await anonymous('lone_star_motors').post(
      QUESTION,
      question(email, { consents: { contact_data_collection: true } }),
    );
    expect(res.status, res.text).toBe(201);
    const [row] = await questionsOf(email);
    expect(row?.userId).toBeNull();
    const evidence = await evidenceOf(row?.id ?? 0);
    expect(evidence).toHaveLength(1);
    const given = evidence[0];
    expect(given).toMatchObject({
      key: 'contact_data_collection',
      value: true,
      userId: null,
      language: 'en',
      source: 'contact',
    });
    expect(given?.text).toMatch(/^I agree that the dealership keeps my request/);
    expect(given?.textVersion).toBe(consentTextVersion(given?.text ?? ''));
    expect(given?.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);

    // Optional: ticked or not, the request goes out, and the value given is kept.
    const email2 = `contact.optional.${Date.now()}@example.com`;
    const declined = await anonymous('lone_star_motors').post(
      QUESTION,
      question(email2, { consents: { contact_data_collection: true, contact_marketing: false } }),
    );
    expect(declined.status, declined.text).toBe(201);
    const [row2] = await questionsOf(email2);
    const kept = Object.fromEntries((await evidenceOf(row2?.id ?? 0)).map((g) => [g.key, g.value]));
    expect(kept).toEqual({ contact_data_collection: true, contact_marketing: false });
  });

  it('a dealer that asks no contact consent (or sets one to NO_CONSENT) takes the request without, and refuses one it does not ask', async () => {
    const email = `contact.none.${Date.now()}@example.com`;
    const res = await anonymous('maple_motors').post(QUESTION, question(email));
    expect(res.status, res.text).toBe(201);
    const [row] = await questionsOf(email);
    expect(await evidenceOf(row?.id ?? 0)).toEqual([]);
    const unknown = await anonymous('maple_motors').post(
      QUESTION,
      question(email, { consents: { contact_marketing: true } }),
    );
    expect(unknown.status).toBe(400);
    expect(obj(unknown.body)['consents.contact_marketing']).toEqual(['Unknown consent.']);

    await withConsent(
      'maple_motors',
      'contact_data_collection',
      { key: 'contact_data_collection', enabled: 'NO_CONSENT', text: { en: 'Not asked.' } },
      async () => {
        const c = anonymous('maple_motors');
        expect(obj((await c.get('/api/customer/consents/')).body).contact).toEqual([]);
        const res2 = await c.post(QUESTION, question(`contact.no.${Date.now()}@example.com`));
        expect(res2.status, res2.text).toBe(201);
      },
    );
  });

  it('a signed-in customer’s contact consents are theirs too (read back with the source contact); the sign-up and the consents call do not ask them', async () => {
    const shopper = await customer(ctx, 'lone_star_motors', 'contact');
    const res = await shopper.post(
      QUESTION,
      question(shopper.email, { consents: { contact_data_collection: true, contact_marketing: true } }),
    );
    expect(res.status, res.text).toBe(201);
    const mine = obj((await shopper.get('/api/customer/consents/?get_user=true')).body);
    expect(mine.consent_values).toMatchObject({ contact_data_collection: true, contact_marketing: true });
    const given = (mine.consents_given as { key: string; source: string }[]).filter((g) =>
      g.key.startsWith('contact_'),
    );
    expect(given.map((g) => g.source)).toEqual(['contact', 'contact']);
    const [row] = await questionsOf(shopper.email);
    expect((await evidenceOf(row?.id ?? 0)).map((g) => g.userId)).toEqual([shopper.id, shopper.id]);
    // The account's consents are saved without the contact form's required one.
    const saved = await shopper.post('/api/customer/consents/', {
      consent_values: { dealer_data_collection: true, dealer_marketing: false },
    });
    expect(saved.status, saved.text).toBe(200);
    // Unsubscribing withdraws the contact form's marketing consent too.
    const off = await shopper.post(`/api/customer/user/${shopper.id}/unsubscribe/`, {});
    expect(off.status, off.text).toBeLessThan(300);
    const after = obj((await shopper.get('/api/customer/consents/?get_user=true')).body);
    expect(after.consent_values).toMatchObject({ contact_marketing: false, contact_data_collection: true });
  });

  it('erasing a customer’s data erases the consents given with the questions they asked signed out', async () => {
    const email = `contact.erase.${Date.now()}@example.com`;
    const asked = await anonymous('lone_star_motors').post(
      QUESTION,
      question(email, { consents: { contact_data_collection: true } }),
    );
    expect(asked.status, asked.text).toBe(201);
    const [row] = await questionsOf(email);
    expect(await evidenceOf(row?.id ?? 0)).toHaveLength(1);
    const signUp = anonymous('lone_star_motors');
    const made = await signUp.post('/api/customer/user/register/', {
      email,
      first_name: 'Nora',
      last_name: 'Tremblay',
      phone: '512-555-0143',
      consents: { dealer_data_collection: true },
    });
    expect(made.status, made.text).toBe(201);
    const erased = await signUp.post('/api/customer/privacy/erase/', { confirm_email: email });
    expect(erased.status, erased.text).toBe(200);
    expect(await questionsOf(email)).toEqual([]);
    expect(await evidenceOf(row?.id ?? 0)).toEqual([]);
  });
});
