/**
 * Sample data for the deal components' stories: amounts are integer cents as the pricing engine
 * and the API give them. Images use the theme's built-in placeholder so stories need no network.
 */
import { DEFAULT_VEHICLE_PLACEHOLDER } from '@storefront/theme';
import type {
  Accessory,
  AccessoryQuestion,
  Incentive,
  PaymentDisclosure,
  PricingStack,
  ProtectionPlan,
} from '../internal/domain.ts';
import type { VehicleFilterFacets } from '../VehicleFilters/VehicleFilters.tsx';

export const SAMPLE_IMAGE = DEFAULT_VEHICLE_PLACEHOLDER;
export const SAMPLE_VEHICLE_NAME = '2026 Honda CR-V EX-L AWD';

export const SAMPLE_ACCESSORIES: readonly Accessory[] = [
  {
    id: 11,
    sku: '08P17-TLA-110',
    name: 'all-season-mats',
    title: 'All-season floor mats',
    description: 'Heavy-duty rubber mats with raised edges that keep snow, mud and sand off the carpet.',
    image: null,
    origin: 'OEM',
    category: 'interior',
    price: 21_900,
    price_recurring: 300,
    price_including_installation: null,
    is_removable: true,
  },
  {
    id: 12,
    sku: '08L20-TLA-100',
    name: 'roof-rack',
    title: 'Roof rack cross bars',
    description: 'Aerodynamic aluminium cross bars rated for 75 kg.',
    image: null,
    origin: 'OEM',
    category: 'exterior',
    price: 48_950,
    price_recurring: 650,
    price_including_installation: 61_450,
    is_removable: true,
  },
  {
    id: 13,
    sku: 'DLR-TINT-01',
    name: 'window-tint',
    title: 'Window tint',
    description: 'Ceramic film on the rear and side windows.',
    image: null,
    origin: 'DLR',
    category: 'exterior',
    price: 39_900,
    price_recurring: null,
    price_including_installation: null,
    is_removable: false,
    pre_installed: true,
  },
  {
    id: 14,
    sku: 'OTH-DASH-02',
    name: 'dash-camera',
    title: 'Dash camera',
    description: 'Front and rear 1440p camera with parking mode.',
    image: null,
    origin: 'OTH',
    category: 'interior',
    price: 34_999,
    price_recurring: 475,
    price_including_installation: 42_999,
    is_removable: true,
  },
  {
    id: 15,
    sku: '08V31-TLA-100',
    name: 'cargo-tray',
    title: 'Cargo tray',
    description: null,
    image: null,
    origin: 'OEM',
    category: 'interior',
    price: 15_900,
    price_recurring: 200,
    price_including_installation: null,
    is_removable: true,
  },
  {
    id: 16,
    sku: '08P48-TLA-100',
    name: 'mud-guards',
    title: 'Splash guards',
    description: 'Moulded to the body lines; set of four.',
    image: null,
    origin: 'OEM',
    category: 'exterior',
    price: 18_500,
    price_recurring: 250,
    price_including_installation: 24_500,
    is_removable: true,
  },
];

export const SAMPLE_PLANS: readonly ProtectionPlan[] = [
  {
    id: 21,
    name: 'Extended warranty',
    description: 'Covers the powertrain and electrical parts after the factory warranty ends.',
    pdf_url: 'https://example.com/warranty.pdf',
    video_url: 'https://example.com/warranty-video',
    category: 'warranty',
    pre_installed: false,
    product_code: 'PP',
    prices: [
      { id: 211, title: 'Silver', price: 129_500, price_recurring: 1_650, duration: 48, km_range: 80_000 },
      { id: 212, title: 'Gold', price: 189_500, price_recurring: 2_400, duration: 60, km_range: 100_000 },
      { id: 213, title: 'Platinum', price: 249_500, price_recurring: 3_150, duration: 84, km_range: 160_000 },
    ],
  },
  {
    id: 22,
    name: 'Tire and wheel protection',
    description: 'Repairs or replaces tires and rims damaged by road hazards.',
    pdf_url: 'https://example.com/tire.pdf',
    video_url: null,
    category: 'tire',
    pre_installed: false,
    product_code: 'PN',
    prices: [
      { id: 221, title: '3 years', price: 59_900, price_recurring: 800, duration: 36, km_range: null },
      { id: 222, title: '5 years', price: 84_900, price_recurring: 1_100, duration: 60, km_range: null },
    ],
  },
  {
    id: 23,
    name: 'Rust protection',
    description: 'Applied at the dealership before delivery.',
    pdf_url: null,
    video_url: null,
    category: 'appearance',
    pre_installed: true,
    product_code: 'PS',
    prices: [
      { id: 231, title: 'Lifetime', price: 49_900, price_recurring: null, duration: 120, km_range: null },
    ],
  },
];

export const SAMPLE_INCENTIVES: readonly Incentive[] = [
  {
    id: 31,
    name: 'iZEV federal rebate',
    note: 'Applied by the dealer at the time of sale.',
    type: 'rebate',
    group: 'government',
    audience: 'ev',
    amount: 500_000,
    is_post_tax: true,
    is_conditional: false,
  },
  {
    id: 32,
    name: 'Graduate bonus',
    note: 'For graduates of the last 4 years; proof of graduation required.',
    type: 'rebate',
    group: 'other',
    audience: 'grad',
    amount: 50_000,
    is_post_tax: false,
    is_conditional: true,
  },
  {
    id: 33,
    name: 'Loyalty rate reduction',
    note: null,
    type: 'rate_reduction',
    group: 'other',
    audience: 'loyalty',
    amount: 100,
    is_post_tax: false,
    is_conditional: true,
    payment_types: ['finance', 'lease'],
  },
  {
    id: 34,
    name: 'Spring sale',
    note: 'On the MSRP of in-stock vehicles.',
    type: 'percentage_discount',
    group: 'other',
    audience: 'all',
    amount: 250,
    is_post_tax: false,
    is_conditional: false,
  },
];

