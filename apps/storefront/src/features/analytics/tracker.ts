/**
 * The analytics layer in the browser (spec 3 §4 and §9), its own chunk, loaded once the page is live
 * (app/ShellLayout.tsx): GA4-compatible pushes onto `window.dataLayer` for the page views and the named
 * events at their moments, and the dealer's pixel GET for the six pixel events. The moments come from
 * the pages the shopper enters and from the changes the server accepted (shared/analytics/calls.ts),
 * so no feature carries analytics code. Nothing is sent without the dealer's participation flag, and
 * where the dealer requires consent (`/settings/` analytics.consent = REQUIRED_CONSENT) nothing that
 * tracks loads or fires before the shopper agrees: events wait in the queue, and go (in order) once
 * the shopper agrees, or are dropped on a refusal.
 */
import {
  type AnalyticsEventName,
  analyticsDealerGroup,
  analyticsEnvironmentGroup,
  analyticsEvent,
  analyticsVehicleGroup,
  DIGITAL_RETAILING_EVENT_OF,
  PIXEL_EVENT_OF,
  pixelUrl,
} from '@storefront/domain';
import type { QueryCacheNotifyEvent, QueryClient } from '@tanstack/react-query';
import type { IntlShape } from 'react-intl';
import { type AcceptedCall, onAcceptedCall } from '../../shared/analytics/calls.ts';
import type { PageViewEvent } from '../../shared/analytics/dataLayer.ts';
import type { HttpClient } from '../../shared/api/http.ts';
import { dealerKey } from '../../shared/api/queryKeys.ts';
import { lazyModule } from '../../shared/lazy/lazyModule.ts';
import { currentUserQuery } from '../auth/index.ts';
import { vehicleQuery } from '../build-and-price/index.ts';
import { appSettingsQuery, type HomeDealership } from '../dealership/index.ts';
import type { ThirdPartyScripts } from '../third-party/index.ts';
import { vehicleIdOfPath } from '../vehicle/index.ts';
import { cacheAtHand, cachedOrders, preInstalledAddons } from './atHand.ts';
import { type ConsentChoice, readConsent, showConsentBanner, writeConsent } from './consent.ts';
import {
  type AtHand,
  groupsOf,
  type Moment,
  momentOfSearch,
  momentsOfCall,
  momentsOfPage,
  type OrderAddons,
  searchKey,
} from './moments.ts';
import { type AnalyticsPush, AnalyticsQueue, storedFlags } from './queue.ts';

/** The dealer's third-party scripts (features/third-party): loaded only for a dealer that names one. */
const thirdParty = lazyModule(() => import('../third-party/index.ts'), { reload: false });

export interface PageInput {
  readonly dealer: HomeDealership;
  /** The page view (its name 'vdp:' or 'vdp:purchase:' + the page). */
  readonly view: AnalyticsPush;
  readonly pathname: string;
  readonly locale: string;
  readonly dealerCode: string | undefined;
  readonly http: HttpClient;
  readonly queryClient: QueryClient;
  readonly intl: IntlShape;
}

interface AnalyticsSettings {
  readonly participating?: boolean;
  readonly consent?: string;
}
interface TrackerSettings {
  readonly analytics?: AnalyticsSettings | null;
  readonly third_party_scripts?: ThirdPartyScripts | null;
  readonly ga4_ids?: readonly string[] | null;
  readonly pixel_url?: string | null;
}

interface DataLayerWindow {
  dataLayer?: unknown[];
}

/** The tracking of a document: the page views and events of its current dealer's tracker. */
export interface Tracking {
  /**
   * A page the shopper entered (the shell calls it once the page is live, each time its route, language
   * or context changes: its view carries the path, language and dealer code; positional arguments keep
   * the shell's call small). A call for the same page as the last one (the context changed, not the
   * page) sends no second page view.
   */
  trackPage(
    view: PageViewEvent,
    dealer: HomeDealership,
    http: HttpClient,
    queryClient: QueryClient,
    intl: IntlShape,
  ): void;
}

