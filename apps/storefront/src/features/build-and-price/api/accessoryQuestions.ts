import type { AccessoryQuestionsResponse } from '@storefront/domain';
import type { HttpClient } from '../../../shared/api/http.ts';

/**
 * The questions each accessory of the vehicle asks before it is added
 * (`GET /api/aftermarket/accessory/get_questions/`), in the page's language: the accessories step's
 * chunk, never the vehicle page's first load.
 */
export async function getAccessoryQuestions(
  http: HttpClient,
  vehicleId: number,
): Promise<AccessoryQuestionsResponse['results']> {
  const answer = await http
    .get('/api/aftermarket/accessory/get_questions/', {
      searchParams: { vehicle: vehicleId },
      context: { hide_404_toast: true },
    })
    .json<AccessoryQuestionsResponse>();
  return answer.results;
}
