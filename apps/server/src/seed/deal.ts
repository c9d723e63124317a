/**
 * Demo deal data for the three demo dealers: payment settings (rates by term and condition,
 * residuals, fees, choices), accessories, protection plans (codes PP, PN, PU, PS) and incentives.
 * Runs after the dealers exist; idempotent per dealer.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type {
  AccessoryQuestion,
  DealCondition,
  DealPaymentSettings,
  IncentiveConditions,
  RateRow,
  ResidualRow,
} from '../db/deal-types.ts';
import {
  accessories,
  configurations,
  dealers,
  dealPaymentSettings,
  incentives,
  protectionPlans,
  protectionPrices,
  vehicles,
} from '../db/schema.ts';
import { configurationVehicleData } from '../modules/praq/configuration-data.ts';

function rates(table: Record<DealCondition, Record<number, number>>): RateRow[] {
  const rows: RateRow[] = [];
  for (const [condition, byTerm] of Object.entries(table) as [DealCondition, Record<number, number>][]) {
    for (const [term, apr] of Object.entries(byTerm)) rows.push({ condition, term: Number(term), apr });
  }
  return rows;
}

function residuals(byTerm: Record<number, number>): ResidualRow[] {
  return Object.entries(byTerm).map(([term, percent]) => ({ condition: 'new', term: Number(term), percent }));
}

/** Ontario dealer: monthly-based payments (payment system MS), HST, OMVIC fee, km. */
const MAPLE: DealPaymentSettings = {
  payment_types: ['cash', 'finance', 'lease'],
  payment_basis: 'monthly_based',
  frequencies: ['weekly', 'biweekly', 'semimonthly', 'monthly'],
  default_frequency: 'biweekly',
  finance: {
    terms: [24, 36, 48, 60, 72, 84],
    default_term: 72,
    rates: rates({
      new: { 24: 4.99, 36: 5.49, 48: 5.99, 60: 6.49, 72: 6.99, 84: 7.49 },
      cpo: { 24: 5.99, 36: 6.49, 48: 6.99, 60: 7.49, 72: 7.99, 84: 8.49 },
      used: { 24: 7.99, 36: 8.49, 48: 8.99, 60: 9.49, 72: 9.99, 84: 10.49 },
    }),
    max_down_payment_percent: 90,
  },
  lease: {
    terms: [24, 36, 48],
    default_term: 48,
    rates: rates({ new: { 24: 5.49, 36: 5.99, 48: 6.29 }, cpo: {}, used: {} }),
    residuals: residuals({ 24: 68, 36: 58, 48: 50 }),
    distance_allowances: [16000, 20000, 24000],
    default_distance_allowance: 20000,
    distance_residual_adjustments: { '16000': 1, '20000': 0, '24000': -2 },
    excess_charge_cents: 12,
    conditions: ['new'],
  },
  default_down_payment: 0,
  credit_score_tiers: [],
  default_credit_score: null,
  fees: [
    {
      code: 'admin_fee',
      name: { en: 'Administration fee', fr: 'Frais d’administration' },
      amountCents: 69900,
      taxable: true,
      group: 'pre_tax',
    },
    {
      code: 'licensing',
      name: { en: 'Licence plates and registration', fr: 'Plaques et immatriculation' },
      amountCents: 5900,
      taxable: false,
      group: 'post_tax',
    },
  ],
  excluded_levies: [],
  local_tax_rate_percent: 0,
  quote_validity_days: 7,
  addon_filter_options: {
    pagination_enabled: true,
    accessory_category_filter: true,
    accessory_origin_filter: true,
    protection_origin_filter: true,
    accessory_page_size: 6,
    protection_page_size: 4,
  },
};

