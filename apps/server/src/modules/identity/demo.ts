/**
 * The embedded development identity provider's names, demo client and demo identities (no import of
 * the provider itself: the seed and the storefront's button read these).
 */
import { LOCAL_ISSUER } from '../../db/identity-schema.ts';

export const DEV_PROVIDER_NAME = 'Demo identity provider (local, for development)';
export const DEV_PROVIDER_PATH = '/dev/identity';
/** The demo client the seed configures for lone_star_motors (development only: no secret worth hiding). */
export const DEV_CLIENT = Object.freeze({
  key: 'demo',
  clientId: 'storefront-local',
  clientSecret: 'storefront-local-development-secret',
  issuer: LOCAL_ISSUER,
});

export interface DemoIdentity {
  sub: string;
  given_name: string;
  family_name: string;
  email: string;
  email_verified: boolean;
}

/** The two demo identities: one whose e-mail the provider has verified, one whose it has not. */
export const DEMO_IDENTITIES: readonly DemoIdentity[] = Object.freeze([
  {
    sub: 'demo-dana-brooks',
    given_name: 'Dana',
    family_name: 'Brooks',
    email: 'dana.brooks@example.com',
    email_verified: true,
  },
  {
    sub: 'demo-riley-parker',
    given_name: 'Riley',
    family_name: 'Parker',
    email: 'riley.parker@example.com',
    email_verified: false,
  },
]);

export function devIssuer(publicOrigin: string): string {
  return `${publicOrigin}${DEV_PROVIDER_PATH}`;
}
