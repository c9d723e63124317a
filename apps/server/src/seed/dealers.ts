import type { dealers } from '../db/schema.ts';
import type { DealerSettings, DealerTheme } from '../db/types.ts';

export type DealerSeed = Omit<typeof dealers.$inferInsert, 'id' | 'createdAt'> & { code: string };

const CONSENTS: DealerSettings['consents'] = {
  dealer_marketing: {
    enabled: 'OPTIONAL_CONSENT',
    text: {
      en: 'I agree to receive news and offers from the dealership by e-mail, phone or text message.',
      fr: 'J’accepte de recevoir des nouvelles et des offres du concessionnaire par courriel, téléphone ou texto.',
    },
  },
  dealer_data_collection: {
    enabled: 'REQUIRED_CONSENT',
    text: {
      en: 'I agree that the dealership collects and uses my information to prepare my deal.',
      fr: 'J’accepte que le concessionnaire recueille et utilise mes renseignements pour préparer ma transaction.',
    },
  },
};

function theme(
  code: string,
  colours: Pick<DealerTheme, 'button_cta_color' | 'header_background_color' | 'header_elements_color'>,
  footers: { en: string; fr: string },
): DealerTheme {
  return {
    logo: `/media/dealers/${code}/logo.svg`,
    // No partner brand beside the dealer's logo (the compact badge is the logo's own badge).
    secondary_logo: '',
    custom_footer_en: footers.en,
    custom_footer_fr: footers.fr,
    use_alternative_color_for_header_cta: false,
    vehicle_placeholder_image: '/media/placeholder.svg',
    ...colours,
  };
}

function baseSettings(
  overrides: Partial<DealerSettings> & Pick<DealerSettings, 'theme' | 'locales'>,
): DealerSettings {
  return {
    custom_copy: {},
    stylesheet_url: '',
    organization_stylesheet_url: '',
    privacy_policy: '',
    terms_and_conditions_link: '',
    contact_button_title: '',
    show_contact_button_transactional: true,
    show_dealership_address_in_header: true,
    show_vehicle_list: true,
    compulsory_login: false,
    mandatory_names: false,
    enable_phone_auth: true,
    mandatory_phone_auth: false,
    enable_customer_preferred_method_of_contact: true,
    vdp_flow: 'modular',
    enable_tbyb: false,
    enable_volkswagen_id: false,
    has_crm_enabled: true,
    crm_email: '',
    has_multi_dealerships: false,
    customer_messaging: null,
    // A credit bureau: decided by the embedded sandbox bureau (its test identities give each status).
    credit_application_system: 'EQUIFAX',
    spin_car_enabled: false,
    use_postal_code: true,
    display_unsupported_browser_message: true,
    oem_mitz_third_party_header: false,
    disclosure_pricing_footer: {},
    disclosure_payment_step: {},
    dealer_ga_key: '',
    dealer_ga4_keys: [],
    enable_default_google_analytics: false,
    // The demo dealers take part in the analytics layer (the storefront's data layer; no script from
    // another host) without asking consent first; a dealer that must ask stores REQUIRED_CONSENT.
    analytics_participation: true,
    analytics_consent: 'NO_CONSENT',
    financing_default_payment_type: 'finance',
    trade_in_system: 'CBB',
    trade_in_system_variant: 'v2',
    bounce_recovery_rules: [],
    default_custom_bounce_recovery_url: '',
    bounce_recovery_width: 640,
    bounce_recovery_height: 480,
    enable_bounce_recovery: true,
    enable_custom_bounce_recovery: false,
    hide_virtual_vin: true,
    showroom_logo_redirect: '',
    new_cars_link: '',
    used_cars_link: '',
    payment_system: 'MS',
    incentives_enabled: true,
    deposit: true,
    deposit_settings: {
      amount: 50000,
      cancellation_fee: 0,
      method: 'hold',
      fee_mode: 'Charge Processing + Fixed Fee',
      processing_fee_bp: 290,
      fixed_fee: 30,
    },
    disclaimers: [],
    consents: CONSENTS,
    disclosure_tokenization: true,
    deposit_terms: {},
    mandatory_ssn: false,
    mandatory_secondary_phone: false,
    is_credit_application_gender_enc_optional: true,
    currency_unit: 'CAD',
    length_unit: 'km',
    credit_scores_enabled: false,
    hours: {},
    ...overrides,
  };
}

