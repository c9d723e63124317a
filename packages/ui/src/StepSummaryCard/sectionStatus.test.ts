import { describe, expect, it } from 'vitest';
import { sectionAction, sectionStatus } from './sectionStatus.ts';

describe('section status', () => {
  it('follows the domain section state', () => {
    expect(sectionStatus('build-and-price', {})).toBe('initial');
    expect(sectionStatus('build-and-price', { accessories: 1, protections: 4 })).toBe('inProgress');
    expect(sectionStatus('build-and-price', { accessories: 1, protections: 4, payment: 1, review: 1 })).toBe(
      'completed',
    );
  });

  it('tells awaiting states and an all-skipped section apart', () => {
    expect(sectionStatus('credit-app', { 'credit-app': 2 })).toBe('awaitingDealer');
    expect(sectionStatus('credit-app', { 'credit-app': 3 })).toBe('awaitingCustomer');
    expect(sectionStatus('trade-in', { 'trade-in': 4 })).toBe('skipped');
  });

  it('calls a section with work saved but no step done in progress (a trade-in not yet sent)', () => {
    expect(sectionStatus('trade-in', {}, { started: true })).toBe('inProgress');
    expect(sectionAction('trade-in', sectionStatus('trade-in', {}, { started: true }))).toBe('continue');
    // Its steps' own states still win once there are any.
    expect(sectionStatus('trade-in', { 'trade-in': 2 }, { started: true })).toBe('awaitingDealer');
    expect(sectionStatus('trade-in', { 'trade-in': 1 }, { started: true })).toBe('completed');
    expect(sectionStatus('trade-in', {}, { started: false })).toBe('initial');
  });
});

describe('section action', () => {
  it('starts, continues, edits re-openable sections and only shows the others', () => {
    expect(sectionAction('build-and-price', 'initial')).toBe('start');
    expect(sectionAction('build-and-price', 'inProgress')).toBe('continue');
    expect(sectionAction('build-and-price', 'completed')).toBe('edit');
    expect(sectionAction('trade-in', 'skipped')).toBe('edit');
    expect(sectionAction('deposit', 'inProgress')).toBe('view');
    expect(sectionAction('deposit', 'completed')).toBe('view');
    expect(sectionAction('credit-app', 'awaitingDealer')).toBe('view');
    expect(sectionAction('credit-app', 'awaitingCustomer')).toBe('continue');
  });
});
