import { describe, expect, it } from 'vitest';
import {
  DEPOSIT_CODES,
  depositCharge,
  depositChargeSchema,
  depositFee,
  parseCardExpiry,
  parseSandboxToken,
  resolveHttpOutcome,
  sandboxTokenize,
} from '../../src/index.ts';

const settings = { processing_fee_bp: 290, fixed_fee: 30 };

describe('deposit fee modes (integer cents)', () => {
  it('No Fee charges the deposit alone', () => {
    expect(depositCharge(50000, { ...settings, fee_mode: 'No Fee' })).toEqual({
      amount: 50000,
      fee: 0,
      total: 50000,
    });
  });
  it('Charge Processing Fee adds the rate of the deposit, rounded half up to the cent', () => {
    expect(depositFee(50000, { ...settings, fee_mode: 'Charge Processing Fee' })).toBe(1450);
    // 2.9 % of $123.45 is 357.9... cents -> 358; of $0.50 is 1.45 -> 1
    expect(depositFee(12345, { ...settings, fee_mode: 'Charge Processing Fee' })).toBe(358);
    expect(depositFee(50, { ...settings, fee_mode: 'Charge Processing Fee' })).toBe(1);
    expect(depositFee(100, { fee_mode: 'Charge Processing Fee', processing_fee_bp: 250, fixed_fee: 0 })).toBe(
      3,
    );
  });
  it('Charge Fixed Fee adds the fixed fee whatever the deposit', () => {
    expect(depositFee(50000, { ...settings, fee_mode: 'Charge Fixed Fee' })).toBe(30);
    expect(depositFee(100, { ...settings, fee_mode: 'Charge Fixed Fee' })).toBe(30);
  });
  it('Charge Processing + Fixed Fee adds both', () => {
    expect(depositCharge(50000, { ...settings, fee_mode: 'Charge Processing + Fixed Fee' })).toEqual({
      amount: 50000,
      fee: 1480,
      total: 51480,
    });
  });
  it('keeps the spec codes of the order', () => {
    expect(DEPOSIT_CODES).toEqual({ CREATED: 'NEW', READY: 'RDY', APPLIED: 'LIVE', DENIED: 'DENY' });
  });
});

describe('sandbox tokens', () => {
  const today = '2026-11-26';
  it("tokenises Stripe's test cards without the card number", () => {
    const cases = [
      ['4242 4242 4242 4242', 'succeeded'],
      ['4000 0000 0000 0002', 'declined'],
      ['4000 0000 0000 9995', 'insufficient_funds'],
      ['4000 0025 0000 3155', 'authentication_required'],
    ] as const;
    for (const [number, outcome] of cases) {
      const result = sandboxTokenize({ number, expiry: '12/30', cvc: '123' }, today, 'abcdef123456');
      expect(result.ok).toBe(true);
      if (!result.ok) continue;
      expect(result.token).not.toContain(number.replace(/\s/g, ''));
      expect(parseSandboxToken(result.token)).toEqual({ outcome, brand: 'visa', last4: number.slice(-4) });
    }
  });
  it('refuses another number, a past expiry and a bad CVC, naming the field', () => {
    expect(
      sandboxTokenize({ number: '4111111111111111', expiry: '12/30', cvc: '123' }, today, 'abcdefgh'),
    ).toEqual({
      ok: false,
      field: 'number',
    });
    expect(
      sandboxTokenize({ number: '4242424242424242', expiry: '10/26', cvc: '123' }, today, 'abcdefgh'),
    ).toEqual({
      ok: false,
      field: 'expiry',
    });
    expect(
      sandboxTokenize({ number: '4242424242424242', expiry: '13/30', cvc: '123' }, today, 'abcdefgh'),
    ).toEqual({
      ok: false,
      field: 'expiry',
    });
    expect(
      sandboxTokenize({ number: '4242424242424242', expiry: '11/26', cvc: '12' }, today, 'abcdefgh'),
    ).toEqual({
      ok: false,
      field: 'cvc',
    });
  });
  it('reads the expiry as shoppers type it: 1229, 12/29, 12 / 29, 12-29, 1/29, 12/2029', () => {
    for (const expiry of ['1229', '12/29', '12 / 29', '12-29', '12/2029', '1/29', '01/29']) {
      expect(parseCardExpiry(expiry), expiry).toEqual({
        month: expiry.startsWith('1/') || expiry.startsWith('01') ? 1 : 12,
        year: 2029,
      });
      expect(
        sandboxTokenize({ number: '4242424242424242', expiry, cvc: '123' }, today, 'abcdefgh').ok,
        expiry,
      ).toBe(true);
    }
    for (const expiry of ['', '12', '122', '12/9', '00/29', '13/29', '12/29/30', 'ab/cd', '12345']) {
      expect(parseCardExpiry(expiry), expiry).toBeNull();
    }
  });
  it('reads nothing from a token that is not the sandbox one', () => {
    expect(parseSandboxToken('tok_visa')).toBeNull();
    expect(parseSandboxToken('tok_sandbox_succeeded_visa_4242_abc')).toBeNull();
  });
  it('the charge body refuses a card number field and a bad idempotency key', () => {
    const base = {
      first_name: 'Alex',
      last_name: 'Martin',
      phone: '416-555-0142',
      address_line_1: '1 King St W',
      city: 'Toronto',
      province: 'ON',
      postal_code: 'M5V 2T6',
      cardholder_name: 'Alex Martin',
      token: 'tok_sandbox_succeeded_visa_4242_abcdefgh',
      order: 1,
      geo_validate: true,
      idempotency_key: 'k'.repeat(20),
    };
    expect(depositChargeSchema.safeParse(base).success).toBe(true);
    expect(depositChargeSchema.safeParse({ ...base, idempotency_key: 'short' }).success).toBe(false);
    expect(depositChargeSchema.safeParse({ ...base, geo_validate: false }).success).toBe(false);
  });
});

describe("the deposit call's HTTP outcomes", () => {
  it('gives a decline (402) and a reserved vehicle (409) to the page with their body, without a toast', () => {
    const body = { detail: 'Your card was declined. Try another card.', code: 'payment_declined' };
    for (const status of [402, 409]) {
      expect(resolveHttpOutcome({ status, body, method: 'POST' }, 'deposit')).toEqual({
        ok: false,
        actions: [{ type: 'return', value: { status, body } }],
      });
    }
  });
  it('puts a 400 on the form fields as a form call does', () => {
    const outcome = { status: 400, body: { postal_code: ['Wrong province.'] }, method: 'POST' };
    expect(resolveHttpOutcome(outcome, 'deposit')).toEqual(resolveHttpOutcome(outcome, 'form'));
    expect(resolveHttpOutcome(outcome, 'deposit').actions[0]).toMatchObject({
      type: 'field-errors',
      fieldErrors: { postal_code: ['Wrong province.'] },
    });
  });
});
