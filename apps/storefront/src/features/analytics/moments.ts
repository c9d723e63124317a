/**
 * Which named events a moment fires (spec 2 §9, spec 3 §9), apart from how they are built and sent
 * (./tracker.ts): the page the shopper entered, a change the server accepted (its method, path and
 * JSON body, shared/analytics/calls.ts), or a search of the vehicle list. A moment names the payload
 * groups it knows and what its other groups read of what the storefront already has (`reads`: the
 * accessories and plans the steps showed, the deal's payment, the trade-in; ./atHand.ts finds them in
 * the query cache), which `groupsOf` builds with the domain's builders.
 */
import {
  type AnalyticsEventName,
  analyticsAccessoryGroup,
  analyticsFilterGroup,
  analyticsOwnershipGroup,
  analyticsPaymentGroup,
  analyticsProtectionGroup,
  DEAL_TYPE_LABELS,
} from '@storefront/domain';
import type { AcceptedCall } from '../../shared/analytics/calls.ts';
import { vehicleIdOfPath } from '../vehicle/index.ts';

/** What a moment's groups read of what the storefront has at hand. */
export interface MomentReads {
  /** The commerce group's accessories (their ids). */
  readonly accessories?: readonly number[];
  /** The commerce group's protection plans (the ids of the prices chosen, as the order names them). */
  readonly protections?: readonly number[];
  /** The calculation group: the deal's current payment, of this payment type when one is named. */
  readonly calculation?: { readonly paymentType: string | null };
  /** The ownership group: this trade-in's vehicle. */
  readonly ownership?: { readonly tradeIn: number };
}

/** A named event, the payload groups of its moment and what its other groups read. */
export interface Moment {
  readonly name: AnalyticsEventName;
  readonly groups?: Readonly<Record<string, unknown>>;
  readonly reads?: MomentReads;
}

type Source = Readonly<Record<string, unknown>>;

/** What the storefront has at hand for a moment's reads (./atHand.ts: the query cache). */
export interface AtHand {
  /** An accessory of the lists the steps showed. */
  accessory(id: number): Source | undefined;
  /** A protection plan with the price chosen (its id): the plan's fields, the price's duration, range and price. */
  protection(priceId: number): Source | undefined;
  /** The deal's current payment (the pricing answer) and its payment type, of this type when one is named. */
  payment(paymentType: string | null): Promise<{ payment: Source; paymentType: string } | null>;
  /** A trade-in's vehicle. */
  tradeIn(id: number): Source | undefined;
}

/** The steps whose entry reports the deal's payment (the build-and-price's payment and review). */
const PRICED_STEPS = ['payment', 'review'];
const STEP_OF_PATH = /\/conf\/[^/]+\/([^/]+)\//;
const CURRENT_PAYMENT = { calculation: { paymentType: null } } as const;

/**
 * A vehicle page: vehicle viewed, then purchase start (its first page) or the step entered (and the
 * build-your-deal complete on the review step), the payment and review steps with the deal's payment.
 * Other pages: none.
 */
export function momentsOfPage(pathname: string, pageName: string | null): Moment[] {
  if (!vehicleIdOfPath(pathname)) return [];
  const step = STEP_OF_PATH.exec(pathname)?.[1];
  if (!step) return [{ name: 'vehicle viewed' }, { name: 'purchase start' }];
  const moments: Moment[] = [
    { name: 'vehicle viewed' },
    {
      name: 'step entered',
      groups: { process: { step, pageName } },
      ...(PRICED_STEPS.includes(step) ? { reads: CURRENT_PAYMENT } : {}),
    },
  ];
  if (step === 'review') moments.push({ name: 'build-your-deal complete', reads: CURRENT_PAYMENT });
  return moments;
}

/** The order's accessories and protections before a change (what the change added is the rest). */
export interface OrderAddons {
  readonly accessory_ids?: readonly number[];
  readonly protection_ids?: readonly number[];
}

const ids = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : [];

/** The ids of a change's list that the order did not have (all of them when its list is not known). */
const added = (after: number[], before: readonly number[] | undefined) =>
  before ? after.filter((id) => !before.includes(id)) : after;

/** The accessory and protection added moments of an order's change (or creation). */
function addonsAdded(json: Record<string, unknown>, before: OrderAddons | null | undefined): Moment[] {
  const moments: Moment[] = [];
  if (Array.isArray(json.accessory_ids)) {
    const accessories = added(ids(json.accessory_ids), before?.accessory_ids);
    if (accessories.length) moments.push({ name: 'accessory added', reads: { accessories } });
  }
  if (Array.isArray(json.protection_ids)) {
    const protections = added(ids(json.protection_ids), before?.protection_ids);
    if (protections.length) moments.push({ name: 'protection added', reads: { protections } });
  }
  return moments;
}

/**
 * The moments of a change the server accepted. `before`: the order's add-ons before it, when known
 * (an accessory or plan added is one the order did not have; a change that only removes adds none);
 * for a deal saved, those the vehicle comes with.
 */
