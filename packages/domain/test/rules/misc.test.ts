import { describe, expect, it } from 'vitest';
import { analyticsDate, formErrorEvent, pageName, stockStatusCode } from '../../src/rules/analytics.ts';
import {
  analyticsLanguage,
  analyticsPrice,
  dedupeVehicleEvent,
  downPaymentPercentage,
  orientationCode,
  parseSort,
  shouldReportTradeInOwnership,
  viewportBreakpoint,
} from '../../src/rules/analytics-events.ts';
import {
  consentKeys,
  consentSavePayload,
  consentText,
  isConsentEnabled,
  registrationConsents,
  validateConsents,
  visibleConsents,
} from '../../src/rules/consent.ts';
import {
  accessoriesForPreview,
  canRemoveAccessory,
  canRemoveProtectionPlan,
  cleanPricingRequest,
  invalidFrequencyReaction,
  isFrequencyValid,
  pricingStackVersion,
  protectionPlanPayload,
  selectProtectionPrice,
  shareCommonFields,
  shouldLoadIncentives,
  usesOrderIncentivesCall,
} from '../../src/rules/payment.ts';
import { addQuote, canAddQuote, deleteQuote, praqToApply, summarizePraqFlow } from '../../src/rules/praq.ts';
import type { ConsentDefinition } from '../../src/schemas/consent.ts';
import type { PraqQuote } from '../../src/schemas/praq.ts';

const defs: ConsentDefinition[] = [
  { key: 'dealer_marketing', enabled: 'REQUIRED_CONSENT', text: { en: 'Marketing', fr: 'Marketing FR' } },
  { key: 'dealer_data_collection', enabled: 'OPTIONAL_CONSENT', text: { fr: 'Données' } },
  { key: 'oem_marketing', enabled: 'NO_CONSENT', text: {} },
];

describe('consent (spec 3 §3-§5)', () => {
  it('required consents must be ticked (field_required); optional are not enforced', () => {
    expect(validateConsents(defs, {})).toEqual({ dealer_marketing: 'field_required' });
    expect(validateConsents(defs, { dealer_marketing: true })).toEqual({});
  });
  it('keys, visibility and text', () => {
    expect(consentKeys('dealer')).toEqual({
      marketing: 'dealer_marketing',
      data_collection: 'dealer_data_collection',
    });
    expect(visibleConsents(defs).map((d) => d.key)).toEqual(['dealer_marketing', 'dealer_data_collection']);
    expect(consentText(defs[0] as ConsentDefinition, 'fr')).toBe('Marketing FR');
    expect(consentText(defs[1] as ConsentDefinition, 'en')).toBe('Données');
    expect(consentText(defs[2] as ConsentDefinition, 'en')).toBe('');
  });
  it('save is skipped unless enabled and fails without a user', () => {
    expect(consentSavePayload([defs[2] as ConsentDefinition], {}, null)).toEqual({ skip: true });
    expect(isConsentEnabled(defs)).toBe(true);
    expect(() => consentSavePayload(defs, {}, null)).toThrow('User not logged in');
    expect(
      consentSavePayload(defs, { dealer_marketing: true, oem_marketing: true, junk: false }, { id: 7 }),
    ).toEqual({
      skip: false,
      userId: 7,
      body: { consent_values: { dealer_marketing: true } },
    });
  });
  it('registration consents follow dealer settings', () => {
    expect(
      registrationConsents(
        { disclosure_tokenization: true, deposit_terms: 'terms' },
        { terms_and_conditions: true },
      ),
    ).toEqual({
      disclosure_tokenization: false,
      terms_and_conditions: true,
    });
    expect(registrationConsents({}, { disclosure_tokenization: true })).toEqual({});
  });
});

