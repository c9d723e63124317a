import { describe, expect, it } from 'vitest';
import {
  appointmentBooked,
  completed,
  ctaMessage,
  depositPlaced,
  failed,
} from '../src/features/embedding/flowMessages.ts';
import { framed, parentChannel, postToParent } from '../src/features/embedding/parentMessages.ts';
import {
  envelope,
  type FrameWindow,
  frameFlags,
  parentOrigin,
  readParentMessage,
  targetOrigin,
} from '../src/features/embedding/protocol.ts';
import { memoryStorage } from '../src/shared/state/persist.ts';

// The embedding protocol, version 1 (apps/server/src/modules/embedding/README.md).

const OWN = 'https://shop.example.com';
const DEALER = 'https://www.maplemotors.example.ca';

function frame(options: { ancestor?: string; referrer?: string }): FrameWindow {
  return {
    location: { origin: OWN, ...(options.ancestor ? { ancestorOrigins: [options.ancestor] } : {}) },
    document: { referrer: options.referrer ?? '' },
  };
}

describe('messages to the parent page', () => {
  it("go to the parent's origin only when it is one of the dealer's embedding origins", () => {
    const parent = parentOrigin(frame({ ancestor: DEALER, referrer: 'https://x.example.com/' }));
    expect(parent).toBe(DEALER);
    expect(targetOrigin(parent, [DEALER], OWN)).toBe(DEALER);
    expect(targetOrigin('https://evil.example', [DEALER], OWN)).toBeNull();
    expect(targetOrigin(null, [DEALER], OWN)).toBeNull();
    // Without ancestor origins (Firefox): the referrer's origin, but never our own page after a reload.
    expect(parentOrigin(frame({ referrer: `${DEALER}/inventory?x=1` }))).toBe(DEALER);
    expect(parentOrigin(frame({ referrer: `${OWN}/maple_motors/en/` }))).toBeNull();
    expect(parentOrigin(frame({}))).toBeNull();
  });

  it('are versioned and marked as ours, with the embed id of the frame', () => {
    expect(
      envelope({ type: 'transaction', event: 'deal_saved', order: 7, vehicle: 3 }, 'sf-embed-2'),
    ).toEqual({
      from: 'storefront',
      v: 1,
      embed: 'sf-embed-2',
      type: 'transaction',
      event: 'deal_saved',
      order: 7,
      vehicle: 3,
    });
  });

  it('say what the shopper completed in each flow, with the documented fields only', () => {
    expect(envelope(depositPlaced({ order: '41', vehicle: 3 }, '500.004', 'CAD'), null)).toEqual({
      from: 'storefront',
      v: 1,
      type: 'transaction',
      event: 'deposit_placed',
      order: 41,
      vehicle: 3,
      amount: 500,
      currency: 'CAD',
    });
    expect(depositPlaced({ order: 41 }, 250.5, 'usd')).toMatchObject({ amount: 250.5, currency: 'CAD' });
    expect(appointmentBooked({ order: 41 }, 'test_drive', '2026-12-01T10:30:00-05:00')).toEqual({
      type: 'transaction',
      event: 'appointment_booked',
      order: 41,
      kind: 'test_drive',
      time: '2026-12-01T15:30:00.000Z',
    });
    expect(appointmentBooked({ order: 41 }, 'appointment', 'not a time')).toBeNull();
    // A test drive request has no time yet (the dealership calls back to set it).
    expect(appointmentBooked({ vehicle: 9 }, 'test_drive', null)).toEqual({
      type: 'transaction',
      event: 'appointment_booked',
      vehicle: 9,
      kind: 'test_drive',
    });
    expect(completed('credit_application_submitted', { order: 41, vehicle: null })).toEqual({
      type: 'transaction',
      event: 'credit_application_submitted',
      order: 41,
    });
    expect(completed('trade_in_sent', { order: 'x', vehicle: 0 })).toEqual({
      type: 'transaction',
      event: 'trade_in_sent',
    });
  });

  it('name the call to action clicked, and a failed action by its code, never by the words shown', () => {
    expect(ctaMessage('place_deposit', '12')).toEqual({
      type: 'cta_click',
      cta: 'place_deposit',
      vehicle: 12,
    });
    expect(ctaMessage('start_credit_application')).toEqual({
      type: 'cta_click',
      cta: 'start_credit_application',
    });
    expect(failed('deposit.declined', 402)).toEqual({ type: 'error', code: 'deposit.declined', status: 402 });
    expect(failed('errors.http.network_error')).toEqual({ type: 'error', code: 'errors.http.network_error' });
    expect(Object.keys(failed('errors.api.field', 400))).not.toContain('message');
  });

  it('are neither queued nor posted outside a frame', () => {
    // In this test runner there is no frame.
    expect(framed()).toBe(false);
    expect(postToParent({ type: 'busy', busy: true })).toBe(false);
    expect(parentChannel.queue).toEqual([]);
  });
});

