import { describe, expect, it } from 'vitest';
import { resolveMessage } from '../../src/validators/messages.ts';
import {
  rules,
  type ValidationItem,
  validateForm,
  validateItem,
} from '../../src/validators/validation-item.ts';

const ctx = { values: {}, country: 'CA' as const, today: '2026-03-15' };

describe('message lookup order (spec 1 §5)', () => {
  const sources = {
    field: { email: { email: 'field.email.email' } },
    rule: { email: 'rule.email' },
    creditApp: { email: 'credit.email', sin: 'credit.sin' },
    default: 'default.msg',
  };
  it('field-specific, then rule, then credit application, then default', () => {
    expect(resolveMessage('email', 'email', sources)).toEqual({
      message: 'field.email.email',
      source: 'field',
    });
    expect(resolveMessage('other', 'email', sources)).toEqual({ message: 'rule.email', source: 'rule' });
    expect(resolveMessage('other', 'sin', sources)).toEqual({ message: 'credit.sin', source: 'creditApp' });
    expect(resolveMessage('other', 'vin', sources)).toEqual({ message: 'default.msg', source: 'default' });
  });
  it('a custom message on the item wins', () => {
    expect(resolveMessage('email', 'email', sources, 'custom')).toEqual({
      message: 'custom',
      source: 'custom',
    });
  });
  it('uses the default sources when none are given', () => {
    expect(resolveMessage('x', 'required').message).toBe('validation.required');
    expect(resolveMessage('x', 'no-such-rule').message).toBe('validation.invalid');
  });
});

