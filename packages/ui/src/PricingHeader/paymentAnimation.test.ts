import { describe, expect, it } from 'vitest';
import { paymentChangeFrames } from './paymentAnimation.ts';

describe('payment change frames', () => {
  it('show the new value after 500 ms, stop the highlight at 2000 ms and clear the difference at 3500 ms', () => {
    expect(paymentChangeFrames(38_900, 40_134, false)).toEqual([
      { atMs: 0, phase: 'pending', shownCents: 38_900, differenceCents: 1_234 },
      { atMs: 500, phase: 'highlight', shownCents: 40_134, differenceCents: 1_234 },
      { atMs: 2000, phase: 'settled', shownCents: 40_134, differenceCents: 1_234 },
      { atMs: 3500, phase: 'idle', shownCents: 40_134, differenceCents: null },
    ]);
  });

  it('carry a negative difference when the payment goes down', () => {
    const frames = paymentChangeFrames(40_000, 39_000, false);
    expect(frames[0]?.differenceCents).toBe(-1_000);
  });

  it('with reduced motion show the new value at once, without highlight', () => {
    expect(paymentChangeFrames(38_900, 40_134, true)).toEqual([
      { atMs: 0, phase: 'settled', shownCents: 40_134, differenceCents: 1_234 },
      { atMs: 3500, phase: 'idle', shownCents: 40_134, differenceCents: null },
    ]);
  });

  it('do nothing when the amount is the same', () => {
    expect(paymentChangeFrames(100, 100, false)).toEqual([
      { atMs: 0, phase: 'idle', shownCents: 100, differenceCents: null },
    ]);
  });
});