describe('analytics value cleaning (spec 3 §5 and §9)', () => {
  it('price: strip symbol and first comma, 2 decimals, sentinels give null', () => {
    expect(analyticsPrice('$21,000')).toBe('21000.00');
    expect(analyticsPrice(501.9)).toBe('501.90');
    expect(analyticsPrice('$1,000,000')).toBeNull();
    for (const v of [null, undefined, '', 0, '999998', '$999,999', 'abc'])
      expect(analyticsPrice(v)).toBeNull();
  });
  it('down-payment percentage rounded to 2 decimals', () => {
    expect(downPaymentPercentage(500_000, 3_000_000)).toBe(0.17);
    expect(downPaymentPercentage(1, 0)).toBeNull();
  });
  it('trade-in ownership only with at least 4 keys', () => {
    expect(shouldReportTradeInOwnership({ a: 1, b: 2, c: 3 })).toBe(false);
    expect(shouldReportTradeInOwnership({ a: 1, b: 2, c: 3, d: 4 })).toBe(true);
    expect(shouldReportTradeInOwnership(null)).toBe(false);
  });
  it('viewport breakpoint: highest below the width, default 1367', () => {
    expect(viewportBreakpoint(1000)).toBe(992);
    expect(viewportBreakpoint(992)).toBe(768);
    expect(viewportBreakpoint(2000)).toBe(1367);
    expect(viewportBreakpoint(300)).toBe(1367);
  });
  it('orientation, language, sort, page name, stock code, date, dedupe, form error', () => {
    expect(orientationCode('portrait')).toBe('v');
    expect(orientationCode('landscape')).toBe('h');
    expect(analyticsLanguage('fr-CA')).toBe('fr');
    expect(analyticsLanguage('en-CA')).toBe('en');
    expect(analyticsLanguage(undefined)).toBe('en');
    expect(parseSort('-price')).toEqual({ field: 'price', direction: 'desc' });
    expect(parseSort('year')).toEqual({ field: 'year', direction: 'asc' });
    expect(pageName('modular', 'review')).toBe('vdp:review');
    expect(pageName('checkout', 'review')).toBe('vdp:purchase:review');
    expect(stockStatusCode('in stock')).toBe('I');
    expect(stockStatusCode('as is')).toBe('As-is');
    expect(stockStatusCode('??')).toBeNull();
    expect(analyticsDate('2026-02-03')).toBe('02/03/2026');
    const first = dedupeVehicleEvent({}, 'v1', 'impression');
    expect(first.send).toBe(true);
    expect(dedupeVehicleEvent(first.sent, 'v1', 'impression').send).toBe(false);
    expect(dedupeVehicleEvent(first.sent, 'v2', 'impression').send).toBe(true);
    expect(formErrorEvent({ message: 'm', referringUrl: 'u', fieldIds: ['email'] })).toEqual({
      code: 400,
      message: 'm',
      referringUrl: 'u',
      fieldIds: ['email'],
      addressValidationErrors: [],
    });
  });
});

const quote = (id: number, over: Partial<PraqQuote> = {}): PraqQuote => ({
  id,
  applied: false,
  quote_expiry: null,
  accessories: [],
  protection_plan_prices: [],
  vehicle_available: true,
  touched: false,
  ...over,
});

describe('PRAQ (spec 2 §4 and §9)', () => {
  it('holds at most 3 quotes', () => {
    const flow = summarizePraqFlow(1, [quote(1), quote(2)]);
    expect(canAddQuote(flow.praqs)).toBe(true);
    const full = addQuote(flow, quote(3, { vehicle_available: false }));
    expect(full).toMatchObject({
      quotesCount: 3,
      isMaxNumberOfQuotesReached: true,
      quotesWithAvailableVehicleCount: 2,
      isPraqModified: true,
    });
    expect(() => addQuote(full, quote(4))).toThrow(RangeError);
    expect(() => summarizePraqFlow(1, [quote(1), quote(2), quote(3), quote(4)])).toThrow(RangeError);
  });
  it('deleting recalculates the count', () => {
    const flow = summarizePraqFlow(1, [quote(1), quote(2), quote(3)]);
    expect(deleteQuote(flow, 2)).toMatchObject({ quotesCount: 2, isMaxNumberOfQuotesReached: false });
  });
  it('derived flags', () => {
    const flow = summarizePraqFlow(1, [
      quote(1, { quote_expiry: '2026-01-01', touched: true }),
      quote(2, { quote_expiry: '2026-01-01' }),
    ]);
    expect(flow).toMatchObject({
      hasIdenticalQuotes: true,
      hasQuotesTouched: true,
      hasQuotesExpireDateSet: true,
    });
    expect(summarizePraqFlow(1, []).hasQuotesExpireDateSet).toBe(false);
  });
  it('applies praq_id from the query when no order conflicts', () => {
    expect(praqToApply({ praq_id: '12' }, false)).toBe(12);
    expect(praqToApply({ praq_id: '12' }, true)).toBeNull();
    expect(praqToApply({ praq_id: 'x' }, false)).toBeNull();
    expect(praqToApply({}, false)).toBeNull();
  });
});