/** Québec dealer: payment system PC (incentives PUT on the order), GST + QST, tire duty. */
const RIVIERE: DealPaymentSettings = {
  payment_types: ['cash', 'finance', 'lease'],
  payment_basis: 'monthly_based',
  frequencies: ['weekly', 'biweekly', 'monthly'],
  default_frequency: 'biweekly',
  finance: {
    terms: [36, 48, 60, 72, 84, 96],
    default_term: 84,
    rates: rates({
      new: { 36: 4.49, 48: 4.99, 60: 5.49, 72: 5.99, 84: 6.49, 96: 7.49 },
      cpo: { 36: 5.99, 48: 6.49, 60: 6.99, 72: 7.49, 84: 7.99, 96: 8.99 },
      used: { 36: 7.49, 48: 7.99, 60: 8.49, 72: 8.99, 84: 9.49, 96: 10.49 },
    }),
    max_down_payment_percent: 90,
  },
  lease: {
    terms: [24, 36, 48, 60],
    default_term: 48,
    rates: rates({ new: { 24: 4.99, 36: 5.49, 48: 5.99, 60: 6.49 }, cpo: {}, used: {} }),
    residuals: residuals({ 24: 67, 36: 57, 48: 49, 60: 41 }),
    distance_allowances: [16000, 20000, 24000],
    default_distance_allowance: 20000,
    distance_residual_adjustments: { '16000': 1, '20000': 0, '24000': -2 },
    excess_charge_cents: 10,
    conditions: ['new'],
  },
  default_down_payment: 0,
  credit_score_tiers: [],
  default_credit_score: null,
  fees: [
    {
      code: 'admin_fee',
      name: { en: 'Administration fee', fr: 'Frais d’administration' },
      amountCents: 49500,
      taxable: true,
      group: 'pre_tax',
    },
  ],
  excluded_levies: [],
  local_tax_rate_percent: 0,
  quote_validity_days: 7,
  addon_filter_options: {
    pagination_enabled: false,
    accessory_category_filter: true,
    accessory_origin_filter: false,
    protection_origin_filter: false,
    accessory_page_size: 12,
    protection_page_size: 6,
  },
};

/** Texas dealer: payment system SF, periodic amortisation, credit tiers, miles, 6.25% motor vehicle tax. */
const LONE_STAR: DealPaymentSettings = {
  payment_types: ['cash', 'finance', 'lease'],
  payment_basis: 'periodic',
  frequencies: ['monthly', 'biweekly'],
  default_frequency: 'monthly',
  finance: {
    terms: [36, 48, 60, 72, 84],
    default_term: 72,
    rates: rates({
      new: { 36: 5.9, 48: 6.2, 60: 6.5, 72: 6.9, 84: 7.4 },
      cpo: { 36: 6.9, 48: 7.2, 60: 7.5, 72: 7.9, 84: 8.4 },
      used: { 36: 8.4, 48: 8.7, 60: 9.0, 72: 9.4, 84: 9.9 },
    }),
    max_down_payment_percent: 90,
  },
  lease: {
    terms: [24, 36, 39],
    default_term: 36,
    rates: rates({ new: { 24: 5.9, 36: 6.3, 39: 6.5 }, cpo: {}, used: {} }),
    residuals: [
      { condition: 'new', term: 24, percent: 66 },
      { condition: 'new', term: 36, percent: 57 },
      { condition: 'new', term: 39, percent: 55 },
    ],
    distance_allowances: [10000, 12000, 15000],
    default_distance_allowance: 12000,
    distance_residual_adjustments: { '10000': 1, '12000': 0, '15000': -2 },
    excess_charge_cents: 25,
    conditions: ['new'],
  },
  default_down_payment: 200000,
  credit_score_tiers: [
    { value: 'excellent', title: { en: 'Excellent (760+)' }, min_score: 760, apr_adjustment: 0 },
    { value: 'good', title: { en: 'Good (700–759)' }, min_score: 700, apr_adjustment: 1.5 },
    { value: 'fair', title: { en: 'Fair (640–699)' }, min_score: 640, apr_adjustment: 4 },
    { value: 'poor', title: { en: 'Rebuilding (below 640)' }, min_score: 300, apr_adjustment: 8 },
  ],
  default_credit_score: 'good',
  fees: [
    {
      code: 'doc_fee',
      name: { en: 'Documentary fee' },
      amountCents: 15000,
      taxable: false,
      group: 'pre_tax',
    },
    {
      code: 'title_registration',
      name: { en: 'Title, registration and inspection' },
      amountCents: 12475,
      taxable: false,
      group: 'post_tax',
    },
  ],
  excluded_levies: [],
  local_tax_rate_percent: 0,
  quote_validity_days: 7,
  addon_filter_options: {
    pagination_enabled: true,
    accessory_category_filter: true,
    accessory_origin_filter: true,
    protection_origin_filter: true,
    accessory_page_size: 8,
    protection_page_size: 4,
  },
};

