import type { PaymentDisclosure } from '../internal/domain.ts';
import type {
  ConsoleCustomer,
  ConsoleOffer,
  ConsoleOrder,
  InboxAppointment,
  InboxCreditApplication,
  InboxDeposit,
  InboxTestDrive,
  InboxTradeIn,
  OpenedCreditApplication,
  OpeningDay,
} from './types.ts';

export const CUSTOMERS: readonly ConsoleCustomer[] = [
  { id: 1, name_or_email: 'Emily Chen', email: 'emily.chen@example.com', phone: '416-555-0147' },
  { id: 2, name_or_email: 'Marc Leblanc', email: 'marc.leblanc@example.com', phone: '647 555 0112' },
];

export const ORDER: ConsoleOrder = {
  id: 41,
  status: 'initial',
  payment_type: 'finance',
  vehicle: {
    year: 2026,
    make: 'Honda',
    model: 'Civic',
    trim: 'EX',
    vin: '2HGFE2F59TH000001',
    stock_number: 'MM1001',
  },
  progress: {
    accessories: 1,
    protections: 1,
    payment: 1,
    review: 1,
    'trade-in': 2,
    place: 1,
    editor: 1,
  },
  trade_in: { status: 'awaiting_dealer', year: 2020, make: 'Toyota', model: 'Corolla', trim: 'LE' },
  trade_in_offer: null,
  credit_application: { status: 2 },
  deposit: { status: 'pre_authorized', total: 50_000, currency: 'CAD' },
  appointment: { starts_at: '2026-12-02T15:00:00.000Z', location: 'AtDealer' },
};

export const INBOX: readonly InboxTradeIn[] = [
  {
    id: 7,
    order: 41,
    customer: { id: 1, name_or_email: 'Emily Chen' },
    year: 2020,
    make: 'Toyota',
    model: 'Corolla',
    trim: 'LE',
    odometer: 60_000,
    unit: 'km',
    valuation: {
      low: 1_400_000,
      high: 1_650_000,
      currency: 'CAD',
      provider: 'Demo valuation (sandbox estimates)',
    },
  },
];

const STAFF_PHOTOS = '/api/dealer/trade-ins/8/photos';

/** A trade-in 2 in the inbox: four of its six photos (as the staff list names them) and its answers. */
export const INBOX_WITH_PHOTOS: InboxTradeIn = {
  ...(INBOX[0] as InboxTradeIn),
  id: 8,
  order: 42,
  vin: '2HGFC2F56KH512345',
  images: {
    image_front: `${STAFF_PHOTOS}/image_front/?v=1`,
    image_back: `${STAFF_PHOTOS}/image_back/?v=1`,
    image_left: null,
    image_right: `${STAFF_PHOTOS}/image_right/?v=2`,
    image_dashboard: `${STAFF_PHOTOS}/image_dashboard/?v=1`,
    image_seat_interior: null,
  },
  answers: [
    { question: 'involved_in_accident', text: 'Has the vehicle been in an accident?', answer: 'Yes' },
    {
      question: 'making_active_payments',
      text: 'Are you still making payments on it?',
      answer: 'Yes, a loan',
    },
  ],
};

// The console inbox's fixtures (credit applications, deposits, visits).
export const CREDIT_APPLICATIONS: readonly InboxCreditApplication[] = [
  {
    id: 12,
    order: 41,
    customer: 1,
    customer_name: 'Emily Chen',
    vehicle: { year: 2026, make: 'Honda', model: 'Civic', trim: 'EX' },
    status: 2,
    submitted_at: '2026-11-20T15:00:00.000Z',
  },
  {
    id: 13,
    order: 42,
    customer: 2,
    customer_name: 'Marc Leblanc',
    vehicle: { year: 2026, make: 'Toyota', model: 'RAV4', trim: 'XLE' },
    status: 3,
    submitted_at: '2026-11-18T15:00:00.000Z',
  },
];

export const OPENED_CREDIT: OpenedCreditApplication = {
  id: 12,
  status: 2,
  application: {
    primaryApplication: {
      first_name_enc: 'Emily',
      last_name_enc: 'Chen',
      date_of_birth_enc: '1990-04-12',
      email_enc: 'emily.chen@example.com',
      phone_enc: '416-555-0147',
      social_insurance_number_enc: '*** *** 226',
      civic_address_enc: '100 King St W',
      city_enc: 'Toronto',
      province_enc: 'ON',
      postal_code_enc: 'M5V 2T6',
      home_status_enc: 'RE',
      monthly_housing_payment_enc: 185_000,
      employment_status_enc: 'FT',
      employer_enc: 'Maple Bank',
      income_amount_enc: 7_200_000,
      income_frequency_enc: 'annually',
    },
    coApplication: null,
    system: { id: 'dealer-review', name: 'Dealer review (the dealership’s staff decide)', sandbox: false },
  },
};

