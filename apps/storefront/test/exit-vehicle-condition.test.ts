import type { BounceRecoveryRule } from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import { bounceContext, exitModalFor } from '../src/features/exit-intent/exitIntent.ts';

// The dealer's custom exit page by the condition of the vehicle on screen (spec 1 section 4:
// "Vehicle condition must equal the current vehicle's").

const rule = (vehicle_condition: BounceRecoveryRule['vehicle_condition'], url: string): BounceRecoveryRule =>
  ({
    language: 'any',
    layout: 'any',
    order_in_progress: 'any',
    session_state: 'any',
    vehicle_condition,
    url,
  }) as BounceRecoveryRule;

const dealer = {
  enable_custom_bounce_recovery: true,
  bounce_recovery_rules: [
    rule('used', 'https://dealer.example.com/used-exit/'),
    rule('new', 'https://dealer.example.com/new-exit/'),
  ],
  default_custom_bounce_recovery_url: 'https://dealer.example.com/default-exit/',
  bounce_recovery_width: 640,
  bounce_recovery_height: 480,
};

const page = { locale: 'en-CA', viewportWidth: 1280, hasOrders: false, authenticated: false };
const urlFor = (vehicle: { vehicle_condition: string } | null) => {
  const modal = exitModalFor(dealer, bounceContext({ ...page, vehicle }));
  return modal.kind === 'custom' ? modal.url : null;
};

describe("exit page by the current vehicle's condition", () => {
  it('matches a used vehicle to the used rule and a new one to the new rule', () => {
    expect(urlFor({ vehicle_condition: 'used' })).toBe('https://dealer.example.com/used-exit/');
    expect(urlFor({ vehicle_condition: 'new' })).toBe('https://dealer.example.com/new-exit/');
  });

  it('falls back to the default page away from a vehicle (no condition to match)', () => {
    expect(urlFor(null)).toBe('https://dealer.example.com/default-exit/');
  });

  it('reads the rest of the context from the page: French, mobile under 768 px, orders, session', () => {
    expect(
      bounceContext({
        locale: 'fr-CA',
        viewportWidth: 767,
        hasOrders: true,
        authenticated: true,
        vehicle: { vehicle_condition: 'used' },
      }),
    ).toEqual({
      language: 'fr',
      layout: 'mobile',
      hasOrders: true,
      hasUser: true,
      newlyAuthenticated: false,
      vehicleCondition: 'used',
    });
  });
});
