import { useLocation, useParams } from 'react-router';

const REVIEW_VW = /\/review-vw\/?$/;

/**
 * The vehicle's id and the deposit's step in the URL (`deposit/{id}/{step}/`; none on `deposit/{id}/`).
 * `review-vw/` is a route of its own, for its title (./routes.ts), and names no `:step`: read from the path.
 */
export function useDepositStep(): { id: string; step: string | undefined } {
  const { pathname } = useLocation();
  const { id = '', step } = useParams();
  return { id, step: step ?? (REVIEW_VW.test(pathname) ? 'review-vw' : undefined) };
}
