import {
  clientIdBodySchema,
  consentValuesBodySchema,
  crmEventBodySchema,
  customerLeadBodySchema,
  customerNoteBodySchema,
  customerQuestionBodySchema,
  dealerCustomerSearchQuerySchema,
  dealerQuestionsQuerySchema,
  dealershipMapBodySchema,
  emailOnlyBodySchema,
  eventLeadBodySchema,
  feedbackAnswersSchema,
  inventoryQuerySchema,
  LEAD_KINDS,
  patchUserBodySchema,
  questionReplyBodySchema,
  registerBodySchema,
  staffLanguageBodySchema,
  staffLoginSchema,
  validateInputBodySchema,
  verifyCodeBodySchema,
} from '@storefront/domain';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../../http/env.ts';
import { ADD_ON_OPS } from '../add-ons/openapi.ts';
import { APPOINTMENT_OPS, DEALER_VISIT_OPS } from '../appointment/openapi.ts';
import { CREDIT_APP_OPS } from '../credit-app/openapi.ts';
import { DEPOSIT_OPS } from '../deposit/openapi.ts';
import { EMBEDDING_OPS } from '../embedding/openapi.ts';
import { languageBodySchema } from '../i18n/routes.ts';
import { IDENTITY_OPS } from '../identity/openapi.ts';
import { LEAD_OPS } from '../leads/openapi.ts';
import { ORDER_OPS } from '../orders/openapi.ts';
import { PRAQ_OPS } from '../praq/openapi.ts';
import { PRICING_OPS } from '../pricing/openapi.ts';
import { privacyErasureSchema } from '../privacy/routes.ts';
import { STAFF_TOTP_OPS } from '../staff/openapi.ts';
import { STEPS_OPS } from '../steps/openapi.ts';
import { SETTINGS_OPS } from '../storefront-settings/openapi.ts';
import { TEST_DRIVE_OPS } from '../test-drive/openapi.ts';
import { TRADE_IN_OPS } from '../trade-in/openapi.ts';
import { LOGIN_LINK_OPS } from '../user/openapi.ts';
import { DEAL_OPS } from './openapi-deal-ops.ts';
import { SERVER_VERSION } from './settings-routes.ts';

/** The sign-ups' limit per client address (SIGN_UPS_PER_IP_PER_HOUR, modules/user/routes.ts). */
const SIGN_UP_THROTTLED = {
  '429': 'throttled: too many sign-ups from this client address in the last hour; Retry-After says when',
};

export interface Op {
  method: 'get' | 'post' | 'patch' | 'put' | 'delete';
  path: string;
  summary: string;
  body?: z.ZodType;
  query?: z.ZodObject;
  auth?: 'customer' | 'staff' | 'any';
  tag: string;
  /** Request headers beyond the dealer header (If-Match…). */
  headers?: { name: string; required: boolean; description: string }[];
  /** Answers beyond the common ones (202, 412, 428…). */
  responses?: Record<string, string>;
  /** Path parameter other than the numeric `{id}`. */
  pathParam?: { name: string; schema: Record<string, unknown> };
  /** File fields the route also takes as multipart/form-data (an upload), beside its JSON body. */
  upload?: readonly string[];
}

export const ID = '{id}';

