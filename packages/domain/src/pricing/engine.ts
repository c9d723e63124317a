import { FREQUENCY_FACTORS, type PaymentType } from '../constants.ts';
import { amortise, exactLevelPayment, periodicRate } from './amortization.ts';
import { derivedSchedule, PERIODS_PER_YEAR, periodicPaymentCount } from './frequency.ts';
import { leasePayment, totalDistanceAllowance } from './lease.ts';
import { defaultLevies } from './levies.ts';
import { applyPpm, percentToPpm, roundCents } from './rounding.ts';
import type { PricingIncentive, PricingRequest } from './schema.ts';
import { isSentinelPriceCents } from './sentinel.ts';
import {
  computeTaxLines,
  findTaxJurisdiction,
  sumTaxLines,
  type TaxLine,
  tradeInCreditFor,
} from './tax/compute.ts';
import type { Jurisdiction, LeaseTaxMethod, TaxComponent } from './tax/types.ts';
import { usLocalTax } from './tax/us-local.ts';
import type {
  FinanceResult,
  LeaseResult,
  PricingLine,
  PricingLineGroup,
  PricingResult,
  PricingStack,
} from './types.ts';

/**
 * The pricing engine: one pure function from a validated request to an itemised pricing stack
 * and the payment of the chosen type, in named steps.
 *
 * Invariants:
 * - All amounts are integer cents; fractions of a cent only appear inside a tax, a percentage or a
 *   payment, and are rounded by `roundCents`.
 * - The stack has four groups, each a list of lines in a fixed order, and its total is their sum:
 *   pre-tax (vehicle, options, freight/PDI, accessories, protection plans, pre-tax fees, pre-tax
 *   incentives, then the trade-in credit where it lowers the tax of a cash or finance deal), levies
 *   (the dealer's levy fees, then the jurisdiction's default levies), taxes, post-tax (other fees,
 *   post-tax incentives, the trade-in credit otherwise, the amount owing, the down payment).
 * - Credits are negative lines. An incentive limited to other payment types is left out; a rate
 *   reduction is no line, it lowers the APR (never below 0).
 * - Taxes apply to the taxable lines of pre-tax and levies; a lease has no taxes in its stack (it
 *   is taxed on its payments, by its jurisdiction's method).
 * - A vehicle without a price is `call_for_price`; an unknown jurisdiction, or a lease whose
 *   residual exceeds the adjusted capitalized cost, is `not_priceable`.
 * - The total is never negative: a down payment above what is left to pay is `not_priceable`
 *   (`down_payment_exceeds_total`, with the largest one the deal takes); credits above the deal end
 *   the stack with an `equity_returned` line, what the dealer pays the shopper.
 * - A finance deal finances the stack's total, or, with `taxesFinanced: false`, the total less its
 *   taxes, which are then due at signing with the down payment.
 * - A payment derived from the monthly one (a monthly-based system) pays the monthly contract's
 *   total exactly: whole payments, then a partial last one (`finalPaymentCents`).
 */

function group(items: PricingLine[]): PricingLineGroup {
  let totalCents = 0;
  for (const item of items) totalCents += item.amountCents;
  return { items, totalCents };
}

function appliesTo(incentive: PricingIncentive, paymentType: PaymentType): boolean {
  return incentive.paymentTypes === undefined || incentive.paymentTypes.includes(paymentType);
}

/** The jurisdiction's tax components for this request: overrides and the dealer's local rate applied. */
function taxComponents(jurisdiction: Jurisdiction, request: PricingRequest): TaxComponent[] {
  const override = request.taxOverride;
  const components: TaxComponent[] = jurisdiction.components.map((component, index) => {
    let next: TaxComponent = component;
    if (override?.stateRatePercent !== undefined && index === 0 && jurisdiction.country === 'US') {
      const { tiers: _tiers, ...rest } = next;
      next = { ...rest, ppm: percentToPpm(override.stateRatePercent) };
    }
    if (override?.tradeIn !== undefined) next = { ...next, tradeIn: override.tradeIn };
    return next;
  });
  const first = components[0];
  if (jurisdiction.country !== 'US' || !first) return components;
  // The buyer's ZIP code decides the local rate where the table knows it; else the dealer's rate.
  const local = usLocalTax(jurisdiction.code, request.postalCode);
  if (local.kind === 'area') {
    components.push({ code: 'LOCAL', ppm: local.ppm, tradeIn: first.tradeIn, area: local.area });
  } else if (local.kind === 'not_in_table' && request.localTaxRatePercent > 0) {
    components.push({
      code: 'LOCAL',
      ppm: percentToPpm(request.localTaxRatePercent),
      tradeIn: first.tradeIn,
    });
  }
  return components;
}