/** The cost of credit of a bi-weekly finance payment amortised at its own frequency (156 payments). */
export const SAMPLE_DISCLOSURE: PaymentDisclosure = {
  paymentType: 'finance',
  aprPercent: 6.99,
  termMonths: 72,
  frequency: 'biweekly',
  paymentCents: 25_946,
  numberOfPayments: 156,
  finalPaymentCents: 25_979,
  derivedFromMonthly: null,
  amountFinancedCents: 3_302_442,
  costOfBorrowingCents: 745_167,
  totalOfPaymentsCents: 4_047_609,
  taxesIncluded: true,
  paymentsTaxed: true,
  taxesAtSigningCents: 0,
  dueAtSigningCents: null,
  residualCents: null,
};

/** An Ontario finance deal as the pricing engine itemises it. */
export const SAMPLE_STACK: PricingStack = {
  preTax: {
    items: [
      { code: 'vehicle', amountCents: 4_299_500, taxable: true },
      { code: 'freight_pdi', amountCents: 199_000, taxable: true },
      {
        code: 'accessory',
        amountCents: 61_450,
        taxable: true,
        label: 'Roof rack cross bars',
        ref: '12',
        installed: true,
      },
      {
        code: 'protection_plan',
        amountCents: 189_500,
        taxable: true,
        label: 'Extended warranty, Gold',
        ref: '212',
      },
      { code: 'fee', amountCents: 69_900, taxable: true, label: 'Documentation fee', ref: 'doc' },
      { code: 'incentive', amountCents: -50_000, taxable: true, label: 'Graduate bonus', ref: '32' },
      { code: 'trade_in_credit', amountCents: -1_200_000, taxable: false },
    ],
    totalCents: 3_569_350,
  },
  levies: {
    name: 'levies',
    items: [
      { code: 'ca_ac_excise_tax', amountCents: 10_000, taxable: true },
      { code: 'on_omvic_fee', amountCents: 1_200, taxable: true },
    ],
    totalCents: 11_200,
  },
  taxes: {
    lines: [
      { code: 'HST', jurisdiction: 'ON', ratePpm: 130_000, baseCents: 3_580_550, amountCents: 465_472 },
    ],
    totalCents: 465_472,
  },
  postTax: {
    items: [
      { code: 'incentive', amountCents: -500_000, taxable: false, label: 'iZEV federal rebate', ref: '31' },
      { code: 'trade_in_owing', amountCents: 350_000, taxable: false },
    ],
    totalCents: -150_000,
  },
  totalCents: 3_896_022,
};

/** Filter values a dealer's inventory offers. */
export const SAMPLE_FACETS: VehicleFilterFacets = {
  budget: [2_000_000, 3_000_000, 4_000_000, 5_000_000, 7_500_000],
  modelYear: [2021, 2022, 2023, 2024, 2025, 2026],
  make: [
    { value: 'Honda', label: 'Honda', count: 42 },
    { value: 'Mazda', label: 'Mazda', count: 17 },
    { value: 'Toyota', label: 'Toyota', count: 1_204 },
  ],
  model: [
    { value: 'CR-V', label: 'CR-V', count: 12 },
    { value: 'Civic', label: 'Civic', count: 20 },
  ],
  bodyType: [
    { value: 'suv', label: 'SUV' },
    { value: 'sedan', label: 'Sedan' },
  ],
  features: [
    { value: 'heated-seats', label: 'Heated seats' },
    { value: 'sunroof', label: 'Sunroof' },
  ],
  drivetrain: [
    { value: 'awd', label: 'AWD' },
    { value: 'fwd', label: 'FWD' },
  ],
  exteriorColor: [
    { value: 'NH-883P', label: 'Platinum Pearl' },
    { value: 'B-640M', label: 'Canyon River Metallic' },
  ],
  interiorColor: [{ value: 'BK-L', label: 'Ebony leather' }],
  transmission: [
    { value: 'automatic', label: 'Automatic' },
    { value: 'manual', label: 'Manual' },
  ],
  fuelType: [
    { value: 'gasoline', label: 'Gasoline' },
    { value: 'hybrid', label: 'Hybrid' },
    { value: 'ev', label: 'Electric' },
  ],
  trim: [
    { value: 'EX-L', label: 'EX-L' },
    { value: 'Sport', label: 'Sport' },
  ],
};

/** The questions the dash camera (SAMPLE_ACCESSORIES, id 14) asks before it is added. */
export const SAMPLE_ACCESSORY_QUESTIONS: readonly {
  readonly accessory: number;
  readonly questions: readonly AccessoryQuestion[];
}[] = [
  {
    accessory: 14,
    questions: [
      { id: 'dashcam_rear', text: 'Do you want the rear camera too?', kind: 'yes_no', choices: [] },
      {
        id: 'dashcam_power',
        text: 'How should it be powered?',
        kind: 'choice',
        choices: [
          { value: 'hardwired', label: 'Wired to the fuse box' },
          { value: 'socket', label: 'Plugged into the 12 V socket' },
        ],
      },
    ],
  },
];
