import { describe, expect, it } from 'vitest';
import {
  DEFAULT_VEHICLE_PLACEHOLDER,
  vehicleImageOrPlaceholder,
  vehiclePlaceholder,
} from '../src/placeholder.ts';
import { dealerStylesheetUrls, safeHttpUrl } from '../src/stylesheets.ts';

describe('dealer stylesheets', () => {
  it('accepts only absolute http(s) addresses without credentials', () => {
    expect(safeHttpUrl('https://cdn.example.com/dealer.css')).toBe('https://cdn.example.com/dealer.css');
    expect(safeHttpUrl(' http://example.com/a.css ')).toBe('http://example.com/a.css');
    for (const bad of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/css,body{}',
      'blob:https://x/y',
      'file:///etc/passwd',
      '/relative.css',
      '//cdn.example.com/x.css',
      'https://user:pw@example.com/x.css',
      'not a url',
      '',
      null,
      undefined,
    ]) {
      expect(safeHttpUrl(bad), String(bad)).toBeNull();
    }
  });

  it('orders organization before dealer, drops unsafe and duplicate addresses', () => {
    expect(
      dealerStylesheetUrls({
        stylesheet_url: 'https://d.example.com/dealer.css',
        organization_stylesheet_url: 'https://o.example.com/org.css',
      }),
    ).toEqual(['https://o.example.com/org.css', 'https://d.example.com/dealer.css']);
    expect(
      dealerStylesheetUrls({ stylesheet_url: 'javascript:x', organization_stylesheet_url: null }),
    ).toEqual([]);
    expect(
      dealerStylesheetUrls({
        stylesheet_url: 'https://a.example/x.css',
        organization_stylesheet_url: 'https://a.example/x.css',
      }),
    ).toEqual(['https://a.example/x.css']);
  });
});

describe('vehicle placeholder image', () => {
  it('uses the primary image, then the first image, then the placeholder', () => {
    expect(vehicleImageOrPlaceholder({ primary_image: 'https://img.example/p.jpg' })).toEqual({
      src: 'https://img.example/p.jpg',
      isPlaceholder: false,
    });
    expect(
      vehicleImageOrPlaceholder({ primary_image: null, images: [{ image: 'https://img.example/1.jpg' }] })
        .src,
    ).toBe('https://img.example/1.jpg');
    expect(vehicleImageOrPlaceholder({ images: [] })).toEqual({
      src: DEFAULT_VEHICLE_PLACEHOLDER,
      isPlaceholder: true,
    });
  });

  it("uses the dealer's placeholder when it is a safe address", () => {
    const theme = { vehicle_placeholder_image: 'https://dealer.example/placeholder.png' };
    expect(vehicleImageOrPlaceholder({}, theme)).toEqual({
      src: theme.vehicle_placeholder_image,
      isPlaceholder: true,
    });
    expect(vehiclePlaceholder({ vehicle_placeholder_image: 'javascript:alert(1)' })).toBe(
      DEFAULT_VEHICLE_PLACEHOLDER,
    );
    expect(DEFAULT_VEHICLE_PLACEHOLDER.startsWith('data:image/svg+xml,')).toBe(true);
  });
});