describe('messages from the parent page', () => {
  const parent = { name: 'parent window' };
  const from = (data: unknown, origin = DEALER, source: unknown = parent) =>
    readParentMessage({ origin, source, data }, parent, DEALER);

  it('are ignored from another origin, another window, another version or when no parent is allowed', () => {
    const ok = { to: 'storefront', v: 1, type: 'auth', status: 'success' };
    expect(from(ok)).not.toBeNull();
    expect(from(ok, 'https://evil.example')).toBeNull();
    expect(from(ok, DEALER, { name: 'another frame' })).toBeNull();
    expect(from({ ...ok, v: 2 })).toBeNull();
    expect(from({ ...ok, to: 'someone' })).toBeNull();
    expect(from({ ...ok, status: 'maybe' })).toBeNull();
    expect(readParentMessage({ origin: DEALER, source: parent, data: ok }, parent, null)).toBeNull();
  });

  it('a viewport says which part of the frame the shopper sees; anything else is ignored', () => {
    const viewport = { to: 'storefront', v: 1, type: 'viewport', top: 1240, height: 780 };
    expect(from(viewport)).toEqual({ kind: 'viewport', top: 1240, height: 780 });
    expect(from(viewport, 'https://evil.example')).toBeNull();
    for (const bad of [{ top: -1 }, { height: 0 }, { top: '12' }, { height: Number.POSITIVE_INFINITY }])
      expect(from({ ...viewport, ...bad })).toBeNull();
  });

  it('say what the frame does: sign in here, reload and continue, continue, or cancel', () => {
    const cases: Array<[type: string, field: string, value: string, expected: unknown]> = [
      ['auth', 'status', 'require_customer', { kind: 'sign-in-here' }],
      ['auth', 'status', 'success', { kind: 'reload-and-continue', reload: true }],
      ['auth_result', 'result', 'new', { kind: 'reload-and-continue', reload: true }],
      ['auth_result', 'result', 'existing', { kind: 'none', reload: false }],
      ['auth', 'status', 'cancelled', { kind: 'cancel', reload: false }],
      ['auth_result', 'result', 'cancelled', { kind: 'cancel', reload: false }],
    ];
    for (const [type, field, value, expected] of cases)
      expect(from({ to: 'storefront', v: 1, type, [field]: value }), value).toEqual(expected);
  });

  it("a parent's sign-in may name its shopper: the frame makes the account with it, through its own API", () => {
    const customer = {
      email: 'nora@example.com',
      first_name: 'Nora',
      last_name: 'Tremblay',
      phone: '4165550147',
      consents: { marketing: true },
    };
    expect(from({ to: 'storefront', v: 1, type: 'auth_result', result: 'new', customer })).toEqual({
      kind: 'reload-and-continue',
      reload: true,
      customer,
    });
    expect(
      from({ to: 'storefront', v: 1, type: 'auth', status: 'success', customer: { email: 'a@b.ca' } }),
    ).toEqual({
      kind: 'reload-and-continue',
      reload: true,
      customer: { email: 'a@b.ca' },
    });
    // Fields the storefront does not take are dropped; a customer without an address, or not an
    // object, makes the whole answer ignored (the frame waits for a proper one).
    expect(
      from({
        to: 'storefront',
        v: 1,
        type: 'auth',
        status: 'success',
        customer: { email: 'a@b.ca', role: 'staff' },
      }),
    ).toEqual({ kind: 'reload-and-continue', reload: true, customer: { email: 'a@b.ca' } });
    for (const bad of [
      { first_name: 'Nora' },
      'nora@example.com',
      { email: 42 },
      { email: 'a@b.ca', consents: { x: 'yes' } },
    ])
      expect(from({ to: 'storefront', v: 1, type: 'auth_result', result: 'new', customer: bad })).toBeNull();
    // A field the dealer's site does not have, as its records say it (null, empty), is left out: the
    // storefront's sign-up then asks for it if the dealer requires it.
    expect(
      from({
        to: 'storefront',
        v: 1,
        type: 'auth_result',
        result: 'new',
        customer: { email: 'a@b.ca', first_name: 'Nora', last_name: '', phone: null },
      }),
    ).toEqual({
      kind: 'reload-and-continue',
      reload: true,
      customer: { email: 'a@b.ca', first_name: 'Nora' },
    });
    // Only a sign-in names a shopper: a cancel with one is still a cancel.
    expect(from({ to: 'storefront', v: 1, type: 'auth', status: 'cancelled', customer })).toEqual({
      kind: 'cancel',
      reload: false,
    });
  });
});

describe('iframe query flags', () => {
  it('are read from the first page and kept for the next ones', () => {
    const storage = memoryStorage();
    expect(frameFlags('?iframe_mode=modal&embed_id=sf-embed-1', storage)).toEqual({
      mode: 'modal',
      embed: 'sf-embed-1',
    });
    expect(frameFlags('', storage)).toEqual({ mode: 'modal', embed: 'sf-embed-1' });
    expect(frameFlags('?iframe_mode=<script>&embed_id=a b', memoryStorage())).toEqual({
      mode: 'inline',
      embed: null,
    });
  });
});