export function momentsOfCall({ method, path, body }: AcceptedCall, before?: OrderAddons | null): Moment[] {
  const json = (body ?? {}) as Record<string, unknown>;
  if (method === 'PATCH' && /\/api\/customer\/order\/\d+\/$/.test(path)) {
    const moments: Moment[] = [];
    const type = json.payment_type;
    if (typeof type === 'string')
      moments.push({
        name: 'payment type changed',
        groups: {
          calculation: { deal_type: DEAL_TYPE_LABELS[type as keyof typeof DEAL_TYPE_LABELS] ?? type },
        },
        reads: { calculation: { paymentType: type } },
      });
    moments.push(...addonsAdded(json, before));
    const others = Object.keys(json).filter(
      (k) => !['payment_type', 'accessory_ids', 'protection_ids'].includes(k),
    );
    if (others.length && typeof type !== 'string')
      moments.push({
        name: 'worksheet edited',
        groups: { form: { fields: others } },
        reads: CURRENT_PAYMENT,
      });
    return moments;
  }
  // The deal saved with the shopper's first change: an accessory or plan added is in it.
  if (method === 'POST' && /\/api\/customer\/order\/$/.test(path))
    return [{ name: 'deal saved' }, ...addonsAdded(json, before)];
  const tradeIn = /\/(\d+)\/(?:submit_tradein|submit_ico)\/$/.exec(path);
  if (tradeIn || /\/submit_tradein\/$|\/submit_ico\/$/.test(path))
    return [
      {
        name: 'trade-in submitted',
        ...(tradeIn ? { reads: { ownership: { tradeIn: Number(tradeIn[1]) } } } : {}),
      },
    ];
  if (/\/submit_application\/$/.test(path)) return [{ name: 'application submitted' }];
  if (/\/api\/customer\/deposit\/charge_deposit\/$/.test(path))
    return [{ name: 'deposit submitted', groups: { commerce: { payment_method: 'stripe' } } }];
  if (method === 'POST' && /\/api\/customer\/appointment\/$|\/api\/test-drive\/bookings\/$/.test(path))
    return [{ name: 'appointment booked' }];
  if (/\/api\/customer\/customer-question\/$/.test(path))
    return [
      { name: 'contact form submitted', groups: { form: { formType: 'servicerequest', formVersion: 1 } } },
    ];
  return [];
}

/** The list's address keys that are no search of their own (the page of results). */
const NOT_SEARCH = ['page'];

/** A search of the list as its moments compare them: its filters and sort, without the page. */
export function searchKey(params: Readonly<Record<string, string>>): string {
  return JSON.stringify(
    Object.entries(params)
      .filter(([k, v]) => !NOT_SEARCH.includes(k) && v !== '')
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
}

/** A dollars range of the list's address ('20000-35000', '20000-' or '-35000'): its ends. */
function rangeEnds(value: string | undefined): [string | undefined, string | undefined] {
  if (!value) return [undefined, undefined];
  const [low, high] = value.split('-');
  return [low || undefined, high || undefined];
}

/**
 * The list's address (features/inventory/searchFilters.ts) as the spec's filters name them: the budget
 * (a cash price range) is the cash payment range, the model years the year range; the lists keep
 * their comma-separated values; keys the spec does not name (features, trim) are left out.
 */
export function specFilters(params: Readonly<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of [
    'bodyType',
    'make',
    'model',
    'drivetrain',
    'exteriorColor',
    'interiorColor',
    'transmission',
    'fuelType',
    'condition',
    'sort',
  ])
    if (params[key]) out[key] = params[key];
  const [minPrice, maxPrice] = rangeEnds(params.budget);
  if (minPrice || maxPrice) {
    out.paymentType = 'cash';
    if (minPrice) out.minPayment = minPrice;
    if (maxPrice) out.maxPayment = maxPrice;
  }
  const [minYear, maxYear] = rangeEnds(params.modelYear);
  if (minYear) out.minYear = minYear;
  if (maxYear) out.maxYear = maxYear;
  return out;
}

/** The vehicle list searched (its filters or sort changed): the filter group of its address. */
export function momentOfSearch(params: Readonly<Record<string, string>>): Moment {
  return { name: 'vehicle list searched', groups: { filter: analyticsFilterGroup(specFilters(params)) } };
}

/** A moment's payload groups: those it knows, and those read of what is at hand (none found: left out). */
export async function groupsOf(moment: Moment, atHand: AtHand): Promise<Record<string, unknown>> {
  const groups: Record<string, unknown> = { ...moment.groups };
  const reads = moment.reads;
  if (!reads) return groups;
  const commerce: Record<string, unknown> = {};
  if (reads.accessories)
    commerce.accessories = reads.accessories.map((id) => {
      const accessory = atHand.accessory(id);
      return accessory ? analyticsAccessoryGroup(accessory) : { id };
    });
  if (reads.protections)
    commerce.protections = reads.protections.map((id) => {
      const plan = atHand.protection(id);
      return plan ? analyticsProtectionGroup(plan) : { id };
    });
  if (Object.keys(commerce).length) groups.commerce = { ...(groups.commerce as object), ...commerce };
  if (reads.calculation) {
    const current = await atHand.payment(reads.calculation.paymentType);
    if (current)
      groups.calculation = {
        ...(groups.calculation as object),
        ...analyticsPaymentGroup(current.payment, current.paymentType),
      };
  }
  if (reads.ownership) {
    const ownership = analyticsOwnershipGroup(atHand.tradeIn(reads.ownership.tradeIn));
    if (ownership) groups.ownership = ownership;
  }
  return groups;
}
