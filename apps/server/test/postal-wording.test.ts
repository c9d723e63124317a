import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkPostalCode } from '../src/modules/orders/postal.ts';

// The server's refusal of a postal code or ZIP reads as the storefront's own check does (one
// wording: "e.g. A1A 1A1", not "like A1A 1A1" from one and "e.g." from the other).
const kit = (locale: string) =>
  JSON.parse(
    readFileSync(new URL(`../../../packages/ui/src/messages/${locale}.json`, import.meta.url), 'utf8'),
  ) as Record<string, string>;

describe('postal code wording', () => {
  it('a Canadian postal code is refused in the words of the storefront (en-CA)', () => {
    const answer = checkPostalCode('12345', 'CA');
    expect(answer.ok).toBe(false);
    expect(answer.ok ? '' : answer.message).toBe(kit('en-CA')['validation.postal_code']);
  });

  it('a ZIP is refused in the words of the storefront (en-US)', () => {
    const answer = checkPostalCode('A1A', 'US');
    expect(answer.ok).toBe(false);
    expect(answer.ok ? '' : answer.message).toBe(kit('en-US')['validation.postal_code']);
  });
});
