/**
 * A shopper's selection checked against the dealer's payment settings and the catalogue, turned
 * into the domain's pricing request (`resolveSelection`), in named steps.
 *
 * Invariants:
 * - Every step is a pure function of the settings, the vehicle, the catalogue and the selection;
 *   it answers its value and its refusals (`Issue`s: a field and a message, in the spec's payment
 *   error wording). No step reads the database or the clock (`today` is passed in).
 * - A refused payment type, or a lease of a vehicle whose condition the dealer does not lease,
 *   stops at once with that one non-field error; otherwise every field is checked and all the
 *   refusals are answered together, in the order of the steps (the storefront shows the first of
 *   each field).
 * - An absent choice takes the dealer's default; a choice a cash deal does not have (term,
 *   frequency) is ignored, a distance allowance outside a lease is refused.
 * - Pre-installed accessories that cannot be removed, and pre-installed protection plans, are in
 *   every deal of a vehicle they fit; a protection price for another payment type is left out
 *   silently (the shopper's earlier choice under another payment type).
 * - Money is integer cents; the APR is the rate of the term plus the credit tier's adjustment,
 *   rounded to 3 decimals.
 */
import {
  COUNTRY_FEATURES,
  type Country,
  DEFAULT_LEVY_CODES,
  DEFAULT_MAX_NEGATIVE_EQUITY_CENTS,
  type DefaultLevyCode,
  findTaxJurisdiction,
  formatMoney,
  type PaymentFrequency,
  type PaymentType,
  type PricingRequestInput,
} from '@storefront/domain';
import type { DealPaymentSettings } from '../../db/deal-types.ts';
import type {
  AccessoryRow,
  IncentiveRow,
  ProtectionPlanRow,
  ProtectionPriceRow,
  VehicleRow,
} from '../../db/schema.ts';
import { type FieldErrors, NON_FIELD } from '../../http/helpers.ts';
import {
  accessoryFits,
  incentiveApplies,
  localized,
  planFits,
  priceFitsPaymentType,
  vehicleDealCondition,
} from '../add-ons/catalogue.ts';
import { checkPostalCode } from '../orders/postal.ts';
import { type DealSelection, isoDate, type PricingContext, type SelectionCatalogue } from './service.ts';

export interface ResolvedSelection {
  request: PricingRequestInput;
  paymentType: PaymentType;
  term: number | null;
  frequency: PaymentFrequency;
  downPayment: number | null;
  distanceAllowance: number | null;
  creditScore: string | null;
  includeTax: boolean;
  postalCode: string | null;
  baseApr: number | null;
  incentiveRows: IncentiveRow[];
  residualPercent: number | null;
}

/** A refusal: the field (or `non_field_errors`) and its message. */
type Issue = readonly [field: string, message: string];
/** A step's answer: its value, and the refusals met on the way (none: the value stands). */
interface Step<T> {
  value: T;
  issues: Issue[];
}
const step = <T>(value: T, issues: Issue[] = []): Step<T> => ({ value, issues });

/** The facts every step reads. */
interface Deal {
  settings: DealPaymentSettings;
  vehicle: VehicleRow;
  country: Country;
  paymentType: PaymentType;
  condition: ReturnType<typeof vehicleDealCondition>;
  isCash: boolean;
  isLease: boolean;
}

type ChosenPrice = { plan: ProtectionPlanRow; price: ProtectionPriceRow };

/**
 * Checks a selection against the dealer's settings and the catalogue and builds the domain's
 * pricing request. Errors are field errors as the spec's payment errors expect them.
 */
