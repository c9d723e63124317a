import { describe, expect, it } from 'vitest';
import {
  answerOperation,
  assertTradeInSystem,
  blackBookRedirect,
  canDecideOffer,
  changedImages,
  imagePatch,
  initialStepCounter,
  isDetailsComplete,
  isHistoryComplete,
  isImagesComplete,
  isTradeInEditable,
  missingDetails,
  missingHistory,
  missingImages,
  reviewDescription,
  reviewTitleId,
  shouldWatchPhotos,
  statusAfterOfferDecision,
  stepBack,
  stepForward,
  tradeInCompleteness,
  vinAction,
} from '../../src/rules/trade-in.ts';

const images = {
  image_front: 'f',
  image_back: 'b',
  image_left: 'l',
  image_right: 'r',
  image_dashboard: 'd',
  image_seat_interior: 's',
};

describe('trade-in completeness (spec 3 §5)', () => {
  it('details: vid, year, make, model, trim, odometer; zero is accepted', () => {
    expect(
      isDetailsComplete({ vid: 'x', year: 2020, make: 'VW', model: 'Golf', trim: 'GTI', odometer: 0 }),
    ).toBe(true);
    expect(missingDetails({ vid: 'x', year: 2020, make: '', model: 'Golf', trim: null })).toEqual([
      'make',
      'trim',
      'odometer',
    ]);
  });
  it('history: F needs financing_amount_due; L needs the three leasing fields; N none', () => {
    expect(isHistoryComplete({})).toBe(true);
    expect(isHistoryComplete({ making_active_payments: 'N' })).toBe(true);
    expect(missingHistory({ making_active_payments: 'F' })).toEqual(['financing_amount_due']);
    expect(isHistoryComplete({ making_active_payments: 'F', financing_amount_due: 0 })).toBe(true);
    expect(missingHistory({ making_active_payments: 'L', leasing_residual_value: 1 })).toEqual([
      'leasing_payments_amount',
      'leasing_payment_left',
    ]);
  });
  it('images: all six angles', () => {
    expect(isImagesComplete(images)).toBe(true);
    expect(missingImages({ ...images, image_dashboard: null })).toEqual(['image_dashboard']);
    expect(missingImages(undefined)).toHaveLength(6);
  });
  it('completeness summary', () => {
    expect(tradeInCompleteness({ images })).toEqual({
      details: false,
      history: true,
      images: true,
      all: false,
    });
  });
});

describe('trade-in status rules (spec 3 §2 and §4)', () => {
  it('no status or draft is editable', () => {
    expect(isTradeInEditable(undefined)).toBe(true);
    expect(isTradeInEditable(null)).toBe(true);
    expect(isTradeInEditable('draft')).toBe(true);
    expect(isTradeInEditable('included')).toBe(false);
  });
  it('accepting emits included, declining excluded; only while awaiting customer', () => {
    expect(statusAfterOfferDecision('accept')).toBe('included');
    expect(statusAfterOfferDecision('decline')).toBe('excluded');
    expect(canDecideOffer('awaiting_customer')).toBe(true);
    expect(canDecideOffer('awaiting_dealer')).toBe(false);
  });
  it('black-book redirects', () => {
    expect(blackBookRedirect('welcome', { status: 'included' })).toBe('review');
    expect(blackBookRedirect('details', { status: 'included' })).toBe('review');
    expect(blackBookRedirect('details', { status: 'draft' })).toBeNull();
    expect(blackBookRedirect('review', { valuation: null })).toBe('details');
    expect(blackBookRedirect('review', { valuation: { price: 1 } })).toBeNull();
  });
  it('review title and description', () => {
    expect(reviewTitleId({ current_offer: { id: 1 } })).toBe('trade_in.sidebar.offer');
    expect(reviewTitleId({})).toBe('trade_in.sidebar.review');
    expect(reviewDescription('awaiting_customer')).toEqual({ id: null, greets: false });
    expect(reviewDescription('included')).toEqual({ id: 'trade_in.review.desc.included', greets: true });
    expect(reviewDescription('excluded').greets).toBe(true);
    expect(reviewDescription(undefined)).toEqual({ id: 'trade_in.review.desc.draft', greets: false });
    expect(reviewDescription('awaiting_dealer').id).toBe('trade_in.review.desc.awaiting_dealer');
  });
  it('step counter moves forward only below max and back only above min', () => {
    let c = initialStepCounter(2);
    expect(c.step).toBe(0);
    c = stepBack(c);
    expect(c.step).toBe(0);
    c = stepForward(stepForward(stepForward(c)));
    expect(c.step).toBe(2);
  });
  it('trade-in system must be supported', () => {
    expect(assertTradeInSystem('CBB')).toBe('CBB');
    expect(() => assertTradeInSystem('KBB')).toThrow('Unsupported trade in system');
    expect(() => assertTradeInSystem(null)).toThrow('Unsupported trade in system');
  });
  it('VIN upper-cased and sent only when a trade-in exists; images likewise; delete sends null', () => {
    expect(vinAction(' 1m8gdm9axkp042788 ', null)).toEqual({ vin: '1M8GDM9AXKP042788', send: false });
    expect(vinAction('abc', 4).send).toBe(true);
    expect(imagePatch('image_front', null, 4)).toEqual({ image_front: null });
    expect(imagePatch('image_front', 'x', undefined)).toBeNull();
  });
  it('photo watcher merges only changed fields', () => {
    expect(changedImages(images, { ...images, image_back: 'b2', image_left: null })).toEqual({
      image_back: 'b2',
      image_left: null,
    });
    expect(changedImages(images, { image_front: 'f' })).toEqual({});
    expect(shouldWatchPhotos({ has_message_sent: true })).toBe(true);
    expect(shouldWatchPhotos({})).toBe(false);
  });
  it('answers are updated when they have an id, else created', () => {
    expect(answerOperation({ id: 3 })).toBe('update');
    expect(answerOperation({ id: null })).toBe('create');
    expect(answerOperation({})).toBe('create');
  });
});
