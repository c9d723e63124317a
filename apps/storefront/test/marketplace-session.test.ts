import { describe, expect, it } from 'vitest';
import { arrivedFromMarketplace, marketplaceSession } from '../src/features/marketplace/session.ts';

const BACK = 'https://autoannonces.example.ca/concessionnaires/riviere-auto/';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
  };
}

describe('marketplace mode: entered from the marketplace, kept for the session', () => {
  it('is an arrival with ?marketplace=1 or a referrer on the marketplace’s origin, nothing else', () => {
    expect(arrivedFromMarketplace('?marketplace=1', '', BACK)).toBe(true);
    expect(arrivedFromMarketplace('?a=b&marketplace=1', '', null)).toBe(true);
    expect(arrivedFromMarketplace('', 'https://autoannonces.example.ca/annonce/42', BACK)).toBe(true);
    expect(arrivedFromMarketplace('?marketplace=0', '', BACK)).toBe(false);
    expect(arrivedFromMarketplace('', 'https://riviereauto.example.ca/', BACK)).toBe(false);
    expect(arrivedFromMarketplace('', 'https://autoannonces.example.ca.evil.example/', BACK)).toBe(false);
    expect(arrivedFromMarketplace('', '', BACK)).toBe(false);
    expect(arrivedFromMarketplace('', 'not a url', BACK)).toBe(false);
  });

  it('is kept for the session per dealer once entered; refused storage keeps this page only', () => {
    const storage = memoryStorage();
    expect(marketplaceSession(storage, 'riviere_auto', false)).toBe(false);
    expect(marketplaceSession(storage, 'riviere_auto', true)).toBe(true);
    expect(marketplaceSession(storage, 'riviere_auto', false)).toBe(true);
    expect(marketplaceSession(storage, 'maple_motors', false)).toBe(false);
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(marketplaceSession(refusing, 'riviere_auto', true)).toBe(true);
    expect(marketplaceSession(refusing, 'riviere_auto', false)).toBe(false);
    expect(marketplaceSession(null, 'riviere_auto', false)).toBe(false);
  });
});
