import { describe, expect, it } from 'vitest';
import { dealerText } from '../../src/rules/dealer-text.ts';

describe('dealerText', () => {
  const titles = {
    'en-CA': 'Check availability',
    'en-US': 'Check availability now',
    fr: 'Vérifier la disponibilité',
  };

  it('gives the locale its own text, then its language text', () => {
    expect(dealerText(titles, 'en-US')).toBe('Check availability now');
    expect(dealerText(titles, 'en-CA')).toBe('Check availability');
    expect(dealerText(titles, 'fr-CA')).toBe('Vérifier la disponibilité');
  });

  it('takes another locale of the same language before a fallback locale', () => {
    expect(dealerText({ 'fr-CA': 'Nous joindre', 'en-CA': 'Contact us' }, 'fr-FR', ['en-CA'])).toBe(
      'Nous joindre',
    );
  });

  it('falls back to the dealer locales in order when the language has no text', () => {
    expect(dealerText({ 'en-US': 'Get ePrice' }, 'fr-CA', ['en-US'])).toBe('Get ePrice');
    expect(
      dealerText({ 'fr-CA': 'Obtenir le prix', 'en-US': 'Get ePrice' }, 'de-DE', ['fr-CA', 'en-US']),
    ).toBe('Obtenir le prix');
    expect(dealerText({ 'en-CA': '  ', 'fr-CA': 'Nous joindre' }, 'en-CA', ['fr-CA'])).toBe('Nous joindre');
  });

  it('keeps one text for every language, and answers null when nothing is set', () => {
    expect(dealerText('Check availability', 'fr-CA')).toBe('Check availability');
    expect(dealerText('', 'fr-CA')).toBeNull();
    expect(dealerText(null, 'fr-CA')).toBeNull();
    expect(dealerText({}, 'fr-CA', ['en-CA'])).toBeNull();
  });
});