describe('generic validation item (spec 1 §5, spec 3 §5)', () => {
  const item: ValidationItem = {
    field: 'email',
    rules: [rules.required(), rules.email(), rules.asciiEmail()],
  };

  it('runs on input, change and focusout', () => {
    for (const event of ['input', 'change', 'focusout'] as const) {
      const out = validateItem(item, 'nope', event, ctx);
      expect(out).toMatchObject({ ran: true, valid: false, error: { rule: 'email' } });
    }
  });
  it('does not run on an event the item does not listen to, but always on submit', () => {
    const focusOnly: ValidationItem = { ...item, events: ['focusout'] };
    expect(validateItem(focusOnly, 'nope', 'input', ctx)).toEqual({ ran: false });
    expect(validateItem(focusOnly, 'nope', 'submit', ctx)).toMatchObject({ ran: true, valid: false });
  });
  it('stops at the first error', () => {
    const out = validateItem(item, 'jö', 'change', ctx);
    expect(out).toMatchObject({ valid: false, error: { rule: 'email', message: 'validation.email' } });
  });
  it('skips every rule but required when empty', () => {
    const optional: ValidationItem = { field: 'vin', rules: [rules.vin()] };
    expect(validateItem(optional, '', 'change', ctx)).toEqual({ ran: true, valid: true, error: null });
    expect(validateItem(item, '', 'change', ctx)).toMatchObject({
      valid: false,
      error: { rule: 'required' },
    });
    expect(validateItem({ field: 'c', rules: [rules.required()] }, false, 'change', ctx)).toMatchObject({
      valid: false,
    });
  });
  it('supports custom messages on the rule and on the item', () => {
    const custom: ValidationItem = { field: 'name', rules: [rules.required('Tell us your name')] };
    expect(validateItem(custom, '', 'change', ctx)).toMatchObject({
      error: { message: 'Tell us your name' },
    });
    const itemMsg: ValidationItem = {
      field: 'name',
      rules: [rules.name()],
      messages: { name: 'letters only' },
    };
    expect(validateItem(itemMsg, 'J0', 'change', ctx)).toMatchObject({ error: { message: 'letters only' } });
  });
  it('supports cross-field rules (confirm e-mail, required-if, date bounds from another field)', () => {
    const values = { email: 'Jo@Example.com', reason: 'other', start: '2026-01-10' };
    const confirm: ValidationItem = { field: 'confirm_email', rules: [rules.sameAs('email', true)] };
    expect(validateItem(confirm, 'jo@example.com', 'change', { ...ctx, values })).toMatchObject({
      valid: true,
    });
    expect(validateItem(confirm, 'x@example.com', 'change', { ...ctx, values })).toMatchObject({
      error: { rule: 'same_as' },
    });
    const strict: ValidationItem = { field: 'confirm_email', rules: [rules.sameAs('email')] };
    expect(validateItem(strict, 'jo@example.com', 'change', { ...ctx, values })).toMatchObject({
      valid: false,
    });
    const feedback: ValidationItem = {
      field: 'feedback',
      rules: [rules.requiredIf((c) => c.values.reason === 'other')],
    };
    expect(validateItem(feedback, '', 'change', { ...ctx, values })).toMatchObject({ valid: false });
    expect(validateItem(feedback, '', 'change', { ...ctx, values: { reason: 'browsing' } })).toMatchObject({
      valid: true,
    });
    const end: ValidationItem = { field: 'end', rules: [rules.minDate({ field: 'start' })] };
    expect(validateItem(end, '2026-01-09', 'change', { ...ctx, values })).toMatchObject({ valid: false });
    expect(validateItem(end, '2026-01-10', 'change', { ...ctx, values })).toMatchObject({ valid: true });
  });
  it('min_date and max_date default to today given by the caller', () => {
    const dob: ValidationItem = { field: 'dob', rules: [rules.validDate(), rules.maxDate()] };
    expect(validateItem(dob, '2026-03-15', 'change', ctx)).toMatchObject({ valid: true });
    expect(validateItem(dob, '2026-03-16', 'change', ctx)).toMatchObject({ error: { rule: 'max_date' } });
    const appt: ValidationItem = { field: 'appt', rules: [rules.minDate()] };
    expect(validateItem(appt, '2026-03-14', 'change', ctx)).toMatchObject({ error: { rule: 'min_date' } });
    const fixed: ValidationItem = {
      field: 'd',
      rules: [rules.maxDate({ value: '2020-01-01' }, 'MM/DD/YYYY')],
    };
    expect(validateItem(fixed, '01/02/2020', 'change', ctx)).toMatchObject({ valid: false });
  });
  it('uses the dealer country for postal code and phone unless the rule fixes one', () => {
    const postal: ValidationItem = { field: 'postal_code', rules: [rules.postalCode()] };
    expect(validateItem(postal, 'K1A 0B1', 'change', ctx)).toMatchObject({ valid: true });
    expect(validateItem(postal, '90210', 'change', ctx)).toMatchObject({ valid: false });
    expect(validateItem(postal, '90210', 'change', { ...ctx, country: 'US' })).toMatchObject({ valid: true });
    const phone: ValidationItem = { field: 'phone', rules: [rules.phone('US')] };
    expect(validateItem(phone, '(416) 555-1234', 'change', ctx)).toMatchObject({ valid: false });
  });
  it('covers every rule factory', () => {
    const check = (
      rule: ReturnType<(typeof rules)[keyof typeof rules]>,
      good: unknown,
      bad: unknown,
      values = {},
    ) => {
      const it: ValidationItem = { field: 'f', rules: [rule] };
      expect(validateItem(it, good, 'change', { ...ctx, values })).toMatchObject({ valid: true });
      expect(validateItem(it, bad, 'change', { ...ctx, values })).toMatchObject({
        valid: false,
        error: { rule: rule.name },
      });
    };
    check(rules.sin(), '046 454 286', '046 454 287');
    check(rules.ssn(), '123-45-6789', '000-45-6789');
    check(rules.city(), 'Laval', 'Laval1');
    check(rules.company(), 'Acme', ' Acme');
    check(rules.decimal(1), '1.5', '1.55');
    check(rules.noCents(), 10, '10.5');
    check(rules.positive(), '1', '0');
    check(rules.vin(), '1M8GDM9AXKP042788', 'IM8GDM9AXKP042788');
    check(rules.url(), 'https://x.example', 'x');
    check(rules.uniqueUrl({ field: 'site' }), 'https://b.example', 'http://a.example', {
      site: 'https://a.example',
    });
    check(rules.minLength(3), 'abc', 'ab');
    check(rules.maxLength(3), 'abc', 'abcd');
    check(
      rules.custom('even', (v) => Number(v) % 2 === 0),
      2,
      3,
    );
    expect(rules.custom('x', () => true, 'msg').message).toBe('msg');
    expect(rules.decimal(3).params).toEqual({ decimals: 3 });
  });
});

describe('validateForm', () => {
  it('answers the first error per field on submit, only for fields in error', () => {
    const items: ValidationItem[] = [
      { field: 'first_name', rules: [rules.required(), rules.name()], events: ['focusout'] },
      { field: 'email', rules: [rules.required(), rules.email()] },
      { field: 'phone', rules: [rules.phone()] },
    ];
    const errors = validateForm(
      items,
      { first_name: 'J', email: '', phone: '' },
      { country: 'CA', today: '2026-01-01' },
    );
    expect(Object.keys(errors).sort()).toEqual(['email', 'first_name']);
    expect(errors.first_name?.rule).toBe('name');
    expect(errors.email?.rule).toBe('required');
  });
});