export function resolveSelection(
  ctx: PricingContext,
  catalogue: SelectionCatalogue,
  selection: DealSelection,
): { ok: true; value: ResolvedSelection } | { ok: false; errors: FieldErrors } {
  const deal = dealFacts(ctx, selection.paymentType);
  const refusal = offerRefusal(deal);
  if (refusal) return { ok: false, errors: { [NON_FIELD]: [refusal] } };

  const term = termAndRate(deal, selection);
  const frequency = paymentFrequency(deal, selection);
  const distance = distanceAllowance(deal, selection);
  const credit = creditScore(deal, selection);
  const place = buyerRegion(deal, ctx.dealer.provinceCode, selection);
  const down = downPayment(deal, selection);
  const equity = negativeEquity(deal, selection);
  const accessories = chosenAccessories(deal, catalogue, selection);
  const protections = chosenProtections(deal, catalogue, selection);
  const incentives = chosenIncentives(deal, catalogue, selection, term.value.term, isoDate(ctx.now));
  const steps = [
    term,
    frequency,
    distance,
    credit,
    place,
    down,
    equity,
    accessories,
    protections,
    incentives,
  ];
  const issues = steps.flatMap((s) => s.issues);
  if (issues.length > 0) return { ok: false, errors: fieldErrors(issues) };

  const residual = residualPercent(deal, term.value.term, distance.value);
  if (residual.issues.length > 0) return { ok: false, errors: fieldErrors(residual.issues) };

  const apr =
    term.value.baseApr === null
      ? null
      : Math.round((term.value.baseApr + credit.value.aprAdjustment) * 1000) / 1000;
  const request = pricingRequest(deal, ctx.language, selection, {
    region: place.value.region,
    postalCode: place.value.postalCode,
    saleRegion: ctx.dealer.provinceCode,
    term: term.value.term,
    apr,
    frequency: frequency.value,
    distanceAllowance: distance.value,
    downPayment: down.value,
    accessories: accessories.value.chosen,
    install: accessories.value.install,
    protections: protections.value,
    incentives: incentives.value,
    residualPercent: residual.value,
  });
  return {
    ok: true,
    value: {
      request,
      paymentType: deal.paymentType,
      term: term.value.term,
      frequency: frequency.value,
      downPayment: down.value,
      distanceAllowance: distance.value,
      creditScore: credit.value.creditScore,
      includeTax: selection.includeTax ?? true,
      postalCode: place.value.postalCode,
      baseApr: apr,
      incentiveRows: incentives.value,
      residualPercent: residual.value,
    },
  };
}

function dealFacts(ctx: PricingContext, paymentType: PaymentType): Deal {
  return {
    settings: ctx.payment.settings,
    vehicle: ctx.vehicle,
    country: ctx.dealer.country === 'US' ? 'US' : 'CA',
    paymentType,
    condition: vehicleDealCondition(ctx.vehicle),
    isCash: paymentType === 'cash',
    isLease: paymentType === 'lease',
  };
}

/** Why the dealer does not offer this deal at all (the payment type, a lease of this condition), or null. */
function offerRefusal({ settings, paymentType, isLease, condition }: Deal): string | null {
  if (!settings.payment_types.includes(paymentType))
    return `The dealership does not offer ${paymentType} payments.`;
  if (isLease && !settings.lease.conditions.includes(condition))
    return 'A lease is not offered for this vehicle.';
  return null;
}

/** The term (the table's default when absent) and its rate for the vehicle's condition; none for cash. */
function termAndRate(
  { settings, isCash, isLease, condition }: Deal,
  selection: DealSelection,
): Step<{ term: number | null; baseApr: number | null }> {
  // A cash deal has no term; one sent is ignored rather than refused, since the fields are shared.
  if (isCash) return step({ term: null, baseApr: null });
  const table = isLease ? settings.lease : settings.finance;
  const term = selection.term ?? table.default_term;
  if (!table.terms.includes(term))
    return step({ term, baseApr: null }, [
      ['term', `Choose one of these terms: ${table.terms.join(', ')} months.`],
    ]);
  const rate = table.rates.find((r) => r.condition === condition && r.term === term);
  if (!rate)
    return step({ term, baseApr: null }, [['term', 'No rate is available for this term and vehicle.']]);
  return step({ term, baseApr: rate.apr });
}

