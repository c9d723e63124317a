import { describe, expect, it } from 'vitest';
import { logoSources } from './logoSources.ts';

describe('logoSources', () => {
  it('uses each size when given', () => {
    expect(logoSources({ mobile: 'm', tablet: 't', desktop: 'd' })).toEqual({
      mobile: 'm',
      tablet: 't',
      desktop: 'd',
    });
  });
  it('fills a missing size from the next larger one, then the smaller', () => {
    expect(logoSources({ desktop: 'd' })).toEqual({ mobile: 'd', tablet: 'd', desktop: 'd' });
    expect(logoSources({ mobile: 'm' })).toEqual({ mobile: 'm', tablet: 'm', desktop: 'm' });
    expect(logoSources({ mobile: 'm', desktop: 'd' })).toEqual({ mobile: 'm', tablet: 'd', desktop: 'd' });
  });
  it('answers null without any file', () => {
    expect(logoSources(null)).toBeNull();
    expect(logoSources({ mobile: '', desktop: null })).toBeNull();
  });
});