function sumTaxable(lines: readonly PricingLine[]): number {
  let total = 0;
  for (const line of lines) if (line.taxable) total += line.amountCents;
  return total;
}

/** Price a validated request. Pure: same request, same result. */
export function priceDeal(request: PricingRequest): PricingResult {
  const { vehicle, paymentType } = request;
  if (isSentinelPriceCents(vehicle.priceCents) || vehicle.priceCents === null) {
    return { status: 'call_for_price' };
  }
  const jurisdiction = findTaxJurisdiction(request.country, request.region);
  if (!jurisdiction) return { status: 'not_priceable', reason: 'unknown_jurisdiction' };
  const components = taxComponents(jurisdiction, request);
  const isLease = paymentType === 'lease';
  const vehiclePriceCents = vehicle.priceCents + vehicle.optionsCents;

  const fees = feeLines(request.fees);
  const incentives = incentiveLines(request.incentives, paymentType, vehiclePriceCents);
  const trade = tradeInLines(request, components, isLease);
  const preTax = [
    ...itemLines(request, vehicle.priceCents),
    ...fees.preTax,
    ...incentives.preTax,
    ...trade.preTax,
  ];
  // Levies are the place of sale's (the dealer's province), taxes the buyer's.
  const levies = [...fees.levies, ...levyLines(request, request.saleRegion ?? jurisdiction.code)];
  const postTax = [...fees.postTax, ...incentives.postTax, ...trade.postTax];

  const taxBase: TaxBase = {
    taxableCents: sumTaxable(preTax) + sumTaxable(levies),
    tradeInCents: trade.creditCents,
    tierBasisCents: Math.max(0, vehiclePriceCents - incentives.preTaxCents),
    isPassengerVehicle: vehicle.isPassengerVehicle,
  };
  // Cash and finance are taxed on the price; a lease on its payments (leaseDeal).
  const taxLines = isLease ? [] : computeTaxLines(jurisdiction, components, taxBase);
  let stack = pricingStack(preTax, levies, taxLines, postTax);
  // Never a negative total: a down payment larger than what is left to pay is refused; credits larger
  // than the deal (a trade-in worth more than the vehicle) are owed to the shopper, as a line of their own.
  if (stack.totalCents < 0) {
    const down = paymentType === 'cash' ? 0 : request.downPaymentCents;
    if (down > 0) {
      return {
        status: 'not_priceable',
        reason: 'down_payment_exceeds_total',
        maxDownPaymentCents: Math.max(0, stack.totalCents + down),
      };
    }
    postTax.push({ code: 'equity_returned', amountCents: -stack.totalCents, taxable: false });
    stack = pricingStack(preTax, levies, taxLines, postTax);
  }
  const base = {
    status: 'priced' as const,
    paymentType,
    jurisdiction: { country: jurisdiction.country, code: jurisdiction.code, name: jurisdiction.name },
    stack,
    totalCents: stack.totalCents,
  };

  if (paymentType === 'finance' && request.finance) {
    const terms = request.finance;
    const aprPercent = Math.max(0, terms.aprPercent - incentives.ratePointsOff);
    // Taxes paid at signing are not financed; never more than what is left to pay (a down payment
    // above the price before taxes pays part of them).
    const taxesFinanced = terms.taxesFinanced !== false;
    const taxesAtSigningCents = taxesFinanced
      ? 0
      : Math.min(stack.taxes.totalCents, Math.max(0, stack.totalCents));
    const financed = Math.max(0, stack.totalCents) - taxesAtSigningCents;
    const downCents = request.downPaymentCents;
    return {
      ...base,
      finance: {
        ...financeDeal(financed, aprPercent, terms),
        taxesFinanced,
        taxesAtSigningCents,
        dueAtSigningCents: downCents + taxesAtSigningCents,
      },
    };
  }
  if (isLease && request.lease) {
    const aprPercent = Math.max(0, request.lease.aprPercent - incentives.ratePointsOff);
    const lease = leaseDeal(request, jurisdiction, components, stack, taxBase, aprPercent);
    if (lease === null) return { status: 'not_priceable', reason: 'residual_exceeds_capitalized_cost' };
    return { ...base, lease };
  }
  return base;
}

/** What a tax is computed on. */
interface TaxBase {
  taxableCents: number;
  tradeInCents: number;
  tierBasisCents: number;
  isPassengerVehicle: boolean;
}

