import { depositRouteRedirect } from '@storefront/domain';
import { Navigate, useLocation } from 'react-router';
import { buildPath, parseRoutePrefix } from '../../shared/routing/routePrefix.ts';
import { DepositLandingPage } from './DepositLandingPage.tsx';
import { DepositPlacePage } from './DepositPlacePage.tsx';
import { DepositReceiptPage } from './DepositReceiptPage.tsx';
import { useDepositStep } from './depositStep.ts';

/**
 * `deposit/{id}/{step}/`: `place/` is the form; `review/` always goes to the step summary (spec 2 §4)
 * with the success flag; `receipt/` is the paid deposit's receipt (a step of this one declaration, so
 * that the route table every page loads up front does not grow); `deposit/{id}/` alone is the order
 * confirmation once the place step is completed, else the checkout page, the place step's form
 * (`DepositLandingPage`, the domain's `depositPageKind`); an unknown step opens `place/`. The identity-login variant (spec 2 §2): `place-vw/` (the form) and
 * `review-vw/` (the review, which pays) are one mounted page until the order has a deposit, then the
 * summary (a placed deposit goes there); `confirmation-vw/` always goes to the summary (the domain's
 * `depositRouteRedirect`).
 */
export function DepositPage() {
  const { id, step } = useDepositStep();
  const prefix = parseRoutePrefix(useLocation().pathname);
  if (step === undefined) return <DepositLandingPage />;
  if (step === 'place') return <DepositPlacePage />;
  if (step === 'place-vw' || step === 'review-vw') return <DepositPlacePage variant="vw" />;
  if (step === 'receipt') return <DepositReceiptPage />;
  if (step === 'review' || step === 'confirmation-vw') {
    const success = step === 'review' ? '?success=1' : '';
    if (depositRouteRedirect(step, false) === 'summary') {
      return <Navigate replace to={buildPath(prefix, `/saved-vehicles/${id}/summary/deposit/${success}`)} />;
    }
  }
  return <Navigate replace to={buildPath(prefix, `/deposit/${id}/place/`)} />;
}
