import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/ApiContext.tsx';
import { dealerKey } from '../../../shared/api/queryKeys.ts';
import { vehiclesQuery } from './vehicles.ts';

/**
 * The list of the page's search. While another search (a filter, a page) loads, the previous
 * results of the same dealer stay on screen (placeholder data), so the list and its count do not
 * vanish and come back: the count changes in place when the new results arrive.
 */
export function useVehicles(params: Record<string, string>) {
  const { http, dealerCode } = useApi();
  return useQuery({
    ...vehiclesQuery(http, dealerCode, params),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === dealerKey(dealerCode) ? previous : undefined,
  });
}
