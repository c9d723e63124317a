import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  configurationTokenOf,
  dropConfigurationToken,
  keepConfigurationToken,
} from '../src/features/build-and-price/configurationToken.ts';

// Issue 18: a salesperson's configuration link carries its token in the fragment; the vehicle page keeps
// it for the vehicle in the tab's session storage and takes it out of the address bar at once.

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz_0123456789-xy';
let stored: Map<string, string>;
let replaced: string[];

function page(url: string) {
  const u = new URL(url);
  vi.stubGlobal('window', {
    location: { hash: u.hash, pathname: u.pathname, search: u.search },
    history: {
      state: { key: 'k' },
      replaceState: (_s: unknown, _t: string, to: string) => replaced.push(to),
    },
  });
}

beforeEach(() => {
  stored = new Map();
  replaced = [];
  vi.stubGlobal('sessionStorage', {
    getItem: (k: string) => stored.get(k) ?? null,
    setItem: (k: string, v: string) => void stored.set(k, v),
    removeItem: (k: string) => void stored.delete(k),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the configuration link’s token', () => {
  it('is kept for the vehicle and its configuration, and leaves the address bar (query kept)', () => {
    page(`https://shop.example/maple_motors/en/conf/17/?configurationId=4#token=${TOKEN}`);
    keepConfigurationToken(17, 4);
    expect(replaced).toEqual(['/maple_motors/en/conf/17/?configurationId=4']);
    expect(configurationTokenOf(17, 4)).toBe(TOKEN);
    // Only for that vehicle and that configuration.
    expect(configurationTokenOf(18, 4)).toBeNull();
    expect(configurationTokenOf(17, 5)).toBeNull();
    dropConfigurationToken(17);
    expect(configurationTokenOf(17, 4)).toBeNull();
  });

  it('leaves the address bar even without a configuration, and is not kept then', () => {
    page(`https://shop.example/maple_motors/en/conf/17/#token=${TOKEN}`);
    keepConfigurationToken(17, 0);
    expect(replaced).toEqual(['/maple_motors/en/conf/17/']);
    expect(stored.size).toBe(0);
  });

  it('ignores any other fragment (the address is left as it is)', () => {
    page('https://shop.example/maple_motors/en/conf/17/?configurationId=4#email=a@b.c');
    keepConfigurationToken(17, 4);
    page('https://shop.example/maple_motors/en/conf/17/?configurationId=4#token=short');
    keepConfigurationToken(17, 4);
    expect(replaced).toEqual([]);
    expect(stored.size).toBe(0);
  });
});
