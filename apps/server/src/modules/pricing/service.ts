/**
 * Pricing of a deal: turns a vehicle, the dealer's payment settings and the shopper's selection
 * into a domain pricing request, prices it with the domain engine (`priceDeal`, the only place
 * prices come from) and answers the spec's payment details (spec 2 §3).
 */
import {
  COUNTRY_FEATURES,
  type Country,
  type ListPayment,
  PAYMENT_FREQUENCIES,
  type PaymentFrequency,
  type PaymentType,
  POST_TAX_SUPERSCRIPT,
  type PricedDeal,
  type PricingLine,
  type PricingRequest,
  type PricingResult,
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
  dealerAccessories,
  dealerIncentives,
  dealerPlans,
  incentiveApplies,
  incentivesEnabled,
  type LoadedSettings,
  localized,
  serializeIncentive,
  vehicleDealCondition,
} from '../add-ons/catalogue.ts';
import { checkPricingRequest } from './pricing-request.ts';
import { fieldErrors, type ResolvedSelection, resolveSelection } from './selection.ts';

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
    equity_returned: 'Paid to you (trade-in equity)',
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
    equity_returned: 'Paid to you (trade-in equity)',
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
    equity_returned: 'Versé à vous (valeur nette de l’échange)',
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
    ...(t.area === undefined ? {} : { area: t.area }),
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

export function isoDate(d: Date): string {
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
  /**
   * Taxes paid once, at signing, in the shape of `payment_taxes`; part of `due_at_signing`: a lease's
   * in a state that taxes the price or the down payment (Texas, Georgia, Maryland...), a finance
   * deal's when they are not financed ("include taxes in my payment" off). Empty otherwise.
   */
  signing_taxes: PaymentTaxEntry[];
  call_for_price: boolean;
  pricing_stack_version: 1 | 2;
  payment_system: string;
  number_of_payments: number | null;
  /**
   * The payment and frequency the disclosure describes (the payment as shown: a lease "plus taxes"
   * before its taxes): number_of_payments − 1 payments of disclosed_payment and a last one of
   * final_payment make total_of_payments.
   */
  disclosed_payment: number | null;
  disclosed_frequency: PaymentFrequency | null;
  final_payment: number | null;
  /**
   * A payment derived from the monthly one (a monthly-based dealer's weekly, bi-weekly or
   * semi-monthly): the monthly contract payment and the payments-per-month factor it is divided by.
   */
  derived_from_monthly: { monthly_payment: number; factor: number } | null;
  total_of_payments: number | null;
  cost_of_borrowing: number | null;
  residual_value: number | null;
  /**
   * What is paid at signing: the down payment and `signing_taxes`, and a lease's first payment. Null
   * for cash, and for finance when nothing is (no down payment, taxes financed).
   */
  due_at_signing: number | null;
  /**
   * Whether taxes are part of the payments: financed, or charged on each lease payment. False when
   * they are paid at signing instead (finance with "include taxes in my payment" off, a Texas lease).
   */
  payments_taxed: boolean | null;
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
  /** The local taxing area a US ZIP code decided (a LOCAL line). */
  area?: string;
}

const paymentTaxEntry = (t: TaxLine): PaymentTaxEntry => ({
  name: t.code,
  code: t.code,
  rate: t.ratePpm / 10_000,
  base: t.baseCents,
  value: t.amountCents,
  ...(t.area === undefined ? {} : { area: t.area }),
});

/** The field of the engine's request a schema issue names (its path), as the pricing body calls it. */
function requestField(path: string): string {
  if (path.startsWith('downPayment')) return 'down_payment';
  if (path.startsWith('tradeIn.credit')) return 'trade_in_credit';
  if (path.startsWith('tradeIn.owing')) return 'trade_in_owing';
  if (path.startsWith('vehicle.optionsCents')) return 'options_price';
  return NON_FIELD;
}