/** The vehicle and what is sold with it: price, options, freight/PDI, accessories, protection plans. */
function itemLines(request: PricingRequest, priceCents: number): PricingLine[] {
  const { vehicle } = request;
  const lines: PricingLine[] = [{ code: 'vehicle', amountCents: priceCents, taxable: true }];
  if (vehicle.optionsCents > 0)
    lines.push({ code: 'options', amountCents: vehicle.optionsCents, taxable: true });
  if (request.freightPdiCents > 0) {
    lines.push({ code: 'freight_pdi', amountCents: request.freightPdiCents, taxable: true });
  }
  for (const accessory of request.accessories) {
    const installed = accessory.install && accessory.priceIncludingInstallationCents !== undefined;
    lines.push({
      code: 'accessory',
      amountCents: installed
        ? (accessory.priceIncludingInstallationCents ?? accessory.priceCents)
        : accessory.priceCents,
      taxable: accessory.taxable,
      label: accessory.name,
      ref: accessory.id,
      installed,
    });
  }
  for (const plan of request.protectionPlans) {
    lines.push({
      code: 'protection_plan',
      amountCents: plan.priceCents,
      taxable: plan.taxable,
      label: plan.name,
      ref: plan.id,
    });
  }
  return lines;
}

/** The dealer's fees by group: pre-tax, levies, and post-tax (never taxed). */
function feeLines(fees: PricingRequest['fees']): Record<'preTax' | 'levies' | 'postTax', PricingLine[]> {
  const out = { preTax: [] as PricingLine[], levies: [] as PricingLine[], postTax: [] as PricingLine[] };
  for (const fee of fees) {
    const line: PricingLine = {
      code: 'fee',
      amountCents: fee.amountCents,
      taxable: fee.taxable,
      label: fee.name,
      ref: fee.code,
    };
    if (fee.group === 'pre_tax') out.preTax.push(line);
    else if (fee.group === 'levies') out.levies.push(line);
    else out.postTax.push({ ...line, taxable: false });
  }
  return out;
}

/**
 * The incentives of this payment type: rebates and percentage discounts as credit lines (pre-tax
 * ones taxable, as their timing says), rate reductions as points off the APR.
 */
function incentiveLines(
  incentives: readonly PricingIncentive[],
  paymentType: PaymentType,
  vehiclePriceCents: number,
): { preTax: PricingLine[]; postTax: PricingLine[]; ratePointsOff: number; preTaxCents: number } {
  const out = { preTax: [] as PricingLine[], postTax: [] as PricingLine[], ratePointsOff: 0, preTaxCents: 0 };
  for (const incentive of incentives) {
    if (!appliesTo(incentive, paymentType)) continue;
    if (incentive.type === 'rate_reduction') {
      out.ratePointsOff += incentive.ratePoints;
      continue;
    }
    const amount =
      incentive.type === 'rebate'
        ? incentive.amountCents
        : applyPpm(vehiclePriceCents, percentToPpm(incentive.percent));
    if (amount === 0) continue;
    const preTax = incentive.taxTiming === 'pre_tax';
    const line: PricingLine = {
      code: 'incentive',
      amountCents: -amount,
      taxable: preTax,
      label: incentive.name,
      ref: incentive.id,
    };
    if (preTax) {
      out.preTax.push(line);
      out.preTaxCents += amount;
    } else {
      out.postTax.push(line);
    }
  }
  return out;
}

/** The default levies of the place of sale for this vehicle (tires, air conditioning, fuel consumption…). */
function levyLines(request: PricingRequest, region: string): PricingLine[] {
  const { vehicle } = request;
  return defaultLevies({
    country: request.country,
    region,
    isNew: vehicle.isNew,
    isPassengerVehicle: vehicle.isPassengerVehicle,
    isPickup: vehicle.isPickup,
    hasAirConditioning: vehicle.hasAirConditioning,
    tireCount: vehicle.tireCount,
    fuelConsumptionL100km: vehicle.fuelConsumptionL100km,
    excluded: request.excludedLevies,
  }).map((levy) => ({
    code: levy.code,
    amountCents: levy.amountCents,
    taxable: true,
    ...(levy.quantity > 1 ? { quantity: levy.quantity } : {}),
  }));
}

/**
 * The trade-in credit (pre-tax where it lowers a tax of a cash or finance deal, else post-tax), the
 * amount still owing on it, and the down payment (not for cash).
 */
