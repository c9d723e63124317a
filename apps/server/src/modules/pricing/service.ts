/**
 * Pricing of a deal: turns a vehicle, the dealer's payment settings and the shopper's selection
 * into a domain pricing request, prices it with the domain engine (`priceDeal`, the only place
 * prices come from) and answers the spec's payment details (spec 2 §3).
 */
import {
  COUNTRY_FEATURES,
  type Country,
  DEFAULT_LEVY_CODES,
  type DefaultLevyCode,
  PAYMENT_FREQUENCIES,
  type PaymentFrequency,
  type PaymentType,
  POST_TAX_SUPERSCRIPT,
  type PricedDeal,
  type PricingLine,
  type PricingRequest,
  type PricingRequestInput,
  type PricingStackEntry,
  paymentDisclosure,
  priceDeal,
  pricingStackVersion,
  type TaxLine,
} from '@storefront/domain';
import type { Db } from '../../db/client.ts';
import type { DealPaymentSettings } from '../../db/deal-types.ts';
import { invalidateReadCaches, readCache } from '../../db/read-cache.ts';
import type {
  AccessoryRow,
  DealerRow,
  IncentiveRow,
  ProtectionPlanRow,
  ProtectionPriceRow,
  VehicleRow,
} from '../../db/schema.ts';
import { type FieldErrors, NON_FIELD } from '../../http/helpers.ts';
import {
  accessoryFits,
  dealerAccessories,
  dealerIncentives,
  dealerPlans,
  incentiveApplies,
  incentivesEnabled,
  type LoadedSettings,
  localized,
  planFits,
  priceFitsPaymentType,
  serializeIncentive,
  vehicleDealCondition,
} from '../add-ons/catalogue.ts';
import { checkPostalCode } from '../orders/postal.ts';
import { checkPricingRequest } from './pricing-request.ts';

/** What the shopper chose; absent values take the dealer's defaults. */
export interface DealSelection {
  paymentType: PaymentType;
  term?: number | null | undefined;
  downPayment?: number | null | undefined;
  frequency?: PaymentFrequency | null | undefined;
  distanceAllowance?: number | null | undefined;
  creditScore?: string | null | undefined;
  includeTax?: boolean | undefined;
  tradeInCredit?: number | undefined;
  tradeInOwing?: number | undefined;
  accessoryIds?: readonly number[] | undefined;
  installAccessoryIds?: readonly number[] | undefined;
  protectionPriceIds?: readonly number[] | undefined;
  incentiveIds?: readonly number[] | undefined;
  optionsPrice?: number | undefined;
  postalCode?: string | null | undefined;
}

export interface PricingContext {
  db: Db;
  dealer: DealerRow;
  payment: LoadedSettings;
  vehicle: VehicleRow;
  language: string;
  now: Date;
}

/** Catalogue rows a selection refers to, loaded once per request and shared by every payment type. */
export interface SelectionCatalogue {
  accessories: AccessoryRow[];
  plans: { plan: ProtectionPlanRow; prices: ProtectionPriceRow[] }[];
  incentives: IncentiveRow[];
}

const CATALOGUE_TTL_MS = 5000;

/**
 * The dealer's catalogue (accessories, protection plans with prices, incentives): small, read on
 * every pricing call and shared by every payment type, so it is cached per process like the
 * payment settings (read cache `catalogue`: an edit shows within seconds on every process).
 */
export function loadSelectionCatalogue(
  ctx: Pick<PricingContext, 'db' | 'dealer'>,
): Promise<SelectionCatalogue> {
  const { db, dealer } = ctx;
  const withIncentives = incentivesEnabled(dealer);
  return readCache<string, SelectionCatalogue>(db, 'catalogue', CATALOGUE_TTL_MS).get(
    `${dealer.id}:${withIncentives}`,
    async () => {
      const [accessories, plans, incentives] = await Promise.all([
        dealerAccessories(db, dealer.id),
        dealerPlans(db, dealer.id),
        withIncentives ? dealerIncentives(db, dealer.id) : Promise.resolve([]),
      ]);
      return { accessories, plans, incentives };
    },
  );
}

export function clearSelectionCatalogueCache(db: Db): void {
  invalidateReadCaches(db, ['catalogue']);
}

export type PricingOutcome =
  | { ok: true; details: PaymentDetails; request: PricingRequest | null }
  | { ok: false; errors: FieldErrors };

