/**
 * Credit-decision systems (issue 20): one interface, chosen by the dealer's
 * `credit_application_system`. The embedded default is the **sandbox credit bureau**: no credit
 * check is made and no data leaves the server; documented test identities give each status (as a
 * payment processor's test cards do), any other identity is approved ("complete"). It says what it
 * is in its id, its name (shown in the storefront), and the log line of every decision.
 */
import type { CreditApplication, CreditApplicationStatus } from '@storefront/domain';
import type { Logger } from 'pino';

export interface CreditDecision {
  readonly status: CreditApplicationStatus;
  /** The system's reference for the application. */
  readonly reference: string;
}

export interface CreditDecisionSystem {
  readonly id: string;
  /** The name the storefront shows the shopper. */
  readonly name: string;
  readonly sandbox: boolean;
  /** Sends the patched application; answers the system's first decision. */
  submit(
    application: CreditApplication,
    context: { dealerCode: string; orderId: number },
  ): Promise<CreditDecision>;
}

/**
 * The sandbox bureau's test identities: the primary applicant's SIN (Canada) or SSN (USA) -> status.
 * Every other number: 3 (complete).
 */
export const SANDBOX_TEST_IDENTITIES: Readonly<Record<string, CreditApplicationStatus>> = Object.freeze({
  '111111118': 1,
  '222222226': 2,
  '333333334': 3,
  '444444442': 4,
  '555555556': 5,
  '111111111': 1,
  '222222222': 2,
  '333333333': 3,
  '444444444': 4,
  '555555555': 5,
});

export function sandboxBureau(logger: Logger): CreditDecisionSystem {
  return {
    id: 'sandbox-bureau',
    name: 'Sandbox credit bureau (demo: no real credit check)',
    sandbox: true,
    async submit(application, context) {
      const number = String(application.primaryApplication.social_insurance_number_enc ?? '').replace(
        /\D/g,
        '',
      );
      const status = SANDBOX_TEST_IDENTITIES[number] ?? 3;
      const reference = `SANDBOX-${context.dealerCode.toUpperCase()}-${context.orderId}`;
      logger.info(
        { system: 'sandbox-bureau', orderId: context.orderId, status },
        'SANDBOX credit bureau decision (no real credit check)',
      );
      return { status, reference };
    },
  };
}

/**
 * The embedded **dealer review**: no credit bureau is asked and nothing leaves the server; every
 * application waits for the dealership (status 2, awaiting dealer), whose staff decide it through
 * the staff API (./dealer-routes.ts). It says what it is in its id, its name and its log line.
 */
export function dealerReview(logger: Logger): CreditDecisionSystem {
  return {
    id: 'dealer-review',
    name: 'Dealer review (the dealership’s staff decide; no credit bureau)',
    sandbox: false,
    async submit(_application, context) {
      logger.info(
        { system: 'dealer-review', orderId: context.orderId },
        'credit application waits for DEALER REVIEW (no credit bureau asked)',
      );
      return { status: 2, reference: `REVIEW-${context.dealerCode.toUpperCase()}-${context.orderId}` };
    },
  };
}

/**
 * The decision system of a dealer's `credit_application_system`: a deal API puts the application in
 * the dealership's hands (the embedded dealer review); the bureaus, the routing system and the
 * manufacturer's finance answer through the embedded sandbox bureau until a real adapter is configured.
 */
export function decisionSystemFor(system: string, logger: Logger): CreditDecisionSystem {
  return system === 'DEAL_API' ? dealerReview(logger) : sandboxBureau(logger);
}
