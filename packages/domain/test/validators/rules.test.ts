import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyMask,
  formatPhone,
  hasValidVinCheckDigit,
  isAscii,
  isCity,
  isCompany,
  isDecimal,
  isEmail,
  isEmpty,
  isName,
  isNoCents,
  isOnOrAfter,
  isOnOrBefore,
  isPhone,
  isPositive,
  isPostalCode,
  isSin,
  isSsn,
  isUniqueUrl,
  isUrl,
  isValidDate,
  isVin,
  luhnValid,
  normalizePostalCode,
  parseDate,
  phoneDigits,
  phoneMask,
  postalCodeMask,
  provinceOfPostalCode,
  telUri,
  toCalendarDate,
  vinCheckDigit,
} from '../../src/validators/rules.ts';

const letter = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'.split(''));
const digit = fc.integer({ min: 0, max: 9 }).map(String);
const d29 = fc.integer({ min: 2, max: 9 }).map(String);

describe('isEmpty (spec 1 §5: skip when empty)', () => {
  it('treats blank, null, undefined and [] as empty but not 0 or false', () => {
    for (const v of [undefined, null, '', '   ', []]) expect(isEmpty(v)).toBe(true);
    for (const v of [0, false, 'a', [1]]) expect(isEmpty(v)).toBe(false);
  });
});

describe('postal code (spec 1 §5, spec 3 §5)', () => {
  it('accepts Canadian letter-digit-letter digit-letter-digit with optional space or dash', () => {
    for (const v of ['K1A 0B1', 'K1A0B1', 'k1a-0b1', 'H3Z 2Y7']) expect(isPostalCode(v, 'CA')).toBe(true);
    for (const v of ['K1A  0B1', '1KA 0B1', 'K1A 0B', 'K1A_0B1', '12345'])
      expect(isPostalCode(v, 'CA')).toBe(false);
  });
  it('accepts US ZIP of 5 or 9 digits', () => {
    for (const v of ['90210', '902101234', '90210-1234']) expect(isPostalCode(v, 'US')).toBe(true);
    for (const v of ['9021', '902101', 'K1A 0B1', '90210 1234']) expect(isPostalCode(v, 'US')).toBe(false);
    // No ZIP begins 000 to 004 (the first, 00501, is Holtsville NY): "00000" is no place.
    for (const v of ['00000', '00499', '00000-0000', '003451234']) expect(isPostalCode(v, 'US')).toBe(false);
    for (const v of ['00501', '00601', '78704', '99950']) expect(isPostalCode(v, 'US')).toBe(true);
  });
  it('property: every generated Canadian code is valid, and never a valid ZIP', () => {
    fc.assert(
      fc.property(
        letter,
        digit,
        letter,
        fc.constantFrom('', ' ', '-'),
        digit,
        letter,
        digit,
        (a, b, c, sep, d, e, f) => {
          const code = `${a}${b}${c}${sep}${d}${e}${f}`;
          expect(isPostalCode(code, 'CA')).toBe(true);
          expect(isPostalCode(code, 'US')).toBe(false);
          expect(normalizePostalCode(code, 'CA')).toBe(`${a}${b}${c} ${d}${e}${f}`.toUpperCase());
        },
      ),
    );
  });
  it('property: a 5-digit string is a ZIP unless it begins 000 to 004; 6 to 8 digits are not', () => {
    // Five digits are a ZIP unless they begin 000 to 004 (no ZIP does).
    fc.assert(
      fc.property(fc.stringMatching(/^\d{5}$/), (z) => isPostalCode(z, 'US') === !/^00[0-4]/.test(z)),
    );
    fc.assert(fc.property(fc.stringMatching(/^\d{6,8}$/), (z) => !isPostalCode(z, 'US')));
  });
  it('normalizes ZIP+4 and gives masks per country', () => {
    expect(normalizePostalCode('902101234', 'US')).toBe('90210-1234');
    expect(normalizePostalCode('90210', 'US')).toBe('90210');
    expect(normalizePostalCode('k1a', 'CA')).toBe('K1A');
    expect(postalCodeMask('CA')).toBe('A#A #A#');
    expect(postalCodeMask('US')).toBe('#####');
  });
});