const FREQUENCY_LABELS: Readonly<Record<string, Record<PaymentFrequency, string>>> = Object.freeze({
  en: { weekly: 'Weekly', biweekly: 'Bi-weekly', monthly: 'Monthly', semimonthly: 'Semi-monthly' },
  fr: { weekly: 'Hebdomadaire', biweekly: 'Aux deux semaines', monthly: 'Mensuel', semimonthly: 'Bimensuel' },
});

const LINE_NAMES: Readonly<Record<string, Record<string, string>>> = Object.freeze({
  en: {
    vehicle: 'Vehicle price',
    options: 'Options and packages',
    freight_pdi: 'Freight and PDI',
    trade_in_credit: 'Trade-in value',
    trade_in_owing: 'Trade-in lien owing',
    down_payment: 'Down payment',
    ca_ac_excise_tax: 'Federal A/C excise tax',
    ca_green_levy: 'Federal green levy',
    on_omvic_fee: 'OMVIC fee',
    qc_tire_duty: 'Québec new tire duty',
    ab_tire_fee: 'Alberta tire recycling fee',
    bc_tire_fee: 'BC tire levy',
    levies: 'Levies and fees',
    build_and_price: 'Build and price',
    taxes: 'Taxes',
    post_tax: 'After taxes',
  },
  /** A US dealer's English (stackLanguage): the US terms where Canada's differ. */
  'en-US': {
    vehicle: 'Vehicle price',
    options: 'Options and packages',
    freight_pdi: 'Destination and delivery',
    trade_in_credit: 'Trade-in value',
    trade_in_owing: 'Trade-in payoff',
    down_payment: 'Down payment',
    levies: 'Fees',
    build_and_price: 'Build and price',
    taxes: 'Taxes',
    post_tax: 'After taxes',
  },
  fr: {
    vehicle: 'Prix du véhicule',
    options: 'Options et groupes',
    freight_pdi: 'Transport et préparation',
    trade_in_credit: 'Valeur d’échange',
    trade_in_owing: 'Solde dû sur le véhicule d’échange',
    down_payment: 'Mise de fonds',
    ca_ac_excise_tax: 'Taxe d’accise fédérale sur la climatisation',
    ca_green_levy: 'Écoprélèvement fédéral',
    on_omvic_fee: 'Frais de l’OMVIC',
    qc_tire_duty: 'Droit sur les pneus neufs du Québec',
    ab_tire_fee: 'Frais de recyclage des pneus de l’Alberta',
    bc_tire_fee: 'Droit sur les pneus de la C.-B.',
    levies: 'Droits et frais',
    build_and_price: 'Configuration et prix',
    taxes: 'Taxes',
    post_tax: 'Après taxes',
  },
});

/** The labels' language of a deal: a US dealer's English uses the US terms. */
function stackLanguage(ctx: Pick<PricingContext, 'dealer' | 'language'>): string {
  return ctx.dealer.country === 'US' && ctx.language === 'en' ? 'en-US' : ctx.language;
}

function label(language: string, code: string): string {
  return (LINE_NAMES[language] ?? LINE_NAMES.en)?.[code] ?? LINE_NAMES.en?.[code] ?? code;
}

function lineEntry(line: PricingLine, language: string, category: PricingStackEntry['tax_category_type']) {
  const entry: PricingStackEntry & { code: string; ref?: string } = {
    name: line.label ?? label(language, line.code),
    value: line.amountCents,
    tax_category_type: category,
    code: line.code,
  };
  if (line.ref !== undefined) entry.ref = line.ref;
  if (category === 'post_tax') entry.superscript = POST_TAX_SUPERSCRIPT;
  return entry;
}

/**
 * The pricing stack in the spec's shape. Version 2 (payment systems PC and SF) groups the lines:
 * a build-and-price group with a levies group of name/value children, taxes, then post-tax items.
 * Version 1 (MS) is the flat list of the same lines, the levies group kept as one item.
 */
