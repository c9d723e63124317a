import { Navigate, useLocation, useParams } from 'react-router';
import { buildPath, parseRoutePrefix } from '../../shared/routing/routePrefix.ts';
import { DepositPlacePage } from './DepositPlacePage.tsx';

/**
 * `deposit/{id}/{step}/`: `place/` is the form; `review/` always goes to the step summary (spec 2 §4)
 * with the success flag; `deposit/{id}/` alone, or an unknown step, opens `place/`.
 */
export function DepositPage() {
  const { id = '', step } = useParams();
  const prefix = parseRoutePrefix(useLocation().pathname);
  if (step === 'place') return <DepositPlacePage />;
  if (step === 'review') {
    return <Navigate replace to={buildPath(prefix, `/saved-vehicles/${id}/summary/deposit/?success=1`)} />;
  }
  return <Navigate replace to={buildPath(prefix, `/deposit/${id}/place/`)} />;
}
