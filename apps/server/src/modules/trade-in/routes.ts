/**
 * The black-book trade-in calls (spec 3 §7), mounted under /api/customer:
 * - `GET cbb-vehicle/unified_vehicle_search/?q=` : year / make / model / trim search (anyone: an
 *   anonymous shopper values a trade-in before signing in);
 * - `GET cbb-vehicle/get_valuation/?vid=&odometer=&options=` : low, high, target and expiry, the
 *   odometer in the dealer's unit (km in Canada, miles in the USA);
 * - `GET tradein/?order=`, `POST tradein/`, `GET tradein/{id}/`, `PUT tradein/{id}/`,
 *   `POST tradein/{id}/submit_tradein/` : the signed-in customer's trade-in of one of their orders
 *   (another customer's or another dealer's is a 404). The server values the vehicle itself: the
 *   body names the vid, the odometer and the options, never a price.
 */
import {
  blackBookTradeInBodySchema,
  isTradeInEditable,
  normalizeVin,
  submitInstantOfferBodySchema,
  submitTradeInBodySchema,
  type TradeInConditionKey,
  type TradeInStatus,
  tradeInAnswerBodySchema,
  tradeInAnswersQuerySchema,
  tradeInExcludeBodySchema,
  tradeInListQuerySchema,
  tradeInPayoffCents,
  tradeInValuationQuerySchema,
  tradeInVehicleSearchQuerySchema,
  tradeInVinQuerySchema,
  vinError,
} from '@storefront/domain';
import { Hono } from 'hono';
import type { OrderRow } from '../../db/schema.ts';
import type { TradeInRow } from '../../db/trade-in-schema.ts';
import { requireCustomer } from '../../http/auth.ts';
import { readJson } from '../../http/body.ts';
import type { AppContext, AppDeps, AppEnv } from '../../http/env.ts';
import { HttpError, idParam, nonField, readQuery } from '../../http/helpers.ts';
import { requestOrigin } from '../../http/origin.ts';
import { resolveLanguage } from '../i18n/routes.ts';
import { staffActingOf } from '../leads/service.ts';
import { customerOrder } from '../orders/store.ts';
import { type PhotoStorage, photoStorageOf } from '../photo-storage/storage.ts';
import { demoInstantOffer, type InstantCashOffer } from './instant-offer.ts';
import { customerPhotoRoutes } from './photo-routes.ts';
import { providerIn } from './provider-names.ts';
import { questionKeys, questionList, responseError } from './questions.ts';
import { serializeTradeIn } from './serializers.ts';
import {
  catalogueVehicle,
  checkBody,
  checkCondition,
  checkOfferCarriable,
  createTradeIn,
  customerTradeIn,
  customerTradeInOfOrder,
  estimate,
  excludeTradeIn,
  makeInstantOffer,
  queueTradeInLead,
  revalueForAnswer,
  submitTradeIn,
  type TradeInBody,
  takeInstantOffer,
  unitOf,
  updateTradeIn,
} from './service.ts';
import { answerOf, answersOf, createAnswer, orderTradeIns, updateAnswer } from './store.ts';
import { configuredValuation, type TradeInValuation } from './valuation.ts';

const SEARCH_LIMIT = 25;

/** The VIN's errors (the domain's `vinError`, and a VIN the valuation cannot decode). */
const VIN_MESSAGES = {
  length: 'Enter the 17 characters of the VIN.',
  characters: 'A VIN has letters and digits only, without I, O or Q.',
  check_digit: 'This VIN is not valid: check each character.',
  unknown: 'This VIN is not in the valuation catalogue: search by year, make and model.',
  otherVehicle: 'This VIN is of another vehicle than the one chosen.',
} as const;

/** The page's language of a request, in which provider names are answered. */
const lang = (c: AppContext) => resolveLanguage(c, c.var.dealer);

/** A trade-in as answered to the request (its language, its origin for the photo URLs). */
const asAnswered = (c: AppContext, row: TradeInRow, order: Pick<OrderRow, 'tradeInOffer'>) =>
  serializeTradeIn(row, order, lang(c), requestOrigin(c));

export function tradeInRoutes(
  deps: AppDeps,
  valuation: TradeInValuation = configuredValuation(process.env, deps.logger),
  instantOffer: InstantCashOffer = demoInstantOffer,
  photos: PhotoStorage = photoStorageOf(deps),
) {
  const app = new Hono<AppEnv>({ strict: false });
  catalogueRoutes(app, deps, valuation);
  tradeInOfOrderRoutes(app, deps, valuation);
  instantOfferRoutes(app, deps, instantOffer);
  answerRoutes(app, deps, valuation);
  customerPhotoRoutes(app, deps, photos);
  return app;
}

type TradeInApp = Hono<AppEnv>;

