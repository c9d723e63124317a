import { Navigate, useLocation, useParams } from 'react-router';
import { buildPath, parseRoutePrefix } from '../../shared/routing/routePrefix.ts';
import { DepositPlacePage } from './DepositPlacePage.tsx';
import { DepositReceiptPage } from './DepositReceiptPage.tsx';

/**
 * `deposit/{id}/{step}/`: `place/` is the form; `review/` always goes to the step summary (spec 2 §4)
 * with the success flag; `receipt/` is the paid deposit's receipt (a step of this one declaration, so
 * that the route table every page loads up front does not grow); `deposit/{id}/` alone, or an unknown
 * step, opens `place/`.
 */
export function DepositPage() {
  const { id = '', step } = useParams();
  const prefix = parseRoutePrefix(useLocation().pathname);
  if (step === 'place') return <DepositPlacePage />;
  if (step === 'receipt') return <DepositReceiptPage />;
  if (step === 'review') {
    return <Navigate replace to={buildPath(prefix, `/saved-vehicles/${id}/summary/deposit/?success=1`)} />;
  }
  return <Navigate replace to={buildPath(prefix, `/deposit/${id}/place/`)} />;
}