describe('SIN by Luhn and SSN (spec 1 §5)', () => {
  it('accepts a Luhn-valid SIN and refuses one digit off', () => {
    expect(isSin('046 454 286')).toBe(true);
    expect(isSin('046454286')).toBe(true);
    expect(isSin('046-454-286')).toBe(true);
    expect(isSin('046 454 287')).toBe(false);
    expect(isSin('04645428')).toBe(false);
  });
  it('property: changing any one digit of a valid SIN breaks the checksum', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 1, max: 9 }), (pos, delta) => {
        const sin = '046454286'.split('');
        sin[pos] = String((Number(sin[pos]) + delta) % 10);
        return !isSin(sin.join(''));
      }),
    );
  });
  it('property: a check digit always exists that makes 8 digits Luhn-valid', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{8}$/), (body) => {
        const valid = [...'0123456789'].filter((c) => luhnValid(body + c));
        return valid.length === 1;
      }),
    );
  });
  it('luhn refuses non-digits', () => {
    expect(luhnValid('12a')).toBe(false);
  });
  it('SSN: format ddd-dd-dddd or 9 digits, never-issued numbers refused', () => {
    expect(isSsn('123-45-6789')).toBe(true);
    expect(isSsn('123456789')).toBe(true);
    for (const v of [
      '000-12-3456',
      '666-12-3456',
      '912-12-3456',
      '123-00-4567',
      '123-45-0000',
      '12-345-6789',
      '123-45-678',
    ]) {
      expect(isSsn(v)).toBe(false);
    }
  });
});

describe('name, city, company (spec 1 §5)', () => {
  it('name: 2 to 30, no leading space, no digits or symbols', () => {
    for (const v of ['Jo', 'Marie-Ève', "O'Neil", 'José María', 'St. John']) expect(isName(v)).toBe(true);
    for (const v of ['J', ' Jo', 'Jo3', 'Jo@', 'A'.repeat(31), 'Jo_n']) expect(isName(v)).toBe(false);
    expect(isName('A'.repeat(30))).toBe(true);
  });
  it('property: names containing a digit are refused', () => {
    fc.assert(fc.property(fc.stringMatching(/^[A-Za-z]{1,10}\d[A-Za-z]{0,10}$/), (n) => !isName(n)));
  });
  it('city: letters with accents, single spaces, hyphens, apostrophes and ". "', () => {
    for (const v of ['Montréal', 'Saint-Jean-sur-Richelieu', "L'Assomption", 'St. Catharines', 'New York']) {
      expect(isCity(v)).toBe(true);
    }
    for (const v of ['New  York', ' Laval', 'Laval ', 'Quebec1', 'A--B', 'St..John'])
      expect(isCity(v)).toBe(false);
  });
  it('company: at least 2, trimmed, an alphanumeric, letters digits space and !.-', () => {
    for (const v of ['AB', 'Acme Inc.', 'Yahoo!', '3M', 'Auto-Plus Ltée']) expect(isCompany(v)).toBe(true);
    for (const v of ['A', ' Acme', 'Acme ', '...', 'Acme & Co', '--']) expect(isCompany(v)).toBe(false);
  });
});