export function serializeStack(
  deal: PricedDeal,
  language: string,
  version: 1 | 2,
): {
  pricing_stack: PricingStackEntry[];
  structured: { items: PricingStackEntry[] };
} {
  const { stack } = deal;
  const pre = stack.preTax.items.map((l) => lineEntry(l, language, 'pre_tax'));
  const levies: PricingStackEntry = {
    name: label(language, 'levies'),
    value: stack.levies.totalCents,
    tax_category_type: 'levy',
    children: stack.levies.items.map((l) => lineEntry(l, language, 'levy')),
  };
  const taxes = stack.taxes.lines.map((t) => ({
    name: t.code,
    value: t.amountCents,
    tax_category_type: 'tax' as const,
    code: t.code,
    rate: t.ratePpm / 10_000,
    base: t.baseCents,
  }));
  const post = stack.postTax.items.map((l) => lineEntry(l, language, 'post_tax'));
  const grouped: PricingStackEntry[] = [
    {
      name: label(language, 'build_and_price'),
      value: stack.preTax.totalCents + stack.levies.totalCents,
      tax_category_type: 'pre_tax',
      children: [...pre, ...(levies.children?.length ? [levies] : [])],
    },
    {
      name: label(language, 'taxes'),
      value: stack.taxes.totalCents,
      tax_category_type: 'tax',
      children: taxes,
    },
    {
      name: label(language, 'post_tax'),
      value: stack.postTax.totalCents,
      tax_category_type: 'post_tax',
      superscript: POST_TAX_SUPERSCRIPT,
      children: post,
    },
  ];
  const flat: PricingStackEntry[] = [...pre, ...(levies.children?.length ? [levies] : []), ...taxes, ...post];
  return { pricing_stack: version === 2 ? grouped : flat, structured: { items: grouped } };
}

function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** Quotes are good for the dealer's validity days, and never past the end of the rate programme's month. */
export function expiryDate(now: Date, validityDays: number): string {
  const byDays = new Date(now.getTime() + validityDays * 86_400_000);
  const endOfMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0));
  return isoDate(byDays < endOfMonth ? byDays : endOfMonth);
}

export function frequencyChoices(settings: DealPaymentSettings, paymentType: PaymentType, language: string) {
  if (paymentType === 'cash') return [];
  const labels = FREQUENCY_LABELS[language] ?? FREQUENCY_LABELS.en;
  return PAYMENT_FREQUENCIES.filter((f) => settings.frequencies.includes(f)).map((f) => ({
    value: f,
    label: labels?.[f] ?? f,
  }));
}

export function termChoices(settings: DealPaymentSettings, paymentType: PaymentType, language: string) {
  if (paymentType === 'cash') return [];
  const terms = paymentType === 'lease' ? settings.lease.terms : settings.finance.terms;
  return terms.map((t) => ({ title: language === 'fr' ? `${t} mois` : `${t} months`, value: t }));
}

export function creditScoreChoices(settings: DealPaymentSettings, country: Country, language: string) {
  if (!COUNTRY_FEATURES[country].creditScores) return [];
  return settings.credit_score_tiers.map((t) => ({
    value: t.value,
    title: localized(t.title, language),
    min_score: t.min_score,
  }));
}

export function distanceChoices(settings: DealPaymentSettings, paymentType: PaymentType) {
  return paymentType === 'lease' ? [...settings.lease.distance_allowances] : [];
}

/** Whether the dealer offers this payment type for this vehicle (a lease needs a residual). */
export function offersPaymentType(
  settings: DealPaymentSettings,
  paymentType: PaymentType,
  vehicle: VehicleRow,
): boolean {
  if (!settings.payment_types.includes(paymentType)) return false;
  if (paymentType === 'lease') return settings.lease.conditions.includes(vehicleDealCondition(vehicle));
  return true;
}

/** Weighted fuel consumption (55% city, 45% highway) from "city/highway" L/100 km; none for electric. */
function fuelConsumption(vehicle: VehicleRow): number | undefined {
  if (vehicle.fuelType === 'ev') return undefined;
  const [city, highway] = vehicle.fuelEconomy.split('/').map(Number);
  if (!city || !highway) return undefined;
  return Math.round((0.55 * city + 0.45 * highway) * 10) / 10;
}

function add(errors: FieldErrors, field: string, message: string): void {
  const list = errors[field] ?? [];
  list.push(message);
  errors[field] = list;
}

function isDefaultLevy(code: string): code is DefaultLevyCode {
  return (DEFAULT_LEVY_CODES as readonly string[]).includes(code);
}

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