function tradeInLines(
  request: PricingRequest,
  components: readonly TaxComponent[],
  isLease: boolean,
): { preTax: PricingLine[]; postTax: PricingLine[]; creditCents: number } {
  const creditCents = request.tradeIn?.creditCents ?? 0;
  const owingCents = request.tradeIn?.owingCents ?? 0;
  const preTax: PricingLine[] = [];
  const postTax: PricingLine[] = [];
  if (creditCents > 0) {
    const reducesTax = components.some((c) => tradeInCreditFor(c.tradeIn, creditCents) > 0);
    const line: PricingLine = { code: 'trade_in_credit', amountCents: -creditCents, taxable: false };
    if (reducesTax && !isLease) preTax.push(line);
    else postTax.push(line);
  }
  if (owingCents > 0) postTax.push({ code: 'trade_in_owing', amountCents: owingCents, taxable: false });
  if (request.paymentType !== 'cash' && request.downPaymentCents > 0) {
    postTax.push({ code: 'down_payment', amountCents: -request.downPaymentCents, taxable: false });
  }
  return { preTax, postTax, creditCents };
}

/** The four groups and their totals; the stack's total is their sum. */
function pricingStack(
  preTax: PricingLine[],
  levies: PricingLine[],
  taxLines: TaxLine[],
  postTax: PricingLine[],
): PricingStack {
  const preTaxGroup = group(preTax);
  const leviesGroup = group(levies);
  const postTaxGroup = group(postTax);
  const taxTotalCents = sumTaxLines(taxLines);
  return {
    preTax: preTaxGroup,
    levies: { name: 'levies', ...leviesGroup },
    taxes: { lines: taxLines, totalCents: taxTotalCents },
    postTax: postTaxGroup,
    totalCents: preTaxGroup.totalCents + leviesGroup.totalCents + taxTotalCents + postTaxGroup.totalCents,
  };
}

function financeDeal(
  amountFinancedCents: number,
  aprPercent: number,
  terms: NonNullable<PricingRequest['finance']>,
): Omit<FinanceResult, 'taxesFinanced' | 'taxesAtSigningCents' | 'dueAtSigningCents'> {
  const { termMonths, frequency, paymentSystem } = terms;
  const monthlyRate = periodicRate(aprPercent, 12);
  const monthly = amortise(amountFinancedCents, monthlyRate, termMonths);
  const common = {
    paymentSystem,
    termMonths,
    aprPercent,
    amountFinancedCents,
    frequency,
    monthlyPaymentCents: monthly.paymentCents,
  };
  if (frequency === 'monthly') {
    return {
      ...common,
      method: 'amortised',
      paymentCents: monthly.paymentCents,
      finalPaymentCents: monthly.finalPaymentCents,
      numberOfPayments: termMonths,
      totalOfPaymentsCents: monthly.totalOfPaymentsCents,
      costOfBorrowingCents: monthly.costOfBorrowingCents,
    };
  }
  if (paymentSystem === 'monthly_based') {
    // The contract stays monthly: its totals are the monthly schedule's, which the derived payments
    // pay exactly (the last one partial), so payment × count and the total agree.
    const schedule = derivedSchedule(
      monthly.totalOfPaymentsCents,
      roundCents(
        exactLevelPayment(amountFinancedCents, monthlyRate, termMonths) / FREQUENCY_FACTORS[frequency],
      ),
      termMonths,
      frequency,
    );
    return {
      ...common,
      method: 'derived_from_monthly',
      ...schedule,
      totalOfPaymentsCents: monthly.totalOfPaymentsCents,
      costOfBorrowingCents: monthly.costOfBorrowingCents,
    };
  }
  const periods = periodicPaymentCount(termMonths, frequency);
  const schedule = amortise(
    amountFinancedCents,
    periodicRate(aprPercent, PERIODS_PER_YEAR[frequency]),
    periods,
  );
  return {
    ...common,
    method: 'amortised',
    paymentCents: schedule.paymentCents,
    finalPaymentCents: schedule.finalPaymentCents,
    numberOfPayments: periods,
    totalOfPaymentsCents: schedule.totalOfPaymentsCents,
    costOfBorrowingCents: schedule.costOfBorrowingCents,
  };
}