describe('decimal, no_cents, positive (spec 1 §5)', () => {
  it('decimal: optional minus and a configurable count of decimals', () => {
    expect(isDecimal('12.34')).toBe(true);
    expect(isDecimal('-12.3')).toBe(true);
    expect(isDecimal('12.345')).toBe(false);
    expect(isDecimal('12.345', 3)).toBe(true);
    expect(isDecimal('12.5', 0)).toBe(false);
    expect(isDecimal('12', 0)).toBe(true);
    expect(isDecimal('12.')).toBe(false);
    expect(isDecimal('+12')).toBe(false);
    expect(isDecimal(12.5)).toBe(true);
  });
  it('property: any integer with up to n decimals passes decimal(n)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 0, max: 999999 }),
        (i, n, f) => {
          const frac = String(f).padStart(6, '0').slice(0, n);
          return isDecimal(`${i}.${frac}`, n) && !isDecimal(`${i}.${frac}1`, n);
        },
      ),
    );
  });
  it('no_cents: integers only', () => {
    expect(isNoCents('100')).toBe(true);
    expect(isNoCents(100)).toBe(true);
    expect(isNoCents('100.00')).toBe(false);
    expect(isNoCents(100.5)).toBe(false);
  });
  it('positive: above 0', () => {
    expect(isPositive('0.01')).toBe(true);
    expect(isPositive(3)).toBe(true);
    for (const v of ['0', '-1', '', ' ', 'abc', 0]) expect(isPositive(v)).toBe(false);
  });
});

describe('dates (spec 1 §5)', () => {
  it('valid_date uses YYYY-MM-DD by default and MM/DD/YYYY on request', () => {
    expect(isValidDate('2024-02-29')).toBe(true);
    expect(isValidDate('2023-02-29')).toBe(false);
    expect(isValidDate('1900-02-29')).toBe(false);
    expect(isValidDate('2000-02-29')).toBe(true);
    expect(isValidDate('2024-04-31')).toBe(false);
    expect(isValidDate('2024-13-01')).toBe(false);
    expect(isValidDate('02/29/2024', 'MM/DD/YYYY')).toBe(true);
    expect(isValidDate('2024-02-29', 'MM/DD/YYYY')).toBe(false);
    expect(parseDate('31.12.2025', 'DD.MM.YYYY')).toEqual({ year: 2025, month: 12, day: 31 });
    expect(parseDate('2025-01-01', 'YYYY-MM')).toBeNull();
    expect(parseDate('0000-01-01')).toBeNull();
  });
  it('property: every real calendar day round-trips', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1901-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        (d) => {
          const iso = d.toISOString().slice(0, 10);
          const [y, m, day] = iso.split('-');
          return isValidDate(iso) && isValidDate(`${m}/${day}/${y}`, 'MM/DD/YYYY');
        },
      ),
    );
  });
  it('min_date and max_date compare with a given date or today, inclusively', () => {
    expect(isOnOrAfter('2026-01-10', '2026-01-10')).toBe(true);
    expect(isOnOrAfter('2026-01-09', '2026-01-10')).toBe(false);
    expect(isOnOrBefore('2026-01-10', new Date(Date.UTC(2026, 0, 10, 23)))).toBe(true);
    expect(isOnOrBefore('2026-01-11', new Date(Date.UTC(2026, 0, 10)))).toBe(false);
    expect(isOnOrBefore('01/11/2026', '2026-02-01', 'MM/DD/YYYY')).toBe(true);
    expect(isOnOrAfter('not a date', '2026-01-10')).toBe(false);
    expect(toCalendarDate(new Date(Number.NaN))).toBeNull();
  });
});