/** The document's tracking: one, made when the shell's lazy module loads this chunk (it holds it). */
export function createTracking(): Tracking {
  let current: Tracker | undefined;
  return {
    trackPage(view, dealer, http, queryClient, intl) {
      const dealerCode = view.dealer ?? undefined;
      const input: PageInput = {
        dealer,
        view,
        pathname: view.page_path,
        locale: view.language,
        dealerCode,
        http,
        queryClient,
        intl,
      };
      if (current?.dealerCode !== dealerCode) current?.stop();
      const tracker = current && current.dealerCode === dealerCode ? current : new Tracker(input);
      current = tracker;
      tracker.page(input);
    },
  };
}

class Tracker {
  readonly dealerCode: string | undefined;
  private readonly queue: AnalyticsQueue;
  private readonly stopCalls: () => void;
  private input: PageInput;
  private settings: TrackerSettings | null = null;
  private vehicleId: string | null = null;
  private vehicle: Record<string, unknown> | null = null;
  // Events are built in the order of their moments, one after the other (a vehicle to fetch first).
  private chain: Promise<void> = Promise.resolve();
  private hideBanner: (() => void) | null = null;
  private lastPage = '';
  private stopped = false;
  private stopThirdParty: (() => void) | null = null;
  private readonly stopSearches: () => void;
  private readonly atHand: AtHand;
  /** Each order's add-ons after the last change the server accepted (what the next one added). */
  private readonly addons = new Map<string, OrderAddons>();
  /** The vehicle list's search shown (its filters and sort), while the list is the page. */
  private listSearch: string | null = null;

  constructor(input: PageInput) {
    this.input = input;
    this.dealerCode = input.dealerCode;
    this.queue = new AnalyticsQueue(
      storedFlags(localStorageOrUndefined(), `sf-analytics-sent:${input.dealerCode}`),
    );
    this.atHand = cacheAtHand(input.queryClient, input.dealerCode, () => this.vehicleId);
    this.stopCalls = onAcceptedCall((sent) => {
      const call = jsonCall(sent);
      // The order's add-ons before the change, read now (the cache follows the change soon after).
      const before = this.addonsBefore(call);
      this.later(() => this.call(call, before));
    });
    this.stopSearches = input.queryClient.getQueryCache().subscribe((e) => this.search(e));
    void this.start();
  }

  stop(): void {
    this.stopped = true;
    this.stopThirdParty?.();
    this.stopCalls();
    this.stopSearches();
    this.hideBanner?.();
    this.queue.drop();
  }

  page(input: PageInput): void {
    const key = `${input.view.page_name} ${input.pathname} ${input.locale}`;
    const relabel = this.hideBanner !== null && input.intl.locale !== this.input.intl.locale;
    this.input = input;
    // The banner follows the page's language.
    if (relabel) this.askConsent();
    if (key === this.lastPage) return;
    this.lastPage = key;
    // The orders' add-ons as the page found them (the server's, no change of this page under way):
    // what a change adds is read against them (the cache, later, may already hold the change).
    for (const order of cachedOrders(input.queryClient, input.dealerCode))
      this.addons.set(String(order.id), order);
    this.listSearch = LIST_PATH.test(input.pathname)
      ? searchKey(Object.fromEntries(new URLSearchParams(window.location.search)))
      : null;
    this.later(async () => {
      const { view, pathname } = input;
      this.send({ ...view, environment: this.environment() });
      const moments = momentsOfPage(pathname, (view.page_name as string | undefined) ?? null);
      const vehicleId = vehicleIdOfPath(pathname);
      if (!vehicleId || !moments.length) return;
      await this.loadVehicle(vehicleId);
      for (const moment of moments)
        await this.named(moment, moment.name === 'build-your-deal complete' ? moment.name : undefined);
    });
  }

  private later(work: () => void | Promise<void>): void {
    this.chain = this.chain.then(work).catch(() => {});
  }

  private environment() {
    return analyticsEnvironmentGroup({
      locale: this.input.locale,
      width: window.innerWidth,
      height: window.innerHeight,
    });
  }

