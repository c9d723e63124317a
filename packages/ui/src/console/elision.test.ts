import { describe, expect, it } from 'vitest';
import { elision } from './elision.ts';

// Found in review: the console said "Réponse de Isabelle".
describe('elision', () => {
  it('elides before a vowel, accented or not, a ligature and a mute h', () => {
    for (const name of [
      'Isabelle',
      'André',
      'Émilie',
      'Étienne',
      'île',
      'Œdipe',
      'Ursule',
      'Hélène',
      'hôtel',
    ])
      expect(elision(name), name).toBe('yes');
  });
  it('elides before y sounding as a vowel only', () => {
    expect(elision('Yves')).toBe('yes');
    expect(elision('Yannick')).toBe('no');
    expect(elision('Yolande')).toBe('no');
  });
  it('does not elide before a consonant, a digit or nothing; skips leading spaces and quotes', () => {
    for (const name of [
      'Priya Natarajan',
      'Jean',
      'walk.in@example.com',
      '4 Roues',
      '',
      '  ',
      null,
      undefined,
    ])
      expect(elision(name), String(name)).toBe('no');
    expect(elision('  « Isabelle »')).toBe('yes');
    expect(elision('  Marc')).toBe('no');
  });
});