export const DEMO_PAYMENT_SETTINGS: Readonly<Record<string, DealPaymentSettings>> = Object.freeze({
  maple_motors: MAPLE,
  riviere_auto: RIVIERE,
  lone_star_motors: LONE_STAR,
});

interface AccessorySeed {
  sku: string;
  title: Record<string, string>;
  description: Record<string, string>;
  origin: 'OEM' | 'DLR' | 'OTH';
  category: 'interior' | 'exterior';
  /** Dollars (CAD; USD is derived). */
  price: number;
  installed?: number;
  preInstalled?: boolean;
  isRemovable?: boolean;
  bodyTypes?: string[];
  questions?: AccessoryQuestion[];
  canadaOnly?: boolean;
  /** The English text at a US dealer, where the Canadian one differs (US spelling and units). */
  enUS?: { title?: string; description?: string };
}

const ACCESSORIES: AccessorySeed[] = [
  {
    sku: 'ACC-MATS-AW',
    title: { en: 'All-weather floor mats', fr: 'Tapis toutes saisons' },
    description: {
      en: 'Deep-channel rubber mats, front and rear, cut for this model.',
      fr: 'Tapis de caoutchouc à rainures profondes, avant et arrière, taillés pour ce modèle.',
    },
    origin: 'OEM',
    category: 'interior',
    price: 189.99,
  },
  {
    sku: 'ACC-CARGO-TRAY',
    title: { en: 'Cargo tray', fr: 'Plateau de coffre' },
    description: {
      en: 'Raised-edge tray that protects the cargo floor.',
      fr: 'Plateau à rebords qui protège le coffre.',
    },
    origin: 'OEM',
    category: 'interior',
    price: 139.99,
  },
  {
    sku: 'ACC-REMOTE-START',
    title: { en: 'Remote starter', fr: 'Démarreur à distance' },
    description: {
      en: 'Two-way remote starter with a one-kilometre range.',
      fr: 'Démarreur à distance bidirectionnel, portée d’un kilomètre.',
    },
    enUS: { description: 'Two-way remote starter with a range of over half a mile.' },
    origin: 'DLR',
    category: 'interior',
    price: 499,
    installed: 699,
    questions: [
      {
        id: 'remote_start_app',
        text: {
          en: 'Do you want the smartphone app module (3-year subscription included)?',
          fr: 'Voulez-vous le module d’application mobile (abonnement de 3 ans inclus)\u202f?',
        },
        kind: 'yes_no',
        choices: [],
      },
    ],
  },
  {
    sku: 'ACC-ROOF-BARS',
    title: { en: 'Roof rack cross bars', fr: 'Barres transversales de toit' },
    description: {
      en: 'Aluminium cross bars, 75 kg load rating.',
      fr: 'Barres en aluminium, charge de 75 kg.',
    },
    origin: 'OEM',
    category: 'exterior',
    price: 449.99,
    installed: 569.99,
    bodyTypes: ['suv', 'crossover', 'wagon', 'minivan', 'hatchback'],
  },
  {
    sku: 'ACC-TOW-HITCH',
    title: { en: 'Tow hitch receiver', fr: 'Attelage de remorque' },
    description: {
      en: 'Class III receiver with a 4-pin wiring harness.',
      fr: 'Attelage de classe III avec faisceau à 4 broches.',
    },
    origin: 'DLR',
    category: 'exterior',
    price: 689,
    installed: 989,
    bodyTypes: ['suv', 'crossover', 'truck', 'minivan'],
    questions: [
      {
        id: 'tow_brake_controller',
        text: {
          en: 'Will you tow a trailer with electric brakes?',
          fr: 'Remorquerez-vous une remorque à freins électriques\u202f?',
        },
        kind: 'yes_no',
        choices: [],
      },
      {
        id: 'tow_ball_size',
        text: { en: 'Which ball size do you need?', fr: 'Quelle taille de boule vous faut-il\u202f?' },
        kind: 'choice',
        choices: [
          { value: '1-7/8', label: { en: '1 7/8\u00a0in', fr: '1 7/8\u00a0po' } },
          { value: '2', label: { en: '2\u00a0in', fr: '2\u00a0po' } },
          { value: '2-5/16', label: { en: '2 5/16\u00a0in', fr: '2 5/16\u00a0po' } },
        ],
      },
    ],
  },
  {
    sku: 'ACC-MUD-GUARDS',
    title: { en: 'Mud guards', fr: 'Garde-boue' },
    description: { en: 'Moulded mud guards, set of four.', fr: 'Garde-boue moulés, ensemble de quatre.' },
    origin: 'OEM',
    category: 'exterior',
    price: 149.99,
    installed: 199.99,
  },
  {
    sku: 'ACC-WINTER-PKG',
    title: { en: 'Winter tire and wheel package', fr: 'Ensemble pneus et jantes d’hiver' },
    description: {
      en: 'Four studless winter tires on alloy wheels, mounted and balanced.',
      fr: 'Quatre pneus d’hiver sans clous sur jantes en alliage, montés et équilibrés.',
    },
    origin: 'DLR',
    category: 'exterior',
    price: 1899,
    installed: 1999,
    canadaOnly: true,
  },
  {
    sku: 'ACC-PPF',
    title: { en: 'Paint protection film', fr: 'Pellicule de protection de peinture' },
    description: {
      en: 'Clear film on the hood, fenders and mirrors against stone chips.',
      fr: 'Pellicule transparente sur le capot, les ailes et les rétroviseurs contre les éclats.',
    },
    origin: 'OTH',
    category: 'exterior',
    price: 1295,
  },
  {
    sku: 'ACC-TINT',
    title: { en: 'Window tint', fr: 'Teinte de vitres' },
    description: { en: 'Ceramic tint on rear windows.', fr: 'Teinte céramique sur les vitres arrière.' },
    origin: 'OTH',
    category: 'exterior',
    price: 399,
  },
  {
    sku: 'ACC-BEDLINER',
    title: { en: 'Spray-in bed liner', fr: 'Revêtement de caisse vaporisé' },
    description: { en: 'Permanent textured bed liner.', fr: 'Revêtement texturé permanent.' },
    origin: 'OEM',
    category: 'exterior',
    price: 549,
    bodyTypes: ['truck'],
  },
  {
    sku: 'ACC-NITROGEN',
    title: { en: 'Nitrogen-filled tires', fr: 'Pneus gonflés à l’azote' },
    description: {
      en: 'Installed by the dealership on every vehicle: steadier tire pressure.',
      fr: 'Installé par le concessionnaire sur chaque véhicule\u00a0: pression plus stable.',
    },
    origin: 'DLR',
    category: 'exterior',
    price: 99,
    preInstalled: true,
    isRemovable: false,
  },
];

