import { deriveDealerTheme } from '@storefront/theme/derive';
import { describe, expect, it, vi } from 'vitest';

// The shell's dealer theme (src/app/dealerTheme.ts): a server-rendered page hydrates with the theme the
// server derived; any other theme waits for the derivation, which is loaded on demand.

const load = async () => {
  vi.resetModules();
  return import('../src/app/dealerTheme.ts');
};

describe('dealer theme', () => {
  const red = {
    button_cta_color: '#c8102e',
    header_background_color: '#ffffff',
    header_elements_color: '#1b1f24',
  };
  const blue = { button_cta_color: '#0b5cad' };

  it('hydrates with the server theme for the settings it is first asked for, and derives nothing', async () => {
    const theme = await load();
    const server = deriveDealerTheme(red);
    const hydration = { theme: server };
    expect(theme.themeOf(red, hydration)).toBe(server);
    expect(theme.themeOf(red, hydration)).toBe(server);
    // Other settings: not at hand until the derivation is loaded (the first settings claimed it).
    expect(theme.themeOf(blue, hydration)).toBeNull();
    expect(hydration.theme).toBeNull();
  });

  it('derives once the derivation is in, the same object for the same settings', async () => {
    const theme = await load();
    expect(theme.themeOf(blue)).toBeNull();
    await theme.loadDerivation();
    const derived = theme.themeOf(blue);
    expect(derived).toEqual(deriveDealerTheme(blue));
    expect(theme.themeOf(blue)).toBe(derived);
    expect(theme.themeOf(undefined)).toEqual(deriveDealerTheme());
  });

  it('accepts a derived theme from the boot data and refuses one that lacks a colour', async () => {
    const { isDerivedTheme } = await load();
    const derived = deriveDealerTheme(red);
    expect(isDerivedTheme(JSON.parse(JSON.stringify(derived)))).toBe(true);
    const { brand: _brand, ...withoutBrand } = derived.color;
    expect(isDerivedTheme({ ...derived, color: withoutBrand })).toBe(false);
    expect(
      isDerivedTheme({ ...derived, color: { ...derived.color, brand: { ...derived.color.brand, base: 1 } } }),
    ).toBe(false);
    expect(isDerivedTheme({ color: derived.color })).toBe(false);
    expect(isDerivedTheme(null)).toBe(false);
  });
});
