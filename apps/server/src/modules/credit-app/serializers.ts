/** Credit applications as answered: SIN/SSN masked to their last three digits, never in full. */
import {
  type ApplicantDraft,
  type CreditApplicationView,
  type CreditDecisionView,
  maskInsuranceNumber,
} from '@storefront/domain';
import type { CreditApplicationRow, OrderRow } from '../../db/schema.ts';
import type { CreditDecisionSystem } from './decision.ts';
import type { Applicants } from './service.ts';

function masked<T extends ApplicantDraft>(a: T): T {
  return { ...a, social_insurance_number_enc: maskInsuranceNumber(a.social_insurance_number_enc) };
}

function statusOf(row: CreditApplicationRow | undefined): CreditApplicationView['status'] {
  const s = row?.status;
  return s === 1 || s === 2 || s === 3 || s === 4 || s === 5 ? s : null;
}

export function systemView(system: CreditDecisionSystem) {
  return { id: system.id, name: system.name, sandbox: system.sandbox };
}

export function serializeApplication(
  order: OrderRow,
  row: CreditApplicationRow | undefined,
  applicants: Applicants,
  system: CreditDecisionSystem,
): CreditApplicationView {
  return {
    order: order.id,
    status: statusOf(row),
    submitted_at: row?.submittedAt?.toISOString() ?? null,
    consent: row?.consent
      ? {
          credit_check: row.consent.credit_check,
          text_version: row.consent.text_version,
          given_at: row.consent.given_at,
        }
      : null,
    primaryApplication: {
      ...masked(applicants.primary),
      has_co_applicant: Boolean(applicants.primary.has_co_applicant),
    },
    coApplication: applicants.co ? masked(applicants.co) : null,
    step: row?.step ?? null,
    system: systemView(system),
  };
}

export function serializeDecision(
  row: CreditApplicationRow | undefined,
  system: CreditDecisionSystem,
): CreditDecisionView {
  return { status: statusOf(row), system: systemView(system), reference: row?.reference ?? null };
}