/**
 * Checks a selection against the dealer's settings and the catalogue and builds the domain's
 * pricing request. Errors are field errors as the spec's payment errors expect them.
 */
export function resolveSelection(
  ctx: PricingContext,
  catalogue: SelectionCatalogue,
  selection: DealSelection,
): { ok: true; value: ResolvedSelection } | { ok: false; errors: FieldErrors } {
  const { settings } = ctx.payment;
  const { vehicle, dealer } = ctx;
  const country: Country = dealer.country === 'US' ? 'US' : 'CA';
  const errors: FieldErrors = {};
  const paymentType = selection.paymentType;
  const condition = vehicleDealCondition(vehicle);
  const isCash = paymentType === 'cash';
  const isLease = paymentType === 'lease';

  if (!settings.payment_types.includes(paymentType)) {
    add(errors, NON_FIELD, `The dealership does not offer ${paymentType} payments.`);
    return { ok: false, errors };
  }
  if (isLease && !settings.lease.conditions.includes(condition)) {
    add(errors, NON_FIELD, 'A lease is not offered for this vehicle.');
    return { ok: false, errors };
  }

  // Term and rate.
  let term: number | null = null;
  let baseApr: number | null = null;
  if (!isCash) {
    const table = isLease ? settings.lease : settings.finance;
    term = selection.term ?? table.default_term;
    if (!table.terms.includes(term)) {
      add(errors, 'term', `Choose one of these terms: ${table.terms.join(', ')} months.`);
    } else {
      const rate = table.rates.find((r) => r.condition === condition && r.term === term);
      if (!rate) add(errors, 'term', 'No rate is available for this term and vehicle.');
      else baseApr = rate.apr;
    }
  } else if (selection.term !== undefined && selection.term !== null) {
    // A cash deal has no term; it is ignored rather than refused, since the fields are shared.
    term = null;
  }

  // Frequency.
  let frequency: PaymentFrequency = settings.default_frequency;
  if (!isCash && selection.frequency) {
    if (!settings.frequencies.includes(selection.frequency)) {
      add(errors, 'payment_frequency', 'This payment frequency is not offered. Select a new option.');
    } else {
      frequency = selection.frequency;
    }
  } else if (!isCash && !settings.frequencies.includes(frequency)) {
    frequency = settings.frequencies[0] ?? 'monthly';
  }

  // Distance allowance (lease only).
  let distanceAllowance: number | null = null;
  if (isLease) {
    distanceAllowance = selection.distanceAllowance ?? settings.lease.default_distance_allowance;
    if (!settings.lease.distance_allowances.includes(distanceAllowance)) {
      add(
        errors,
        'distance_allowance',
        `Choose one of these yearly allowances: ${settings.lease.distance_allowances.join(', ')}.`,
      );
    }
  } else if (selection.distanceAllowance !== undefined && selection.distanceAllowance !== null) {
    add(errors, 'distance_allowance', 'Only a lease has a distance allowance.');
  }

  // Credit score (USA only).
  let creditScore: string | null = null;
  let aprAdjustment = 0;
  if (COUNTRY_FEATURES[country].creditScores && settings.credit_score_tiers.length > 0) {
    creditScore = selection.creditScore ?? settings.default_credit_score;
    const tier = settings.credit_score_tiers.find((t) => t.value === creditScore);
    if (!tier) add(errors, 'credit_score', 'Choose one of the credit score ranges.');
    else aprAdjustment = tier.apr_adjustment;
  } else if (selection.creditScore) {
    add(errors, 'credit_score', 'Credit scores are not used for this dealership.');
  }

  // Postal code: the buyer's province sets the Canadian taxes.
  let region = dealer.provinceCode;
  let postalCode: string | null = null;
  if (selection.postalCode) {
    const check = checkPostalCode(selection.postalCode, country);
    if (!check.ok) add(errors, 'postal_code', check.message);
    else {
      postalCode = check.postalCode;
      if (check.provinceCode) region = check.provinceCode;
    }
  }

  // Down payment.
  const listing = vehicle.listingPrice;
  let downPayment: number | null = null;
  if (!isCash) {
    downPayment = selection.downPayment ?? settings.default_down_payment;
    const max = Math.floor((listing * settings.finance.max_down_payment_percent) / 100);
    if (downPayment > max) {
      add(
        errors,
        'down_payment',
        `The down payment cannot be more than ${settings.finance.max_down_payment_percent}% of the price.`,
      );
    }
  }

  // Accessories.
  const accessoryIds = [...new Set(selection.accessoryIds ?? [])];
  const byId = new Map(catalogue.accessories.map((a) => [a.id, a]));
  const chosen: AccessoryRow[] = [];
  for (const id of accessoryIds) {
    const a = byId.get(id);
    if (!a || !accessoryFits(a, vehicle))
      add(errors, 'accessories', `Accessory ${id} is not available for this vehicle.`);
    else chosen.push(a);
  }
  for (const a of catalogue.accessories) {
    if (a.preInstalled && !a.isRemovable && accessoryFits(a, vehicle) && !chosen.includes(a)) chosen.push(a);
  }
  const install = new Set(selection.installAccessoryIds ?? []);
  for (const id of install) {
    if (!accessoryIds.includes(id))
      add(errors, 'install_accessories_ids', `Accessory ${id} is not selected.`);
  }

  // Protection plans: one price per plan, fitting the vehicle and the payment type; pre-installed ones always.
  const chosenPrices: { plan: ProtectionPlanRow; price: ProtectionPriceRow }[] = [];
  const priceIds = [...new Set(selection.protectionPriceIds ?? [])];
  for (const id of priceIds) {
    const entry = catalogue.plans.find((p) => p.prices.some((x) => x.id === id));
    const price = entry?.prices.find((x) => x.id === id);
    if (!entry || !price || !planFits(entry.plan, vehicle)) {
      add(errors, 'protections', `Protection plan price ${id} is not available for this vehicle.`);
    } else if (!priceFitsPaymentType(price, paymentType)) {
    } else if (chosenPrices.some((c) => c.plan.id === entry.plan.id)) {
      add(errors, 'protections', 'Choose one option per protection plan.');
    } else {
      chosenPrices.push({ plan: entry.plan, price });
    }
  }
  for (const entry of catalogue.plans) {
    if (!entry.plan.preInstalled || !planFits(entry.plan, vehicle)) continue;
    if (chosenPrices.some((c) => c.plan.id === entry.plan.id)) continue;
    const first = entry.prices.find((p) => priceFitsPaymentType(p, paymentType));
    if (first) chosenPrices.push({ plan: entry.plan, price: first });
  }

  // Incentives: chosen individually; one per exclusive group; only those that apply to this deal count.
  const incentiveRows: IncentiveRow[] = [];
  const today = isoDate(ctx.now);
  const groups = new Set<string>();
  for (const id of [...new Set(selection.incentiveIds ?? [])]) {
    const row = catalogue.incentives.find((i) => i.id === id);
    if (!row || !incentiveApplies(row, { vehicle, paymentType: null, term: null, today })) {
      add(errors, 'incentives', `Incentive ${id} is not available for this vehicle.`);
      continue;
    }
    if (!incentiveApplies(row, { vehicle, paymentType, term, today })) continue;
    const group = row.conditions.exclusive_group;
    if (group) {
      if (groups.has(group)) {
        add(errors, 'incentives', 'These incentives cannot be combined.');
        continue;
      }
      groups.add(group);
    }
    incentiveRows.push(row);
  }

  if (Object.keys(errors).length > 0) return { ok: false, errors };

  // Lease residual: percent of MSRP for the term, adjusted for the distance allowance.
  let residualPercent: number | null = null;
  if (isLease && term !== null) {
    const row = settings.lease.residuals.find((r) => r.condition === condition && r.term === term);
    if (!row) {
      add(errors, 'term', 'No residual is available for this term and vehicle.');
      return { ok: false, errors };
    }
    residualPercent =
      row.percent + (settings.lease.distance_residual_adjustments[String(distanceAllowance)] ?? 0);
  }

  const apr = baseApr === null ? null : Math.round((baseApr + aprAdjustment) * 1000) / 1000;
  const fees = settings.fees
    .filter((f) => !f.paymentTypes || f.paymentTypes.includes(paymentType))
    .map((f) => ({
      code: f.code,
      name: localized(f.name, ctx.language),
      amountCents: f.amountCents,
      taxable: f.taxable,
      group: f.group,
    }));
  const request: PricingRequestInput = {
    country,
    region,
    paymentType,
    vehicle: {
      priceCents: listing,
      optionsCents: selection.optionsPrice ?? 0,
      isNew: vehicle.vehicleCondition === 'new',
      isPassengerVehicle: true,
      isPickup: vehicle.bodyType === 'truck',
      hasAirConditioning: true,
      ...(fuelConsumption(vehicle) === undefined ? {} : { fuelConsumptionL100km: fuelConsumption(vehicle) }),
    },
    freightPdiCents: vehicle.deliveryCharge,
    accessories: chosen.map((a) => ({
      id: String(a.id),
      name: localized(a.title, ctx.language),
      priceCents: a.price,
      ...(a.priceIncludingInstallation === null
        ? {}
        : { priceIncludingInstallationCents: a.priceIncludingInstallation }),
      install: install.has(a.id),
      taxable: a.taxable,
    })),
    protectionPlans: chosenPrices.map(({ plan, price }) => ({
      id: String(price.id),
      name: localized(plan.name, ctx.language),
      priceCents: price.price,
      taxable: plan.taxable,
    })),
    incentives: incentiveRows.map((i) => {
      const name = localized(i.name, ctx.language);
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
    }),
    fees,
    excludedLevies: settings.excluded_levies.filter(isDefaultLevy),
    tradeIn: { creditCents: selection.tradeInCredit ?? 0, owingCents: selection.tradeInOwing ?? 0 },
    downPaymentCents: downPayment ?? 0,
    localTaxRatePercent: settings.local_tax_rate_percent,
  };
  if (paymentType === 'finance' && term !== null && apr !== null) {
    request.finance = { termMonths: term, aprPercent: apr, frequency, paymentSystem: settings.payment_basis };
  }
  if (isLease && term !== null && apr !== null && residualPercent !== null) {
    request.lease = {
      termMonths: term,
      aprPercent: apr,
      frequency,
      paymentSystem: settings.payment_basis,
      residualPercent,
      residualBasisCents: vehicle.msrp,
      distanceAllowancePerYear: distanceAllowance ?? settings.lease.default_distance_allowance,
      excessChargeCentsPerUnit: settings.lease.excess_charge_cents,
    };
  }
  return {
    ok: true,
    value: {
      request,
      paymentType,
      term,
      frequency,
      downPayment,
      distanceAllowance,
      creditScore,
      includeTax: selection.includeTax ?? true,
      postalCode,
      baseApr: apr,
      incentiveRows,
      residualPercent,
    },
  };
}