/** A request the engine's schema refused, as field errors of the pricing body. */
function requestErrors(issues: readonly { path: PropertyKey[]; message: string }[]): FieldErrors {
  return fieldErrors(
    issues.map((issue) => {
      const path = issue.path.join('.');
      const field = requestField(path);
      return [
        field,
        field === NON_FIELD ? `The deal cannot be priced (${path}: ${issue.message}).` : issue.message,
      ] as const;
    }),
  );
}

type PricingStackVersionOf = ReturnType<typeof pricingStackVersion>;

/** The payment details every outcome shares: the selection, its choices, incentives and quote. */
function commonDetails(
  ctx: PricingContext,
  catalogue: SelectionCatalogue,
  r: ResolvedSelection,
  request: PricingRequest,
  stackVersion: PricingStackVersionOf,
) {
  const { settings } = ctx.payment;
  // The conditional incentives this deal can have, chosen or not: the payment details name them (the
  // storefront selects those open to every buyer when no configuration exists, spec 2 §4).
  const conditional = catalogue.incentives.filter(
    (i) =>
      i.isConditional &&
      incentiveApplies(i, {
        vehicle: ctx.vehicle,
        paymentType: r.paymentType,
        term: r.term,
        today: isoDate(ctx.now),
      }),
  );
  const conditionalAvailable = conditional.length > 0;
  const named = [
    ...r.incentiveRows,
    ...conditional.filter((i) => !r.incentiveRows.some((c) => c.id === i.id)),
  ];
  return {
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
    incentives: named.map((i) => serializeIncentive(i, ctx.language)),
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
}

type CommonDetails = ReturnType<typeof commonDetails>;

/** The figures of a payment with no price: call for price. */
const NO_CREDIT_FIGURES = {
  number_of_payments: null,
  disclosed_payment: null,
  disclosed_frequency: null,
  final_payment: null,
  derived_from_monthly: null,
  total_of_payments: null,
  cost_of_borrowing: null,
  residual_value: null,
  due_at_signing: null,
  payments_taxed: null,
  excess_distance_charge: null,
} as const;

/** A vehicle without a usable price: the shared details, no payment, "call for price". */
function callForPriceDetails(common: CommonDetails, r: ResolvedSelection): PaymentDetails {
  return {
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
    signing_taxes: [],
    call_for_price: true,
    ...NO_CREDIT_FIGURES,
  };
}

/** Why the engine could not price the deal, as the form's error. */
function notPriceableErrors(result: Extract<PricingResult, { status: 'not_priceable' }>): FieldErrors {
  const reason = result.reason;
  if (reason === 'down_payment_exceeds_total') {
    return { down_payment: ['The down payment cannot be more than what is left to pay after the credits.'] };
  }
  return {
    [NON_FIELD]: [
      reason === 'residual_exceeds_capitalized_cost'
        ? 'The down payment and credits are too large for a lease of this vehicle.'
        : 'Taxes cannot be computed for this address.',
    ],
  };
}

/** The payment and its taxes, rate, amount financed and cost-of-credit figures of each payment type. */
type PaymentFigures = Pick<
  PaymentDetails,
  | 'payment'
  | 'sales_tax'
  | 'payment_taxes'
  | 'signing_taxes'
  | 'rate'
  | 'net_amount_financed'
  | 'number_of_payments'
  | 'disclosed_payment'
  | 'final_payment'
  | 'derived_from_monthly'
  | 'disclosed_frequency'
  | 'total_of_payments'
  | 'cost_of_borrowing'
  | 'residual_value'
  | 'due_at_signing'
  | 'payments_taxed'
  | 'excess_distance_charge'
>;

/** The last payment and the derivation of a disclosed schedule, as the answer names them. */
function disclosedSchedule(disclosure: ReturnType<typeof paymentDisclosure>) {
  const derived = disclosure?.derivedFromMonthly ?? null;
  return {
    final_payment: disclosure?.finalPaymentCents ?? null,
    derived_from_monthly: derived
      ? { monthly_payment: derived.monthlyPaymentCents, factor: derived.factor }
      : null,
  };
}

/** A finance payment: the engine's, with the disclosure's cost of credit. */
function financeFigures(
  deal: PricedDeal,
  finance: NonNullable<PricedDeal['finance']>,
  includeTax: boolean,
): PaymentFigures {
  const disclosure = paymentDisclosure(deal, { includeTax });
  return {
    ...NO_CREDIT_FIGURES,
    payment: finance.paymentCents,
    sales_tax: deal.stack.taxes.totalCents,
    payment_taxes: [],
    signing_taxes: finance.taxesFinanced ? [] : deal.stack.taxes.lines.map(paymentTaxEntry),
    rate: finance.aprPercent,
    net_amount_financed: finance.amountFinancedCents,
    number_of_payments: disclosure?.numberOfPayments ?? null,
    disclosed_payment: disclosure?.paymentCents ?? null,
    disclosed_frequency: disclosure?.frequency ?? null,
    ...disclosedSchedule(disclosure),
    total_of_payments: disclosure?.totalOfPaymentsCents ?? null,
    cost_of_borrowing: disclosure?.costOfBorrowingCents ?? null,
    due_at_signing: finance.dueAtSigningCents > 0 ? finance.dueAtSigningCents : null,
    payments_taxed: finance.taxesFinanced,
  };
}

/** A lease payment: its base plus each tax of a payment when taxes are included, and its residual. */
function leaseFigures(
  deal: PricedDeal,
  lease: NonNullable<PricedDeal['lease']>,
  includeTax: boolean,
): PaymentFigures {
  const disclosure = paymentDisclosure(deal, { includeTax });
  const perPaymentTax = lease.paymentTaxes.reduce((sum, t) => sum + t.amountCents, 0);
  return {
    payment: includeTax ? lease.basePaymentCents + perPaymentTax : lease.basePaymentCents,
    sales_tax: perPaymentTax,
    payment_taxes: lease.paymentTaxes.map(paymentTaxEntry),
    signing_taxes: lease.upfrontTaxes.map(paymentTaxEntry),
    rate: lease.aprPercent,
    net_amount_financed: lease.adjustedCapitalizedCostCents,
    number_of_payments: disclosure?.numberOfPayments ?? null,
    disclosed_payment: disclosure?.paymentCents ?? null,
    disclosed_frequency: disclosure?.frequency ?? null,
    ...disclosedSchedule(disclosure),
    total_of_payments: disclosure?.totalOfPaymentsCents ?? null,
    cost_of_borrowing: disclosure?.costOfBorrowingCents ?? null,
    residual_value: disclosure?.residualCents ?? null,
    due_at_signing: lease.dueAtSigningCents,
    payments_taxed: lease.paymentTaxes.length > 0,
    excess_distance_charge: lease.distance.excessChargeCentsPerUnit,
  };
}

/** Cash: the total, with or without its taxes. */
function cashFigures(deal: PricedDeal, includeTax: boolean): PaymentFigures {
  const salesTax = deal.stack.taxes.totalCents;
  return {
    ...NO_CREDIT_FIGURES,
    payment: includeTax ? deal.stack.totalCents : deal.stack.totalCents - salesTax,
    sales_tax: salesTax,
    payment_taxes: [],
    signing_taxes: [],
    rate: null,
    net_amount_financed: null,
  };
}

/** A priced deal's details: the shared ones, its stack, rebates and its payment type's figures. */
function pricedDetails(
  ctx: PricingContext,
  common: CommonDetails,
  r: ResolvedSelection,
  request: PricingRequest,
  deal: PricedDeal,
  stackVersion: PricingStackVersionOf,
): PaymentDetails {
  const { stack } = deal;
  const appliedRebates = [...stack.preTax.items, ...stack.postTax.items]
    .filter((l) => l.code === 'incentive')
    .map((l) => ({ name: l.label ?? '', value: l.amountCents }));
  const figures = deal.finance
    ? financeFigures(deal, deal.finance, r.includeTax)
    : deal.lease
      ? leaseFigures(deal, deal.lease, r.includeTax)
      : cashFigures(deal, r.includeTax);
  return {
    ...common,
    rate: figures.rate,
    total_purchase_price:
      r.paymentType === 'cash' ? stack.totalCents : stack.totalCents + request.downPaymentCents,
    payment: figures.payment,
    applied_rebates: appliedRebates,
    ...serializeStack(deal, stackLanguage(ctx), stackVersion.version),
    net_amount_financed: figures.net_amount_financed,
    sales_tax: figures.sales_tax,
    payment_taxes: figures.payment_taxes,
    signing_taxes: figures.signing_taxes,
    call_for_price: false,
    number_of_payments: figures.number_of_payments,
    disclosed_payment: figures.disclosed_payment,
    disclosed_frequency: figures.disclosed_frequency,
    final_payment: figures.final_payment,
    derived_from_monthly: figures.derived_from_monthly,
    total_of_payments: figures.total_of_payments,
    cost_of_borrowing: figures.cost_of_borrowing,
    residual_value: figures.residual_value,
    due_at_signing: figures.due_at_signing,
    payments_taxed: figures.payments_taxed,
    excess_distance_charge: figures.excess_distance_charge,
  };
}

/**
 * Prices a selection with the domain engine and answers payment details, or field errors: the
 * selection resolved against the catalogue, the engine's request checked, the deal priced, then its
 * details per outcome (call for price, not priceable, priced).
 */
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
  if (!parsed.success) return { ok: false, errors: requestErrors(parsed.error.issues) };
  const request = parsed.data;
  const result = priceDeal(request);
  const stackVersion = pricingStackVersion(ctx.dealer.settings.payment_system);
  if (stackVersion.warn) {
    log?.warn(
      { payment_system: ctx.dealer.settings.payment_system },
      'payment system undeterminable; pricing stack version 1 assumed',
    );
  }
  const common = commonDetails(ctx, catalogue, r, request, stackVersion);
  if (result.status === 'call_for_price')
    return { ok: true, request, details: callForPriceDetails(common, r) };
  if (result.status === 'not_priceable') return { ok: false, errors: notPriceableErrors(result) };
  return { ok: true, request, details: pricedDetails(ctx, common, r, request, result, stackVersion) };
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

/**
 * The finance payment a shopper who has chosen nothing sees first on the vehicle page (the pricing
 * call's answer for `{ paymentType: 'finance' }`: the dealer's default term, frequency, rate, taxes
 * and no down payment), with its disclosure; null where the vehicle page shows none (pricing locked
 * before sign-in, finance not offered, no price, not priceable).
 */
export function listFinancePayment(
  ctx: PricingContext,
  catalogue: SelectionCatalogue,
  signedIn: boolean,
): ListPayment | null {
  if (ctx.dealer.settings.compulsory_login && !signedIn) return null;
  if (!offersPaymentType(ctx.payment.settings, 'finance', ctx.vehicle)) return null;
  const priced = priceSelection(ctx, catalogue, { paymentType: 'finance' });
  if (!priced.ok || priced.details.call_for_price) return null;
  const d = priced.details;
  if (
    d.term === null ||
    d.rate === null ||
    d.net_amount_financed === null ||
    d.cost_of_borrowing === null ||
    d.total_of_payments === null ||
    d.number_of_payments === null
  )
    return null;
  return {
    payment: d.payment,
    frequency: d.payment_frequency,
    term: d.term,
    rate: d.rate,
    include_tax: d.include_tax,
    amount_financed: d.net_amount_financed,
    cost_of_borrowing: d.cost_of_borrowing,
    total_of_payments: d.total_of_payments,
    number_of_payments: d.number_of_payments,
  };
}
