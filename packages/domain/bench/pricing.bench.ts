/**
 * Pricing engine benchmark (not a test): prices 100,000 random deals several times and prints
 * deals per second, the median of the runs. Run from packages/domain with
 * `node bench/pricing.bench.ts` (the package's `bench` script). Record the figure in
 * src/pricing/README.md.
 */
import {
  type PricingRequest,
  type PricingRequestInput,
  priceDeal,
  pricingRequestSchema,
  TAX_JURISDICTIONS,
} from '../src/pricing/index.ts';

const DEALS = 100_000;
const RUNS = 5;

/** Small deterministic PRNG (mulberry32) so every run prices the same deals. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = mulberry32(20_260_101);
const int = (min: number, max: number): number => min + Math.floor(random() * (max - min + 1));
function pick<T>(items: readonly T[]): T {
  const item = items[int(0, items.length - 1)];
  if (item === undefined) throw new Error('empty list');
  return item;
}

const FREQUENCIES = ['weekly', 'biweekly', 'semimonthly', 'monthly'] as const;
const SYSTEMS = ['monthly_based', 'periodic'] as const;
const TYPES = ['cash', 'finance', 'lease'] as const;

function randomDeal(): PricingRequestInput {
  const place = pick(TAX_JURISDICTIONS);
  const terms = {
    aprPercent: int(0, 1_200) / 100,
    termMonths: pick([24, 36, 48, 60, 72, 84, 96]),
    frequency: pick(FREQUENCIES),
    paymentSystem: pick(SYSTEMS),
  };
  return {
    country: place.country,
    region: place.code,
    paymentType: pick(TYPES),
    vehicle: { priceCents: int(1_500_000, 12_000_000), optionsCents: int(0, 500_000), isNew: random() < 0.7 },
    freightPdiCents: int(0, 250_000),
    accessories: Array.from({ length: int(0, 3) }, (_, i) => ({
      id: `a${i}`,
      name: `Accessory ${i}`,
      priceCents: int(5_000, 200_000),
      priceIncludingInstallationCents: int(200_000, 260_000),
      install: random() < 0.5,
    })),
    protectionPlans: Array.from({ length: int(0, 2) }, (_, i) => ({
      id: `p${i}`,
      name: `Plan ${i}`,
      priceCents: int(50_000, 400_000),
    })),
    incentives: Array.from({ length: int(0, 2) }, (_, i) => ({
      type: 'rebate' as const,
      id: `r${i}`,
      name: `Rebate ${i}`,
      amountCents: int(25_000, 300_000),
      taxTiming: random() < 0.5 ? ('pre_tax' as const) : ('post_tax' as const),
    })),
    tradeIn:
      random() < 0.4 ? { creditCents: int(100_000, 2_000_000), owingCents: int(0, 1_500_000) } : undefined,
    downPaymentCents: int(0, 500_000),
    localTaxRatePercent: place.country === 'US' ? int(0, 4_000) / 1_000 : 0,
    finance: terms,
    lease: {
      ...terms,
      residualPercent: int(20, 45),
      distanceAllowancePerYear: 20_000,
      excessChargeCentsPerUnit: 12,
    },
  };
}

const inputs = Array.from({ length: DEALS }, randomDeal);
const requests: PricingRequest[] = inputs.map((input) => pricingRequestSchema.parse(input));

function run(price: (i: number) => number): number {
  const start = performance.now();
  let checksum = 0;
  for (let i = 0; i < DEALS; i++) checksum += price(i);
  const seconds = (performance.now() - start) / 1000;
  if (!Number.isFinite(checksum)) throw new Error('bad checksum');
  return DEALS / seconds;
}

function totalOf(request: PricingRequest): number {
  const result = priceDeal(request);
  return result.status === 'priced' ? result.totalCents : 0;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

// Warm-up so the JIT has compiled the engine before timing.
run((i) => totalOf(requests[i % 1_000] as PricingRequest));

const engineRuns: number[] = [];
for (let r = 0; r < RUNS; r++) engineRuns.push(run((i) => totalOf(requests[i] as PricingRequest)));
const withParseRuns: number[] = [];
for (let r = 0; r < 3; r++) withParseRuns.push(run((i) => totalOf(pricingRequestSchema.parse(inputs[i]))));

const format = (n: number): string => Math.round(n).toLocaleString('en-CA');
process.stdout.write(
  [
    `pricing engine: ${DEALS.toLocaleString('en-CA')} random deals × ${RUNS} runs (Node ${process.version})`,
    `  priceDeal on validated requests: ${format(median(engineRuns))} deals/s (median; runs ${engineRuns.map(format).join(', ')})`,
    `  zod parse + priceDeal:           ${format(median(withParseRuns))} deals/s (median of 3)`,
    '',
  ].join('\n'),
);
