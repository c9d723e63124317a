import { describe, expect, it } from 'vitest';
import {
  nextSections,
  type OrderSection,
  orderSections,
  sectionTarget,
} from '../src/features/my-vehicles/sectionList.ts';

// The sections of a deal as order details and the step summary list them (spec 2 sections 2 and 4):
// each with its status from the server's progress, the action the re-open rules allow, closed in a
// linear flow until the deal is built, its action's target, and the sections to do next.

const ALL = ['build-and-price', 'trade-in', 'credit-app', 'deposit', 'appointment'];
const BUILT = { accessories: 1, protections: 1, payment: 1, review: 1 } as const;

const bySection = (list: readonly OrderSection[]) =>
  Object.fromEntries(list.map((s) => [s.section, { status: s.status, action: s.action, locked: s.locked }]));

describe('orderSections', () => {
  it("lists the dealer's sections this storefront opens, in the order's order, each by its own steps", () => {
    const list = orderSections({
      sections: ['build-and-price', 'trade-in', 'file-upload', 'deposit', 'appointment'],
      // the deposit's review is keyed deposit-review: read plainly it would be build-and-price's
      progress: { accessories: 1, 'trade-in': 2, place: 1, 'deposit-review': 1, editor: 1 },
      flow: 'modular',
    });
    expect(bySection(list)).toEqual({
      'build-and-price': { status: 'inProgress', action: 'continue', locked: false },
      'trade-in': { status: 'awaitingDealer', action: 'view', locked: false },
      deposit: { status: 'completed', action: 'view', locked: false },
      appointment: { status: 'completed', action: 'edit', locked: false },
    });
  });

  it('calls a trade-in saved but not yet sent in progress, open in a linear flow before the deal is built', () => {
    const list = orderSections({ sections: ALL, progress: {}, flow: 'checkout', started: ['trade-in'] });
    expect(bySection(list)).toMatchObject({
      'build-and-price': { status: 'initial', action: 'start', locked: false },
      'trade-in': { status: 'inProgress', action: 'continue', locked: false },
      'credit-app': { status: 'initial', action: 'start', locked: true },
    });
  });

  it('offers edit on a finished section that can be re-opened, view on one that cannot', () => {
    const list = orderSections({
      sections: ALL,
      progress: { ...BUILT, 'trade-in': 4, 'credit-app': 1, place: 1, 'deposit-review': 1 },
      flow: 'modular',
    });
    expect(bySection(list)).toMatchObject({
      'build-and-price': { status: 'completed', action: 'edit' },
      'trade-in': { status: 'skipped', action: 'edit' },
      'credit-app': { status: 'completed', action: 'view' },
      deposit: { status: 'completed', action: 'view' },
      appointment: { status: 'initial', action: 'start' },
    });
  });

  it('asks the shopper to continue a credit application the dealer sent back', () => {
    const [, credit] = orderSections({
      sections: ['build-and-price', 'credit-app'],
      progress: { 'credit-app': 3 },
      flow: 'modular',
    });
    expect(credit).toMatchObject({ status: 'awaitingCustomer', action: 'continue' });
  });

  it('in a linear flow closes the later untouched sections until the deal is built; a modular flow never', () => {
    const linear = orderSections({
      sections: ALL,
      progress: { accessories: 1, 'credit-app': 2 },
      flow: 'checkout',
    });
    expect(linear.map((s) => [s.section, s.locked])).toEqual([
      ['build-and-price', false],
      ['trade-in', true],
      // a section already under way stays open to be seen
      ['credit-app', false],
      ['deposit', true],
      ['appointment', true],
    ]);
    const built = orderSections({ sections: ALL, progress: BUILT, flow: 'checkout' });
    expect(built.some((s) => s.locked)).toBe(false);
    const modular = orderSections({ sections: ALL, progress: {}, flow: 'modular' });
    expect(modular.some((s) => s.locked)).toBe(false);
  });

  it('treats the identity-login deposit as the deposit', () => {
    const [, deposit] = orderSections({
      sections: ['build-and-price', 'deposit-vw'],
      progress: { 'place-vw': 1 },
      flow: 'modular',
    });
    expect(deposit).toMatchObject({ section: 'deposit-vw', status: 'inProgress', action: 'view' });
  });
});

