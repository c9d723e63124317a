import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { needsNotFromFeedDisclaimer, resistedOffset, slideAfterKey, slideAfterSwipe } from './carousel.ts';

describe('resistedOffset', () => {
  it('follows the finger between slides', () => {
    expect(resistedOffset(-120, 0, 3)).toBe(-120);
    expect(resistedOffset(80, 1, 3)).toBe(80);
    expect(resistedOffset(-80, 1, 3)).toBe(-80);
  });

  it('resists past the first and the last slide, never beyond 20 px', () => {
    expect(resistedOffset(20, 0, 3)).toBe(10);
    expect(resistedOffset(-20, 2, 3)).toBe(-10);
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e6, noNaN: true }), (d) => {
        const start = resistedOffset(d, 0, 4);
        const end = resistedOffset(-d, 3, 4);
        expect(start).toBeGreaterThanOrEqual(0);
        expect(start).toBeLessThan(20 + 1e-9);
        expect(end).toBeLessThanOrEqual(0);
        expect(end).toBeGreaterThan(-20 - 1e-9);
      }),
    );
  });

  it('grows with the drag (monotone)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e4, noNaN: true }),
        fc.double({ min: 0, max: 1e4, noNaN: true }),
        (a, b) => {
          const [lo, hi] = a < b ? [a, b] : [b, a];
          expect(resistedOffset(lo, 0, 2)).toBeLessThanOrEqual(resistedOffset(hi, 0, 2));
        },
      ),
    );
  });

  it('resists both ways on a single image', () => {
    expect(Math.abs(resistedOffset(500, 0, 1))).toBeLessThan(20);
    expect(Math.abs(resistedOffset(-500, 0, 1))).toBeLessThan(20);
  });
});

describe('slideAfterSwipe and slideAfterKey', () => {
  it('moves one slide when the drag passes the threshold, and stays in range', () => {
    expect(slideAfterSwipe(0, 3, -60, 600)).toBe(1);
    expect(slideAfterSwipe(1, 3, 60, 600)).toBe(0);
    expect(slideAfterSwipe(1, 3, 30, 600)).toBe(1);
    expect(slideAfterSwipe(2, 3, -300, 600)).toBe(2);
    expect(slideAfterSwipe(0, 3, 300, 600)).toBe(0);
  });

  it('handles arrows, Home and End', () => {
    expect(slideAfterKey(0, 3, 'ArrowRight')).toBe(1);
    expect(slideAfterKey(2, 3, 'ArrowRight')).toBe(2);
    expect(slideAfterKey(1, 3, 'ArrowLeft')).toBe(0);
    expect(slideAfterKey(1, 3, 'Home')).toBe(0);
    expect(slideAfterKey(0, 3, 'End')).toBe(2);
    expect(slideAfterKey(0, 3, 'Enter')).toBeNull();
  });
});

describe('needsNotFromFeedDisclaimer', () => {
  const feed = { src: 'a.jpg', source: 'feed' };
  const stock = { src: 'b.jpg', source: 'stock_photo' };
  it('shows only when an image is not from the feed and there is no exterior', () => {
    expect(needsNotFromFeedDisclaimer([feed, stock], false)).toBe(true);
    expect(needsNotFromFeedDisclaimer([feed, stock], true)).toBe(false);
    expect(needsNotFromFeedDisclaimer([feed], false)).toBe(false);
    expect(needsNotFromFeedDisclaimer([], false)).toBe(false);
  });
});
