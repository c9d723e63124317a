/** OpenAPI operations of the credit application (merged into /api/docs by platform/openapi.ts). */
import {
  creditAppDraftBodySchema,
  creditApplicationDecisionBodySchema,
  creditApplicationListQuerySchema,
  creditAppValidateBodySchema,
} from '@storefront/domain';
import { emptyBodySchema } from '../../http/body.ts';
import type { Op } from '../platform/openapi.ts';
import { postalCodeProvinceQuerySchema } from './routes.ts';

const BASE = '/api/customer/credit-application';

export const CREDIT_APP_OPS: Op[] = [
  {
    method: 'get',
    path: `${BASE}/{id}/dealer_application/`,
    summary:
      'The credit application of the order {id}: status, consent, primaryApplication, coApplication (SIN/SSN masked), the decision system (a sandbox says so)',
    auth: 'customer',
    tag: 'credit-application',
  },
  {
    method: 'put',
    path: `${BASE}/{id}/`,
    summary:
      'Save the draft field by field (sealed at rest); coApplication null removes the co-applicant; refused once sent',
    body: creditAppDraftBodySchema,
    auth: 'customer',
    tag: 'credit-application',
  },
  {
    method: 'post',
    path: `${BASE}/validate/`,
    summary: 'Check one section of one applicant by the dealer’s rules: {valid: true} or 400 field errors',
    body: creditAppValidateBodySchema,
    auth: 'customer',
    tag: 'credit-application',
  },
  {
    method: 'post',
    path: `${BASE}/{id}/submit_application/`,
    summary:
      'Send the application (consent and every required field) to the dealer’s decision system: {status, system, reference}',
    body: emptyBodySchema,
    auth: 'customer',
    tag: 'credit-application',
  },
  {
    method: 'get',
    path: `${BASE}/{id}/decision_status/`,
    summary:
      'The decision: status 1 awaiting customer, 2 awaiting dealer, 3 complete, 4 declined, 5 further verification',
    auth: 'customer',
    tag: 'credit-application',
  },
  {
    method: 'get',
    path: `${BASE}/{id}/postal_code_province/`,
    summary: 'The province of a postal code (?postal_code=): {country, province, postal_code}',
    query: postalCodeProvinceQuerySchema,
    auth: 'customer',
    tag: 'credit-application',
  },
  {
    method: 'get',
    path: '/api/dealer/credit-applications/',
    summary: 'Staff: the dealer’s sent credit applications (?status=), without personal data',
    query: creditApplicationListQuerySchema,
    auth: 'staff',
    tag: 'staff',
  },
  {
    method: 'get',
    path: '/api/dealer/credit-applications/{id}/',
    summary: 'Staff: one sent application, opened (SIN/SSN masked); written to the audit log',
    auth: 'staff',
    tag: 'staff',
  },
  {
    method: 'post',
    path: '/api/dealer/credit-applications/{id}/decision/',
    summary: 'Staff: the dealership’s decision on an application awaiting it (1, 3, 4 or 5); audited',
    body: creditApplicationDecisionBodySchema,
    auth: 'staff',
    tag: 'staff',
  },
];