interface PlanSeed {
  productCode: 'PP' | 'PN' | 'PU' | 'PS';
  name: Record<string, string>;
  description: Record<string, string>;
  category: string;
  origin: 'OEM' | 'DLR' | 'OTH';
  conditions: DealCondition[];
  taxable?: boolean;
  preInstalledAt?: string[];
  /** The English text at a US dealer, where the Canadian one differs (US spelling and units). */
  enUS?: { name?: string; description?: string };
  prices: { months: number; km: number | null; price: number; paymentType?: 'lease' | 'finance' }[];
}

const PLANS: PlanSeed[] = [
  {
    productCode: 'PN',
    name: { en: 'Extended warranty', fr: 'Garantie prolongée' },
    description: {
      en: 'Bumper-to-bumper coverage after the factory warranty, with roadside assistance and rental car.',
      fr: 'Protection complète après la garantie du fabricant, avec assistance routière et véhicule de location.',
    },
    category: 'warranty',
    origin: 'OEM',
    conditions: ['new'],
    prices: [
      { months: 48, km: 80000, price: 1495 },
      { months: 60, km: 100000, price: 1895 },
      { months: 72, km: 120000, price: 2295 },
      { months: 84, km: 160000, price: 2895 },
    ],
  },
  {
    productCode: 'PU',
    name: { en: 'Pre-owned vehicle warranty', fr: 'Garantie de véhicule d’occasion' },
    description: {
      en: 'Engine, transmission, electrical and air-conditioning coverage for pre-owned vehicles.',
      fr: 'Moteur, transmission, électricité et climatisation pour les véhicules d’occasion.',
    },
    category: 'warranty',
    origin: 'DLR',
    conditions: ['used', 'cpo'],
    prices: [
      { months: 24, km: 40000, price: 1195 },
      { months: 36, km: 60000, price: 1595 },
      { months: 48, km: 80000, price: 1995 },
    ],
  },
  {
    productCode: 'PP',
    name: { en: 'Powertrain protection', fr: 'Protection du groupe motopropulseur' },
    description: {
      en: 'Engine, transmission and drive axle parts and labour.',
      fr: 'Pièces et main-d’œuvre du moteur, de la transmission et des essieux moteurs.',
    },
    enUS: { description: 'Engine, transmission and drive axle parts and labor.' },
    category: 'warranty',
    origin: 'OTH',
    conditions: [],
    prices: [
      { months: 60, km: 100000, price: 995 },
      { months: 84, km: 160000, price: 1395 },
    ],
  },
  {
    productCode: 'PS',
    name: { en: 'Appearance protection', fr: 'Protection esthétique' },
    description: {
      en: 'Paint sealant, fabric and leather treatment, and rust-proofing, applied before delivery.',
      fr: 'Scellant de peinture, traitement des tissus et du cuir, antirouille, appliqués avant la livraison.',
    },
    category: 'appearance',
    origin: 'DLR',
    conditions: [],
    preInstalledAt: ['maple_motors'],
    prices: [{ months: 60, km: null, price: 899 }],
  },
  {
    productCode: 'PS',
    name: { en: 'Lease-end wear and tear', fr: 'Usure excessive en fin de location' },
    description: {
      en: 'Covers excess wear charges at lease end, up to $5,000.',
      fr: 'Couvre les frais d’usure excessive en fin de location, jusqu’à 5 000 $.',
    },
    category: 'lease',
    origin: 'OTH',
    conditions: ['new'],
    taxable: false,
    prices: [
      { months: 36, km: null, price: 795, paymentType: 'lease' },
      { months: 48, km: null, price: 995, paymentType: 'lease' },
    ],
  },
];

