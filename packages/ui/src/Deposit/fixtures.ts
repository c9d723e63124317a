import type { SelectOption } from '../SelectField/SelectField.tsx';
import type { DepositAmounts, PlacedDeposit } from './types.ts';

/** Story data: a Canadian dealer's deposit ($500 plus 2.9 % + $0.30), provinces, a placed deposit. */
export const PROVINCES: readonly SelectOption[] = [
  { id: 'AB', label: 'Alberta' },
  { id: 'BC', label: 'British Columbia' },
  { id: 'ON', label: 'Ontario' },
  { id: 'QC', label: 'Quebec' },
];
export const PROVINCES_FR: readonly SelectOption[] = [
  { id: 'AB', label: 'Alberta' },
  { id: 'BC', label: 'Colombie-Britannique' },
  { id: 'ON', label: 'Ontario' },
  { id: 'QC', label: 'Québec' },
];
export const STATES: readonly SelectOption[] = [
  { id: 'CA', label: 'California' },
  { id: 'NY', label: 'New York' },
  { id: 'TX', label: 'Texas' },
];

export const DETAILS: DepositAmounts = {
  deposit_amount: 50_000,
  deposit_fee: 1_480,
  deposit_total: 51_480,
  deposit_cancellation_fee: 0,
  deposit_method: 'hold',
  fee_mode: 'Charge Processing Fee',
  currency: 'CAD',
};

export const HELD: PlacedDeposit = {
  ...DETAILS,
  status: 'pre_authorized',
  reference: 'dep_42',
  processor: 'sandbox',
  paid_on: '2026-12-21T15:30:00Z',
  given_back_on: null,
  dealer_name: 'Maple Motors',
  time_zone: 'America/Toronto',
  card: { brand: 'visa', last4: '4242' },
};

export const CHARGED: PlacedDeposit = {
  ...HELD,
  status: 'confirmed',
  deposit_method: 'capture',
  deposit_fee: 0,
  deposit_total: 50_000,
  deposit_cancellation_fee: 10_000,
  fee_mode: 'No Fee',
};