/** The valuation catalogue: year / make / model / trim search, VIN decoding, and a vehicle's value. */
function catalogueRoutes(app: TradeInApp, deps: AppDeps, valuation: TradeInValuation) {
  app.get('/cbb-vehicle/unified_vehicle_search', async (c) => {
    const { q } = readQuery(c, tradeInVehicleSearchQuerySchema);
    return c.json({
      results: await valuation.search(q, SEARCH_LIMIT),
      provider: providerIn(valuation.provider, lang(c)),
    });
  });

  app.get('/cbb-vehicle/decode_vin', async (c) => {
    const { vin: typed } = readQuery(c, tradeInVinQuerySchema);
    const error = vinError(typed);
    if (error) throw new HttpError(400, { vin: [VIN_MESSAGES[error]] });
    const vin = normalizeVin(typed);
    const vehicle = await valuation.decodeVin(vin);
    if (!vehicle) throw new HttpError(400, { vin: [VIN_MESSAGES.unknown] });
    return c.json({ vin, vehicle, provider: providerIn(valuation.provider, lang(c)) });
  });

  app.get('/cbb-vehicle/get_valuation', async (c) => {
    const query = readQuery(c, tradeInValuationQuerySchema);
    const vehicle = await catalogueVehicle(valuation, query.vid);
    const condition = checkCondition(c.get('dealer'), query.condition);
    const value = await estimate(deps, c, valuation, vehicle, query.odometer, query.options, condition);
    return c.json({
      ...value,
      provider: providerIn(value.provider, lang(c)),
      vehicle,
      odometer: query.odometer,
      unit: unitOf(c.get('dealer')),
      options: query.options,
      condition,
    });
  });
}

/** The customer's trade-ins of their orders: listed, created, read, changed and submitted. */
function tradeInOfOrderRoutes(app: TradeInApp, deps: AppDeps, valuation: TradeInValuation) {
  const db = deps.database.db;

  /** The body's vehicle from the catalogue, and its value as the server estimates it. */
  async function valued(c: AppContext, body: TradeInBody, condition: readonly TradeInConditionKey[]) {
    const vehicle = await catalogueVehicle(valuation, body.vid);
    const vin = await vinOf(body, vehicle.vid);
    const value = await estimate(deps, c, valuation, vehicle, body.odometer, body.accessories, condition);
    return { vehicle, value, vin };
  }

  /**
   * The body's VIN, checked and normalised (spec 3 §3 `vin`): refused when the valuation decodes it
   * into another vehicle than the one chosen, kept when it does not know it (the vehicle then found
   * by year, make and model); empty takes it off (null), absent leaves it (undefined).
   */
  async function vinOf(body: TradeInBody, vid: string): Promise<string | null | undefined> {
    if (body.vin === undefined) return undefined;
    if (!body.vin.trim()) return null;
    const error = vinError(body.vin);
    if (error) throw new HttpError(400, { vin: [VIN_MESSAGES[error]] });
    const vin = normalizeVin(body.vin);
    const decoded = await valuation.decodeVin(vin);
    if (decoded && decoded.vid !== vid) throw new HttpError(400, { vin: [VIN_MESSAGES.otherVehicle] });
    return vin;
  }

  app.get('/tradein', async (c) => {
    const { customer } = requireCustomer(c);
    const { order: orderId } = readQuery(c, tradeInListQuerySchema);
    const order = await customerOrder(db, c, customer.id, orderId);
    const rows = await orderTradeIns(db, order);
    return c.json({ count: rows.length, results: rows.map((r) => asAnswered(c, r, order)) });
  });

  app.post('/tradein', async (c) => {
    const { customer } = requireCustomer(c);
    const body = await readJson(c, blackBookTradeInBodySchema);
    const order = await customerOrder(db, c, customer.id, body.order);
    if (order.isArchived) throw new HttpError(400, { order: ['This order is archived.'] });
    const checked = checkBody(c.get('dealer'), body);
    const { vehicle, value, vin } = await valued(c, body, checked.condition);
    const row = await createTradeIn(db, c.get('dealer'), order, { ...body, vin }, vehicle, value, checked);
    await queueTradeInLead(deps, 'send_tradein_lead', row, order, staffActingOf(c));
    return c.json(asAnswered(c, row, order), 201);
  });

  app.get('/tradein/:id', async (c) => {
    const { customer } = requireCustomer(c);
    const { row, order } = await customerTradeIn(db, c, customer.id, idParam(c, 'id'));
    return c.json(asAnswered(c, row, order));
  });

  app.put('/tradein/:id', async (c) => {
    const { customer } = requireCustomer(c);
    const id = idParam(c, 'id');
    const body = await readJson(c, blackBookTradeInBodySchema);
    const { row, order } = await customerTradeInOfOrder(db, c, customer.id, id, body.order);
    const checked = checkBody(c.get('dealer'), body, row.condition);
    const { vehicle, value, vin } = await valued(c, body, checked.condition);
    const updated = await updateTradeIn(
      deps,
      row,
      c.get('dealer'),
      { ...body, vin },
      vehicle,
      value,
      checked,
    );
    return c.json(asAnswered(c, updated, order));
  });

  app.post('/tradein/:id/submit_tradein', async (c) => {
    const { customer } = requireCustomer(c);
    const id = idParam(c, 'id');
    const body = await readJson(c, submitTradeInBodySchema);
    const { row, order } = await customerTradeInOfOrder(db, c, customer.id, id, body.order);
    const submitted = await submitTradeIn(deps, row, order, staffActingOf(c));
    const fresh = await customerOrder(db, c, customer.id, order.id);
    return c.json(asAnswered(c, submitted, fresh));
  });
}