  private async loadVehicle(id: string): Promise<void> {
    if (this.vehicleId === id && this.vehicle) return;
    this.vehicleId = id;
    this.vehicle = null;
    try {
      const { http, dealerCode, queryClient } = this.input;
      this.vehicle = (await queryClient.fetchQuery(vehicleQuery(http, dealerCode, id))) as unknown as Record<
        string,
        unknown
      >;
    } catch {
      // a vehicle that cannot be read: its events carry its id only
    }
  }

  /**
   * A named event with the dealer's partner group, the vehicle's product group (`vehicleId` null: none,
   * a search of the list) and its moment's groups.
   */
  private async named(moment: Moment, onceAs?: string, vehicleId = this.vehicleId): Promise<void> {
    const name: AnalyticsEventName = moment.name;
    const groups = await groupsOf(moment, this.atHand);
    const event = analyticsEvent(name, {
      environment: this.environment(),
      partner: analyticsDealerGroup(this.input.dealer as unknown as Record<string, unknown>),
      ...(vehicleId ? { product: analyticsVehicleGroup(this.vehicle ?? { id: vehicleId }) } : {}),
      ...groups,
    });
    const once = onceAs ?? DIGITAL_RETAILING_EVENT_OF[name];
    this.send(event, once && vehicleId ? { name: once, vehicleId } : undefined);
  }

  private send(event: AnalyticsPush, once?: { name: string; vehicleId: string }): void {
    this.queue.track(event, once);
  }

  /** The moments read from the changes the server accepted (./moments.ts). */
  private async call(call: AcceptedCall, before: OrderAddons | null): Promise<void> {
    const json = (call.body ?? {}) as Record<string, unknown>;
    if (typeof json.vehicle === 'number' || typeof json.vehicle === 'string')
      this.vehicleId ??= String(json.vehicle);
    for (const moment of momentsOfCall(call, before)) await this.named(moment);
  }

  /**
   * An order change's add-ons before it (the order's as the page found it or as the last change left
   * it, else those the vehicle comes with); remembers the change's.
   */
  private addonsBefore({ method, path, body }: AcceptedCall): OrderAddons | null {
    const { queryClient, dealerCode } = this.input;
    const json = (body ?? {}) as OrderAddons;
    if (method === 'POST' && NEW_ORDER_PATH.test(path)) {
      // A deal saved: what it added is what the vehicle does not come with; its order's next change
      // (its id not known yet) reads this one's add-ons when nothing else tells them.
      const before = preInstalledAddons(queryClient, dealerCode);
      this.addons.set('new', { accessory_ids: json.accessory_ids, protection_ids: json.protection_ids });
      return before;
    }
    const order = method === 'PATCH' ? ORDER_PATH.exec(path)?.[1] : undefined;
    if (!order) return null;
    const before =
      this.addons.get(order) ?? this.addons.get('new') ?? preInstalledAddons(queryClient, dealerCode);
    this.addons.set(order, {
      accessory_ids: json.accessory_ids ?? before?.accessory_ids,
      protection_ids: json.protection_ids ?? before?.protection_ids,
    });
    return before;
  }

  /** A search of the vehicle list (its filters or sort changed): its query in the cache, while the list is the page. */
  private search(e: QueryCacheNotifyEvent): void {
    if (this.listSearch === null || (e.type !== 'added' && e.type !== 'observerAdded')) return;
    const [name, dealer, params] = e.query.queryKey as [unknown, unknown, Record<string, string>];
    if (name !== 'inventory' || dealer !== dealerKey(this.dealerCode) || !params) return;
    const key = searchKey(params);
    if (key === this.listSearch) return;
    this.listSearch = key;
    this.later(() => this.named(momentOfSearch(params), undefined, null));
  }