/** A request body's media types: JSON, and multipart/form-data with its files for an upload. */
function requestContent(op: Op, body: z.ZodType): Record<string, unknown> {
  const json = { 'application/json': { schema: schemaOf(body) } };
  if (!op.upload) return json;
  const files = Object.fromEntries(op.upload.map((f) => [f, { type: 'string', format: 'binary' }]));
  return { ...json, 'multipart/form-data': { schema: { type: 'object', properties: files } } };
}
/** The platform's operations: the OpenAPI document and the property tests of every body route read them. */
export const OPS: Op[] = [
  { method: 'get', path: '/api/health', summary: 'Health: a real database query', tag: 'platform' },
  {
    method: 'get',
    path: '/settings/',
    summary:
      'Application settings (the marketplace with its hours and terms by language, and whether this visit is a listing partner’s frame)',
    tag: 'platform',
  },
  { method: 'get', path: '/i18n/', summary: 'Language of the visitor', tag: 'platform' },
  { method: 'post', path: '/i18n/', summary: 'Set the language', body: languageBodySchema, tag: 'platform' },
  {
    method: 'get',
    path: '/api/customer/dealership/home-dealership/',
    summary: 'The dealer of the tenant header',
    tag: 'dealership',
  },
  {
    method: 'get',
    path: '/api/customer/dealership/static-data/',
    summary: 'Regions, makes, enumerations',
    tag: 'dealership',
  },
  {
    method: 'get',
    path: '/api/customer/dealership/payment-settings/',
    summary: 'Payment settings',
    tag: 'dealership',
  },
  {
    method: 'post',
    path: '/api/customer/dealership/map/',
    summary: 'Dealership position and distance',
    body: dealershipMapBodySchema,
    tag: 'dealership',
  },
  {
    method: 'get',
    path: '/api/customer/static_data/province/',
    summary: 'Provinces or states',
    tag: 'dealership',
  },
  {
    method: 'get',
    path: '/api/customer/inventory/simple/',
    summary: 'Vehicle list, paginated',
    query: inventoryQuerySchema,
    tag: 'inventory',
  },
  {
    method: 'get',
    path: '/api/customer/inventory/facets/',
    summary:
      'The search’s choices in the dealer’s visible stock: each filter key’s values with their counts, the model years’ and prices’ ranges',
    tag: 'inventory',
  },
  {
    method: 'get',
    path: `/api/customer/inventory/${ID}/`,
    summary: 'Vehicle by id or uid (404 body: {detail, code})',
    tag: 'inventory',
  },
  {
    method: 'get',
    path: '/api/customer/inventory/by_uid/',
    summary: 'Vehicle by uid (query uid)',
    tag: 'inventory',
  },
  {
    method: 'get',
    path: '/api/customer/user/current_user/',
    summary: 'Signed-in user, null, or 440 {email}',
    tag: 'user',
  },
  {
    method: 'post',
    path: '/api/customer/user/register/',
    summary: 'Register a customer and sign in',
    body: registerBodySchema,
    tag: 'user',
    responses: SIGN_UP_THROTTLED,
  },
  {
    method: 'post',
    path: '/api/customer/user/',
    summary: 'Register a customer and sign in (the resource base; same as register/)',
    body: registerBodySchema,
    tag: 'user',
    responses: SIGN_UP_THROTTLED,
  },
  {
    method: 'post',
    path: '/api/customer/user/send_login_link/',
    summary: 'E-mail a sign-in link (the same answer for any address)',
    body: emailOnlyBodySchema,
    tag: 'user',
  },
  {
    method: 'post',
    path: '/api/customer/user/send_reentry_code/',
    summary: 'E-mail a 6-digit code; the same answer for any address (its mask, a cat_id)',
    body: emailOnlyBodySchema,
    tag: 'user',
  },
  {
    method: 'post',
    path: '/api/customer/user/verify_reentry_code/',
    summary: 'Sign in with the code (403 for any refusal: wrong, expired, used, unknown address)',
    body: verifyCodeBodySchema,
    tag: 'user',
  },
  {
    method: 'patch',
    path: `/api/customer/user/${ID}/`,
    summary: 'Update the signed-in customer',
    body: patchUserBodySchema,
    auth: 'customer',
    tag: 'user',
  },
  { method: 'post', path: '/api/customer/user/logout/', summary: 'Sign out', tag: 'user' },
  {
    method: 'post',
    path: '/api/customer/user/end_customer_session/',
    summary: 'Staff: stop acting as the customer',
    auth: 'staff',
    tag: 'staff',
  },
  {
    method: 'post',
    path: '/api/customer/user/back_to_dealer_panel/',
    summary: 'Staff: back to the dealer panel',
    auth: 'staff',
    tag: 'staff',
  },
  {
    method: 'post',
    path: '/api/customer/user/save_client_id/',
    summary: 'Analytics client id',
    body: clientIdBodySchema,
    tag: 'user',
  },
  {
    method: 'post',
    path: '/api/customer/user/add_note/',
    summary: 'Note for the dealership',
    body: customerNoteBodySchema,
    tag: 'user',
  },
  {
    method: 'post',
    path: '/api/customer/user/log_crm_event/',
    summary: 'CRM event',
    body: crmEventBodySchema,
    auth: 'customer',
    tag: 'user',
  },
  {
    method: 'post',
    path: '/api/customer/user/validate_input/',
    summary: 'Validate fields with the dealer rules',
    body: validateInputBodySchema,
    tag: 'user',
  },
  {
    method: 'post',
    path: `/api/customer/user/${ID}/unsubscribe/`,
    summary: 'Unsubscribe',
    auth: 'customer',
    tag: 'user',
  },
  {
    method: 'post',
    path: `/api/customer/user/${ID}/save_consents/`,
    summary: 'Save consents',
    body: consentValuesBodySchema,
    auth: 'customer',
    tag: 'consents',
  },
  ...LEAD_KINDS.map(
    (kind): Op => ({
      method: 'post',
      path: `/api/customer/user/${ID}/${kind}/`,
      summary: 'Lead to the CRM as ADF/XML (when the dealer has CRM enabled)',
      body: kind === 'send_customer_lead' ? customerLeadBodySchema : eventLeadBodySchema,
      auth: 'customer',
      tag: 'leads',
    }),
  ),
  {
    method: 'get',
    path: '/api/customer/consents/',
    summary: 'Dealer consents; ?get_user=true for the user values',
    tag: 'consents',
  },
  {
    method: 'post',
    path: '/api/customer/consents/',
    summary: 'Save consents',
    body: consentValuesBodySchema,
    auth: 'customer',
    tag: 'consents',
  },
  {
    method: 'post',
    path: '/api/customer/bounce-recovery/',
    summary: 'Exit-intent feedback',
    body: feedbackAnswersSchema,
    tag: 'feedback',
  },
  {
    method: 'post',
    path: '/api/customer/customer-question/',
    summary: 'Question to the dealership',
    body: customerQuestionBodySchema,
    tag: 'feedback',
  },
  {
    method: 'post',
    path: '/api/customer/privacy/export/',
    summary:
      'Everything the dealer holds on the signed-in customer, as one JSON file (privacy request; audited)',
    auth: 'customer',
    tag: 'privacy',
  },
  {
    method: 'post',
    path: '/api/customer/privacy/erase/',
    summary:
      "The customer's data erased but a deposit's payment record, confirmed by the account e-mail; signs out",
    body: privacyErasureSchema,
    auth: 'customer',
    tag: 'privacy',
  },
  {
    method: 'post',
    path: '/api/dealer/auth/login/',
    summary:
      'Staff password sign-in; an admin with a second factor gets `{second_factor_required, challenge}` and no session yet; the right password at a dealership the account does not cover: 403 with `dealer: {code, name}`, the one it works for',
    body: staffLoginSchema,
    tag: 'staff',
  },
  {
    method: 'put',
    path: '/api/dealer/me/language/',
    summary: 'Save the signed-in staff member’s own language (en or fr): the console opens in it',
    body: staffLanguageBodySchema,
    auth: 'staff',
    tag: 'staff',
  },
  {
    method: 'get',
    path: '/api/dealer/customers/',
    summary: 'Customers of the dealer, ?q= searching name, e-mail, phone, VIN or stock number',
    query: dealerCustomerSearchQuerySchema,
    auth: 'staff',
    tag: 'staff',
  },
  {
    method: 'get',
    path: `/api/dealer/customers/${ID}/`,
    summary:
      "A customer's open orders: sections, trade-in, credit, deposit, appointment (404: another dealer's)",
    auth: 'staff',
    tag: 'staff',
  },
  {
    method: 'get',
    path: '/api/dealer/questions/',
    summary:
      'Questions shoppers asked the dealership, newest first, 50 a page (`next_page`), each with `answered` ({at, by} or null) and `replies` (every reply sent from the console, oldest first: [{message, at, by}]); `?customer=`: one customer’s (404: another dealer’s)',
    query: dealerQuestionsQuerySchema,
    auth: 'staff',
    tag: 'staff',
  },
  {
    method: 'post',
    path: `/api/dealer/questions/${ID}/answered/`,
    summary: 'Marks a question answered by the signed-in staff member (the first stays its answerer)',
    auth: 'staff',
    tag: 'staff',
  },
  {
    method: 'post',
    path: `/api/dealer/questions/${ID}/reply/`,
    summary:
      'Replies to a question: the reply added to its `replies` (every reply kept, none replaced: a reply from another tab or staff member in between stays) and e-mailed to the asker in the question’s language, its link the vehicle’s page when it was about one; marks it answered (the first stays its answerer); answers the question with every reply; audited',
    body: questionReplyBodySchema,
    auth: 'staff',
    tag: 'staff',
    responses: {
      '404': 'another dealer’s question, or none',
      '429': 'throttled: 30 replies an hour per staff member',
    },
  },
  {
    method: 'get',
    path: '/api/dealer/trade-ins/',
    summary:
      'Trade-ins awaiting the dealer’s offer, each with its six photo angles (the URL of each under /api/dealer/trade-ins/{id}/photos/, or null) and the condition answers in the console’s language',
    auth: 'staff',
    tag: 'staff',
  },
  {
    method: 'post',
    path: `/api/dealer/users/${ID}/act_as/`,
    summary: 'Act as a customer (role hierarchy, audited)',
    auth: 'staff',
    tag: 'staff',
  },
  {
    method: 'post',
    path: `/api/dealer/customers/${ID}/privacy/export/`,
    summary: "A customer's data as one JSON file (privacy request; managers and admins; audited)",
    auth: 'staff',
    tag: 'privacy',
  },
  {
    method: 'post',
    path: `/api/dealer/customers/${ID}/privacy/erase/`,
    summary: "A customer's data erased but a deposit's payment record, confirmed by their e-mail (audited)",
    body: privacyErasureSchema,
    auth: 'staff',
    tag: 'privacy',
  },
  {
    method: 'get',
    path: '/api/dealer/audit/',
    summary: 'Audit rows (dealer admins)',
    auth: 'staff',
    tag: 'staff',
  },
];

