import { describe, expect, it } from 'vitest';
import { pageTitle } from './pageTitleText.ts';

describe('pageTitle', () => {
  it('is the dealer name outside a step', () => {
    expect(pageTitle('Maple Leaf Motors')).toBe('Maple Leaf Motors');
    expect(pageTitle('Maple Leaf Motors', '  ')).toBe('Maple Leaf Motors');
    expect(pageTitle('Maple Leaf Motors', null)).toBe('Maple Leaf Motors');
  });
  it('puts the step title first on a step route', () => {
    expect(pageTitle('Maple Leaf Motors', 'Trade-in')).toBe('Trade-in | Maple Leaf Motors');
  });
  it('falls back to the step title without a dealer name', () => {
    expect(pageTitle('', 'Deposit')).toBe('Deposit');
  });
});
