/** OpenAPI operations of the trade-in: black-book look-ups, appraisals, questions and answers (merged into /api/docs by platform/openapi.ts). */
import {
  blackBookTradeInBodySchema,
  submitInstantOfferBodySchema,
  submitTradeInBodySchema,
  TRADE_IN_IMAGE_FIELDS,
  tradeInAnswerBodySchema,
  tradeInAnswersQuerySchema,
  tradeInCheckImagesQuerySchema,
  tradeInExcludeBodySchema,
  tradeInListQuerySchema,
  tradeInValuationQuerySchema,
  tradeInVehicleSearchQuerySchema,
  tradeInVinQuerySchema,
} from '@storefront/domain';
import { emptyBodySchema } from '../../http/body.ts';
import type { Op } from '../platform/openapi.ts';
import { photoRemovalBodySchema } from './photo-routes.ts';

const CBB = '/api/customer/cbb-vehicle';
const BASE = '/api/customer/tradein';

const PHOTOS = '/api/customer/tradein2/{id}/photos';
const FIELD = {
  name: 'field',
  schema: { type: 'string', enum: [...TRADE_IN_IMAGE_FIELDS] },
};

/** The trade-in's photos: the customer's calls and the dealer's staff's view. */
const PHOTO_OPS: Op[] = [
  {
    method: 'get',
    path: `${PHOTOS}/`,
    summary: 'The six photo angles of a trade-in, each the URL of its photo or null',
    auth: 'customer',
    tag: 'trade-in',
  },
  {
    method: 'patch',
    path: `${PHOTOS}/`,
    summary:
      'Upload photos (multipart/form-data, a JPEG, PNG or WebP file per angle field, 10 MB a request; checked by content, re-encoded as JPEG without metadata) or remove them (the field as null); a draft only',
    body: photoRemovalBodySchema,
    upload: TRADE_IN_IMAGE_FIELDS,
    auth: 'customer',
    tag: 'trade-in',
  },
  {
    method: 'get',
    path: `${PHOTOS}/{field}/`,
    summary: 'A photo of the customer’s trade-in (image/jpeg, nosniff, inline)',
    pathParam: FIELD,
    auth: 'customer',
    tag: 'trade-in',
  },
  {
    method: 'post',
    path: '/api/customer/tradein2/{id}/request_mobile_view/',
    summary:
      'E-mails the customer a link to the trade-in’s photo step (on the configured origin), to take the photos on a phone; the trade-in keeps has_message_sent',
    body: emptyBodySchema,
    auth: 'customer',
    tag: 'trade-in',
    responses: {
      '429':
        'throttled: 3 an hour per trade-in, 5 an hour per customer (10 to one address); Retry-After says when',
    },
  },
  {
    method: 'get',
    path: '/api/customer/tradein-answers/{id}/check_images/',
    summary:
      'The photo watcher: whether the photos of the trade-in {id} changed since ?t= (its last_updated), with the six images; read from the trade-in, no photo read',
    query: tradeInCheckImagesQuerySchema,
    auth: 'customer',
    tag: 'trade-in',
  },
  {
    method: 'get',
    path: '/api/dealer/trade-ins/{id}/photos/',
    summary: 'The six photo angles of a trade-in of the dealer, each the URL of its photo or null',
    auth: 'staff',
    tag: 'staff',
  },
  {
    method: 'get',
    path: '/api/dealer/trade-ins/{id}/photos/{field}/',
    summary: 'A photo of a trade-in of the dealer (image/jpeg, nosniff, inline)',
    pathParam: FIELD,
    auth: 'staff',
    tag: 'staff',
  },
];

export const TRADE_IN_OPS: Op[] = [
  ...PHOTO_OPS,
  {
    method: 'get',
    path: `${CBB}/unified_vehicle_search/`,
    summary:
      'Search the valuation catalogue by year, make, model and trim (?q=); the provider says if a sandbox',
    query: tradeInVehicleSearchQuerySchema,
    tag: 'trade-in',
  },
  {
    method: 'get',
    path: `${CBB}/decode_vin/`,
    summary: 'The catalogue vehicle of a VIN (checked: 17 characters, no I, O or Q, the check digit)',
    query: tradeInVinQuerySchema,
    tag: 'trade-in',
  },
  {
    method: 'get',
    path: `${CBB}/get_valuation/`,
    summary: 'An estimate (low, high, target, in cents) for a vehicle, distance, options and condition',
    query: tradeInValuationQuerySchema,
    tag: 'trade-in',
  },
  {
    method: 'get',
    path: `${BASE}/`,
    summary: 'The trade-ins of the order ?order=',
    query: tradeInListQuerySchema,
    auth: 'customer',
    tag: 'trade-in',
  },
  {
    method: 'post',
    path: `${BASE}/`,
    summary: 'Appraise a vehicle for an order (the server values it; a body names no price): a draft',
    body: blackBookTradeInBodySchema,
    auth: 'customer',
    tag: 'trade-in',
    responses: { '201': 'Trade-in created' },
  },
  {
    method: 'get',
    path: `${BASE}/{id}/`,
    summary: 'One trade-in of the customer: vehicle, estimate, adjustments, lien, payoff and equity, status',
    auth: 'customer',
    tag: 'trade-in',
  },
  {
    method: 'put',
    path: `${BASE}/{id}/`,
    summary: 'Change a draft trade-in; valued again',
    body: blackBookTradeInBodySchema,
    auth: 'customer',
    tag: 'trade-in',
  },
  {
    method: 'post',
    path: `${BASE}/{id}/submit_tradein/`,
    summary:
      'Send the draft to the dealer for an offer (awaiting dealer; a CRM lead when the dealer has one)',
    body: submitTradeInBodySchema,
    auth: 'customer',
    tag: 'trade-in',
  },
  {
    method: 'post',
    path: `${BASE}/{id}/instant_offer/`,
    summary: 'An instant cash offer on a valued draft, with the code that takes it',
    body: submitTradeInBodySchema,
    auth: 'customer',
    tag: 'trade-in',
  },
  {
    method: 'put',
    path: `${BASE}/{id}/submit_ico/`,
    summary: 'Take the instant cash offer with its code',
    body: submitInstantOfferBodySchema,
    auth: 'customer',
    tag: 'trade-in',
  },
  {
    method: 'post',
    path: `${BASE}/{id}/exclude/`,
    summary: 'Leave the trade-in out of the deal',
    body: tradeInExcludeBodySchema,
    auth: 'customer',
    tag: 'trade-in',
  },
  {
    method: 'get',
    path: '/api/customer/tradein-questions/',
    summary: 'The condition questions the dealer asks, in the page’s language',
    tag: 'trade-in',
  },
  {
    method: 'get',
    path: '/api/customer/tradein-answers/',
    summary: 'The answers of the trade-in ?trade_in=',
    query: tradeInAnswersQuerySchema,
    auth: 'customer',
    tag: 'trade-in',
  },
  {
    method: 'post',
    path: '/api/customer/tradein-answers/',
    summary: 'Answer a condition question of a draft trade-in; valued again',
    body: tradeInAnswerBodySchema,
    auth: 'customer',
    tag: 'trade-in',
    responses: { '201': 'Answer saved' },
  },
  {
    method: 'put',
    path: '/api/customer/tradein-answers/{id}/',
    summary: 'Change the answer {id} (to the same question); valued again',
    body: tradeInAnswerBodySchema,
    auth: 'customer',
    tag: 'trade-in',
  },
];
