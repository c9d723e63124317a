import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VehicleRow } from '../../src/db/schema.ts';
import { client, createTestContext, list, obj, type TestContext } from '../helpers.ts';
import { customer, DEMO_STAFF, newCar, pickVehicle, staffClient } from './helpers.ts';

// The questions an accessory asks before it joins a deal (accessory-questions/): the order keeps the
// shopper's answers, checked against the accessory's questions; staff read them on the customer's page.

let ctx: TestContext;
let suv: VehicleRow;
let hitch: number;
let starter: number;
let mats: number;
beforeAll(async () => {
  ctx = await createTestContext();
  suv = await pickVehicle(ctx, 'maple_motors', (v) => newCar(v) && ['suv', 'crossover'].includes(v.bodyType));
  const anon = client(ctx, { dealer: 'maple_motors' });
  const all = list(
    (await anon.get(`/api/aftermarket/accessory/?vehicle=${suv.id}&page_size=100`)).body,
  ) as unknown as Array<{ id: number; sku: string; has_questions?: boolean }>;
  const bySku = (sku: string) => {
    const found = all.find((a) => a.sku === sku);
    if (!found) throw new Error(`no ${sku}`);
    return found;
  };
  hitch = bySku('ACC-TOW-HITCH').id;
  starter = bySku('ACC-REMOTE-START').id;
  mats = bySku('ACC-MATS-AW').id;
  expect(bySku('ACC-TOW-HITCH').has_questions).toBe(true);
  expect(bySku('ACC-MATS-AW').has_questions).toBe(false);
});
afterAll(async () => {
  await ctx.close();
});

const brakes = (answer: string) => ({ accessory: hitch, question: 'tow_brake_controller', answer });
const ball = (answer: string) => ({ accessory: hitch, question: 'tow_ball_size', answer });