describe('payment rules (spec 2 §3-§5)', () => {
  it('payment system MS is version 1, the others 2, unknown warns and assumes 1', () => {
    expect(pricingStackVersion('MS')).toEqual({ version: 1, warn: false });
    expect(pricingStackVersion('PC')).toEqual({ version: 2, warn: false });
    expect(pricingStackVersion('SF')).toEqual({ version: 2, warn: false });
    expect(pricingStackVersion(null)).toEqual({ version: 1, warn: true });
    expect(usesOrderIncentivesCall('PC')).toBe(true);
    expect(usesOrderIncentivesCall('MS')).toBe(false);
  });
  it('cash is always a valid frequency; others must be among the choices', () => {
    expect(isFrequencyValid('cash', null, [])).toBe(true);
    expect(isFrequencyValid('finance', 'weekly', [{ value: 'monthly' }])).toBe(false);
    expect(isFrequencyValid('lease', 'monthly', [{ value: 'monthly' }])).toBe(true);
    expect(isFrequencyValid('finance', undefined, [{ value: 'monthly' }])).toBe(false);
    expect(invalidFrequencyReaction(true)).toEqual({ toast: true, expandPricingHeader: false });
    expect(invalidFrequencyReaction(false).expandPricingHeader).toBe(true);
  });
  it('cleans pricing requests', () => {
    expect(
      cleanPricingRequest({ down_payment: '', credit_score: '', postal_code: '', protections: [] }),
    ).toEqual({});
    expect(cleanPricingRequest({ down_payment: 0, protections: null })).toEqual({ down_payment: 0 });
    expect(cleanPricingRequest({ down_payment: null }, 100_000)).toEqual({ down_payment: 100_000 });
    expect(cleanPricingRequest({ postal_code: 'K1A 0B1', protections: [1] })).toEqual({
      postal_code: 'K1A 0B1',
      protections: [1],
    });
  });
  it('shares common fields across cash, finance and lease', () => {
    const all = {
      cash: { down_payment: 0, term: 0 },
      finance: { down_payment: 0, term: 60 },
      lease: { down_payment: 0, term: 48 },
    };
    const out = shareCommonFields({ down_payment: 500_000, term: 72 }, all);
    expect(out.lease).toEqual({ down_payment: 500_000, term: 48 });
    expect(out.cash.down_payment).toBe(500_000);
  });
  it('preview accessories [0] when touched and none; protection payload', () => {
    expect(accessoriesForPreview([], true)).toEqual([0]);
    expect(accessoriesForPreview([], false)).toEqual([]);
    expect(accessoriesForPreview([3], true)).toEqual([3]);
    expect(
      protectionPlanPayload({
        protectionIds: [1],
        accessoryIds: [2, 3],
        installAccessoryIds: [3, 9],
        incentiveIds: [4],
      }),
    ).toEqual({
      protection_ids: [1],
      accessories: [2, 3],
      accessory_ids: [2, 3],
      incentives: [4],
      install_accessories_ids: [3],
    });
  });
  it('removal rules, one price per plan, incentives only in Canada when enabled', () => {
    expect(canRemoveAccessory({ is_removable: false })).toBe(false);
    expect(canRemoveProtectionPlan({ pre_installed: true })).toBe(false);
    expect(canRemoveProtectionPlan({ pre_installed: false })).toBe(true);
    expect(
      selectProtectionPrice(
        [
          { planId: 1, priceId: 10 },
          { planId: 2, priceId: 20 },
        ],
        1,
        11,
      ),
    ).toEqual([
      { planId: 2, priceId: 20 },
      { planId: 1, priceId: 11 },
    ]);
    expect(shouldLoadIncentives('CA', true)).toBe(true);
    expect(shouldLoadIncentives('US', true)).toBe(false);
    expect(shouldLoadIncentives('CA', false)).toBe(false);
  });
});
