import { describe, expect, it } from 'vitest';
import {
  breakpointForWidth,
  deviceTypeForWidth,
  headerHeightPx,
  headerOffsetPx,
  mediaQuery,
} from '../src/breakpoints.ts';
import { BREAKPOINTS } from '../src/constants.ts';

describe('breakpoints and header size', () => {
  it('has the spec breakpoints', () => {
    expect(BREAKPOINTS).toEqual({ xs: 380, sm: 768, md: 992, lg: 1200, xlg: 1367 });
    expect(mediaQuery('md')).toBe('screen and (min-width: 992px)');
  });

  it('is Mobile below 768 px and Desktop from 768 px', () => {
    expect(deviceTypeForWidth(320)).toBe('Mobile');
    expect(deviceTypeForWidth(767)).toBe('Mobile');
    expect(deviceTypeForWidth(768)).toBe('Desktop');
    expect(deviceTypeForWidth(1920)).toBe('Desktop');
  });

  it('names the largest breakpoint a width reaches', () => {
    expect(breakpointForWidth(379)).toBe('base');
    expect(breakpointForWidth(380)).toBe('xs');
    expect(breakpointForWidth(991)).toBe('sm');
    expect(breakpointForWidth(1366)).toBe('lg');
    expect(breakpointForWidth(1367)).toBe('xlg');
  });

  it('header is 80 px on mobile, 110 px otherwise, with 25 px padding unless the iframe footer shows', () => {
    expect(headerHeightPx('Mobile')).toBe(80);
    expect(headerHeightPx('Desktop')).toBe(110);
    expect(headerOffsetPx('Mobile')).toBe(105);
    expect(headerOffsetPx('Desktop')).toBe(135);
    expect(headerOffsetPx('Desktop', { iframeFooterShown: true })).toBe(110);
  });
});
