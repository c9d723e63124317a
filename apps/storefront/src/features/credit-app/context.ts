import type { CreditAppDealerRules, CreditAppDraftBody, CreditApplicationView } from '@storefront/domain';
import { createContext, use } from 'react';
import type { RoutePrefix } from '../../shared/routing/routePrefix.ts';

/** What the credit application's layout hands its steps. */
export interface CreditAppContextValue {
  readonly vehicleId: string;
  readonly orderId: number;
  readonly application: CreditApplicationView;
  readonly rules: CreditAppDealerRules;
  /** The URL prefix (dealer, language) of the pages. */
  readonly prefix: RoutePrefix;
  /** Saves a part of the application; rejects with the server's errors for the form to show. */
  readonly save: (body: CreditAppDraftBody) => Promise<CreditApplicationView>;
  /** Goes to another step of the application (`consent`, `co-applicant/employment`, `result`...). */
  readonly goTo: (route: string) => void;
  /** The order's `show_credit_app_result`: a decision the shopper has not seen ("new update"). */
  readonly newUpdate: boolean;
  /** Clears the "new update" through the order (entering the review or the result). */
  readonly markSeen: () => void;
  /**
   * The signed-in shopper's account: its name, e-mail and phone fill the applicant's empty fields (the
   * shopper may change them for this application).
   */
  readonly account: AccountContact;
}

/** What the account tells of the applicant. */
export interface AccountContact {
  readonly first_name?: string | null;
  readonly last_name?: string | null;
  readonly email?: string | null;
  readonly phone?: string | null;
}

export const CreditAppContext = createContext<CreditAppContextValue | null>(null);

export function useCreditApp(): CreditAppContextValue {
  const value = use(CreditAppContext);
  if (!value) throw new Error('useCreditApp outside the credit application');
  return value;
}