const HOURS_EN = {
  monday: '9:00-20:00',
  tuesday: '9:00-20:00',
  wednesday: '9:00-20:00',
  thursday: '9:00-20:00',
  friday: '9:00-18:00',
  saturday: '9:00-17:00',
  sunday: 'closed',
};

export const DEMO_DEALERS: readonly DealerSeed[] = [
  {
    code: 'maple_motors',
    uid: '6f1d3c1e-2b7a-4c55-9a51-0d6c3f0a1001',
    name: 'Maple Motors',
    organization: 'Maple Auto Group',
    website: 'https://maplemotors.example.ca/',
    oem: 'multi',
    oemCode: 'MAPLE01',
    country: 'CA',
    provinceCode: 'ON',
    city: 'Toronto',
    postalCode: 'M5V 2T6',
    fullAddress: '350 King Street West, Toronto, ON M5V 2T6',
    phone: '416-555-0134',
    email: 'sales@maplemotors.example.ca',
    latitude: 43.6456,
    longitude: -79.3917,
    timezone: 'America/Toronto',
    allowedLanguages: ['en', 'fr'],
    frameAncestors: ['https://maplemotors.example.ca'],
    isDefault: true,
    // The demo third-party scripts the dev pages serve (DEV_PAGES=1; answered by /settings/ only there),
    // stand-ins for a monitoring, an experiment, a LivePerson chat and a survey vendor. The other demo
    // dealers store none.
    thirdPartyScripts: {
      monitoring: { url: '/dev/third-party/monitoring.js', key: 'demo-monitoring-maple' },
      experiment: { url: '/dev/third-party/experiment.js', key: 'demo-experiment-maple' },
      chat: { provider: 'LIVEPERSON', url: '/dev/third-party/chat.js', account: 'demo-maple-1' },
      survey: { url: '/dev/third-party/survey.js' },
    },
    settings: baseSettings({
      locales: ['en-CA', 'fr-CA'],
      theme: theme(
        'maple_motors',
        { button_cta_color: '#C8102E', header_background_color: '#FFFFFF', header_elements_color: '#1F2937' },
        {
          en: 'Maple Motors · 350 King Street West, Toronto · OMVIC registered dealer',
          fr: 'Maple Motors · 350, rue King Ouest, Toronto · Commerçant inscrit auprès de l’OMVIC',
        },
      ),
      full_address: {
        en: '350 King Street West, Toronto, ON M5V 2T6',
        fr: '350, rue King Ouest, Toronto (Ontario)  M5V 2T6',
      },
      privacy_policy: 'https://maplemotors.example.ca/privacy/',
      terms_and_conditions_link: 'https://maplemotors.example.ca/terms/',
      contact_button_title: { 'en-CA': 'Check availability', 'fr-CA': 'Vérifier la disponibilité' },
      // Custom copy: message id -> language -> text (the vehicle list's title here).
      custom_copy: {
        'inventory.title': {
          en: 'Build your deal online at Maple Motors',
          fr: 'Préparez votre achat en ligne chez Maple Motors',
        },
      },
      disclaimers: [
        {
          superscript: '*',
          value: {
            en: 'Prices exclude HST and licensing. Freight, PDI and the OMVIC fee are included. Payments are estimates on approved credit; they include taxes only where shown as “Taxes included”.',
            fr: 'Les prix excluent la TVH et l’immatriculation. Le transport, la préparation et les frais OMVIC sont inclus. Les paiements sont des estimations sur approbation du crédit. Ils n’incluent les taxes que lorsqu’il est indiqué «\u00a0Taxes incluses\u00a0».',
          },
          hide_number_near_text: false,
          is_expanded: false,
        },
      ],
      disclosure_pricing_footer: {
        en: 'All-in pricing as required by OMVIC, excluding HST and licensing.',
        fr: 'Prix tout compris selon l’OMVIC, excluant la TVH et l’immatriculation.',
      },
      crm_email: 'leads@maplemotors.example.ca',
      bounce_recovery_rules: [
        {
          language: 'any',
          layout: 'desktop',
          order_in_progress: 'no',
          session_state: 'new',
          vehicle_condition: 'any',
          url: 'https://maplemotors.example.ca/exit-offer/',
        },
      ],
      deposit_terms: {
        en: 'Your refundable deposit holds the vehicle for 72 hours.',
        fr: 'Votre dépôt remboursable réserve le véhicule pendant 72 heures.',
      },
      new_cars_link: 'https://maplemotors.example.ca/new/',
      used_cars_link: 'https://maplemotors.example.ca/used/',
      hours: HOURS_EN,
      appointment_delivery_option: 'DEALER_AND_HOME',
    }),
  },
  {
    code: 'riviere_auto',
    uid: '6f1d3c1e-2b7a-4c55-9a51-0d6c3f0a1002',
    name: 'Rivière Auto',
    organization: 'Groupe Rivière',
    website: 'https://riviereauto.example.ca/',
    oem: 'multi',
    oemCode: 'RIV002',
    country: 'CA',
    provinceCode: 'QC',
    city: 'Montréal',
    postalCode: 'H2X 1Y4',
    fullAddress: '1250, boulevard Saint-Laurent, Montréal (Québec) H2X 1Y4',
    phone: '514-555-0178',
    email: 'ventes@riviereauto.example.ca',
    latitude: 45.5099,
    longitude: -73.5636,
    timezone: 'America/Toronto',
    allowedLanguages: ['fr', 'en'],
    frameAncestors: ['https://riviereauto.example.ca'],
    isDefault: false,
    settings: baseSettings({
      locales: ['fr-CA', 'en-CA'],
      // Listed on a classified-ads marketplace with a try-before-you-buy offer (spec 1 §2 marketplace
      // mode): shown when the shopper arrives from it; its listing pages' frames see prices unlocked.
      marketplace: {
        enabled: true,
        name: 'AutoAnnonces',
        url: 'https://autoannonces.example.ca/concessionnaires/riviere-auto/',
        logo: '/marketplace/autoannonces-en.svg',
        logo_fr: '/marketplace/autoannonces-fr.svg',
        phone: '1-888-555-0142',
        hours: { en: 'Mon–Fri 9 a.m.–6 p.m.', fr: 'lun. au ven., 9 h à 18 h' },
        tbyb_enabled: true,
        tbyb_terms: {
          en: 'Drive it for 7 days or 500 km. Not for you? Bring it back for a full refund of the price.',
          fr: 'Conduisez-le 7 jours ou 500 km. Il ne vous convient pas\u202f? Rapportez-le et le prix vous est remboursé.',
        },
        listing_partner_origins: ['https://autoannonces.example.ca'],
      },
      theme: theme(
        'riviere_auto',
        { button_cta_color: '#0055A4', header_background_color: '#0B2545', header_elements_color: '#FFFFFF' },
        {
          en: 'Rivière Auto · 1250 Saint-Laurent Boulevard, Montréal · OPC licence holder',
          fr: 'Rivière Auto · 1250, boulevard Saint-Laurent, Montréal · Titulaire d’un permis de l’OPC',
        },
      ),
      privacy_policy: 'https://riviereauto.example.ca/confidentialite/',
      terms_and_conditions_link: 'https://riviereauto.example.ca/conditions/',
      contact_button_title: { 'fr-CA': 'Nous joindre', 'en-CA': 'Contact us' },
      compulsory_login: true,
      mandatory_names: true,
      vdp_flow: 'checkout',
      disclaimers: [
        {
          superscript: '*',
          value: {
            fr: 'Prix du véhicule excluant la TPS et la TVQ. Transport et préparation inclus. Les paiements sont des estimations sur approbation du crédit. Ils incluent les taxes lorsqu’il est indiqué «\u00a0Taxes incluses\u00a0».',
            en: 'Vehicle prices exclude GST and QST; freight and PDI included. Payments are estimates on approved credit; they include taxes where shown as “Taxes included”.',
          },
          hide_number_near_text: false,
          is_expanded: true,
        },
      ],
      has_crm_enabled: false,
      hide_virtual_vin: false,
      payment_system: 'PC',
      // Credit applications through a deal API (the embedded dealer review: the dealership's staff decide), in
      // French with the Québec housing-payment label (the lease disbursements are asked only when the
      // credit system is none, which offers no application: spec 3 §5).
      credit_application_system: 'DEAL_API',
      hours: HOURS_EN,
    }),
  },
  {
    code: 'lone_star_motors',
    uid: '6f1d3c1e-2b7a-4c55-9a51-0d6c3f0a1003',
    name: 'Lone Star Motors',
    organization: 'Lone Star Automotive',
    website: 'https://lonestarmotors.example.com/',
    oem: 'multi',
    oemCode: 'LSM003',
    country: 'US',
    provinceCode: 'TX',
    city: 'Austin',
    postalCode: '78704',
    fullAddress: '2100 South Lamar Boulevard, Austin, TX 78704',
    phone: '512-555-0199',
    email: 'sales@lonestarmotors.example.com',
    latitude: 30.2466,
    longitude: -97.7696,
    timezone: 'America/Chicago',
    allowedLanguages: ['en'],
    frameAncestors: ['https://lonestarmotors.example.com'],
    isDefault: false,
    settings: baseSettings({
      // Levels per dealer and kind: the manufacturer's marketing is not asked here (NO_CONSENT, never
      // shown nor kept), its data collection is optional.
      consents: {
        ...CONSENTS,
        oem_marketing: {
          enabled: 'NO_CONSENT',
          text: {
            en: 'I agree to receive offers from the manufacturer.',
            fr: 'J’accepte de recevoir les offres du constructeur.',
          },
        },
        oem_data_collection: {
          enabled: 'OPTIONAL_CONSENT',
          text: {
            en: 'I agree that the manufacturer receives my deal to improve its vehicles and services.',
            fr: 'J’accepte que le constructeur reçoive ma transaction pour améliorer ses véhicules et ses services.',
          },
        },
        // The contact forms' own (`contact_*`, asked there only): data collection required,
        // marketing optional. Databases seeded before get them from migration 0020.
        contact_marketing: {
          enabled: 'OPTIONAL_CONSENT',
          text: {
            en: 'I agree to receive news and offers from the dealership by e-mail, phone or text message about my request.',
            fr: 'J’accepte de recevoir des nouvelles et des offres du concessionnaire par courriel, téléphone ou texto au sujet de ma demande.',
          },
        },
        contact_data_collection: {
          enabled: 'REQUIRED_CONSENT',
          text: {
            en: 'I agree that the dealership keeps my request and my contact information to answer me.',
            fr: 'J’accepte que le concessionnaire conserve ma demande et mes coordonnées pour me répondre.',
          },
        },
      },
      locales: ['en-US'],
      theme: theme(
        'lone_star_motors',
        { button_cta_color: '#BF5700', header_background_color: '#1C1C1C', header_elements_color: '#F5F5F5' },
        { en: 'Lone Star Motors · 2100 South Lamar Blvd, Austin, TX · Texas DMV licensed dealer', fr: '' },
      ),
      privacy_policy: 'https://lonestarmotors.example.com/privacy/',
      terms_and_conditions_link: 'https://lonestarmotors.example.com/terms/',
      contact_button_title: { 'en-US': 'Get ePrice', 'fr-CA': 'Obtenir le prix' },
      custom_copy: {
        'inventory.title': { en: 'Everything is bigger at Lone Star Motors, except the paperwork' },
      },
      disclaimers: [
        {
          superscript: '*',
          value: {
            en: 'Price excludes tax, title, license and registration; the $150 documentary fee is included in the price shown. Payments are estimates on approved credit.',
          },
          hide_number_near_text: false,
          is_expanded: false,
        },
      ],
      crm_email: 'leads@lonestarmotors.example.com',
      credit_application_system: 'ROUTEONE',
      incentives_enabled: false,
      mandatory_ssn: true,
      payment_system: 'SF',
      currency_unit: 'USD',
      length_unit: 'mi',
      credit_scores_enabled: true,
      financing_default_payment_type: 'finance',
      // The identity-login dealer (its provider: seed.ts) takes the variant's deposit steps, place-vw,
      // review-vw and confirmation-vw (spec 2 §2): the variant is the manufacturer's identity login.
      enable_volkswagen_id: true,
      deposit_settings: {
        amount: 50000,
        cancellation_fee: 0,
        method: 'capture',
        fee_mode: 'Charge Fixed Fee',
        processing_fee_bp: 0,
        fixed_fee: 500,
      },
      hours: HOURS_EN,
    }),
  },
];