/**
 * Every operation of the API: the platform's above and each module's own (its `openapi.ts`). The
 * document, the completeness test (test/platform.test.ts: every route the app serves is one of
 * them) and the property tests of every body route (test/schema-properties.test.ts) read this list.
 */
export function allOperations(): Op[] {
  return [
    ...OPS,
    ...LOGIN_LINK_OPS,
    ...IDENTITY_OPS,
    ...DEAL_OPS,
    ...ORDER_OPS,
    ...PRICING_OPS,
    ...STEPS_OPS,
    ...ADD_ON_OPS,
    ...PRAQ_OPS,
    ...CREDIT_APP_OPS,
    ...DEPOSIT_OPS,
    ...LEAD_OPS,
    ...APPOINTMENT_OPS,
    ...DEALER_VISIT_OPS,
    ...TEST_DRIVE_OPS,
    ...TRADE_IN_OPS,
    ...EMBEDDING_OPS,
    ...SETTINGS_OPS,
    ...STAFF_TOTP_OPS,
  ];
}

function schemaOf(schema: z.ZodType): unknown {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
}

const ERRORS = {
  type: 'object',
  description: 'Django-style field errors: {field: [messages]}, non_field_errors for the whole body',
  additionalProperties: { type: 'array', items: { type: 'string' } },
};

