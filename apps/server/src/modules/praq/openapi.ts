/**
 * OpenAPI operations of the personalised quotes (PRAQ): the customer's, the dealer's and the shopper's
 * by quote id, and the salesperson-linked configurations (merged into /api/docs by platform/openapi.ts).
 */
import {
  configurationPatchBodySchema,
  flowCreateBodySchema,
  flowListQuerySchema,
  praqOrderStateBodySchema,
  primaryQuoteBodySchema,
  quoteCreateBodySchema,
  quoteExpiryBodySchema,
  quotesSubmittedBodySchema,
  quoteUpdateBodySchema,
} from '@storefront/domain';
import { emptyBodySchema } from '../../http/body.ts';
import type { Op } from '../platform/openapi.ts';
import { configurationCreateBodySchema } from './configurations.ts';

const CUSTOMER = '/api/customer/praq';
const DEALER = '/api/dealer/praq';
const DIFFERENCE =
  'How the quote {id} differs from the order state sent: {quote, is_modified, differences: [{field, quote, order}]}';
const THROTTLED = { '429': 'throttled: too many e-mails to this customer; try later' };

export const PRAQ_OPS: Op[] = [
  {
    method: 'get',
    path: `${CUSTOMER}/flow/{id}/quotes/`,
    summary: 'The quote flow made for the customer, with its quotes',
    auth: 'customer',
    tag: 'praq',
  },
  {
    method: 'get',
    path: `${CUSTOMER}/quotes/{id}/`,
    summary: 'One quote of the customer’s flow, and whether it has expired',
    auth: 'customer',
    tag: 'praq',
  },
  {
    method: 'post',
    path: `${CUSTOMER}/primary_quote_set_events/`,
    summary: 'The quote the customer prefers in a flow',
    body: primaryQuoteBodySchema,
    auth: 'customer',
    tag: 'praq',
  },
  {
    method: 'post',
    path: `${CUSTOMER}/{id}/reset/`,
    summary: 'Apply the quote {id} to the customer’s order for its vehicle (the order created when needed)',
    body: emptyBodySchema,
    auth: 'customer',
    tag: 'praq',
  },
  {
    method: 'post',
    path: `${CUSTOMER}/{id}/difference/`,
    summary: DIFFERENCE,
    body: praqOrderStateBodySchema,
    auth: 'customer',
    tag: 'praq',
  },
  {
    method: 'get',
    path: `${DEALER}/flow/`,
    summary: 'Staff: a customer’s quote flows, newest first, with the vehicles of their quotes',
    query: flowListQuerySchema,
    auth: 'staff',
    tag: 'staff',
  },
  {
    method: 'post',
    path: `${DEALER}/flow/`,
    summary: 'Staff: a new quote flow for a customer of the dealership',
    body: flowCreateBodySchema,
    auth: 'staff',
    tag: 'staff',
    responses: { '201': 'Flow created' },
  },
  {
    method: 'get',
    path: `${DEALER}/flow/{id}/quotes/`,
    summary: 'Staff: a flow with its quotes',
    auth: 'staff',
    tag: 'staff',
  },
  {
    method: 'post',
    path: `${DEALER}/flow/{id}/quotes/`,
    summary: 'Staff: add a quote to the flow (a vehicle and its deal terms; a flow holds a limited number)',
    body: quoteCreateBodySchema,
    auth: 'staff',
    tag: 'staff',
    responses: { '201': 'Quote added' },
  },
  {
    method: 'post',
    path: `${DEALER}/flow/{id}/activate/`,
    summary: 'Staff: let the customer see the flow (once it has a quote)',
    auth: 'staff',
    tag: 'staff',
  },
  {
    method: 'patch',
    path: `${DEALER}/flow/{id}/update_quote_expiry/`,
    summary: 'Staff: the expiry date of the flow and of its quotes (not in the past)',
    body: quoteExpiryBodySchema,
    auth: 'staff',
    tag: 'staff',
  },
  {
    method: 'post',
    path: `${DEALER}/quotes_submitted_events/`,
    summary: 'Staff: send the active flow to its customer by e-mail, with a message',
    body: quotesSubmittedBodySchema,
    auth: 'staff',
    tag: 'staff',
    responses: THROTTLED,
  },
  {
    method: 'patch',
    path: `${DEALER}/{id}/`,
    summary: 'Staff: change the terms of the quote {id}',
    body: quoteUpdateBodySchema,
    auth: 'staff',
    tag: 'staff',
  },
  {
    method: 'delete',
    path: `${DEALER}/{id}/`,
    summary: 'Staff: remove the quote {id} (the primary one too)',
    auth: 'staff',
    tag: 'staff',
  },
  {
    method: 'post',
    path: `${DEALER}/{id}/reset/`,
    summary: 'Staff: the quote {id} no longer marked as changed',
    body: emptyBodySchema,
    auth: 'staff',
    tag: 'staff',
  },
  {
    method: 'post',
    path: `${DEALER}/{id}/difference/`,
    summary: `Staff: ${DIFFERENCE}`,
    body: praqOrderStateBodySchema,
    auth: 'staff',
    tag: 'staff',
  },
  {
    method: 'get',
    path: '/praq/{id}/upsert/',
    summary: 'What applying the quote {id} would touch: {order, vehicle, quote, applied} (writes nothing)',
    auth: 'customer',
    tag: 'praq',
  },
  {
    method: 'post',
    path: '/praq/{id}/upsert/',
    summary: 'Apply the quote {id} to the shopper’s order for its vehicle',
    body: emptyBodySchema,
    auth: 'customer',
    tag: 'praq',
  },
  {
    method: 'post',
    path: '/praq/{id}/difference/',
    summary: DIFFERENCE,
    body: praqOrderStateBodySchema,
    auth: 'customer',
    tag: 'praq',
  },
  {
    method: 'post',
    path: '/api/dealer/configurations/',
    summary:
      'A salesperson’s configuration for a shopper (a vehicle, accessories by id or SKU, protection plan prices, payment type): {id, token, link}; the token is answered this once (only its hash is kept) and rides in the link’s fragment (#token=); audited (configuration_created)',
    auth: 'staff',
    body: configurationCreateBodySchema,
    tag: 'praq',
    responses: { '201': 'the configuration made: {id, token, link}' },
  },
  {
    method: 'get',
    path: '/api/customer/v1/configurations/{id}/',
    summary:
      'A configuration of the dealer: without a token, its vehicle and choices with their catalogue ids (no salesperson, no order); with its token (Authorization: Token <token>), all of it',
    headers: [{ name: 'Authorization', required: false, description: 'Token <the configuration’s token>' }],
    tag: 'praq',
    responses: { '404': 'not_found: no such configuration at this dealer, or a wrong token' },
  },
  {
    method: 'patch',
    path: '/api/customer/v1/configurations/{id}/',
    summary: 'Update a configuration (accessories, payment type, salesperson, order) and its order',
    body: configurationPatchBodySchema,
    headers: [{ name: 'Authorization', required: true, description: 'Token <the configuration’s token>' }],
    tag: 'praq',
    responses: { '401': 'not_authenticated: the configuration token is missing' },
  },
];