export const DEPOSITS: readonly InboxDeposit[] = [
  {
    id: 5,
    order: 41,
    status: 'pre_authorized',
    deposit_total: 50_000,
    deposit_method: 'hold',
    currency: 'CAD',
    card: { brand: 'visa', last4: '4242' },
    processor: 'sandbox',
    paid_on: '2026-11-20T15:00:00.000Z',
    customer: { id: 1, name_or_email: 'Emily Chen' },
    vehicle_details: { year: 2026, make: 'Honda', model: 'Civic', trim: 'EX', stock_number: 'MM1001' },
  },
  {
    id: 6,
    order: 42,
    status: 'confirmed',
    deposit_total: 50_000,
    deposit_method: 'charge',
    currency: 'CAD',
    card: { brand: 'Mastercard', last4: '4444' },
    processor: 'sandbox',
    paid_on: '2026-11-19T15:00:00.000Z',
    customer: { id: 2, name_or_email: 'Marc Leblanc' },
    vehicle_details: { year: 2026, make: 'Toyota', model: 'RAV4', trim: 'XLE', stock_number: 'MM1002' },
  },
  {
    id: 4,
    order: 40,
    status: 'refunded',
    deposit_total: 50_000,
    deposit_method: 'charge',
    currency: 'CAD',
    card: { brand: 'Visa', last4: '4242' },
    processor: 'sandbox',
    paid_on: '2026-11-10T15:00:00.000Z',
    customer: { id: 3, name_or_email: 'Hélène Roy' },
    vehicle_details: { year: 2025, make: 'Mazda', model: 'CX-5', trim: 'GS', stock_number: 'MM0990' },
  },
];

export const APPOINTMENT: InboxAppointment = {
  id: 9,
  order: 41,
  customer: { id: 1, name_or_email: 'Emily Chen', phone: '416-555-0147' },
  vehicle: { year: 2026, make: 'Honda', model: 'Civic', trim: 'EX' },
  // 10:00 in Toronto (UTC-5 in December)
  start: '2026-12-02T15:00:00.000Z',
  location: 'AtDealer',
  confirmed: false,
};
export const APPOINTMENTS: readonly InboxAppointment[] = [APPOINTMENT];

export const TEST_DRIVE: InboxTestDrive = {
  id: 3,
  customer: { name: 'Dana Lopez', phone: '416-555-0142' },
  model: { year: 2026, make: 'Honda', name: 'Civic EX' },
  location: 'AtDealer',
  status: 'open',
  start: null,
  created_at: '2026-11-25T15:00:00.000Z',
};
export const TEST_DRIVES: readonly InboxTestDrive[] = [TEST_DRIVE];

export const OPENING_DAYS: readonly OpeningDay[] = [
  {
    date: '2026-12-03',
    slots: [
      { start: '2026-12-03T14:00:00.000Z', time: '09:00' },
      { start: '2026-12-03T14:30:00.000Z', time: '09:30' },
    ],
  },
  { date: '2026-12-06', slots: [] },
];

/** A finance payment's cost of credit, as the domain discloses it (cents). */
export const DISCLOSURE: PaymentDisclosure = {
  paymentType: 'finance',
  aprPercent: 6.49,
  termMonths: 84,
  frequency: 'biweekly',
  paymentCents: 38_912,
  numberOfPayments: 182,
  finalPaymentCents: 38_912,
  derivedFromMonthly: null,
  amountFinancedCents: 3_045_000,
  costOfBorrowingCents: 4_036_984,
  totalOfPaymentsCents: 7_081_984,
  taxesIncluded: true,
  paymentsTaxed: true,
  taxesAtSigningCents: 0,
  dueAtSigningCents: 200_000,
  residualCents: null,
};

/** A lease's: its residual too. */
export const LEASE_DISCLOSURE: PaymentDisclosure = {
  ...DISCLOSURE,
  paymentType: 'lease',
  aprPercent: 4.99,
  termMonths: 48,
  paymentCents: 21_480,
  numberOfPayments: 104,
  finalPaymentCents: 21_480,
  amountFinancedCents: 3_120_000,
  costOfBorrowingCents: 573_920,
  totalOfPaymentsCents: 2_233_920,
  dueAtSigningCents: 21_480,
  residualCents: 1_460_000,
};

/** A dealer's trade-in offer the customer declined, with their reason. */
export const DECLINED_OFFER: ConsoleOffer = {
  value: 1_250_000,
  expires_on: '2026-12-10',
  status: 'declined',
  comments: 'Another dealer offered $14,000.',
};