interface IncentiveSeed {
  name: Record<string, string>;
  note: Record<string, string>;
  type: 'rebate' | 'percentage_discount' | 'rate_reduction';
  group: 'government' | 'other';
  audience: string;
  amount: number;
  isPostTax?: boolean;
  isConditional?: boolean;
  conditions: IncentiveConditions;
}

const CANADIAN_INCENTIVES: Record<string, IncentiveSeed[]> = {
  maple_motors: [
    {
      name: { en: 'Cash purchase rebate', fr: 'Rabais à l’achat comptant' },
      note: { en: 'On new vehicles paid in full.', fr: 'Sur les véhicules neufs payés comptant.' },
      type: 'rebate',
      group: 'other',
      audience: 'normal',
      amount: 150000,
      conditions: { conditions: ['new'], payment_types: ['cash'] },
    },
    {
      name: { en: 'Recent graduate rebate', fr: 'Rabais aux nouveaux diplômés' },
      note: {
        en: 'Graduated in the last 4 years; proof of graduation required at delivery.',
        fr: 'Diplômé depuis moins de 4 ans\u202f; preuve exigée à la livraison.',
      },
      type: 'rebate',
      group: 'other',
      audience: 'grad',
      amount: 50000,
      isConditional: true,
      conditions: { conditions: ['new', 'cpo'] },
    },
    {
      name: { en: 'Loyalty rate reduction', fr: 'Réduction de taux fidélité' },
      note: {
        en: 'For current owners; half a point off the rate.',
        fr: 'Pour les propriétaires actuels\u202f; un demi-point de moins sur le taux.',
      },
      type: 'rate_reduction',
      group: 'other',
      audience: 'loyalty',
      amount: 50,
      isConditional: true,
      conditions: { conditions: ['new'], payment_types: ['finance', 'lease'] },
    },
    {
      name: { en: 'Military appreciation', fr: 'Reconnaissance militaire' },
      note: {
        en: 'Canadian Armed Forces members and veterans.',
        fr: 'Membres et anciens combattants des Forces armées canadiennes.',
      },
      type: 'rebate',
      group: 'other',
      audience: 'military',
      amount: 75000,
      isConditional: true,
      isPostTax: true,
      conditions: {},
    },
    {
      name: { en: 'Pre-owned clearance', fr: 'Liquidation de véhicules d’occasion' },
      note: {
        en: '2% off the selling price of used vehicles.',
        fr: '2 % de rabais sur les véhicules d’occasion.',
      },
      type: 'percentage_discount',
      group: 'other',
      audience: 'all',
      amount: 200,
      conditions: { conditions: ['used'] },
    },
    {
      name: { en: 'Electric vehicle rebate', fr: 'Rabais pour véhicule électrique' },
      note: {
        en: 'Government rebate on eligible zero-emission vehicles, subject to programme funds.',
        fr: 'Rabais gouvernemental sur les véhicules zéro émission admissibles, selon les fonds disponibles.',
      },
      type: 'rebate',
      group: 'government',
      audience: 'ev',
      amount: 500000,
      isPostTax: true,
      conditions: { conditions: ['new'], fuel_types: ['ev', 'phev'] },
    },
    {
      name: { en: 'Dealer financing bonus', fr: 'Prime de financement du concessionnaire' },
      note: {
        en: 'When you finance or lease a new vehicle through the dealership.',
        fr: 'Lorsque vous financez ou louez un véhicule neuf par le concessionnaire.',
      },
      type: 'rebate',
      group: 'other',
      audience: 'all',
      amount: 75000,
      isConditional: true,
      conditions: { conditions: ['new'], payment_types: ['finance', 'lease'] },
    },
  ],
  riviere_auto: [
    {
      name: { fr: 'Rabais à l’achat comptant', en: 'Cash purchase rebate' },
      note: { fr: 'Véhicules neufs payés comptant.', en: 'New vehicles paid in full.' },
      type: 'rebate',
      group: 'other',
      audience: 'normal',
      amount: 100000,
      conditions: { conditions: ['new'], payment_types: ['cash'] },
    },
    {
      name: { fr: 'Rabais aux nouveaux diplômés', en: 'Recent graduate rebate' },
      note: { fr: 'Diplômé depuis moins de 4 ans.', en: 'Graduated in the last 4 years.' },
      type: 'rebate',
      group: 'other',
      audience: 'grad',
      amount: 50000,
      isConditional: true,
      conditions: { conditions: ['new'] },
    },
    {
      name: { fr: 'Réduction de taux fidélité', en: 'Loyalty rate reduction' },
      note: { fr: 'Un point de moins sur le taux de financement.', en: 'One point off the finance rate.' },
      type: 'rate_reduction',
      group: 'other',
      audience: 'loyalty',
      amount: 100,
      isConditional: true,
      conditions: { conditions: ['new'], payment_types: ['finance'], exclusive_group: 'rate' },
    },
    {
      name: { fr: 'Taux promotionnel de location', en: 'Lease rate promotion' },
      note: { fr: 'Un demi-point de moins sur le taux de location.', en: 'Half a point off the lease rate.' },
      type: 'rate_reduction',
      group: 'other',
      audience: 'all',
      amount: 50,
      conditions: { conditions: ['new'], payment_types: ['lease'], exclusive_group: 'rate' },
    },
    {
      name: {
        fr: 'Rabais gouvernemental pour véhicule électrique',
        en: 'Government electric vehicle rebate',
      },
      note: {
        fr: 'Sur les véhicules électriques admissibles, selon les fonds du programme.',
        en: 'On eligible electric vehicles, subject to programme funds.',
      },
      type: 'rebate',
      group: 'government',
      audience: 'ev',
      amount: 400000,
      isPostTax: true,
      conditions: { conditions: ['new'], fuel_types: ['ev', 'phev'] },
    },
  ],
};