export interface PaymentDetails {
  id: PaymentType;
  is_active: boolean;
  include_tax: boolean;
  term: number | null;
  rate: number | null;
  rates_type: string | null;
  total_purchase_price: number;
  down_payment: number | null;
  payment: number;
  payment_frequency: PaymentFrequency;
  payment_frequency_choices: { value: PaymentFrequency; label: string }[];
  distance_allowance: number | null;
  credit_score: string | null;
  term_choices: { title: string; value: number }[];
  applied_rebates: { name: string; value: number }[];
  has_conditional_incentives: boolean;
  incentives: ReturnType<typeof serializeIncentive>[];
  postal_code: string | null;
  pricing_stack: PricingStackEntry[];
  structured: { items: PricingStackEntry[] };
  is_cash: boolean;
  net_amount_financed: number | null;
  is_monthly_based: boolean;
  is_stale: boolean;
  expiry_date: string;
  sales_tax: number | null;
  /**
   * Taxes of each payment (a lease: Canada and US per-payment states), one per component: `rate` in
   * percent, `base` the payment before tax, `value` the tax (cents). Empty when the price is taxed.
   */
  payment_taxes: PaymentTaxEntry[];
  call_for_price: boolean;
  pricing_stack_version: 1 | 2;
  payment_system: string;
  number_of_payments: number | null;
  total_of_payments: number | null;
  cost_of_borrowing: number | null;
  residual_value: number | null;
  due_at_signing: number | null;
  excess_distance_charge: number | null;
  trade_in_credit: number;
  trade_in_owing: number;
}

