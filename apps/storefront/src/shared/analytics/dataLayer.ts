import { type FlowType, pageName } from '@storefront/domain';

/**
 * Analytics without a vendor script: events are pushed onto a dataLayer-style queue
 * (`window.dataLayer`, an array of plain objects). No third-party script is loaded by the app; a
 * dealer's tag manager, if the page has one, reads the same queue.
 */
export type AnalyticsEvent = { readonly event: string } & Readonly<Record<string, unknown>>;

export interface DataLayerHost {
  dataLayer?: unknown[];
}

/** The queue on the host, created when missing. */
export function dataLayerOf(host: DataLayerHost): unknown[] {
  if (!Array.isArray(host.dataLayer)) host.dataLayer = [];
  return host.dataLayer;
}

export function pushTo(host: DataLayerHost, event: AnalyticsEvent): void {
  dataLayerOf(host).push({ ...event });
}

/** Pushes onto `window.dataLayer` (nothing outside a browser). */
export function track(event: AnalyticsEvent): void {
  if (typeof window !== 'undefined') pushTo(window as unknown as DataLayerHost, event);
}

/** The dealer's flow as the analytics rule reads it (unknown flows count as the checkout flow). */
export function flowOf(vdpFlow: string | null | undefined): FlowType {
  return vdpFlow === 'modular' || vdpFlow === 'transactional' ? vdpFlow : 'checkout';
}

/** A page view: what the analytics layer (features/analytics) reads of the page entered. */
export type PageViewEvent = AnalyticsEvent & {
  readonly page_name: string;
  readonly page_path: string;
  readonly language: string;
  readonly dealer: string | null;
};

/**
 * The page-view event of a route: page names prefixed 'vdp:' in the modular flow, else
 * 'vdp:purchase:' (spec 1 section 4, guard 9).
 */
export function pageViewEvent(input: {
  readonly vdpFlow: string | null | undefined;
  readonly page: string;
  readonly path: string;
  readonly language: string;
  readonly dealerCode: string | undefined;
}): PageViewEvent {
  return {
    event: 'page_view',
    page_name: pageName(flowOf(input.vdpFlow), input.page),
    page_path: input.path,
    language: input.language,
    dealer: input.dealerCode ?? null,
  };
}