describe('sectionTarget', () => {
  const list = orderSections({
    sections: ALL,
    progress: {
      accessories: 1,
      protections: 4,
      'trade-in': 2,
      'credit-app': 2,
      place: 1,
      'deposit-review': 1,
      editor: 1,
    },
    flow: 'modular',
  });
  const target = (id: string, tradeInPath = '/trade-in-black-book/7/review/') => {
    const section = list.find((s) => s.section === id);
    if (!section) throw new Error(id);
    return sectionTarget(section, 7, tradeInPath);
  };

  it('continues the deal at its first step not done; starts it at its start; edits it at its review', () => {
    expect(target('build-and-price')).toBe('/conf/7/payment/');
    const [fresh] = orderSections({ sections: ALL, progress: {}, flow: 'modular' });
    expect(fresh && sectionTarget(fresh, 7, '')).toBe('/conf/7/');
    const [done] = orderSections({ sections: ALL, progress: BUILT, flow: 'modular' });
    expect(done && sectionTarget(done, 7, '')).toBe('/conf/7/review/');
    const [protection] = orderSections({ sections: ALL, progress: { accessories: 1 }, flow: 'modular' });
    expect(protection && sectionTarget(protection, 7, '')).toBe('/conf/7/protection/');
  });

  it("opens the trade-in in its own flow, the visit's editor, and sends a credit application or a deposit past initial to its summary", () => {
    expect(target('trade-in')).toBe('/trade-in-black-book/7/review/');
    expect(target('appointment')).toBe('/appointment/7/?mode=edit');
    expect(target('credit-app')).toBe('/saved-vehicles/7/summary/credit-app/');
    expect(target('deposit')).toBe('/saved-vehicles/7/summary/deposit/');
    const fresh = orderSections({ sections: ALL, progress: {}, flow: 'modular' });
    const start = (id: string) => {
      const s = fresh.find((x) => x.section === id);
      return s && sectionTarget(s, 7, '');
    };
    expect(start('credit-app')).toBe('/credit-app/7/');
    expect(start('deposit')).toBe('/deposit/7/');
  });
});

describe('nextSections', () => {
  it('in a linear flow: the one section after the finished one still to do', () => {
    const list = orderSections({ sections: ALL, progress: { ...BUILT, 'trade-in': 1 }, flow: 'checkout' });
    expect(nextSections(list, 'build-and-price', 'checkout').map((s) => s.section)).toEqual(['credit-app']);
    expect(nextSections(list, 'credit-app', 'checkout').map((s) => s.section)).toEqual(['deposit']);
  });

  it('in a linear flow past the last section: the first one still to do', () => {
    const list = orderSections({ sections: ALL, progress: { ...BUILT, editor: 1 }, flow: 'checkout' });
    expect(nextSections(list, 'appointment', 'checkout').map((s) => s.section)).toEqual(['trade-in']);
  });

  it('in a modular flow: every section still to do, those after the finished one first', () => {
    const list = orderSections({
      sections: ALL,
      progress: { 'trade-in': 1, place: 1, 'deposit-review': 1 },
      flow: 'modular',
    });
    expect(nextSections(list, 'deposit', 'modular').map((s) => s.section)).toEqual([
      'appointment',
      'build-and-price',
      'credit-app',
    ]);
  });

  it('leaves out the sections waiting for the dealer, the closed ones and the finished one', () => {
    const list = orderSections({
      sections: ALL,
      progress: { accessories: 1, 'credit-app': 2 },
      flow: 'checkout',
    });
    expect(nextSections(list, 'credit-app', 'checkout').map((s) => s.section)).toEqual(['build-and-price']);
    const done = orderSections({
      sections: ['build-and-price', 'appointment'],
      progress: { ...BUILT, editor: 1 },
      flow: 'modular',
    });
    expect(nextSections(done, 'appointment', 'modular')).toEqual([]);
  });
});
