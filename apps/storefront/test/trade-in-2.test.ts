import { PHOTO_POLL_INTERVAL_MS, TRADE_IN_FLOW_ROUTES } from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import { EMPTY_LIEN } from '../src/features/trade-in/context.ts';
import { tradeInRoutes } from '../src/features/trade-in/routes.ts';
import { lienOf } from '../src/features/trade-in/save.ts';
import { TRADE_IN_2_STEP_TITLE, TRADE_IN_2_STEPS } from '../src/features/trade-in/steps.ts';
import { storedCatalogueVehicle } from '../src/features/trade-in/storedVehicle.ts';
import {
  answersToSend,
  draftAnswersOf,
  EMPTY_TRADE_IN_2_DRAFT,
  MAX_PHOTO_BYTES,
  PHOTO_ANGLES,
  photoFileError,
  storedTradeIn2Of,
  tradeIn2DraftOf,
  tradeIn2Lien,
  unansweredQuestions,
  watchedPhotos,
} from '../src/features/trade-in/tradeIn2Rules.ts';

const url = (field: string, v: string) => `http://x.test/api/customer/tradein2/5/photos/${field}/?v=${v}`;
const none = {
  image_front: null,
  image_back: null,
  image_left: null,
  image_right: null,
  image_dashboard: null,
  image_seat_interior: null,
};

describe('trade-in 2 flow', () => {
  it("has the domain's steps, in its order, and a route of its own that picks the step", () => {
    expect([...TRADE_IN_2_STEPS]).toEqual([...TRADE_IN_FLOW_ROUTES['trade-in-2']]);
    expect(Object.keys(TRADE_IN_2_STEP_TITLE)).toEqual([...TRADE_IN_2_STEPS]);
    expect(TRADE_IN_2_STEP_TITLE.photos).toBe('trade_in2.sidebar.photos');
    expect(tradeInRoutes.map((r) => r.path)).toContain('trade-in-2/:id/:step?');
  });

  it('shows the six angles, in the order of the spec', () => {
    expect(PHOTO_ANGLES.map((a) => a.field)).toEqual([
      'image_front',
      'image_back',
      'image_left',
      'image_right',
      'image_dashboard',
      'image_seat_interior',
    ]);
    expect(PHOTO_POLL_INTERVAL_MS).toBe(3000);
  });

  it('refuses a file that is not a photo or is over 10 MB before sending it', () => {
    expect(photoFileError({ size: 1000, type: 'image/jpeg' })).toBeNull();
    expect(photoFileError({ size: 1000, type: '' })).toBeNull();
    expect(photoFileError({ size: 1000, type: 'application/pdf' })).toBe('notImage');
    expect(photoFileError({ size: MAX_PHOTO_BYTES, type: 'image/png' })).toBeNull();
    expect(photoFileError({ size: MAX_PHOTO_BYTES + 1, type: 'image/webp' })).toBe('tooLarge');
  });

  it('counts the terms answered only when accepted, the payments only as N, F or L', () => {
    const questions = [
      { key: 'accepted_terms' as const },
      { key: 'involved_in_accident' as const },
      { key: 'making_active_payments' as const },
      { key: 'export_import_usa' as const },
    ];
    expect(unansweredQuestions(questions, {})).toEqual([
      'accepted_terms',
      'involved_in_accident',
      'making_active_payments',
      'export_import_usa',
    ]);
    expect(
      unansweredQuestions(questions, {
        accepted_terms: false,
        involved_in_accident: false,
        making_active_payments: 'X',
        export_import_usa: true,
      }),
    ).toEqual(['accepted_terms', 'making_active_payments']);
    expect(
      unansweredQuestions(questions, {
        accepted_terms: true,
        involved_in_accident: false,
        making_active_payments: 'N',
        export_import_usa: false,
      }),
    ).toEqual([]);
  });

  it('creates the answers the trade-in lacks, changes those that differ, leaves the same ones', () => {
    const questions = [
      { key: 'accepted_terms' as const },
      { key: 'involved_in_accident' as const },
      { key: 'paint_work_performed' as const },
    ];
    const existing = [
      { id: 11, trade_in: 5, question: 'accepted_terms' as const, response: true },
      { id: 12, trade_in: 5, question: 'involved_in_accident' as const, response: false },
    ];
    expect(
      answersToSend(
        5,
        questions,
        { accepted_terms: true, involved_in_accident: true, paint_work_performed: false },
        existing,
      ),
    ).toEqual([
      { id: 12, body: { trade_in: 5, question: 'involved_in_accident', response: true } },
      { id: null, body: { trade_in: 5, question: 'paint_work_performed', response: false } },
    ]);
    expect(draftAnswersOf(existing)).toEqual({ accepted_terms: true, involved_in_accident: false });
  });

  it("merges the photos another device added, and nothing when the watcher's answer is unchanged", () => {
    const known = { ...none, image_front: url('image_front', '1') };
    expect(watchedPhotos(known, { ...known, changed: false })).toBeNull();
    expect(watchedPhotos(known, { ...known, changed: true })).toBeNull();
    const polled = { ...known, image_back: url('image_back', '2'), changed: true };
    // Not changed since the last answer (a photo the page itself sent): the page keeps what it shows.
    expect(watchedPhotos(known, { ...polled, changed: false })).toBeNull();
    expect(watchedPhotos(known, polled)).toEqual({ ...known, image_back: url('image_back', '2') });
    // A photo removed on the phone goes here too.
    expect(watchedPhotos(known, { ...none, changed: true })).toEqual(none);
  });
});