/**
 * Instant cash offer (spec 3 §2 and §4): made on a valued draft, taken with its code (submit_ico);
 * and the trade-in excluded from the deal.
 */
function instantOfferRoutes(app: TradeInApp, deps: AppDeps, instantOffer: InstantCashOffer) {
  const db = deps.database.db;

  app.post('/tradein/:id/instant_offer', async (c) => {
    const { customer } = requireCustomer(c);
    const id = idParam(c, 'id');
    const body = await readJson(c, submitTradeInBodySchema);
    const { row, order } = await customerTradeInOfOrder(db, c, customer.id, id, body.order);
    const updated = await makeInstantOffer(deps, row, instantOffer, c.get('log'));
    return c.json(asAnswered(c, updated, order));
  });

  app.put('/tradein/:id/submit_ico', async (c) => {
    const { customer } = requireCustomer(c);
    const id = idParam(c, 'id');
    const body = await readJson(c, submitInstantOfferBodySchema);
    const { row, order } = await customerTradeInOfOrder(db, c, customer.id, id, body.order);
    const offer = row.instantOffer;
    if (!offer) throw nonField('This trade-in has no instant cash offer.');
    if (body.offer_code !== offer.offer_code)
      throw new HttpError(400, { offer_code: ['This offer code is not the one of this trade-in.'] });
    if (body.offer_id !== offer.offer_id)
      throw new HttpError(400, { offer_id: ['This offer code is not the one of this trade-in.'] });
    if (offer.valid_until < deps.now().toISOString().slice(0, 10))
      throw nonField('The instant cash offer has expired.');
    if (row.status !== 'draft')
      throw nonField('This trade-in is with the dealer and can no longer be changed.');
    await checkOfferCarriable(db, c.get('dealer'), tradeInPayoffCents(row.lien), offer.amount);
    const taken = await takeInstantOffer(deps, row, order, offer, staffActingOf(c));
    return c.json(asAnswered(c, taken.row, taken.order));
  });

  app.post('/tradein/:id/exclude', async (c) => {
    const { customer } = requireCustomer(c);
    const id = idParam(c, 'id');
    const body = await readJson(c, tradeInExcludeBodySchema);
    const { row, order } = await customerTradeInOfOrder(db, c, customer.id, id, body.order);
    const excluded = await excludeTradeIn(deps, row, order, body.comments);
    return c.json(asAnswered(c, excluded.row, excluded.order));
  });
}

/** Questions and answers (spec 3 §3 and §7): an answer may change the trade-in's value. */
function answerRoutes(app: TradeInApp, deps: AppDeps, valuation: TradeInValuation) {
  const db = deps.database.db;

  app.get('/tradein-questions', (c) => {
    const dealer = c.get('dealer');
    const results = questionList(dealer, resolveLanguage(c, dealer));
    return c.json({ count: results.length, results });
  });

  app.get('/tradein-answers', async (c) => {
    const { customer } = requireCustomer(c);
    const { trade_in } = readQuery(c, tradeInAnswersQuerySchema);
    const { row } = await customerTradeIn(db, c, customer.id, trade_in);
    const results = await answersOf(db, row);
    return c.json({ count: results.length, results });
  });

  /** The answer body checked against the dealer's questions and its trade-in, which must be a draft. */
  async function answerInput(c: AppContext) {
    const { customer } = requireCustomer(c);
    const body = await readJson(c, tradeInAnswerBodySchema);
    if (!questionKeys(c.get('dealer')).includes(body.question)) {
      throw new HttpError(400, { question: ['This question is not asked at this dealership.'] });
    }
    const error = responseError(body.question, body.response);
    if (error) throw new HttpError(400, { response: [error] });
    const { row } = await customerTradeIn(db, c, customer.id, body.trade_in);
    if (!isTradeInEditable(row.status as TradeInStatus)) {
      throw nonField('This trade-in is with the dealer and can no longer be changed.');
    }
    return { body, row };
  }

  app.post('/tradein-answers', async (c) => {
    const { body, row } = await answerInput(c);
    const answer = await createAnswer(db, row, body);
    await revalueForAnswer(deps, c, valuation, row, body.question, body.response);
    return c.json(answer, 201);
  });

  app.put('/tradein-answers/:id', async (c) => {
    const id = idParam(c, 'id');
    const { body, row } = await answerInput(c);
    const answer = await answerOf(db, row, id);
    if (answer.question !== body.question) {
      throw new HttpError(400, { question: ['This answer is to another question.'] });
    }
    const updated = await updateAnswer(deps, answer, body);
    await revalueForAnswer(deps, c, valuation, row, body.question, body.response);
    return c.json(updated);
  });
}