/** USD prices of the demo catalogue: about three quarters of the Canadian price, ending in .99 or .00 like the CAD one. */
function toCents(dollars: number, usd: boolean): number {
  if (!usd) return Math.round(dollars * 100);
  const converted = dollars * 0.75;
  return Number.isInteger(dollars) ? Math.round(converted) * 100 : Math.floor(converted) * 100 + 99;
}

/** A seed text with its English replaced by the US English one, when there is one. */
function usEnglish(text: Record<string, string>, en: string | undefined): Record<string, string> {
  return en === undefined ? text : { ...text, en };
}

/** Seeds the deal data of every dealer that has none yet. */
export async function seedDealData(db: Db): Promise<void> {
  const rows = await db.select().from(dealers).orderBy(dealers.id);
  for (const dealer of rows) {
    const [existing] = await db
      .select({ id: dealPaymentSettings.dealerId })
      .from(dealPaymentSettings)
      .where(eq(dealPaymentSettings.dealerId, dealer.id));
    if (existing) continue;
    const usd = dealer.country === 'US';
    const settings = DEMO_PAYMENT_SETTINGS[dealer.code] ?? (usd ? LONE_STAR : MAPLE);
    await db.insert(dealPaymentSettings).values({ dealerId: dealer.id, settings });
    await db.insert(accessories).values(
      ACCESSORIES.filter((a) => !(usd && a.canadaOnly)).map((a, i) => ({
        dealerId: dealer.id,
        sku: a.sku,
        title: usd ? usEnglish(a.title, a.enUS?.title) : a.title,
        description: usd ? usEnglish(a.description, a.enUS?.description) : a.description,
        origin: a.origin,
        category: a.category,
        price: toCents(a.price, usd),
        priceIncludingInstallation: a.installed === undefined ? null : toCents(a.installed, usd),
        isRemovable: a.isRemovable ?? true,
        preInstalled: a.preInstalled ?? false,
        bodyTypes: a.bodyTypes ?? [],
        questions: a.questions ?? [],
        sortOrder: i,
      })),
    );
    for (const [i, plan] of PLANS.entries()) {
      const [inserted] = await db
        .insert(protectionPlans)
        .values({
          dealerId: dealer.id,
          productCode: plan.productCode,
          name: usd ? usEnglish(plan.name, plan.enUS?.name) : plan.name,
          description: usd ? usEnglish(plan.description, plan.enUS?.description) : plan.description,
          category: plan.category,
          origin: plan.origin,
          preInstalled: plan.preInstalledAt?.includes(dealer.code) ?? false,
          taxable: plan.taxable ?? true,
          conditions: plan.conditions,
          sortOrder: i,
        })
        .returning({ id: protectionPlans.id });
      if (!inserted) throw new Error('protection plan not inserted');
      // The plan's document is the summary page the server itself serves (media/routes.ts).
      await db
        .update(protectionPlans)
        .set({ pdfUrl: `/media/dealers/${dealer.code}/protection/${inserted.id}.html` })
        .where(eq(protectionPlans.id, inserted.id));
      await db.insert(protectionPrices).values(
        plan.prices.map((p) => {
          const distance = p.km === null ? null : usd ? Math.round(p.km / 1.6 / 1000) * 1000 : p.km;
          const unit = usd ? 'mi' : 'km';
          const years = p.months % 12 === 0 ? `${p.months / 12}` : `${p.months}m`;
          const en =
            distance === null
              ? `${p.months} months`
              : `${years} years / ${distance.toLocaleString(usd ? 'en-US' : 'en-CA')} ${unit}`;
          const fr =
            distance === null
              ? `${p.months} mois`
              : `${years} ans / ${distance.toLocaleString('fr-CA')} ${unit}`;
          return {
            dealerId: dealer.id,
            planId: inserted.id,
            title: { en, fr },
            price: toCents(p.price, usd),
            duration: p.months,
            kmRange: distance,
            paymentType: p.paymentType ?? null,
            productCode: plan.productCode,
          };
        }),
      );
    }
    const incentiveSeeds = CANADIAN_INCENTIVES[dealer.code] ?? [];
    if (incentiveSeeds.length > 0) {
      await db.insert(incentives).values(
        incentiveSeeds.map((s) => ({
          dealerId: dealer.id,
          name: s.name,
          note: s.note,
          type: s.type,
          group: s.group,
          audience: s.audience,
          amount: s.amount,
          isPostTax: s.isPostTax ?? false,
          isConditional: s.isConditional ?? false,
          conditions: s.conditions,
        })),
      );
    }
  }
  await seedDemoConfiguration(db);
}