/** The chosen frequency if offered; else the dealer's default, or its first offered one. */
function paymentFrequency({ settings, isCash }: Deal, selection: DealSelection): Step<PaymentFrequency> {
  const fallback = settings.default_frequency;
  if (isCash) return step(fallback);
  if (selection.frequency) {
    if (!settings.frequencies.includes(selection.frequency))
      return step(fallback, [
        ['payment_frequency', 'This payment frequency is not offered. Select a new option.'],
      ]);
    return step(selection.frequency);
  }
  return step(settings.frequencies.includes(fallback) ? fallback : (settings.frequencies[0] ?? 'monthly'));
}

/** A lease's yearly distance allowance (the default when absent); none elsewhere. */
function distanceAllowance({ settings, isLease }: Deal, selection: DealSelection): Step<number | null> {
  if (!isLease) {
    const sent = selection.distanceAllowance !== undefined && selection.distanceAllowance !== null;
    return step(null, sent ? [['distance_allowance', 'Only a lease has a distance allowance.']] : []);
  }
  const allowance = selection.distanceAllowance ?? settings.lease.default_distance_allowance;
  if (settings.lease.distance_allowances.includes(allowance)) return step(allowance);
  const choices = settings.lease.distance_allowances.join(', ');
  return step(allowance, [['distance_allowance', `Choose one of these yearly allowances: ${choices}.`]]);
}

/** The credit tier (USA dealers with tiers only) and its APR adjustment. */
function creditScore(
  { settings, country }: Deal,
  selection: DealSelection,
): Step<{ creditScore: string | null; aprAdjustment: number }> {
  if (!COUNTRY_FEATURES[country].creditScores || settings.credit_score_tiers.length === 0) {
    const issues: Issue[] = selection.creditScore
      ? [['credit_score', 'Credit scores are not used for this dealership.']]
      : [];
    return step({ creditScore: null, aprAdjustment: 0 }, issues);
  }
  const score = selection.creditScore ?? settings.default_credit_score;
  const tier = settings.credit_score_tiers.find((t) => t.value === score);
  if (!tier)
    return step({ creditScore: score, aprAdjustment: 0 }, [
      ['credit_score', 'Choose one of the credit score ranges.'],
    ]);
  return step({ creditScore: score, aprAdjustment: tier.apr_adjustment });
}

/**
 * The buyer's postal code and the region it sets (a Canadian postal code's province, a US ZIP code's
 * state: the taxes of registration); else the dealer's (no code, or a ZIP code of a territory or a
 * military address, which no tax table has).
 */
function buyerRegion(
  { country }: Deal,
  dealerRegion: string,
  selection: DealSelection,
): Step<{ region: string; postalCode: string | null }> {
  if (!selection.postalCode) return step({ region: dealerRegion, postalCode: null });
  const check = checkPostalCode(selection.postalCode, country);
  if (!check.ok) return step({ region: dealerRegion, postalCode: null }, [['postal_code', check.message]]);
  const region =
    check.provinceCode && findTaxJurisdiction(country, check.provinceCode)
      ? check.provinceCode
      : dealerRegion;
  return step({ region, postalCode: check.postalCode });
}

/**
 * The down payment (the default when absent), at most the dealer's share of the vehicle's price; none
 * for cash. The refusal names the largest amount and the price it is a share of (the vehicle's line of
 * the price breakdown), so the shopper need not work it out.
 */
function downPayment(
  { settings, vehicle, isCash, country }: Deal,
  selection: DealSelection,
): Step<number | null> {
  if (isCash) return step(null);
  const amount = selection.downPayment ?? settings.default_down_payment;
  const percent = settings.finance.max_down_payment_percent;
  const max = Math.floor((vehicle.listingPrice * percent) / 100);
  if (amount <= max) return step(amount);
  // Written in English with a narrow dollar sign: the French text is made from it (http/messages.ts).
  const money = (cents: number) =>
    formatMoney(cents, country === 'US' ? 'en-US' : 'en-CA', { currency: 'USD' });
  return step(amount, [
    [
      'down_payment',
      `The down payment cannot be more than ${money(max)} (${percent}% of the vehicle's price of ${money(vehicle.listingPrice)}).`,
    ],
  ]);
}