describe('phone (spec 1 §5, spec 3 §5)', () => {
  it('US variant ddd-ddd-dddd; CA variant also parentheses and spaces', () => {
    expect(isPhone('416-555-1234', 'US')).toBe(true);
    expect(isPhone('4165551234', 'US')).toBe(true);
    expect(isPhone('(416) 555-1234', 'US')).toBe(false);
    expect(isPhone('(416) 555-1234', 'CA')).toBe(true);
    expect(isPhone('416 555 1234', 'CA')).toBe(true);
    expect(isPhone('416-555-1234')).toBe(true);
  });
  it('area code and exchange start 2-9', () => {
    for (const v of ['116-555-1234', '416-155-1234', '016-555-1234', '416-055-1234']) {
      expect(isPhone(v, 'US')).toBe(false);
      expect(isPhone(v, 'CA')).toBe(false);
    }
  });
  it('property: every NANP number passes both variants once masked', () => {
    fc.assert(
      fc.property(
        d29,
        fc.stringMatching(/^\d{2}$/),
        d29,
        fc.stringMatching(/^\d{2}$/),
        fc.stringMatching(/^\d{4}$/),
        (a, a2, e, e2, l) => {
          const digits = `${a}${a2}${e}${e2}${l}`;
          const us = applyMask(digits, phoneMask('US'));
          const ca = applyMask(digits, phoneMask('CA'));
          return (
            isPhone(us, 'US') && isPhone(ca, 'CA') && phoneDigits(ca) === digits && phoneDigits(us) === digits
          );
        },
      ),
    );
  });
  it('masks: (###) ###-#### for CA and default, ###-###-#### for US', () => {
    expect(phoneMask('CA')).toBe('(###) ###-####');
    expect(phoneMask(undefined)).toBe('(###) ###-####');
    expect(phoneMask('US')).toBe('###-###-####');

    expect(applyMask('4165551234', '(###) ###-####')).toBe('(416) 555-1234');
    expect(applyMask('416', '(###) ###-####')).toBe('(416');
    expect(applyMask('41655', '###-###-####')).toBe('416-55');
    expect(applyMask('k1a0b1', 'A#A #A#')).toBe('K1A 0B1');
    expect(applyMask('k1a0b1zzz', 'A#A #A#')).toBe('K1A 0B1');
    expect(applyMask('', '###')).toBe('');
  });

  it('formatPhone writes ten digits as both countries read a number, (512) 555-0134, however typed; anything else as typed', () => {
    for (const typed of [
      '416-555-0147',
      '(416) 555-0147',
      '4165550147',
      '+1 416 555 0147',
      '1-416-555-0147',
    ]) {
      expect(formatPhone(typed, 'CA')).toBe('(416) 555-0147');
      expect(formatPhone(typed, undefined)).toBe('(416) 555-0147');
    }
    for (const typed of ['512-555-0134', '512.555.0134', '5125550134', '+15125550134'])
      expect(formatPhone(typed, 'US')).toBe('(512) 555-0134');
    expect(formatPhone('+44 20 7946 0958', 'CA')).toBe('+44 20 7946 0958');
    expect(formatPhone('555-0147', 'US')).toBe('555-0147');
  });

  it('telUri: a North American number in E.164 (tel:+1…), another as its digits after its +', () => {
    for (const typed of ['512-555-0134', '(512) 555-0134', '5125550134', '1-512-555-0134', '+1 512 555 0134'])
      expect(telUri(typed)).toBe('tel:+15125550134');
    expect(telUri('1-888-555-0142')).toBe('tel:+18885550142');
    expect(telUri('+44 20 7946 0958')).toBe('tel:+442079460958');
    expect(telUri('555-0147')).toBe('tel:5550147');
  });
});

describe('VIN (spec 1 §5)', () => {
  it('17 characters, digits and letters except I, O and Q', () => {
    expect(isVin('1M8GDM9AXKP042788')).toBe(true);
    expect(isVin('1m8gdm9axkp042788')).toBe(true);
    expect(isVin('1M8GDM9AXKP04278')).toBe(false);
    for (const bad of ['I', 'O', 'Q']) expect(isVin(`1M8GDM9AXKP04278${bad}`)).toBe(false);
  });
  it('property: a VIN with I, O or Q anywhere is refused', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-HJ-NPR-Z0-9]{16}$/),
        fc.integer({ min: 0, max: 16 }),
        fc.constantFrom('I', 'O', 'Q'),
        (s, i, c) => {
          return !isVin(s.slice(0, i) + c + s.slice(i));
        },
      ),
    );
  });
  it('computes the check digit (position 9)', () => {
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    expect(hasValidVinCheckDigit('1M8GDM9AXKP042788')).toBe(true);
    expect(hasValidVinCheckDigit('11111111111111111')).toBe(true);
    expect(hasValidVinCheckDigit('1M8GDM9A1KP042788')).toBe(false);
    expect(vinCheckDigit('short')).toBeNull();
    expect(hasValidVinCheckDigit('short')).toBe(false);
  });
  it('property: replacing position 9 with the computed digit always gives a valid VIN', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-HJ-NPR-Z0-9]{17}$/), (v) => {
        const fixed = `${v.slice(0, 8)}${vinCheckDigit(v)}${v.slice(9)}`;
        return hasValidVinCheckDigit(fixed);
      }),
    );
  });
});