export interface PaymentTaxEntry {
  name: string;
  code: TaxLine['code'];
  rate: number;
  base: number;
  value: number;
}

const paymentTaxEntry = (t: TaxLine): PaymentTaxEntry => ({
  name: t.code,
  code: t.code,
  rate: t.ratePpm / 10_000,
  base: t.baseCents,
  value: t.amountCents,
});

/** Prices a selection with the domain engine and answers payment details, or field errors. */
export function priceSelection(
  ctx: PricingContext,
  catalogue: SelectionCatalogue,
  selection: DealSelection,
  log?: { warn: (obj: object, msg: string) => void },
): PricingOutcome {
  const resolved = resolveSelection(ctx, catalogue, selection);
  if (!resolved.ok) return resolved;
  const r = resolved.value;
  // Bounds checked directly; the domain schema only when unsure (see pricing-request.ts).
  const parsed = checkPricingRequest(r.request);
  if (!parsed.success) {
    const errors: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.');
      const field = path.startsWith('downPayment')
        ? 'down_payment'
        : path.startsWith('tradeIn.credit')
          ? 'trade_in_credit'
          : path.startsWith('tradeIn.owing')
            ? 'trade_in_owing'
            : path.startsWith('vehicle.optionsCents')
              ? 'options_price'
              : NON_FIELD;
      add(
        errors,
        field,
        field === NON_FIELD ? `The deal cannot be priced (${path}: ${issue.message}).` : issue.message,
      );
    }
    return { ok: false, errors };
  }
  const request = parsed.data;
  const result = priceDeal(request);
  const { settings } = ctx.payment;
  const stackVersion = pricingStackVersion(ctx.dealer.settings.payment_system);
  if (stackVersion.warn) {
    log?.warn(
      { payment_system: ctx.dealer.settings.payment_system },
      'payment system undeterminable; pricing stack version 1 assumed',
    );
  }
  const conditionalAvailable = catalogue.incentives.some(
    (i) =>
      i.isConditional &&
      incentiveApplies(i, {
        vehicle: ctx.vehicle,
        paymentType: r.paymentType,
        term: r.term,
        today: isoDate(ctx.now),
      }),
  );
  const common = {
    id: r.paymentType,
    is_active: true,
    include_tax: r.includeTax,
    term: r.term,
    rates_type: r.paymentType === 'cash' ? null : 'apr',
    down_payment: r.downPayment,
    payment_frequency: r.frequency,
    payment_frequency_choices: frequencyChoices(settings, r.paymentType, ctx.language),
    distance_allowance: r.distanceAllowance,
    credit_score: r.creditScore,
    term_choices: termChoices(settings, r.paymentType, ctx.language),
    has_conditional_incentives: conditionalAvailable,
    incentives: r.incentiveRows.map((i) => serializeIncentive(i, ctx.language)),
    postal_code: r.postalCode,
    is_cash: r.paymentType === 'cash',
    is_monthly_based: settings.payment_basis === 'monthly_based',
    is_stale: false,
    expiry_date: expiryDate(ctx.now, settings.quote_validity_days),
    pricing_stack_version: stackVersion.version,
    payment_system: ctx.dealer.settings.payment_system,
    trade_in_credit: request.tradeIn?.creditCents ?? 0,
    trade_in_owing: request.tradeIn?.owingCents ?? 0,
  };
  if (result.status === 'call_for_price') {
    return {
      ok: true,
      request,
      details: {
        ...common,
        rate: r.baseApr,
        total_purchase_price: 0,
        payment: 0,
        applied_rebates: [],
        pricing_stack: [],
        structured: { items: [] },
        net_amount_financed: null,
        sales_tax: null,
        payment_taxes: [],
        call_for_price: true,
        number_of_payments: null,
        total_of_payments: null,
        cost_of_borrowing: null,
        residual_value: null,
        due_at_signing: null,
        excess_distance_charge: null,
      },
    };
  }
  if (result.status === 'not_priceable') {
    return {
      ok: false,
      errors: {
        [NON_FIELD]: [
          result.reason === 'residual_exceeds_capitalized_cost'
            ? 'The down payment and credits are too large for a lease of this vehicle.'
            : 'Taxes cannot be computed for this address.',
        ],
      },
    };
  }
  const { stack } = result;
  const stackShape = serializeStack(result, stackLanguage(ctx), stackVersion.version);
  const appliedRebates = [...stack.preTax.items, ...stack.postTax.items]
    .filter((l) => l.code === 'incentive')
    .map((l) => ({ name: l.label ?? '', value: l.amountCents }));
  const downPaymentCents = request.downPaymentCents;
  const totalPurchase = r.paymentType === 'cash' ? stack.totalCents : stack.totalCents + downPaymentCents;
  let payment: number;
  let salesTax: number;
  let paymentTaxes: PaymentTaxEntry[] = [];
  let rate: number | null = null;
  let netFinanced: number | null = null;
  let extra: Pick<
    PaymentDetails,
    | 'number_of_payments'
    | 'total_of_payments'
    | 'cost_of_borrowing'
    | 'residual_value'
    | 'due_at_signing'
    | 'excess_distance_charge'
  > = {
    number_of_payments: null,
    total_of_payments: null,
    cost_of_borrowing: null,
    residual_value: null,
    due_at_signing: null,
    excess_distance_charge: null,
  };
  // The cost-of-credit figures come from the domain's disclosure of the priced deal.
  const disclosure = paymentDisclosure(result);
  if (result.finance) {
    payment = result.finance.paymentCents;
    salesTax = stack.taxes.totalCents;
    rate = result.finance.aprPercent;
    netFinanced = result.finance.amountFinancedCents;
    extra = {
      ...extra,
      number_of_payments: disclosure?.numberOfPayments ?? null,
      total_of_payments: disclosure?.totalOfPaymentsCents ?? null,
      cost_of_borrowing: disclosure?.costOfBorrowingCents ?? null,
    };
  } else if (result.lease) {
    const lease = result.lease;
    const perPaymentTax = lease.paymentTaxes.reduce((sum, t) => sum + t.amountCents, 0);
    payment = r.includeTax ? lease.basePaymentCents + perPaymentTax : lease.basePaymentCents;
    salesTax = perPaymentTax;
    paymentTaxes = lease.paymentTaxes.map(paymentTaxEntry);
    rate = lease.aprPercent;
    netFinanced = lease.adjustedCapitalizedCostCents;
    extra = {
      number_of_payments: disclosure?.numberOfPayments ?? null,
      total_of_payments: disclosure?.totalOfPaymentsCents ?? null,
      cost_of_borrowing: disclosure?.costOfBorrowingCents ?? null,
      residual_value: disclosure?.residualCents ?? null,
      due_at_signing: lease.dueAtSigningCents,
      excess_distance_charge: lease.distance.excessChargeCentsPerUnit,
    };
  } else {
    salesTax = stack.taxes.totalCents;
    payment = r.includeTax ? stack.totalCents : stack.totalCents - salesTax;
  }
  return {
    ok: true,
    request,
    details: {
      ...common,
      rate,
      total_purchase_price: totalPurchase,
      payment,
      applied_rebates: appliedRebates,
      ...stackShape,
      net_amount_financed: netFinanced,
      sales_tax: salesTax,
      payment_taxes: paymentTaxes,
      call_for_price: false,
      ...extra,
    },
  };
}

