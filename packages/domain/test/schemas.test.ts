import { describe, expect, it } from 'vitest';
import {
  ADDRESS_TYPE_VALUES,
  applicantSchema,
  blackBookValuationSchema,
  bounceRecoveryRuleSchema,
  buildStateSchema,
  CONSENT_LEVELS,
  CREDIT_APPLICATION_STATUSES,
  configurationSchema,
  consentDefinitionSchema,
  DELIVERY_OPTIONS,
  DEPOSIT_CODES,
  DEPOSIT_FEE_MODES,
  dealerSchema,
  depositDetailsSchema,
  depositFormSchema,
  EMPLOYMENT_TYPES,
  emailSchema,
  feedbackAnswersSchema,
  HOME_STATUS_VALUES,
  INCENTIVE_AUDIENCES,
  incentiveSchema,
  listSchema,
  ORDER_STATUSES,
  ORDER_TYPES,
  orderSchema,
  PAYMENT_INTENT_STATUSES,
  paymentDetailsSchema,
  phoneSchemaFor,
  postalCodeSchemaFor,
  praqFlowSchema,
  pricingStackEntrySchema,
  protectionPlanSchema,
  ROLES,
  STOCK_STATUSES,
  searchFiltersSchema,
  TRADE_IN_IMAGE_FIELDS,
  TRADE_IN_STATUSES,
  testDriveBookingSchema,
  themeSettingsSchema,
  tradeIn2Schema,
  tradeInDeclineSchema,
  tradeInSchema,
  userSchema,
  vehicleSchema,
  vinSchema,
} from '../src/schemas/index.ts';

export const vehicle = {
  id: 1,
  uid: 'v-1',
  make: 'Volkswagen',
  model: 'Tiguan',
  year: 2026,
  vehicle_condition: 'new',
  is_new: true,
  is_used: false,
  is_cpo: false,
  is_certified: false,
  stock_status: 'in stock',
  listing_price: 4_199_500,
  formatted_name: '2026 Volkswagen Tiguan',
  images: [{ image: 'https://cdn.example/1.jpg', source: 'feed' }],
};

export const dealer = {
  uid: 'd-1',
  name: 'Demo Motors',
  country: 'CA',
  province_code: 'QC',
  postal_code: 'H2X 1Y4',
  allowed_languages: ['en', 'fr'],
  theme: {},
  vdp_flow: 'modular',
  credit_application_system: 'NULL',
  financing_default_payment_type: 'finance',
  trade_in_system: 'CBB',
};

describe('enumerations exactly as the spec names them', () => {
  it('lists order statuses, types, deposit codes and intents', () => {
    expect(ORDER_TYPES).toEqual([
      'deposit',
      'aftermarket',
      'configure',
      'trade-in',
      'finance',
      'appointment',
    ]);
    expect(ORDER_STATUSES).toHaveLength(17);
    expect(ORDER_STATUSES).toContain('hidden-awaiting-decision');
    expect(DEPOSIT_CODES).toEqual({ CREATED: 'NEW', READY: 'RDY', APPLIED: 'LIVE', DENIED: 'DENY' });
    expect(PAYMENT_INTENT_STATUSES).toHaveLength(9);
    expect(DEPOSIT_FEE_MODES).toContain('Charge Processing + Fixed Fee');
    expect(DELIVERY_OPTIONS).toEqual(['NONE', 'DEALER_ONLY', 'DEALER_AND_HOME']);
  });
  it('lists trade-in and credit-app enumerations', () => {
    expect(TRADE_IN_STATUSES).toEqual([
      'draft',
      'awaiting_dealer',
      'awaiting_customer',
      'included',
      'excluded',
    ]);
    expect(TRADE_IN_IMAGE_FIELDS).toHaveLength(6);
    expect(EMPLOYMENT_TYPES).toEqual(['FT', 'FTP', 'PTC', 'PTR', 'RET', 'SEAS', 'SEAW', 'SE']);
    expect(ADDRESS_TYPE_VALUES).toEqual(['ST', 'PB', 'RR']);
    expect(HOME_STATUS_VALUES).toEqual(['OW', 'RE', 'OT']);
    expect(CREDIT_APPLICATION_STATUSES).toEqual({
      AWAITING_CUSTOMER: 1,
      AWAITING_DEALER: 2,
      COMPLETE: 3,
      DECLINED: 4,
      FURTHER_VERIFICATION: 5,
    });
    expect(CONSENT_LEVELS).toEqual(['NO_CONSENT', 'OPTIONAL_CONSENT', 'REQUIRED_CONSENT']);
  });
  it('lists roles, stock statuses and incentive audiences', () => {
    expect(ROLES).toHaveLength(8);
    expect(STOCK_STATUSES).toHaveLength(9);
    expect(INCENTIVE_AUDIENCES).toHaveLength(12);
  });
});