describe('url, uniqueURL, ascii-email, email (spec 1 §5)', () => {
  it('url must parse', () => {
    expect(isUrl('https://dealer.example/path?q=1')).toBe(true);
    expect(isUrl('dealer.example')).toBe(false);
    expect(isUrl('')).toBe(false);
  });
  it('uniqueURL differs from a given URL ignoring protocol', () => {
    expect(isUniqueUrl('https://a.example/x', 'http://a.example/x')).toBe(false);
    expect(isUniqueUrl('https://a.example/x/', 'a.example/x')).toBe(false);
    expect(isUniqueUrl('https://a.example/y', 'http://a.example/x')).toBe(true);
    expect(isUniqueUrl('https://a.example', null)).toBe(true);
    expect(isUniqueUrl('https://a.example', '')).toBe(true);
  });
  it('ascii-email: only ASCII characters', () => {
    expect(isAscii('jo@example.com')).toBe(true);
    expect(isAscii('jö@example.com')).toBe(false);
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 20 }),
        (s) => isAscii(s) === /^[\x20-\x7E]*$/.test(s),
      ),
    );
  });
  it('email shape', () => {
    expect(isEmail('jo@example.com')).toBe(true);
    for (const v of ['jo@', 'jo@example', 'jo example@x.com', '@x.com']) expect(isEmail(v)).toBe(false);
  });
});

describe('provinceOfPostalCode (spec 2 §7: geo validation)', () => {
  it('names the province of a Canadian postal code by its first letter', () => {
    const cases: Record<string, string> = {
      'A1A 1A1': 'NL',
      'B3H 4R2': 'NS',
      'C1A 4P3': 'PE',
      'E1C 4M3': 'NB',
      'G1R 4P5': 'QC',
      'h2x 1y4': 'QC',
      'J4K 2T4': 'QC',
      'K1A 0B1': 'ON',
      'L5B 3C2': 'ON',
      M5V2T6: 'ON',
      'N2L 3G1': 'ON',
      'P3E 2C6': 'ON',
      'R3C 4T3': 'MB',
      'S4P 3Y2': 'SK',
      'T2P 1J9': 'AB',
      'V6B-1A1': 'BC',
      'Y1A 2C6': 'YT',
    };
    for (const [code, province] of Object.entries(cases))
      expect(provinceOfPostalCode(code, 'CA')).toBe(province);
  });
  it('tells the territories of X apart by their areas (X0A to X0C Nunavut, the rest the NWT)', () => {
    expect(provinceOfPostalCode('X0A 0H0', 'CA')).toBe('NU');
    expect(provinceOfPostalCode('X1A 2L9', 'CA')).toBe('NT');
  });
  it('names none for an incomplete code, a letter no province has, or the other country', () => {
    for (const v of ['', 'M5V', 'M5V 2T', 'D1A 1A1', 'Z1A 1A1', '90210'])
      expect(provinceOfPostalCode(v, 'CA')).toBeNull();
  });
  it('names the state of a US ZIP code by its prefix', () => {
    expect(provinceOfPostalCode('78704', 'US')).toBe('TX');
    expect(provinceOfPostalCode('90210-1234', 'US')).toBe('CA');
    expect(provinceOfPostalCode('10001', 'US')).toBe('NY');
    for (const v of ['7870', '00000', 'M5V 2T6', '09001']) expect(provinceOfPostalCode(v, 'US')).toBeNull();
  });
});
