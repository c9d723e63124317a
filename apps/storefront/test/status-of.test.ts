import { describe, expect, it } from 'vitest';
import { statusOf } from '../src/shared/api/statusOf.ts';

describe('statusOf', () => {
  it("reads a failed call's HTTP status", () => {
    expect(statusOf({ response: { status: 409 } })).toBe(409);
    expect(
      statusOf(Object.assign(new Error('Too many'), { response: new Response(null, { status: 429 }) })),
    ).toBe(429);
  });

  it('is null for what is not an HTTP answer', () => {
    expect(statusOf(new TypeError('Failed to fetch'))).toBeNull();
    expect(statusOf(null)).toBeNull();
    expect(statusOf('409')).toBeNull();
    expect(statusOf({ response: null })).toBeNull();
    expect(statusOf({ response: { status: '409' } })).toBeNull();
  });
});
