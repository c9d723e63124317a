import { describe, expect, it } from 'vitest';
import { isNoLeadBrand, NO_LEAD_OEM_BRANDS, shouldSendLead } from '../../src/rules/roles.ts';

describe('car-maker brands whose staff send no leads', () => {
  it('matches the dealer oem case-insensitively; none, multi-brand or another brand sends', () => {
    expect(NO_LEAD_OEM_BRANDS).toEqual(['volkswagen']);
    expect(isNoLeadBrand('Volkswagen')).toBe(true);
    expect(isNoLeadBrand(' volkswagen ')).toBe(true);
    for (const oem of ['multi', 'Toyota', '', null, undefined]) expect(isNoLeadBrand(oem)).toBe(false);
    expect(
      shouldSendLead({
        authenticated: true,
        has_crm_enabled: true,
        dealerUserOfNoLeadBrand: isNoLeadBrand('Volkswagen'),
      }),
    ).toBe(false);
  });
});