/** What is owed on the trade-in beyond its value, at most the dealer's limit (the domain's default without one). */
function negativeEquity({ settings, country }: Deal, selection: DealSelection): Step<number> {
  const owing = (selection.tradeInOwing ?? 0) - (selection.tradeInCredit ?? 0);
  const limit = negativeEquityLimit(settings);
  if (owing <= limit) return step(Math.max(0, owing));
  return step(owing, [
    [
      'trade_in_owing',
      `The amount owing on the trade-in cannot be more than its value plus ${limitText(limit, country)}.`,
    ],
  ]);
}

/** The most a deal carries of what is owed on a trade-in beyond its value (cents). */
export const negativeEquityLimit = (settings: Pick<Deal['settings'], 'finance'> | null): number =>
  settings?.finance.max_negative_equity ?? DEFAULT_MAX_NEGATIVE_EQUITY_CENTS;

// Written in English with a narrow dollar sign: the French text is made from it (http/messages.ts).
const limitText = (limit: number, country: string) =>
  formatMoney(limit, country === 'US' ? 'en-US' : 'en-CA', { currency: 'USD' });

/**
 * Why an offer for a trade-in (the dealer's, an instant cash offer) cannot enter the deal: the loan on
 * the vehicle is more than the offer plus the dealer's limit, a deal no payment could be priced for.
 * Null when it can.
 */
export function uncarriableOffer(
  settings: Pick<Deal['settings'], 'finance'> | null,
  country: string,
  owingCents: number,
  offerCents: number,
): string | null {
  const limit = negativeEquityLimit(settings);
  if (owingCents - offerCents <= limit) return null;
  return `The loan on this vehicle is more than this offer plus ${limitText(limit, country)}, so it cannot be carried into your deal. Talk to the dealership about your options.`;
}

/** The accessories chosen that fit, the fixed pre-installed ones, and which of the chosen are installed. */
function chosenAccessories(
  { vehicle }: Deal,
  catalogue: SelectionCatalogue,
  selection: DealSelection,
): Step<{ chosen: AccessoryRow[]; install: Set<number> }> {
  const issues: Issue[] = [];
  const ids = [...new Set(selection.accessoryIds ?? [])];
  const byId = new Map(catalogue.accessories.map((a) => [a.id, a]));
  const chosen: AccessoryRow[] = [];
  for (const id of ids) {
    const a = byId.get(id);
    if (!a || !accessoryFits(a, vehicle))
      issues.push(['accessories', `Accessory ${id} is not available for this vehicle.`]);
    else chosen.push(a);
  }
  for (const a of catalogue.accessories) {
    if (a.preInstalled && !a.isRemovable && accessoryFits(a, vehicle) && !chosen.includes(a)) chosen.push(a);
  }
  const install = new Set(selection.installAccessoryIds ?? []);
  for (const id of install) {
    if (!ids.includes(id)) issues.push(['install_accessories_ids', `Accessory ${id} is not selected.`]);
  }
  return step({ chosen, install }, issues);
}

