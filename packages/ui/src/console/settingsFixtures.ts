import type { SettingsVersion, StorefrontSettings } from '@storefront/domain';

/** A Canadian dealer's settings as `GET /api/dealer/settings/` answers them (stories). */
export const SETTINGS: StorefrontSettings = {
  theme: {
    button_cta_color: '#C8102E',
    header_background_color: '#FFFFFF',
    header_elements_color: '#1F2937',
    use_alternative_color_for_header_cta: false,
  },
  custom_copy: [
    {
      id: 'inventory.title',
      text: { 'en-CA': 'Build your deal online', 'fr-CA': 'Préparez votre achat en ligne' },
    },
  ],
  disclaimers: [{ superscript: '*', text: { 'en-CA': 'Prices exclude HST and licensing.' } }],
  payment: {
    frequencies: ['biweekly', 'monthly'],
    default_frequency: 'biweekly',
    finance: {
      terms: [48, 72],
      default_term: 72,
      rates: [
        { condition: 'new', term: 48, apr: 4.99 },
        { condition: 'new', term: 72, apr: 5.99 },
        { condition: 'used', term: 48, apr: 6.99 },
        { condition: 'used', term: 72, apr: 7.99 },
      ],
    },
    lease: { terms: [36], default_term: 36, rates: [{ condition: 'new', term: 36, apr: 3.49 }] },
    fees: [
      {
        code: 'admin_fee',
        name: { 'en-CA': 'Administration fee', 'fr-CA': 'Frais d’administration' },
        amount_cents: 69_900,
        taxable: true,
      },
    ],
    deposit: { enabled: true, amount_cents: 50_000, cancellation_fee_cents: 0, mode: 'hold' },
  },
  embedding_origins: ['https://www.example.com'],
  flow: { vdp_flow: 'checkout', trade_in_system: 'CBB', credit_application_system: 'EQUIFAX' },
  logos: { primary: null, secondary: null },
  consents: [
    {
      key: 'dealer_marketing',
      level: 'OPTIONAL_CONSENT',
      text: {
        'en-CA': 'I agree to receive news and offers from the dealership.',
        'fr-CA': 'J’accepte de recevoir des nouvelles et des offres du concessionnaire.',
      },
    },
    {
      key: 'dealer_data_collection',
      level: 'REQUIRED_CONSENT',
      text: {
        'en-CA': 'I agree that the dealership uses my information to prepare my deal.',
        'fr-CA': 'J’accepte que le concessionnaire utilise mes renseignements pour préparer ma transaction.',
      },
    },
  ],
};

export const VERSIONS: readonly SettingsVersion[] = [
  {
    version: 3,
    created_at: '2026-11-20T15:30:00Z',
    actor: { id: 3, name: 'Dana Admin' },
    changed: ['payment.finance', 'payment.deposit'],
    restored_from: null,
  },
  {
    version: 2,
    created_at: '2026-11-18T14:05:00Z',
    actor: { id: 3, name: 'Dana Admin' },
    changed: ['theme'],
    restored_from: null,
  },
  { version: 1, created_at: '2026-11-18T14:05:00Z', actor: null, changed: [], restored_from: null },
];
