import { describe, expect, it } from 'vitest';
import { paymentChange } from '../src/features/my-vehicles/paymentChange.ts';

// A saved deal priced again later says when its payment moved since it was saved (found in a staff
// trial: a rate change re-priced every saved deal silently).
describe('paymentChange', () => {
  const saved = { payment_type: 'finance' as const, payment: 38_912, total: 3_245_000 };

  it('is the saved and the new payment when they differ', () => {
    expect(paymentChange({ payment_type: 'finance', saved_payment: saved }, { payment: 39_540 })).toEqual({
      beforeCents: 38_912,
      nowCents: 39_540,
    });
  });

  it('is nothing when the payment is the same, or nothing was saved, or the deal changed type', () => {
    expect(paymentChange({ payment_type: 'finance', saved_payment: saved }, { payment: 38_912 })).toBeNull();
    expect(paymentChange({ payment_type: 'finance', saved_payment: null }, { payment: 1 })).toBeNull();
    expect(paymentChange({ payment_type: 'lease', saved_payment: saved }, { payment: 1 })).toBeNull();
    expect(paymentChange({ payment_type: 'finance', saved_payment: saved }, undefined)).toBeNull();
  });

  it('compares a cash deal by its total', () => {
    const cash = { payment_type: 'cash' as const, payment: 0, total: 3_245_000 };
    expect(
      paymentChange(
        { payment_type: 'cash', saved_payment: cash },
        { payment: 0, total_purchase_price: 3_295_000 },
      ),
    ).toEqual({ beforeCents: 3_245_000, nowCents: 3_295_000 });
  });
});