/**
 * A salesperson's configuration at Maple Motors (issue 18): its first new car in stock with all-weather
 * mats, leased. Its shopper's link is `/maple_motors/en/conf/{vehicle}/?configurationId={id}` (the
 * choices are read without the token); its token is not kept (only a hash of a random one), so the
 * demo's configuration follows no order.
 */
async function seedDemoConfiguration(db: Db): Promise<void> {
  const [dealer] = await db.select().from(dealers).where(eq(dealers.code, 'maple_motors'));
  if (!dealer) return;
  const [existing] = await db
    .select({ id: configurations.id })
    .from(configurations)
    .where(eq(configurations.dealerId, dealer.id))
    .limit(1);
  if (existing) return;
  const [vehicle] = await db
    .select()
    .from(vehicles)
    .where(
      and(
        eq(vehicles.dealerId, dealer.id),
        eq(vehicles.vehicleCondition, 'new'),
        eq(vehicles.stockStatus, 'in stock'),
      ),
    )
    .orderBy(asc(vehicles.id))
    .limit(1);
  if (!vehicle) return;
  await db.insert(configurations).values({
    dealerId: dealer.id,
    tokenHash: createHash('sha256').update(randomBytes(32).toString('base64url')).digest('hex'),
    data: {
      vehicle_id: vehicle.id,
      vehicle_data: configurationVehicleData(vehicle),
      order_configuration: {
        accessories: [{ sku: 'ACC-MATS-AW' }],
        incentives: [],
        payment_data: { paymentType: 'lease' },
        protection_plans: [],
      },
      dealership_filter: { location: dealer.code },
      salesperson_email: 'rep@maplemotors.example.ca',
    },
  });
}
