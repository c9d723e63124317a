import type { ConsoleCustomer, ConsoleOrder, InboxTradeIn } from './types.ts';

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
  progress: { accessories: 1, protections: 1, payment: 1, review: 1, 'trade-in': 2, place: 1 },
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