export interface StaffSeed {
  dealerCode: string;
  role: string;
  email: string;
  firstName: string;
  lastName: string;
  isSuperAdmin?: boolean;
}

/** One password for every demo staff account; documented in apps/server/README.md. */
export const DEMO_STAFF_PASSWORD = 'demo-staff-2026';

export const DEMO_STAFF: readonly StaffSeed[] = [
  {
    dealerCode: 'maple_motors',
    role: 'dealer_sales_rep',
    email: 'rep@maplemotors.example.ca',
    firstName: 'Priya',
    lastName: 'Natarajan',
  },
  {
    dealerCode: 'maple_motors',
    role: 'dealer_sales_manager',
    email: 'manager@maplemotors.example.ca',
    firstName: 'Daniel',
    lastName: 'Okafor',
  },
  {
    dealerCode: 'maple_motors',
    role: 'dealer_admin',
    email: 'admin@maplemotors.example.ca',
    firstName: 'Sarah',
    lastName: 'MacDonald',
  },
  {
    dealerCode: 'maple_motors',
    role: 'organization_assistant',
    email: 'assistant@mapleautogroup.example.ca',
    firstName: 'Kevin',
    lastName: 'Tran',
  },
  {
    dealerCode: 'maple_motors',
    role: 'organization_admin',
    email: 'orgadmin@mapleautogroup.example.ca',
    firstName: 'Linda',
    lastName: 'Fraser',
  },
  {
    dealerCode: 'riviere_auto',
    role: 'dealer_sales_rep',
    email: 'representant@riviereauto.example.ca',
    firstName: 'Mathieu',
    lastName: 'Gagnon',
  },
  {
    dealerCode: 'riviere_auto',
    role: 'dealer_sales_manager',
    email: 'directeur@riviereauto.example.ca',
    firstName: 'Isabelle',
    lastName: 'Tremblay',
  },
  {
    dealerCode: 'riviere_auto',
    role: 'dealer_admin',
    email: 'admin@riviereauto.example.ca',
    firstName: 'Julie',
    lastName: 'Bouchard',
  },
  {
    dealerCode: 'lone_star_motors',
    role: 'dealer_sales_rep',
    email: 'rep@lonestarmotors.example.com',
    firstName: 'Cody',
    lastName: 'Ramirez',
  },
  {
    dealerCode: 'lone_star_motors',
    role: 'dealer_sales_manager',
    email: 'manager@lonestarmotors.example.com',
    firstName: 'Ashley',
    lastName: 'Nguyen',
  },
  {
    dealerCode: 'lone_star_motors',
    role: 'dealer_admin',
    email: 'admin@lonestarmotors.example.com',
    firstName: 'Travis',
    lastName: 'Holloway',
  },
  {
    dealerCode: 'maple_motors',
    role: 'super_admin',
    email: 'superadmin@storefront.example.com',
    firstName: 'Alex',
    lastName: 'Morgan',
    isSuperAdmin: true,
  },
];

export interface CustomerSeed {
  dealerCode: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  postalCode: string;
}

export const DEMO_CUSTOMERS: readonly CustomerSeed[] = [
  {
    dealerCode: 'maple_motors',
    email: 'emily.chen@example.com',
    firstName: 'Emily',
    lastName: 'Chen',
    phone: '416-555-0147',
    postalCode: 'M4C 1B5',
  },
  {
    dealerCode: 'maple_motors',
    email: 'marc.leblanc@example.com',
    firstName: 'Marc',
    lastName: 'Leblanc',
    phone: '647-555-0112',
    postalCode: 'M6H 2Z8',
  },
  {
    dealerCode: 'riviere_auto',
    email: 'sophie.roy@example.com',
    firstName: 'Sophie',
    lastName: 'Roy',
    phone: '514-555-0163',
    postalCode: 'H2J 3K5',
  },
  {
    dealerCode: 'lone_star_motors',
    email: 'jake.miller@example.com',
    firstName: 'Jake',
    lastName: 'Miller',
    phone: '512-555-0121',
    postalCode: '78745',
  },
];
