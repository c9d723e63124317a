/**
 * The e-mailed login link (issue 24, forgery in depth): opening it changes nothing; it shows a page in
 * the link's language that confirms with a same-origin POST, which signs in and goes where the link
 * pointed. A stranger cannot sign a victim's browser into the stranger's account from another site,
 * and a mail scanner that fetches the link spends nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer } from './deal/helpers.ts';
import { type Client, client, createTestContext, obj, type TestContext } from './helpers.ts';

const ORIGIN = 'https://shop.example.test';
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ publicOrigin: ORIGIN });
});
afterAll(async () => {
  await ctx.close();
});

let ipSeq = 0;
const browser = (dealer = 'maple_motors') => {
  ipSeq += 1;
  return client(ctx, { dealer, ip: `10.171.${ipSeq}.1` });
};

/** Asks for a sign-in link for the customer and answers its path (without the origin). */
async function linkFor(email: string, dealer = 'maple_motors', language = 'en'): Promise<string> {
  const res = await browser(dealer).post(
    '/api/customer/user/send_login_link/',
    { email },
    { headers: { 'X-Language': language } },
  );
  expect(res.status, res.text).toBe(200);
  const mail = [...ctx.sentMail].reverse().find((m) => m.to === email);
  const link = /https?:\/\/\S+\/api\/auth\/login-link\/\S+/.exec(mail?.text ?? '')?.[0];
  if (!link) throw new Error(`no link mailed to ${email}`);
  expect(link.startsWith(`${ORIGIN}/`)).toBe(true);
  return link.slice(ORIGIN.length);
}

/** The confirmation form's hidden fields, as the browser would send them back. */
function formOf(html: string): { action: string; fields: URLSearchParams } {
  const form = /<form[^>]*method="post"[^>]*>([\s\S]*?)<\/form>/i.exec(html);
  if (!form) throw new Error('no form');
  const action = /action="([^"]*)"/.exec(form[0])?.[1] ?? '';
  const fields = new URLSearchParams();
  for (const m of form[1]?.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g) ?? [])
    fields.set(m[1] ?? '', (m[2] ?? '').replaceAll('&amp;', '&'));
  return { action: action.replaceAll('&amp;', '&'), fields };
}

const confirm = (c: Client, path: string, fields: URLSearchParams, site = 'same-origin') =>
  c.request('POST', path, undefined, {
    raw: fields.toString(),
    csrf: false,
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'Content-Length': String(Buffer.byteLength(fields.toString())),
      'Sec-Fetch-Site': site,
      Origin: ORIGIN,
    },
  });

const signedInAs = async (c: Client) => {
  const res = await c.get('/api/customer/user/current_user/');
  return res.body === null ? null : obj(res.body).email;
};

describe('the login link confirms with a POST from its page', () => {
  it('opening the link changes nothing: a page asks to sign in, in the link’s language, and the link stays usable', async () => {
    const owner = await customer(ctx, 'maple_motors', 'linkowner');
    const path = await linkFor(owner.email);
    const scanner = browser();
    const page = await scanner.get(path);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.getSetCookie().some((l) => l.startsWith('sf_session='))).toBe(false);
    expect(page.text).toContain('<html lang="en-CA"');
    expect(page.text).toMatch(/Sign in to Maple Motors as li\*\*\*@example\.com\?/);
    expect(page.text).not.toContain(owner.email);
    expect(await signedInAs(scanner)).toBeNull();
    // Fetched again (a scanner, a preview): still the page, nothing spent.
    expect((await scanner.get(path)).status).toBe(200);

    const shopper = browser();
    const shown = await shopper.get(path);
    const form = formOf(shown.text);
    const done = await confirm(shopper, form.action, form.fields);
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/maple_motors/en/');
    expect(await signedInAs(shopper)).toBe(owner.email);
    // Once used, the link's page sends the shopper to ask for a new one.
    const again = await browser().get(path);
    expect(again.status).toBe(302);
    expect(again.headers.get('location')).toContain('expired=true');
  });

  it('speaks French from a French link, and US English at a US dealer', async () => {
    const owner = await customer(ctx, 'maple_motors', 'lienfr');
    const fr = await browser().get(await linkFor(owner.email, 'maple_motors', 'fr'));
    expect(fr.text).toContain('<html lang="fr-CA"');
    expect(fr.text).toMatch(/Se connecter à Maple Motors en tant que li\*\*\*@example\.com\u202f\?/);
    const texan = await customer(ctx, 'lone_star_motors', 'linkus');
    const us = await browser('lone_star_motors').get(await linkFor(texan.email, 'lone_star_motors'));
    expect(us.text).toContain('<html lang="en-US"');
    expect(us.text).toMatch(/Sign in to Lone Star Motors as li\*\*\*@example\.com\?/);
  });

  it('refuses the POST from another site: a stranger cannot sign a victim in to the stranger’s account', async () => {
    const stranger = await customer(ctx, 'maple_motors', 'linkstranger');
    const path = await linkFor(stranger.email);
    const form = formOf((await browser().get(path)).text);
    const victim = browser();
    for (const site of ['cross-site', 'same-site']) {
      const res = await confirm(victim, form.action, form.fields, site);
      expect(res.status).toBe(403);
      expect(await signedInAs(victim)).toBeNull();
    }
    // Without the page's token (a form another site made) it is refused too.
    const forged = await confirm(victim, form.action, new URLSearchParams());
    expect(forged.status).toBe(403);
    expect(await signedInAs(victim)).toBeNull();
  });
});
