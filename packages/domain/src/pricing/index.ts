/**
 * Public surface of the pricing engine (re-exported by the package entry point).
 * See README.md beside this file for the model, formulas, rounding rule and tax sources.
 */
export {
  amortise,
  exactLevelPayment,
  type LoanSchedule,
  levelPayment,
  periodicRate,
} from './amortization.ts';
export {
  disclosureOfAnswer,
  type PaymentAnswerFigures,
  type PaymentDisclosure,
  paymentDisclosure,
} from './disclosure.ts';
export { priceDeal } from './engine.ts';
export {
  derivedPaymentCount,
  deriveFromMonthly,
  type PaymentMethod,
  type PaymentSystemBasis,
  PERIODS_PER_YEAR,
  periodicPaymentCount,
} from './frequency.ts';
export {
  excessDistanceChargeCents,
  type LeasePayment,
  type LeasePaymentInput,
  leasePayment,
  moneyFactor,
  totalDistanceAllowance,
} from './lease.ts';
export {
  AB_TIRE_FEE_CENTS_PER_TIRE,
  BC_TIRE_FEE_CENTS_PER_TIRE,
  CA_AC_EXCISE_TAX_CENTS,
  CA_GREEN_LEVY_BANDS,
  DEFAULT_LEVY_CODES,
  type DefaultLevyCode,
  defaultLevies,
  greenLevyCents,
  type LevyAmount,
  type LevyContext,
  ON_OMVIC_FEE_CENTS,
  QC_TIRE_DUTY_CENTS_PER_TIRE,
} from './levies.ts';
export { applyPpm, dollarsToCents, PPM, percentToPpm, ppmToPercent, roundCents } from './rounding.ts';
export {
  PRICING_INCENTIVE_TYPES,
  type PricingFinanceTerms,
  type PricingIncentive,
  type PricingLeaseTerms,
  type PricingRequest,
  type PricingRequestInput,
  paymentSystemBasisSchema,
  pricingAccessorySchema,
  pricingFeeSchema,
  pricingFinanceSchema,
  pricingFrequencySchema,
  pricingIncentiveSchema,
  pricingLeaseSchema,
  pricingPaymentTypeSchema,
  pricingProtectionPlanSchema,
  pricingRequestSchema,
  pricingTaxOverrideSchema,
  pricingTradeInSchema,
  pricingVehicleSchema,
  tradeInRuleOverrideSchema,
} from './schema.ts';
export { feedPriceToCents, isSentinelPriceCents } from './sentinel.ts';
export { BC_PASSENGER_PST_TIERS, CANADA_JURISDICTIONS } from './tax/canada.ts';
export {
  componentRatePpm,
  computeTaxLines,
  findTaxJurisdiction,
  sumTaxLines,
  TAX_JURISDICTIONS,
  type TaxBase,
  type TaxLine,
  tradeInCreditFor,
} from './tax/compute.ts';
export type {
  Jurisdiction,
  LeaseTaxMethod,
  RateTier,
  TaxCode,
  TaxComponent,
  TradeInCreditRule,
} from './tax/types.ts';
export { US_JURISDICTIONS } from './tax/us.ts';
export {
  US_LOCAL_TAX_TABLE,
  type UsLocalTax,
  type UsLocalTaxArea,
  type UsLocalTaxState,
  type UsLocalTaxTable,
  usLocalTax,
} from './tax/us-local.ts';
export { usStateOfZip } from './tax/us-zip.ts';
export type {
  FinanceResult,
  LeaseDistance,
  LeaseResult,
  PeriodicPayment,
  PricedDeal,
  PricingLine,
  PricingLineCode,
  PricingLineGroup,
  PricingResult,
  PricingStack,
} from './types.ts';
