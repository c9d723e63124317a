import { describe, expect, it } from 'vitest';
import { orderVisitPatch, visitOf } from '../src/features/build-and-price/visit.ts';

// Spec 2 §3-§4: the order keeps where the deal came from (analytics: source document url, referrer;
// the campaign of the landing page's query) and is flagged started_transactional on the first page
// past the vehicle page once signed in (chain steps 3, 12, 13).
describe('visitOf', () => {
  it('takes the referrer query before the document referrer, and the page address', () => {
    expect(
      visitOf(
        'https://shop.example/maple_motors/en/conf/7/?referrer=https%3A%2F%2Fads.example%2Fx',
        'https://www.google.com/',
      ),
    ).toEqual({
      source_document_url:
        'https://shop.example/maple_motors/en/conf/7/?referrer=https%3A%2F%2Fads.example%2Fx',
      referrer: 'https://ads.example/x',
    });
    expect(visitOf('https://shop.example/maple_motors/en/conf/7/', 'https://www.google.com/')).toEqual({
      source_document_url: 'https://shop.example/maple_motors/en/conf/7/',
      referrer: 'https://www.google.com/',
    });
    expect(visitOf('https://shop.example/maple_motors/en/conf/7/', '').referrer).toBe('');
  });

  it('keeps only web addresses, cut to the server limit', () => {
    expect(visitOf('https://shop.example/a/', 'javascript:alert(1)').referrer).toBe('');
    expect(visitOf('https://shop.example/a/?referrer=data%3Atext', '').referrer).toBe('');
    expect(visitOf(`https://shop.example/${'a'.repeat(3000)}`, '').source_document_url).toHaveLength(2000);
  });
});

describe('orderVisitPatch', () => {
  const visit = {
    source_document_url: 'https://shop.example/maple_motors/en/conf/7/',
    referrer: 'https://www.google.com/',
  };
  const fresh = { analytics: null, campaign: null, started_transactional: false };

  it('saves the visit and the campaign on an order that has none, once', () => {
    expect(orderVisitPatch(fresh, visit, { utm_source: 'news', gclid: 'abc' }, false)).toEqual({
      analytics: visit,
      campaign: { utm_source: 'news', gclid: 'abc' },
    });
    expect(orderVisitPatch(fresh, visit, {}, false)).toEqual({ analytics: visit });
    const saved = { ...fresh, analytics: visit, campaign: { utm_source: 'news' } };
    // A later visit does not replace where the deal came from.
    expect(orderVisitPatch(saved, { ...visit, referrer: '' }, { utm_source: 'other' }, false)).toBeNull();
    expect(
      orderVisitPatch({ ...fresh, analytics: visit, campaign: {} }, visit, { gclid: 'g' }, false),
    ).toEqual({
      campaign: { gclid: 'g' },
    });
  });

  it('flags started_transactional past the vehicle page only, once', () => {
    const saved = { ...fresh, analytics: visit, campaign: null };
    expect(orderVisitPatch(saved, visit, {}, false)).toBeNull();
    expect(orderVisitPatch(saved, visit, {}, true)).toEqual({ started_transactional: true });
    expect(orderVisitPatch({ ...saved, started_transactional: true }, visit, {}, true)).toBeNull();
    expect(orderVisitPatch(fresh, visit, {}, true)).toEqual({
      analytics: visit,
      started_transactional: true,
    });
  });
});
