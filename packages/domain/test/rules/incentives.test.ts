import { describe, expect, it } from 'vitest';
import {
  conditionalIncentiveSelection,
  INCENTIVE_AUDIENCES,
  type Incentive,
  incentiveNeedsQualification,
} from '../../src/index.ts';

function incentive(id: number, audience: Incentive['audience'], is_conditional = true): Incentive {
  return {
    id,
    name: `Incentive ${id}`,
    type: 'rebate',
    group: 'other',
    audience,
    amount: 50000,
    is_post_tax: false,
    is_conditional,
  };
}

const none = { selectedIds: [], autoIds: [], declinedIds: [] };

describe('incentives a shopper must qualify for', () => {
  it('are the loyalty, grad, conquest, military, mobility, costco and other audiences', () => {
    expect(INCENTIVE_AUDIENCES.filter(incentiveNeedsQualification)).toEqual([
      'loyalty',
      'grad',
      'conquest',
      'military',
      'mobility',
      'costco',
      'other',
    ]);
  });
});

describe('conditional incentives auto-selected from the payment details', () => {
  const payment = {
    has_conditional_incentives: true,
    incentives: [
      incentive(1, 'all'),
      incentive(2, 'loyalty'),
      incentive(3, 'ev'),
      incentive(4, 'normal', false),
    ],
  };

  it('selects the open conditional incentives the payment names, never one the shopper must qualify for', () => {
    expect(conditionalIncentiveSelection({ payment, configured: false, ...none })).toEqual({
      selectedIds: [1, 3],
      autoIds: [1, 3],
    });
  });

  it('selects nothing when a configuration exists', () => {
    expect(conditionalIncentiveSelection({ payment, configured: true, ...none })).toEqual({
      selectedIds: [],
      autoIds: [],
    });
  });

  it('selects nothing when the payment has no conditional incentives', () => {
    expect(
      conditionalIncentiveSelection({
        payment: { ...payment, has_conditional_incentives: false },
        configured: false,
        ...none,
      }),
    ).toEqual({ selectedIds: [], autoIds: [] });
    expect(conditionalIncentiveSelection({ payment: undefined, configured: false, ...none })).toEqual({
      selectedIds: [],
      autoIds: [],
    });
  });

  it('does not select again one the shopper removed, and keeps the shopper’s own choices', () => {
    expect(
      conditionalIncentiveSelection({
        payment,
        configured: false,
        selectedIds: [2, 3],
        autoIds: [3],
        declinedIds: [1],
      }),
    ).toEqual({ selectedIds: [2, 3], autoIds: [3] });
  });

  it('drops an automatic one the new payment no longer names (a payment type change), not a chosen one', () => {
    expect(
      conditionalIncentiveSelection({
        payment: { has_conditional_incentives: true, incentives: [incentive(2, 'loyalty')] },
        configured: false,
        selectedIds: [1, 2, 5],
        autoIds: [1],
        declinedIds: [],
      }),
    ).toEqual({ selectedIds: [2, 5], autoIds: [] });
  });

  it('an automatic one the shopper then chose stays when the payment stops naming it', () => {
    expect(
      conditionalIncentiveSelection({
        payment: { has_conditional_incentives: false, incentives: [] },
        configured: false,
        selectedIds: [1],
        autoIds: [],
        declinedIds: [],
      }),
    ).toEqual({ selectedIds: [1], autoIds: [] });
  });
});