function leaseDeal(
  request: PricingRequest,
  jurisdiction: Jurisdiction,
  components: readonly TaxComponent[],
  stack: PricingStack,
  taxBase: TaxBase,
  aprPercent: number,
): LeaseResult | null {
  const terms = request.lease;
  if (!terms) return null;
  const adjusted = stack.totalCents;
  const residualBasis =
    terms.residualBasisCents ?? (request.vehicle.priceCents ?? 0) + request.vehicle.optionsCents;
  const residualCents =
    terms.residualCents ?? applyPpm(residualBasis, percentToPpm(terms.residualPercent ?? 0));
  if (residualCents > adjusted) return null;
  const payment = leasePayment({
    adjustedCapitalizedCostCents: adjusted,
    residualCents,
    aprPercent,
    termMonths: terms.termMonths,
    frequency: terms.frequency,
    paymentSystem: terms.paymentSystem,
  });
  const method: LeaseTaxMethod = request.taxOverride?.leaseTaxMethod ?? jurisdiction.leaseTaxMethod;
  const noTrade = { ...taxBase, tradeInCents: 0 };
  const paymentTaxes =
    method === 'per_payment'
      ? computeTaxLines(jurisdiction, components, { ...noTrade, taxableCents: payment.basePaymentCents })
      : [];
  const withTax = (base: number) =>
    method === 'per_payment'
      ? base + sumTaxLines(computeTaxLines(jurisdiction, components, { ...noTrade, taxableCents: base }))
      : base;
  const paymentCents = payment.basePaymentCents + sumTaxLines(paymentTaxes);
  // A monthly-based contract stays monthly: the derived payments pay its total exactly, the last
  // one partial (as a derived finance schedule does).
  const contract =
    payment.method === 'derived_from_monthly'
      ? leasePayment({
          adjustedCapitalizedCostCents: adjusted,
          residualCents,
          aprPercent,
          termMonths: terms.termMonths,
          frequency: 'monthly',
          paymentSystem: terms.paymentSystem,
        })
      : null;
  const schedule = contract
    ? derivedSchedule(
        withTax(contract.basePaymentCents) * terms.termMonths,
        paymentCents,
        terms.termMonths,
        terms.frequency,
      )
    : { paymentCents, numberOfPayments: payment.numberOfPayments, finalPaymentCents: paymentCents };
  const baseTotalCents = contract
    ? contract.basePaymentCents * terms.termMonths
    : payment.basePaymentCents * payment.numberOfPayments;
  // The same schedule before the taxes of each payment (a lease shown "plus taxes" discloses this one).
  const beforeTax = contract
    ? derivedSchedule(baseTotalCents, payment.basePaymentCents, terms.termMonths, terms.frequency)
    : {
        paymentCents: payment.basePaymentCents,
        numberOfPayments: payment.numberOfPayments,
        finalPaymentCents: payment.basePaymentCents,
      };
  const down = request.downPaymentCents;
  let upfrontTaxes: TaxLine[] = [];
  if (method === 'per_payment' && down > 0) {
    upfrontTaxes = computeTaxLines(jurisdiction, components, { ...noTrade, taxableCents: down });
  } else if (method === 'upfront_on_payments') {
    upfrontTaxes = computeTaxLines(jurisdiction, components, {
      ...noTrade,
      taxableCents: baseTotalCents + down,
    });
  } else if (method === 'upfront_on_price') {
    // The agreed value; less the lessee's trade-in unless the state says the lessee is not the purchaser (TX).
    const base = jurisdiction.leaseTradeInCredit === false ? noTrade : taxBase;
    upfrontTaxes = computeTaxLines(jurisdiction, components, base);
  }
  let positives = 0;
  for (const line of [...stack.preTax.items, ...stack.levies.items, ...stack.postTax.items]) {
    if (line.amountCents > 0) positives += line.amountCents;
  }
  return {
    frequency: terms.frequency,
    method: payment.method,
    paymentCents,
    numberOfPayments: schedule.numberOfPayments,
    finalPaymentCents: schedule.finalPaymentCents,
    paymentSystem: terms.paymentSystem,
    termMonths: terms.termMonths,
    aprPercent,
    moneyFactor: aprPercent / 2400,
    grossCapitalizedCostCents: positives,
    capitalizedCostReductionCents: positives - adjusted,
    adjustedCapitalizedCostCents: adjusted,
    residualCents,
    depreciationCents: payment.depreciationCents,
    rentChargeCents: payment.rentChargeCents,
    basePaymentCents: payment.basePaymentCents,
    paymentTaxes,
    leaseTaxMethod: method,
    upfrontTaxes,
    dueAtSigningCents: paymentCents + down + sumTaxLines(upfrontTaxes),
    totalOfPaymentsCents: paymentCents * (schedule.numberOfPayments - 1) + schedule.finalPaymentCents,
    beforeTax: { ...beforeTax, totalOfPaymentsCents: baseTotalCents },
    distance: {
      unit: request.country === 'CA' ? 'km' : 'mile',
      allowancePerYear: terms.distanceAllowancePerYear,
      totalAllowance: totalDistanceAllowance(terms.distanceAllowancePerYear, terms.termMonths),
      excessChargeCentsPerUnit: terms.excessChargeCentsPerUnit,
    },
  };
}
