import type { Api } from '../api.ts';

/**
 * "Act as this customer": the staff API's act-as (audited by the server), then the storefront as
 * them, where the dealer bar's way back returns to this console.
 */
export async function actAs(api: Api, customerId: number): Promise<void> {
  const answer = await api.send<{ redirect_to: string }>('POST', `/api/dealer/users/${customerId}/act_as/`);
  // Only a path of ours.
  const target =
    answer.redirect_to.startsWith('/') && !answer.redirect_to.startsWith('//') ? answer.redirect_to : '/';
  window.location.assign(target);
}