describe('trade-in 2 draft kept in the persisted store', () => {
  const vehicle = { vid: 'v1', year: 2019, make: 'Honda', model: 'Civic', trim: 'EX' };
  it('keeps the VIN, vehicle, odometer, answers and the loan balance as typed, and nothing of an untouched draft', () => {
    const draft = {
      vin: '2HGFC2F56KH512345',
      vehicle,
      odometer: '90 000',
      answers: { involved_in_accident: true, making_active_payments: 'F' },
      lien: { ...EMPTY_LIEN, due: '12 500,50 $' },
    };
    expect(tradeIn2DraftOf(JSON.parse(JSON.stringify(storedTradeIn2Of(draft))))).toEqual(draft);
    expect(storedTradeIn2Of(EMPTY_TRADE_IN_2_DRAFT)).toBeNull();
  });

  it("asks the payments' figures by the payments answer: a loan's balance is sent as cents", () => {
    const draft = {
      ...EMPTY_TRADE_IN_2_DRAFT,
      answers: { making_active_payments: 'F' },
      lien: { ...EMPTY_LIEN, due: '12 500,50 $' },
    };
    expect(tradeIn2Lien(draft).answer).toBe('F');
    expect(lienOf(tradeIn2Lien(draft), 'fr-CA')).toEqual({
      ok: true,
      body: { making_active_payments: 'F', financing_amount_due: 1_250_050 },
      payoffCents: 1_250_050,
    });
    expect(lienOf(tradeIn2Lien({ ...draft, lien: EMPTY_LIEN }), 'fr-CA')).toEqual({
      ok: false,
      errors: ['due'],
    });
    expect(tradeIn2Lien({ ...draft, answers: {} }).answer).toBeNull();
  });

  it('reads back only what has the shape of a draft (storage is not trusted)', () => {
    expect(tradeIn2DraftOf(null)).toBeNull();
    expect(tradeIn2DraftOf({ vin: 5, odometer: '1' })).toBeNull();
    expect(
      tradeIn2DraftOf({
        vin: 'abc',
        odometer: '12',
        vehicle: { vid: 'v1', year: '2019' },
        answers: {
          involved_in_accident: 'yes',
          making_active_payments: 'X',
          paint_work_performed: false,
          x: true,
        },
      }),
    ).toEqual({
      vin: 'ABC',
      vehicle: null,
      odometer: '12',
      answers: { paint_work_performed: false },
      lien: EMPTY_LIEN,
    });
  });
});

describe("a stored draft's vehicle is read with the domain's catalogue vehicle schema", () => {
  const vehicle = { vid: 'v1', year: 2019, make: 'Honda', model: 'Civic', trim: 'EX' };
  it('keeps a vehicle of that shape (its fields only) and no other', () => {
    expect(storedCatalogueVehicle({ ...vehicle, extra: 'x' })).toEqual(vehicle);
    expect(storedCatalogueVehicle({ ...vehicle, year: 2019.5 })).toBeNull();
    expect(storedCatalogueVehicle({ ...vehicle, trim: null })).toBeNull();
    expect(storedCatalogueVehicle('v1')).toBeNull();
    expect(storedCatalogueVehicle(null)).toBeNull();
  });
});
