import { describe, expect, it } from 'vitest';
import { parseDistanceText, parseMoneyText, parseNumberText } from '../src/number-input.ts';

const ok = (value: number) => ({ ok: true, value });
const no = (error: string) => ({ ok: false, error });

describe('numbers typed in the page language (odometer, money)', () => {
  it('reads a distance with English or French grouping and the unit typed after it', () => {
    expect(parseDistanceText('1229 km', 'en-CA', 'km', 999_999)).toEqual(ok(1229));
    expect(parseDistanceText('12,290', 'en-CA', 'km', 999_999)).toEqual(ok(12_290));
    expect(parseDistanceText('12,290 kms', 'en-US', 'km', 999_999)).toEqual(ok(12_290));
    expect(parseDistanceText('48,000 miles', 'en-US', 'mi', 999_999)).toEqual(ok(48_000));
    expect(parseDistanceText('48000mi', 'en-US', 'mi', 999_999)).toEqual(ok(48_000));
    expect(parseDistanceText('12 290 km', 'fr-CA', 'km', 999_999)).toEqual(ok(12_290));
    expect(parseDistanceText('12\u00a0290\u00a0km', 'fr-CA', 'km', 999_999)).toEqual(ok(12_290));
    expect(parseDistanceText('12\u202f290', 'fr-CA', 'km', 999_999)).toEqual(ok(12_290));
    expect(parseDistanceText(' 0 ', 'en-CA', 'km', 999_999)).toEqual(ok(0));
    expect(parseDistanceText('999999', 'en-CA', 'km', 999_999)).toEqual(ok(999_999));
  });

  it('refuses what is not a whole distance in the field unit, with the reason', () => {
    expect(parseDistanceText('', 'en-CA', 'km', 999_999)).toEqual(no('empty'));
    expect(parseDistanceText('  ', 'en-CA', 'km', 999_999)).toEqual(no('empty'));
    expect(parseDistanceText('abc', 'en-CA', 'km', 999_999)).toEqual(no('invalid'));
    expect(parseDistanceText('-5', 'en-CA', 'km', 999_999)).toEqual(no('invalid'));
    expect(parseDistanceText('12,29', 'en-CA', 'km', 999_999)).toEqual(no('invalid'));
    expect(parseDistanceText('1,2,3', 'en-CA', 'km', 999_999)).toEqual(no('invalid'));
    expect(parseDistanceText('12.5', 'en-CA', 'km', 999_999)).toEqual(no('decimals'));
    // In French the comma is the decimal mark: 12,290 km is not a whole number of km.
    expect(parseDistanceText('12,290', 'fr-CA', 'km', 999_999)).toEqual(no('decimals'));
    expect(parseDistanceText('48,000 miles', 'en-CA', 'km', 999_999)).toEqual(no('unit'));
    expect(parseDistanceText('1229 km', 'en-US', 'mi', 999_999)).toEqual(no('unit'));
    expect(parseDistanceText('1000000', 'en-CA', 'km', 999_999)).toEqual(no('too_large'));
    expect(parseDistanceText('9'.repeat(30), 'en-CA', 'km', 999_999)).toEqual(no('too_large'));
    expect(parseDistanceText('12 km km', 'en-CA', 'km', 999_999)).toEqual(no('invalid'));
  });

  it('reads money in integer cents, with a currency sign before or after, in English and French', () => {
    expect(parseMoneyText('$65,000.50', 'en-CA')).toEqual(ok(6_500_050));
    expect(parseMoneyText('$65,000.50', 'en-US')).toEqual(ok(6_500_050));
    expect(parseMoneyText('65000.5', 'en-US')).toEqual(ok(6_500_050));
    expect(parseMoneyText('CA$ 1,000', 'en-CA')).toEqual(ok(100_000));
    expect(parseMoneyText('1000 USD', 'en-US')).toEqual(ok(100_000));
    expect(parseMoneyText('65 000,50 $', 'fr-CA')).toEqual(ok(6_500_050));
    expect(parseMoneyText('65\u00a0000,50\u00a0$', 'fr-CA')).toEqual(ok(6_500_050));
    expect(parseMoneyText('65000,5', 'fr-CA')).toEqual(ok(6_500_050));
    // A point with one or two decimals reads as the decimal mark in French too (a phone keypad's).
    expect(parseMoneyText('65000.50', 'fr-CA')).toEqual(ok(6_500_050));
    expect(parseMoneyText('0,01 $', 'fr-CA')).toEqual(ok(1));
    // 0.1 + 0.2 does not reach the answer: the digits are read as text.
    expect(parseMoneyText('0.29', 'en-CA')).toEqual(ok(29));
    expect(parseMoneyText('1234567.89', 'en-CA')).toEqual(ok(123_456_789));
  });

  it('refuses money that is not an amount in the page language', () => {
    expect(parseMoneyText('$65,000.505', 'en-CA')).toEqual(no('decimals'));
    expect(parseMoneyText('65.000,50', 'fr-CA')).toEqual(no('invalid'));
    expect(parseMoneyText('65,000.50', 'fr-CA')).toEqual(no('invalid'));
    expect(parseMoneyText('65 000,50 $', 'en-CA')).toEqual(no('invalid'));
    expect(parseMoneyText('€5', 'en-CA')).toEqual(no('invalid'));
    expect(parseMoneyText('$-5', 'en-CA')).toEqual(no('invalid'));
    expect(parseMoneyText('$', 'en-CA')).toEqual(no('invalid'));
    expect(parseMoneyText('1,000,000.00', 'en-CA', 99_999_999)).toEqual(no('too_large'));
  });

  it('takes no unit or currency where the field does not ask for one', () => {
    expect(parseNumberText('5 km', 'en-CA', { decimals: 0 })).toEqual(no('invalid'));
    expect(parseNumberText('$5', 'en-CA', { decimals: 0 })).toEqual(no('invalid'));
    expect(parseNumberText('007', 'en-CA', { decimals: 0 })).toEqual(ok(7));
  });
});
