import { describe, expect, it } from 'vitest';
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
