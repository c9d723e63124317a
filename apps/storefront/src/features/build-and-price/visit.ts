import type { OrderPatch, OrderSummary } from '../orders/index.ts';

// Where a deal came from (spec 2 §3-§4, chain steps 3, 12 and 13), for ./DealLinks.tsx: a module of
// its chunk (nothing here is in the vehicle page's first load).

/** The order's analytics (spec 2 §3): the page the deal started on, and the page the shopper came from. */
export interface Visit {
  source_document_url: string;
  referrer: string;
}

/** The server's limit on each address (the domain's order write schema). */
const MAX = 2000;

/** A web address (http or https) as given, cut to the server's limit, or '' for anything else. */
function webAddress(value: string | null | undefined): string {
  if (!value || !URL.canParse(value)) return '';
  const { protocol } = new URL(value);
  return protocol === 'http:' || protocol === 'https:' ? value.slice(0, MAX) : '';
}

/** The visit of a vehicle page: its address, and the referrer query, else the document's referrer (chain step 3). */
export function visitOf(href: string, documentReferrer: string): Visit {
  const query = URL.canParse(href) ? new URL(href).searchParams.get('referrer') : null;
  return {
    source_document_url: webAddress(href),
    referrer: webAddress(query ?? documentReferrer),
  };
}

/**
 * What the order still lacks of the visit, or null: its analytics and campaign (the landing page's
 * utm_* and gclid, chain step 13) when it has none (where the deal came from is not replaced by a later
 * visit), and started_transactional on the first page past the vehicle page (chain step 12).
 */
export function orderVisitPatch(
  order: Pick<OrderSummary, 'analytics' | 'campaign' | 'started_transactional'>,
  visit: Visit,
  campaign: Record<string, string>,
  pastVehiclePage: boolean,
): OrderPatch | null {
  const patch: OrderPatch = {};
  if (!order.analytics && visit.source_document_url) patch.analytics = visit;
  if (Object.keys(order.campaign ?? {}).length === 0 && Object.keys(campaign).length > 0)
    patch.campaign = campaign;
  if (pastVehiclePage && !order.started_transactional) patch.started_transactional = true;
  return Object.keys(patch).length > 0 ? patch : null;
}