/** One charge of the advertised price: the vehicle, then every mandatory charge. */
export interface AdvertisedLine {
  code: string;
  name: string;
  value: number;
}

/**
 * The advertised (all-in) price of a vehicle: what a cash deal with nothing optional costs before
 * taxes and licensing: the vehicle, freight and PDI, pre-installed accessories the shopper cannot
 * remove, pre-installed protection, the dealer's pre-tax fees and the levies (OMVIC and Québec
 * rules; our choice for Texas too, README "Advertised price"). Priced by the same engine as a deal;
 * null when the vehicle has no price.
 */
export function advertisedPrice(
  ctx: PricingContext,
  catalogue: SelectionCatalogue,
): { total: number; lines: AdvertisedLine[] } | null {
  const priced = priceSelection(ctx, catalogue, {
    paymentType: 'cash',
    accessoryIds: [],
    protectionPriceIds: [],
    incentiveIds: [],
    downPayment: 0,
    includeTax: true,
  });
  if (!priced.ok || priced.details.call_for_price || priced.request === null) return null;
  const result = priceDeal(priced.request);
  if (result.status !== 'priced') return null;
  const { stack } = result;
  const lines = [...stack.preTax.items, ...stack.levies.items]
    .filter((line) => line.code !== 'incentive' && line.amountCents !== 0)
    .map((line) => ({
      code: line.code,
      name: line.label ?? label(stackLanguage(ctx), line.code),
      value: line.amountCents,
    }));
  return { total: lines.reduce((sum, line) => sum + line.value, 0), lines };
}