  private async start(): Promise<void> {
    const { http, dealerCode, queryClient } = this.input;
    try {
      this.settings = (await queryClient.fetchQuery(
        appSettingsQuery(http, dealerCode),
      )) as TrackerSettings | null;
    } catch {
      this.settings = null;
    }
    // The dealer's monitoring, experiment, chat and survey scripts: a chunk of their own, for a dealer
    // that names one (features/third-party), with the same consent.
    if (hasThirdPartyScripts(this.settings))
      void thirdParty.load().then(
        (m) => {
          if (!this.stopped && this.settings)
            this.stopThirdParty = m.startThirdPartyScripts(this.settings, dealerCode, this.input.intl);
        },
        () => {},
      );
    const analytics = this.settings?.analytics;
    if (!analytics?.participating) return this.queue.drop();
    if (analytics.consent !== 'REQUIRED_CONSENT') return this.go();
    const choice = readConsent(dealerCode);
    if (choice === 'granted') return this.go();
    if (choice === 'denied') return this.queue.drop();
    this.askConsent();
  }

  private askConsent(): void {
    this.hideBanner?.();
    this.hideBanner = showConsentBanner(this.input.intl, (choice: ConsentChoice) => {
      this.hideBanner?.();
      this.hideBanner = null;
      writeConsent(this.dealerCode, choice);
      if (choice === 'granted') void this.go();
      else this.queue.drop();
    });
  }

  /** Loads the dealer's scripts, then lets the queue go onto the data layer (dropped if one fails). */
  private async go(): Promise<void> {
    const host = window as unknown as DataLayerWindow;
    host.dataLayer ??= [];
    const layer = host.dataLayer;
    try {
      await Promise.all((this.settings?.ga4_ids ?? []).map((id) => loadGtag(id, layer)));
    } catch {
      return this.queue.drop();
    }
    this.queue.ready(true, (event) => {
      layer.push(event);
      const pixel = PIXEL_EVENT_OF[(event.eventInfo as { eventName?: string } | undefined)?.eventName ?? ''];
      if (pixel && this.settings?.pixel_url) void this.pixel(this.settings.pixel_url, pixel);
    });
  }

  private async pixel(base: string, event: Parameters<typeof pixelUrl>[1]): Promise<void> {
    const { http, dealerCode, queryClient } = this.input;
    const email = queryClient.getQueryData(currentUserQuery(http, dealerCode).queryKey)?.email ?? null;
    const url = pixelUrl(
      new URL(base, window.location.href).toString(),
      event,
      email ? await sha256(email) : null,
    );
    if (!url) return;
    try {
      await fetch(url, { credentials: 'include', mode: 'no-cors', keepalive: true });
    } catch {
      // spec 1 §8: a network error of the pixel is swallowed
    }
  }
}

/** A call with its path and JSON body read (the HTTP client tells its address and the JSON text it sent). */
function jsonCall(call: AcceptedCall): AcceptedCall {
  const path = new URL(call.path, window.location.href).pathname;
  if (typeof call.body !== 'string') return { ...call, path };
  try {
    return { ...call, path, body: JSON.parse(call.body) as unknown };
  } catch {
    return { ...call, path, body: undefined };
  }
}

/** The vehicle list's page, and an order's address (its changes). */
const LIST_PATH = /\/vehicle-list\/?$/;
const ORDER_PATH = /\/api\/customer\/order\/(\d+)\/$/;
const NEW_ORDER_PATH = /\/api\/customer\/order\/$/;

/** The settings name at least one third-party script (else their chunk is not loaded). */
function hasThirdPartyScripts(settings: TrackerSettings | null): boolean {
  const s = settings?.third_party_scripts;
  return Boolean(s && (s.monitoring || s.experiment || s.chat || s.survey));
}

function localStorageOrUndefined(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

async function sha256(text: string): Promise<string | null> {
  try {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text.trim().toLowerCase()));
    return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  } catch {
    return null;
  }
}

/** The dealer's GA4 tag (gtag.js), after consent where it is required. */
function loadGtag(id: string, layer: unknown[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
    script.onload = () => {
      // gtag.js reads its commands as the `arguments` of gtag() calls on the data layer.
      function gtag(..._command: unknown[]) {
        // biome-ignore lint/complexity/noArguments: gtag.js expects the arguments object
        layer.push(arguments);
      }
      gtag('js', new Date());
      gtag('config', id);
      resolve();
    };
    script.onerror = () => reject(new Error('gtag'));
    document.head.append(script);
  });
}