describe('accessory answers on an order', () => {
  it('answers the questions of the accessories asked for, in the page language', async () => {
    const anon = client(ctx, { dealer: 'maple_motors' });
    const res = await anon.get(
      `/api/aftermarket/accessory/get_questions/?vehicle=${suv.id}&accessories=${hitch}`,
      {
        'Accept-Language': 'fr-CA',
      },
    );
    expect(res.status).toBe(200);
    expect(obj(res.body).results).toEqual([
      {
        accessory: hitch,
        sku: 'ACC-TOW-HITCH',
        questions: [
          {
            id: 'tow_brake_controller',
            text: 'Remorquerez-vous une remorque à freins électriques\u202f?',
            kind: 'yes_no',
            choices: [],
          },
          {
            id: 'tow_ball_size',
            text: 'Quelle taille de boule vous faut-il\u202f?',
            kind: 'choice',
            choices: [
              { value: '1-7/8', label: '1 7/8\u00a0po' },
              { value: '2', label: '2\u00a0po' },
              { value: '2-5/16', label: '2 5/16\u00a0po' },
            ],
          },
        ],
      },
    ]);
  });

  it('asks only the questions of accessories offered for the vehicle', async () => {
    const sedan = await pickVehicle(ctx, 'maple_motors', (v) => newCar(v) && v.bodyType === 'sedan');
    const anon = client(ctx, { dealer: 'maple_motors' });
    const res = await anon.get(`/api/aftermarket/accessory/get_questions/?vehicle=${sedan.id}`);
    const skus = (obj(res.body).results as Array<{ sku: string }>).map((r) => r.sku);
    // The hitch fits SUVs, trucks and vans only; the remote starter fits every vehicle.
    expect(skus).toEqual(['ACC-REMOTE-START']);
    const forSuv = await anon.get(`/api/aftermarket/accessory/get_questions/?vehicle=${suv.id}`);
    expect((obj(forSuv.body).results as Array<{ sku: string }>).map((r) => r.sku).sort()).toEqual([
      'ACC-REMOTE-START',
      'ACC-TOW-HITCH',
    ]);
  });

  it('keeps valid answers with the accessory, refuses others on the field, and drops them with the accessory', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const created = await shopper.post('/api/customer/order/', {
      vehicle: suv.id,
      accessory_ids: [hitch, mats],
      accessory_answers: [ball('2'), brakes('yes')],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const order = obj(created.body);
    // In the questions' order, whatever order they were sent in.
    expect(order.accessory_answers).toEqual([brakes('yes'), ball('2')]);
    const path = `/api/customer/order/${order.id}/`;

    // A value that is not one of the question's, a question the accessory does not ask, an accessory
    // not in the deal (the remote starter asks questions but was not added): refused, nothing changed.
    for (const bad of [
      [ball('3 in')],
      [{ accessory: hitch, question: 'remote_start_app', answer: 'yes' }],
      [{ accessory: starter, question: 'remote_start_app', answer: 'yes' }],
      [{ accessory: mats, question: 'tow_ball_size', answer: '2' }],
    ]) {
      const refused = await shopper.patch(path, { accessory_answers: bad });
      expect(refused.status, JSON.stringify(bad)).toBe(400);
      expect(obj(refused.body).accessory_answers).toEqual([
        'Answer each question of an accessory in your deal with one of its choices.',
      ]);
    }
    const french = await shopper.patch(
      path,
      { accessory_answers: [ball('9')] },
      { headers: { 'X-Language': 'fr' } },
    );
    expect(obj(french.body).accessory_answers).toEqual([
      'Répondez à chaque question d’un accessoire de votre offre par l’un de ses choix.',
    ]);
    expect(obj((await shopper.get(path)).body).accessory_answers).toEqual([brakes('yes'), ball('2')]);

    // Answers sent with the accessory added in the same write are kept; a changed answer replaces its own.
    const added = await shopper.patch(path, {
      accessory_ids: [hitch, mats, starter],
      accessory_answers: [
        brakes('no'),
        ball('2'),
        { accessory: starter, question: 'remote_start_app', answer: 'no' },
      ],
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(obj(added.body).accessory_answers).toEqual([
      brakes('no'),
      ball('2'),
      { accessory: starter, question: 'remote_start_app', answer: 'no' },
    ]);

    // Removing the hitch drops its answers without the client naming them.
    const removed = await shopper.patch(path, { accessory_ids: [mats, starter] });
    expect(obj(removed.body).accessory_answers).toEqual([
      { accessory: starter, question: 'remote_start_app', answer: 'no' },
    ]);
    // Added back, the hitch's questions are open again.
    const back = await shopper.patch(path, { accessory_ids: [mats, starter, hitch] });
    expect(obj(back.body).accessory_answers).toEqual([
      { accessory: starter, question: 'remote_start_app', answer: 'no' },
    ]);
  });

  it('shows staff each question of the deal’s accessories with the answer, in the console’s language', async () => {
    const shopper = await customer(ctx, 'maple_motors');
    const created = await shopper.post('/api/customer/order/', {
      vehicle: suv.id,
      accessory_ids: [hitch, mats],
      install_accessories_ids: [hitch],
      accessory_answers: [ball('2-5/16')],
    });
    expect(created.status).toBe(201);
    const rep = await staffClient(ctx, DEMO_STAFF.rep, 'maple_motors');
    const page = await rep.get(`/api/dealer/customers/${shopper.id}/`, { 'X-Language': 'fr' });
    expect(page.status).toBe(200);
    const [deal] = obj(page.body).orders as Array<Record<string, unknown>>;
    expect(deal?.accessories).toEqual([
      expect.objectContaining({ id: mats, title: 'Tapis toutes saisons', install: false, questions: [] }),
      {
        id: hitch,
        sku: 'ACC-TOW-HITCH',
        title: 'Attelage de remorque',
        install: true,
        questions: [
          {
            id: 'tow_brake_controller',
            text: 'Remorquerez-vous une remorque à freins électriques\u202f?',
            answer: null,
            answer_label: null,
          },
          {
            id: 'tow_ball_size',
            text: 'Quelle taille de boule vous faut-il\u202f?',
            answer: '2-5/16',
            answer_label: '2 5/16\u00a0po',
          },
        ],
      },
    ]);
  });
});