/** One price per protection plan, fitting the vehicle and the payment type; pre-installed plans always. */
function chosenProtections(
  { vehicle, paymentType }: Deal,
  catalogue: SelectionCatalogue,
  selection: DealSelection,
): Step<ChosenPrice[]> {
  const issues: Issue[] = [];
  const chosen: ChosenPrice[] = [];
  for (const id of new Set(selection.protectionPriceIds ?? [])) {
    const entry = catalogue.plans.find((p) => p.prices.some((x) => x.id === id));
    const price = entry?.prices.find((x) => x.id === id);
    if (!entry || !price || !planFits(entry.plan, vehicle)) {
      issues.push(['protections', `Protection plan price ${id} is not available for this vehicle.`]);
    } else if (!priceFitsPaymentType(price, paymentType)) {
      // A price of another payment type: left out, not refused.
    } else if (chosen.some((c) => c.plan.id === entry.plan.id)) {
      issues.push(['protections', 'Choose one option per protection plan.']);
    } else {
      chosen.push({ plan: entry.plan, price });
    }
  }
  for (const entry of catalogue.plans) {
    if (!entry.plan.preInstalled || !planFits(entry.plan, vehicle)) continue;
    if (chosen.some((c) => c.plan.id === entry.plan.id)) continue;
    const first = entry.prices.find((p) => priceFitsPaymentType(p, paymentType));
    if (first) chosen.push({ plan: entry.plan, price: first });
  }
  return step(chosen, issues);
}

/** Incentives chosen individually: one per exclusive group; only those that apply to this deal count. */
function chosenIncentives(
  { vehicle, paymentType }: Deal,
  catalogue: SelectionCatalogue,
  selection: DealSelection,
  term: number | null,
  today: string,
): Step<IncentiveRow[]> {
  const issues: Issue[] = [];
  const rows: IncentiveRow[] = [];
  const groups = new Set<string>();
  for (const id of new Set(selection.incentiveIds ?? [])) {
    const row = catalogue.incentives.find((i) => i.id === id);
    if (!row || !incentiveApplies(row, { vehicle, paymentType: null, term: null, today })) {
      issues.push(['incentives', `Incentive ${id} is not available for this vehicle.`]);
      continue;
    }
    if (!incentiveApplies(row, { vehicle, paymentType, term, today })) continue;
    const group = row.conditions.exclusive_group;
    if (group) {
      if (groups.has(group)) {
        issues.push(['incentives', 'These incentives cannot be combined.']);
        continue;
      }
      groups.add(group);
    }
    rows.push(row);
  }
  return step(rows, issues);
}

/** A lease's residual: percent of MSRP for the term, adjusted for the distance allowance. */
function residualPercent(
  { settings, isLease, condition }: Deal,
  term: number | null,
  allowance: number | null,
): Step<number | null> {
  if (!isLease || term === null) return step(null);
  const row = settings.lease.residuals.find((r) => r.condition === condition && r.term === term);
  if (!row) return step(null, [['term', 'No residual is available for this term and vehicle.']]);
  return step(row.percent + (settings.lease.distance_residual_adjustments[String(allowance)] ?? 0));
}

interface ResolvedChoices {
  /** The buyer's province or state (taxes). */
  region: string;
  /** The buyer's checked postal code (a US ZIP code decides the local tax). */
  postalCode: string | null;
  /** The dealer's (levies: the place of sale). */
  saleRegion: string;
  term: number | null;
  apr: number | null;
  frequency: PaymentFrequency;
  distanceAllowance: number | null;
  downPayment: number | null;
  accessories: AccessoryRow[];
  install: Set<number>;
  protections: ChosenPrice[];
  incentives: IncentiveRow[];
  residualPercent: number | null;
}

