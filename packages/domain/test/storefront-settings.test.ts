import { describe, expect, it } from 'vitest';
import { parseRateText } from '../src/number-input.ts';
import {
  changedSettingsParts,
  mergeSettingsEdits,
  type StorefrontSettings,
  storefrontSettingsSchema,
} from '../src/schemas/storefront-settings.ts';

// Found in a staff trial of the console's storefront settings: "4.5 %" in a rate was refused.
describe('a rate as staff type it (the console and the server read it alike)', () => {
  it('takes a trailing percent sign and a decimal comma or point', () => {
    expect(parseRateText('4.5')).toBe(4.5);
    expect(parseRateText('4,5')).toBe(4.5);
    expect(parseRateText('4.5 %')).toBe(4.5);
    expect(parseRateText('4,5\u00a0%')).toBe(4.5);
    expect(parseRateText('4,5\u202f%')).toBe(4.5);
    expect(parseRateText(' 3,25% ')).toBe(3.25);
    expect(parseRateText('0')).toBe(0);
    expect(parseRateText('7.499')).toBe(7.499);
    expect(parseRateText('.5')).toBe(0.5);
  });

  it('refuses what is not one number', () => {
    for (const text of [
      '',
      ' ',
      '%',
      'abc',
      '4.5.1',
      '4,5,1',
      '-1',
      '4 5',
      '% 4.5',
      '4.5 %%',
      '1e3',
      '4.5 pct',
    ])
      expect(parseRateText(text), text).toBeNull();
  });

  it('is taken by the settings schema, which still checks the range', () => {
    const rate = (apr: unknown) =>
      storefrontSettingsSchema.shape.payment.shape.finance.shape.rates.element.shape.apr.safeParse(apr);
    expect(rate('4,5 %')).toMatchObject({ success: true, data: 4.5 });
    expect(rate(4.5)).toMatchObject({ success: true, data: 4.5 });
    expect(rate('150 %').success).toBe(false);
    expect(rate('quatre').error?.issues[0]?.message).toBe('Enter a rate from 0% to 99.99%.');
    expect(rate(true).error?.issues[0]?.message).toBe('Enter a rate from 0% to 99.99%.');
  });
});

const BASE: StorefrontSettings = {
  theme: {
    button_cta_color: '#C8102E',
    header_background_color: '#FFFFFF',
    header_elements_color: '#1A1A1A',
    use_alternative_color_for_header_cta: false,
  },
  custom_copy: [{ id: 'inventory.title', text: { 'en-CA': 'Drive' } }],
  disclaimers: [],
  payment: {
    frequencies: ['monthly'],
    default_frequency: 'monthly',
    finance: { terms: [36], default_term: 36, rates: [{ condition: 'new', term: 36, apr: 5.99 }] },
    lease: { terms: [36], default_term: 36, rates: [{ condition: 'new', term: 36, apr: 3.99 }] },
    fees: [],
    deposit: { enabled: true, amount_cents: 50_000, cancellation_fee_cents: 0, mode: 'hold' },
  },
  embedding_origins: [],
};

// Found in a staff trial: a save refused because someone else saved first dropped what was typed.
describe('saving over another staff member’s version', () => {
  it('names the parts changed', () => {
    const other = structuredClone(BASE);
    other.theme.button_cta_color = '#0B6E4F';
    other.payment.default_frequency = 'weekly';
    expect(changedSettingsParts(BASE, other)).toEqual(['theme', 'payment.frequencies']);
    expect(changedSettingsParts(BASE, structuredClone(BASE))).toEqual([]);
  });

  it('takes this staff member’s changed parts over theirs and keeps theirs elsewhere', () => {
    const mine = structuredClone(BASE);
    mine.payment.deposit.amount_cents = 65_000;
    mine.theme.header_background_color = '#000000';
    const theirs = structuredClone(BASE);
    theirs.theme.button_cta_color = '#0B6E4F';
    theirs.custom_copy = [];
    const merged = mergeSettingsEdits(BASE, mine, theirs);
    // deposit: mine; copy: theirs; theme: each colour of whoever changed it (found in a staff trial:
    // "save mine over theirs" dropped the other's header colour, as the section was taken whole).
    expect(merged.payment.deposit.amount_cents).toBe(65_000);
    expect(merged.custom_copy).toEqual([]);
    expect(merged.theme).toEqual({
      ...BASE.theme,
      header_background_color: '#000000',
      button_cta_color: '#0B6E4F',
    });
    expect(merged.payment.finance).toEqual(BASE.payment.finance);
  });

  it('merges list items by identity: a rate or a text each changed, one added, one removed', () => {
    const base = structuredClone(BASE);
    base.payment.finance = {
      terms: [36, 72],
      default_term: 36,
      rates: [
        { condition: 'new', term: 36, apr: 5.99 },
        { condition: 'new', term: 72, apr: 6.99 },
      ],
    };
    base.custom_copy = [
      { id: 'inventory.title', text: { 'en-CA': 'Drive' } },
      { id: 'deal.title', text: { 'en-CA': 'Deal' } },
    ];
    const mine = structuredClone(base);
    mine.payment.finance.rates[1] = { condition: 'new', term: 72, apr: 4.5 };
    mine.custom_copy.push({ id: 'review.title', text: { 'en-CA': 'Review' } });
    const theirs = structuredClone(base);
    theirs.payment.finance.rates[0] = { condition: 'new', term: 36, apr: 5.49 };
    theirs.custom_copy = theirs.custom_copy.filter((c) => c.id !== 'deal.title');
    const merged = mergeSettingsEdits(base, mine, theirs);
    expect(merged.payment.finance.rates).toEqual([
      { condition: 'new', term: 36, apr: 5.49 },
      { condition: 'new', term: 72, apr: 4.5 },
    ]);
    expect(merged.custom_copy.map((c) => c.id)).toEqual(['inventory.title', 'review.title']);
    expect(storefrontSettingsSchema.safeParse(merged).success).toBe(true);
  });

  it('keeps the frequencies with their default, from whoever changed them', () => {
    const mine = structuredClone(BASE);
    mine.payment.frequencies = ['monthly', 'biweekly'];
    mine.payment.default_frequency = 'biweekly';
    const theirs = structuredClone(BASE);
    theirs.payment.deposit.amount_cents = 75_000;
    const merged = mergeSettingsEdits(BASE, mine, theirs);
    expect(merged.payment).toMatchObject({
      frequencies: ['monthly', 'biweekly'],
      default_frequency: 'biweekly',
      deposit: { amount_cents: 75_000 },
    });
  });
});