/** OpenAPI 3.1 document generated from the same zod schemas the routes validate with. */
export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of allOperations()) {
    const parameters: unknown[] = [
      {
        name: 'X-Dealer-Code',
        in: 'header',
        required: false,
        schema: { type: 'string', pattern: '^[A-Za-z0-9_]{3,}$' },
      },
      {
        name: 'X-Language',
        in: 'header',
        required: false,
        description:
          "The page's language (its URL's segment): answers, their data and their messages, in it, over the sf_language cookie",
        schema: { type: 'string', enum: ['en', 'fr'] },
      },
    ];
    if (op.path.includes(ID))
      parameters.push({ name: 'id', in: 'path', required: true, schema: { type: 'integer' } });
    if (op.pathParam)
      parameters.push({ name: op.pathParam.name, in: 'path', required: true, schema: op.pathParam.schema });
    for (const h of op.headers ?? []) {
      parameters.push({
        name: h.name,
        in: 'header',
        required: h.required,
        description: h.description,
        schema: { type: 'string' },
      });
    }
    if (op.query) {
      for (const [name, schema] of Object.entries(op.query.shape)) {
        parameters.push({ name, in: 'query', required: false, schema: schemaOf(schema as z.ZodType) });
      }
    }
    const responses: Record<string, unknown> = {
      '200': { description: 'OK' },
      '400': { description: 'Validation errors', content: { 'application/json': { schema: ERRORS } } },
      '404': { description: 'Unknown dealer or resource' },
    };
    if (op.method !== 'get') {
      responses['403'] = {
        description:
          'No permission, or anti-forgery token missing (X-CSRF-Token must echo the sf_csrf cookie)',
      };
      responses['413'] = { description: 'Body too large' };
    }
    if (op.auth) {
      responses['401'] = { description: 'Not signed in' };
      responses['440'] = { description: 'Session expired; body carries the e-mail' };
      responses['403'] ??= { description: 'No permission (role, or a dealer the user does not cover)' };
    }
    for (const [status, description] of Object.entries(op.responses ?? {}))
      responses[status] = { description };
    const item = paths[op.path] ?? {};
    paths[op.path] = item;
    item[op.method] = {
      summary: op.summary,
      tags: [op.tag],
      parameters,
      ...(op.body ? { requestBody: { required: true, content: requestContent(op, op.body) } } : {}),
      responses,
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Dealer storefront API', version: SERVER_VERSION },
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'sf_session' },
        csrf: { type: 'apiKey', in: 'header', name: 'X-CSRF-Token' },
      },
    },
    paths,
  };
}

export function openApiRoutes(_deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const doc = openApiDocument();
  app.get('/', (c) => c.json(doc));
  app.get('/openapi.json', (c) => c.json(doc));
  return app;
}