/** The domain's pricing request of checked choices (names in the shopper's language). */
function pricingRequest(
  { settings, vehicle, country, paymentType, isLease }: Deal,
  language: string,
  selection: DealSelection,
  choices: ResolvedChoices,
): PricingRequestInput {
  const { term, apr, frequency, residualPercent } = choices;
  const request: PricingRequestInput = {
    country,
    region: choices.region,
    saleRegion: choices.saleRegion,
    paymentType,
    vehicle: requestVehicle(vehicle, selection.optionsPrice ?? 0),
    freightPdiCents: vehicle.deliveryCharge,
    accessories: choices.accessories.map((a) => ({
      id: String(a.id),
      name: localized(a.title, language),
      priceCents: a.price,
      ...(a.priceIncludingInstallation === null
        ? {}
        : { priceIncludingInstallationCents: a.priceIncludingInstallation }),
      install: choices.install.has(a.id),
      taxable: a.taxable,
    })),
    protectionPlans: choices.protections.map(({ plan, price }) => ({
      id: String(price.id),
      name: localized(plan.name, language),
      priceCents: price.price,
      taxable: plan.taxable,
    })),
    incentives: choices.incentives.map((i) => requestIncentive(i, language)),
    fees: settings.fees
      .filter((f) => !f.paymentTypes || f.paymentTypes.includes(paymentType))
      .map((f) => ({
        code: f.code,
        name: localized(f.name, language),
        amountCents: f.amountCents,
        taxable: f.taxable,
        group: f.group,
      })),
    excludedLevies: settings.excluded_levies.filter(isDefaultLevy),
    tradeIn: { creditCents: selection.tradeInCredit ?? 0, owingCents: selection.tradeInOwing ?? 0 },
    downPaymentCents: choices.downPayment ?? 0,
    localTaxRatePercent: settings.local_tax_rate_percent,
    ...(country === 'US' && choices.postalCode ? { postalCode: choices.postalCode } : {}),
  };
  if (paymentType === 'finance' && term !== null && apr !== null) {
    request.finance = {
      termMonths: term,
      aprPercent: apr,
      frequency,
      paymentSystem: settings.payment_basis,
      // "Include taxes in my payment" off: the taxes are paid at signing, not financed.
      taxesFinanced: selection.includeTax ?? true,
    };
  }
  if (isLease && term !== null && apr !== null && residualPercent !== null) {
    request.lease = {
      termMonths: term,
      aprPercent: apr,
      frequency,
      paymentSystem: settings.payment_basis,
      residualPercent,
      residualBasisCents: vehicle.msrp,
      distanceAllowancePerYear: choices.distanceAllowance ?? settings.lease.default_distance_allowance,
      excessChargeCentsPerUnit: settings.lease.excess_charge_cents,
    };
  }
  return request;
}

function requestVehicle(vehicle: VehicleRow, optionsCents: number): PricingRequestInput['vehicle'] {
  const consumption = fuelConsumption(vehicle);
  return {
    priceCents: vehicle.listingPrice,
    optionsCents,
    isNew: vehicle.vehicleCondition === 'new',
    isPassengerVehicle: true,
    isPickup: vehicle.bodyType === 'truck',
    hasAirConditioning: true,
    ...(consumption === undefined ? {} : { fuelConsumptionL100km: consumption }),
  };
}

function requestIncentive(
  i: IncentiveRow,
  language: string,
): NonNullable<PricingRequestInput['incentives']>[number] {
  const name = localized(i.name, language);
  const taxTiming = i.isPostTax ? ('post_tax' as const) : ('pre_tax' as const);
  if (i.type === 'rate_reduction')
    return { type: 'rate_reduction' as const, id: String(i.id), name, ratePoints: i.amount / 100 };
  if (i.type === 'percentage_discount')
    return {
      type: 'percentage_discount' as const,
      id: String(i.id),
      name,
      percent: i.amount / 100,
      taxTiming,
    };
  return { type: 'rebate' as const, id: String(i.id), name, amountCents: i.amount, taxTiming };
}

/** Weighted fuel consumption (55% city, 45% highway) from "city/highway" L/100 km; none for electric. */
function fuelConsumption(vehicle: VehicleRow): number | undefined {
  if (vehicle.fuelType === 'ev') return undefined;
  const [city, highway] = vehicle.fuelEconomy.split('/').map(Number);
  if (!city || !highway) return undefined;
  return Math.round((0.55 * city + 0.45 * highway) * 10) / 10;
}

function isDefaultLevy(code: string): code is DefaultLevyCode {
  return (DEFAULT_LEVY_CODES as readonly string[]).includes(code);
}

/** Field errors of the issues, in order (a field's messages in the order they were met). */
export function fieldErrors(issues: readonly Issue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, message] of issues) errors[field] = [...(errors[field] ?? []), message];
  return errors;
}