describe('entity schemas', () => {
  it('parses a vehicle and refuses a float price', () => {
    expect(vehicleSchema.parse(vehicle).listing_price).toBe(4_199_500);
    expect(vehicleSchema.safeParse({ ...vehicle, listing_price: 41995.5 }).success).toBe(false);
  });
  it('parses a dealer with defaults for every flag', () => {
    const d = dealerSchema.parse(dealer);
    expect(d.compulsory_login).toBe(false);
    expect(d.bounce_recovery_rules).toEqual([]);
    expect(d.theme.use_alternative_color_for_header_cta).toBe(false);
    expect(dealerSchema.safeParse({ ...dealer, vdp_flow: 'other' }).success).toBe(false);
    expect(dealerSchema.safeParse({ ...dealer, allowed_languages: [] }).success).toBe(false);
  });
  it('parses a user and an order', () => {
    const user = userSchema.parse({
      id: 3,
      uid: 'u',
      first_name: 'Jo',
      last_name: null,
      full_name: null,
      name_or_email: 'Jo',
      email: 'jo@example.com',
      role: 'customer',
    });
    expect(user.is_super_admin).toBe(false);
    const order = orderSchema.parse({
      id: 9,
      vehicle,
      payment_type: 'finance',
      sections: ['build-and-price', 'deposit'],
    });
    expect(order.payment_type_settings).toEqual({ trade_in_credit: 0, trade_in_owing: 0 });
    expect(order.progress).toEqual({});
    expect(
      orderSchema.safeParse({ id: 9, vehicle, payment_type: 'finance', sections: [], progress: { a: 7 } })
        .success,
    ).toBe(false);
    expect(listSchema(vehicleSchema).parse({ results: [vehicle], count: 1 }).count).toBe(1);
  });
  it('parses payment details with a nested pricing stack', () => {
    const pd = paymentDetailsSchema.parse({
      id: 'finance',
      is_active: true,
      include_tax: true,
      term: 60,
      rate: 5.9,
      total_purchase_price: 4_000_000,
      down_payment: null,
      payment: 35_000,
      payment_frequency: 'biweekly',
      payment_frequency_choices: [{ value: 'monthly' }, { value: 'biweekly' }],
      term_choices: [{ title: '60 months', value: 60 }],
      applied_rebates: [],
      pricing_stack: [
        { name: 'Vehicle', value: 4_000_000, tax_category_type: 'pre_tax' },
        {
          name: 'levies',
          value: 10_000,
          children: [{ name: 'A/C tax', value: 10_000, tax_category_type: 'levy' }],
        },
      ],
      is_cash: false,
      is_monthly_based: true,
    });
    expect(pd.pricing_stack[1]?.children?.[0]?.name).toBe('A/C tax');
    expect(
      pricingStackEntrySchema.safeParse({ name: 'x', value: 1, children: [{ name: 'y', value: 0.5 }] })
        .success,
    ).toBe(false);
  });
  it('parses add-ons, incentives, configuration, build state and PRAQ', () => {
    expect(
      protectionPlanSchema.parse({
        id: 1,
        name: 'Tire',
        prices: [{ id: 2, title: '5 y', price: 89_900, duration: 60 }],
        pre_installed: false,
      }).prices[0]?.duration,
    ).toBe(60);
    expect(
      incentiveSchema.parse({
        id: 1,
        name: 'Grad',
        type: 'rebate',
        group: 'other',
        audience: 'grad',
        amount: 50_000,
      }).is_post_tax,
    ).toBe(false);
    expect(
      configurationSchema.parse({
        id: 1,
        vehicle_data: { year: 2026, make: 'VW', model: 'ID.4' },
        order_configuration: {},
      }).vehicle_data.options,
    ).toEqual([]);
    expect(
      buildStateSchema.safeParse({
        id: 1,
        buildStateCodes: [],
        optionsPrice: 0,
        trimConfigurationCodes: [],
        accessoryIds: [],
        installAccessoryIds: [],
        planIds: [],
      }).success,
    ).toBe(true);
    const flow = {
      id: 1,
      praqs: [],
      quotesCount: 4,
      quotesWithAvailableVehicleCount: 0,
      hasIdenticalQuotes: false,
      hasQuotesTouched: false,
      hasQuotesExpireDateSet: false,
      isMaxNumberOfQuotesReached: false,
      quoteExpiryDate: null,
      isPraqModified: false,
    };
    expect(praqFlowSchema.safeParse(flow).success).toBe(false);
    expect(praqFlowSchema.safeParse({ ...flow, quotesCount: 0 }).success).toBe(true);
  });
  it('validates the deposit form, deposit details and test-drive booking', () => {
    const form = {
      first_name: 'Jo',
      last_name: 'Tremblay',
      phone: '(514) 555-1234',
      address_line_1: '1 rue Sainte-Catherine',
      city: 'Montréal',
      province: 'QC',
      postal_code: 'H2X 1Y4',
      cardholder_name: 'Jo Tremblay',
      token: 'tok_visa',
    };
    expect(depositFormSchema.safeParse(form).success).toBe(true);
    expect(depositFormSchema.safeParse({ ...form, postal_code: 'H2X' }).success).toBe(false);
    expect(depositFormSchema.safeParse({ ...form, first_name: 'J' }).success).toBe(false);
    expect(
      depositDetailsSchema.safeParse({
        deposit_amount: 50_000,
        deposit_cancellation_fee: 0,
        deposit_method: 'hold',
        deposit_amount_paid: null,
        fee_mode: 'No Fee',
        deposit_fee: 0,
        deposit_total: 50_000,
        currency: 'CAD',
        processor: 'sandbox',
        sandbox: true,
        publishable_key: null,
      }).success,
    ).toBe(true);
    const booking = {
      booking_option: 'AtHome',
      model_year: 2026,
      model_code: 'AB12',
      model_name: 'ID.4',
      dealer_code: 'demo',
      province: 'ON',
      first_name: 'Jo',
      last_name: 'Li',
      phone: '416-555-1234',
      language: 'en',
    };
    expect(testDriveBookingSchema.safeParse(booking).success).toBe(true);
    expect(testDriveBookingSchema.safeParse({ ...booking, booking_option: 'Home' }).success).toBe(false);
  });
  it('parses trade-ins and requires decline comments', () => {
    expect(
      tradeInSchema.parse({ status: 'draft', making_active_payments: 'F', financing_amount_due: 100 }).status,
    ).toBe('draft');
    expect(tradeInSchema.safeParse({ making_active_payments: 'X' }).success).toBe(false);
    expect(tradeIn2Schema.parse({ image_front: null, answers: [] }).has_message_sent).toBe(false);
    expect(tradeInDeclineSchema.safeParse({ orderId: 1, trade_in: 2, comments: '  ' }).success).toBe(false);
    expect(tradeInDeclineSchema.safeParse({ orderId: 1, trade_in: 2, comments: 'too low' }).success).toBe(
      true,
    );
    expect(blackBookValuationSchema.parse({ price: 1_500_000, expiryDate: null }).userPrice).toBe(0);
  });
  it('parses a credit applicant with _enc fields', () => {
    const a = applicantSchema.parse({
      first_name_enc: 'Jo',
      address_type_enc: 'RR',
      employment_status_enc: 'RET',
      months_at_address_enc: 11,
    });
    expect(a.address_type_enc).toBe('RR');
    expect(applicantSchema.safeParse({ months_at_address_enc: 12 }).success).toBe(false);
    expect(applicantSchema.safeParse({ home_status_enc: 'XX' }).success).toBe(false);
  });
  it('feedback: text required only when the reason is other; rating 1 to 5', () => {
    expect(
      feedbackAnswersSchema.safeParse({
        found_what_was_looking_for: false,
        why_not: 4,
        rating: null,
        feedback: '',
      }).success,
    ).toBe(false);
    expect(
      feedbackAnswersSchema.safeParse({
        found_what_was_looking_for: false,
        why_not: 2,
        rating: null,
        feedback: '',
      }).success,
    ).toBe(true);
    expect(
      feedbackAnswersSchema.safeParse({
        found_what_was_looking_for: false,
        why_not: null,
        rating: null,
        feedback: '',
      }).success,
    ).toBe(false);
    expect(
      feedbackAnswersSchema.safeParse({
        found_what_was_looking_for: true,
        why_not: null,
        rating: 6,
        feedback: '',
      }).success,
    ).toBe(false);
    expect(
      feedbackAnswersSchema.safeParse({
        found_what_was_looking_for: true,
        why_not: null,
        rating: null,
        feedback: '',
      }).success,
    ).toBe(false);
    expect(
      feedbackAnswersSchema.safeParse({
        found_what_was_looking_for: true,
        why_not: null,
        rating: 5,
        feedback: '',
      }).success,
    ).toBe(true);
  });
  it('other schemas: bounce rule, theme settings, consent, search filters, fields', () => {
    expect(
      bounceRecoveryRuleSchema.safeParse({
        language: 'any',
        layout: 'desktop',
        order_in_progress: 'no',
        session_state: 'new',
        vehicle_condition: 'used',
        url: 'https://x.example',
      }).success,
    ).toBe(true);
    expect(
      themeSettingsSchema.safeParse({
        button_cta_color: '#0a0',
        header_background_color: '#ffffff',
        header_elements_color: 'red',
      }).success,
    ).toBe(false);
    expect(
      consentDefinitionSchema.safeParse({
        key: 'dealer_marketing',
        enabled: 'REQUIRED_CONSENT',
        text: { en: 'x' },
      }).success,
    ).toBe(true);
    expect(
      consentDefinitionSchema.safeParse({ key: 'dealer', enabled: 'REQUIRED_CONSENT', text: {} }).success,
    ).toBe(false);
    expect(searchFiltersSchema.safeParse({ condition: 'used', budget: { min: 10, max: 5 } }).success).toBe(
      false,
    );
    expect(searchFiltersSchema.safeParse({ condition: 'all', make: ['VW'], trim: 'GLI' }).success).toBe(true);
    expect(vinSchema.parse(' 1m8gdm9axkp042788 ')).toBe('1M8GDM9AXKP042788');
    expect(emailSchema.safeParse('jö@example.com').success).toBe(false);
    expect(postalCodeSchemaFor('US').safeParse('K1A 0B1').success).toBe(false);
    expect(phoneSchemaFor('US').safeParse('(416) 555-1234').success).toBe(false);
  });
});
