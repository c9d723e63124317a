import { describe, expect, it } from 'vitest';
import { inputMask, inputModeFor, maskValue } from './masks.ts';

describe('input masks', () => {
  it('formats a Canadian phone number as (###) ###-####', () => {
    const mask = inputMask('phone', 'CA');
    expect(mask).toBe('(###) ###-####');
    expect(maskValue('4165550123', mask)).toBe('(416) 555-0123');
    expect(maskValue('416', mask)).toBe('(416');
    expect(maskValue('4165', mask)).toBe('(416) 5');
  });

  it('formats a US phone number as ###-###-####', () => {
    const mask = inputMask('phone', 'US');
    expect(maskValue('2125550199', mask)).toBe('212-555-0199');
    expect(maskValue('(212) 555-0199', mask)).toBe('212-555-0199');
  });

  it('drops a North American country code from a phone number (no area code starts with 1)', () => {
    expect(maskValue('+1 512 555 0199', inputMask('phone', 'US'))).toBe('512-555-0199');
    expect(maskValue('1-416-555-0123', inputMask('phone', 'CA'))).toBe('(416) 555-0123');
    // Typed key by key, a leading 1 stays until the number is longer than the mask.
    expect(maskValue('1', inputMask('phone', 'US'))).toBe('1');
  });

  it('drops letters from phone numbers and stops at the mask length', () => {
    const mask = inputMask('phone', 'US');
    expect(maskValue('21a2b5550199999', mask)).toBe('212-555-0199');
    expect(maskValue('21a2b5550199999', mask).length).toBeLessThanOrEqual(mask.length);
  });

  it('formats a Canadian postal code as A#A #A#, upper case', () => {
    const mask = inputMask('postalCode', 'CA');
    expect(maskValue('m5v3l9', mask)).toBe('M5V 3L9');
    expect(maskValue('M5V-3L9', mask)).toBe('M5V 3L9');
  });

  it('keeps every character typed key by key in a postal code, a digit typed first included', () => {
    const typeKeys = (keys: string, mask: string) =>
      [...keys].reduce((value, key) => maskValue(value + key, mask), '');
    expect(typeKeys('m5v3l9', inputMask('postalCode', 'CA'))).toBe('M5V 3L9');
    expect(typeKeys('78704', inputMask('postalCode', 'US'))).toBe('78704');
    // A digit where a letter goes stays, for the postal-code rule to explain, instead of vanishing.
    expect(typeKeys('5', inputMask('postalCode', 'CA'))).toBe('5');
    expect(typeKeys('5m5v', inputMask('postalCode', 'CA'))).toBe('5M5V');
    expect(maskValue('5mv', inputMask('postalCode', 'CA'))).toBe('5MV');
  });

  it('keeps a ZIP code to 5 digits', () => {
    const mask = inputMask('postalCode', 'US');
    expect(maskValue('902101234', mask)).toBe('90210');
    expect(maskValue('9a0', mask)).toBe('90');
  });

  it('lets a deleted separator stay deleted (literals are written only before a character)', () => {
    const mask = inputMask('phone', 'CA');
    // Backspace over "(416) " gives "(416)": the trailing literals are not written back.
    expect(maskValue('(416)', mask)).toBe('(416');
  });

  it('passes text through without a mask', () => {
    expect(maskValue('anything at all', undefined)).toBe('anything at all');
  });

  it('chooses the numeric keyboard for digit-only masks', () => {
    expect(inputModeFor(inputMask('phone', 'CA'))).toBe('numeric');
    expect(inputModeFor(inputMask('postalCode', 'US'))).toBe('numeric');
    expect(inputModeFor(inputMask('postalCode', 'CA'))).toBe('text');
  });
});
