import { describe, expect, it } from 'vitest';
import { isBrowserSupported, parseUserAgent, showUnsupportedBrowserBanner } from '../../src/rules/browser.ts';
import {
  canActAs,
  effectiveRole,
  emailAudience,
  isDealerUser,
  isPricingLocked,
  requiresSignIn,
  roleLabel,
  shouldSendLead,
} from '../../src/rules/roles.ts';
import {
  authFormItems,
  authFormRequirements,
  canContinueReentry,
  parentAuthAction,
  SIGN_IN_SOURCES,
  signInSkipAction,
  signInWording,
} from '../../src/rules/sign-in.ts';
import { normalizeStockStatus, stockBadge, stockBadgeMessageId } from '../../src/rules/stock-badge.ts';

describe('stock badge (spec 1 §4)', () => {
  it('shows a badge per known status', () => {
    expect(stockBadge({ stock_status: 'in stock' })).toEqual({ badge: 'in_stock', logUnknown: false });
    expect(stockBadge({ stock_status: 'as-is' }).badge).toBe('as_is');
    expect(stockBadge({ stock_status: 'In_Transit' }).badge).toBe('in_transit');
    expect(stockBadgeMessageId('demo')).toBe('stock_badge.demo');
  });
  it('CPO and is mine override; reserved and unknown are hidden unless CPO; unknown is logged', () => {
    expect(stockBadge({ stock_status: 'sold', is_cpo: true }).badge).toBe('cpo');
    expect(stockBadge({ stock_status: 'sold', is_cpo: true, is_mine: true }).badge).toBe('is_mine');
    expect(stockBadge({ stock_status: 'reserved' }).badge).toBeNull();
    expect(stockBadge({ stock_status: 'reserved', is_cpo: true }).badge).toBe('cpo');
    expect(stockBadge({ stock_status: 'weird' })).toEqual({ badge: null, logUnknown: true });
    expect(stockBadge({ stock_status: 'weird', is_cpo: true })).toEqual({ badge: 'cpo', logUnknown: true });
    expect(normalizeStockStatus(null)).toBeNull();
  });
});

describe('sign-in modal (spec 1 §4)', () => {
  it('has a wording per source with the spec button labels', () => {
    expect(SIGN_IN_SOURCES).toHaveLength(13);
    expect(signInWording('unlock_pricing')).toMatchObject({
      button: 'unlock_pricing',
      skippable: true,
      titleId: 'auth.title.unlock_pricing',
    });
    expect(signInWording('deposit')).toMatchObject({
      button: 'place_deposit',
      skippable: false,
      buttonId: 'auth.button.place_deposit',
    });
    expect(signInWording('credit_app').button).toBe('submit_credit_app');
    expect(signInWording('appointment').button).toBe('book_appointment');
    expect(signInWording('bounce').skippable).toBe(true);
  });
  it('skip on the trade-in valuation review goes to order-details with a toast', () => {
    expect(signInSkipAction('trade_in_black_book_review')).toBe('order-details-with-toast');
    expect(signInSkipAction('bounce')).toBe('close');
    expect(signInSkipAction('deposit')).toBeNull();
  });
  it('re-entry continue needs exactly 6 characters and nothing loading', () => {
    expect(canContinueReentry('123456', false)).toBe(true);
    expect(canContinueReentry('12345', false)).toBe(false);
    expect(canContinueReentry('1234567', false)).toBe(false);
    expect(canContinueReentry('123456', true)).toBe(false);
  });
  it('parent auth results', () => {
    expect(parentAuthAction('existing')).toBe('none');
    expect(parentAuthAction('new')).toBe('reload-and-continue');
    expect(parentAuthAction('success')).toBe('reload-and-continue');
    expect(parentAuthAction('cancelled')).toBe('cancel');
  });
  it('auth form requirements (spec 1 §5)', () => {
    expect(authFormRequirements({})).toEqual({
      namesRequired: false,
      showPhone: false,
      phoneRequired: false,
      showPreferredContact: false,
    });
    expect(
      authFormRequirements({ compulsory_login: true, enable_phone_auth: true, mandatory_phone_auth: true }),
    ).toMatchObject({
      namesRequired: true,
      showPhone: true,
      phoneRequired: true,
    });
    expect(authFormRequirements({ mandatory_names: true }).namesRequired).toBe(true);
    const items = authFormItems({
      enable_phone_auth: true,
      enable_customer_preferred_method_of_contact: true,
    });
    expect(items.map((i) => i.field)).toEqual([
      'first_name',
      'last_name',
      'email',
      'phone',
      'preferred_method_of_contact',
    ]);
    expect(items[0]?.rules.map((r) => r.name)).toEqual(['name']);
    expect(items[3]?.rules.map((r) => r.name)).toEqual(['required', 'phone']);
    expect(authFormItems({ compulsory_login: true })[0]?.rules.map((r) => r.name)).toEqual([
      'required',
      'name',
    ]);
    expect(authFormItems({ enable_phone_auth: true })[3]?.rules.map((r) => r.name)).toEqual(['phone']);
  });
});

describe('unsupported browser (spec 1 §5)', () => {
  it('checks minimum versions per platform', () => {
    expect(isBrowserSupported({ platform: 'windows', browser: 'chrome', version: 87 })).toBe(true);
    expect(isBrowserSupported({ platform: 'windows', browser: 'chrome', version: 86 })).toBe(false);
    expect(isBrowserSupported({ platform: 'windows', browser: 'safari', version: 11 })).toBe(false);
    expect(isBrowserSupported({ platform: 'ios', browser: 'firefox', version: 30 })).toBe(true);
    expect(isBrowserSupported({ platform: 'ios', browser: 'edge', version: 43 })).toBe(false);
    expect(isBrowserSupported({ platform: 'android', browser: 'firefox', version: 83 })).toBe(false);
    expect(isBrowserSupported({ platform: 'ios', browser: 'safari', version: 9 })).toBe(true);
    expect(isBrowserSupported({ platform: 'macos', browser: 'firefox', version: 81 })).toBe(false);
    expect(isBrowserSupported({ platform: 'other', browser: 'chrome', version: 1 })).toBe(true);
    expect(isBrowserSupported({ platform: 'windows', browser: 'other', version: 1 })).toBe(true);
    expect(isBrowserSupported({ platform: 'windows', browser: 'chrome', version: null })).toBe(true);
  });
  it('IE is always unsupported; Chromium browsers use the Edge minimum', () => {
    expect(isBrowserSupported({ platform: 'windows', browser: 'ie', version: 11 })).toBe(false);
    expect(isBrowserSupported({ platform: 'windows', browser: 'chromium', version: 85 })).toBe(false);
    expect(isBrowserSupported({ platform: 'windows', browser: 'chromium', version: 86 })).toBe(true);
  });
  it('parses user agents', () => {
    const ua = {
      chromeWin:
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
      edge: 'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/85.0 Safari/537.36 Edg/85.0.1',
      ie: 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko',
      opera:
        'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/80.0 Safari/537.36 OPR/67.0',
      crios:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/84.0 Mobile/15E148 Safari/604.1',
      fxios:
        'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/120.0 Mobile/15E148 Safari/605.1.15',
      firefoxAndroid: 'Mozilla/5.0 (Android 14; Mobile; rv:120.0) Gecko/120.0 Firefox/120.0',
      safariMac:
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
      linux: 'Mozilla/5.0 (X11; Linux x86_64) Something/1.0',
      bot: 'curl/8.0',
    };
    expect(parseUserAgent(ua.chromeWin)).toEqual({ platform: 'windows', browser: 'chrome', version: 120 });
    expect(parseUserAgent(ua.edge)).toEqual({ platform: 'windows', browser: 'edge', version: 85 });
    expect(parseUserAgent(ua.ie)).toEqual({ platform: 'windows', browser: 'ie', version: 11 });
    expect(parseUserAgent(ua.opera)).toEqual({ platform: 'windows', browser: 'chromium', version: 80 });
    expect(parseUserAgent(ua.crios)).toEqual({ platform: 'ios', browser: 'chrome', version: 84 });
    expect(parseUserAgent(ua.fxios)).toEqual({ platform: 'ios', browser: 'firefox', version: 120 });
    expect(parseUserAgent(ua.firefoxAndroid)).toEqual({
      platform: 'android',
      browser: 'firefox',
      version: 120,
    });
    expect(parseUserAgent(ua.safariMac)).toEqual({ platform: 'macos', browser: 'safari', version: 17 });
    expect(parseUserAgent(ua.linux)).toEqual({ platform: 'linux', browser: 'other', version: null });
    expect(parseUserAgent(ua.bot).platform).toBe('other');
    expect(
      showUnsupportedBrowserBanner({
        display_unsupported_browser_message: true,
        userAgent: ua.ie,
        dismissed: false,
      }),
    ).toBe(true);
    expect(
      showUnsupportedBrowserBanner({
        display_unsupported_browser_message: true,
        userAgent: ua.ie,
        dismissed: true,
      }),
    ).toBe(false);
    expect(
      showUnsupportedBrowserBanner({
        display_unsupported_browser_message: false,
        userAgent: ua.ie,
        dismissed: false,
      }),
    ).toBe(false);
    expect(
      showUnsupportedBrowserBanner({
        display_unsupported_browser_message: true,
        userAgent: ua.chromeWin,
        dismissed: false,
      }),
    ).toBe(false);
  });
});

describe('roles, pricing lock and leads (spec 1 §6, spec 2 §4)', () => {
  it('who may act as whom', () => {
    expect(canActAs('organization_admin', 'dealer_admin')).toBe(true);
    expect(canActAs('organization_admin', 'organization_assistant')).toBe(false);
    expect(canActAs('dealer_admin', 'dealer_sales_manager')).toBe(true);
    expect(canActAs('dealer_admin', 'organization_admin')).toBe(false);
    expect(canActAs('dealer_sales_manager', 'dealer_sales_rep')).toBe(true);
    expect(canActAs('dealer_sales_manager', 'dealer_admin')).toBe(false);
    expect(canActAs('dealer_sales_rep', 'dealer_sales_rep')).toBe(false);
    expect(canActAs('super_admin', 'organization_admin')).toBe(true);
  });
  it('the super-admin flag wins over the role', () => {
    expect(effectiveRole({ role: 'dealer_sales_rep', is_super_admin: true })).toBe('super_admin');
    expect(effectiveRole({ role: 'dealer_admin' })).toBe('dealer_admin');
    expect(effectiveRole(null)).toBe('anonymous');
  });
  it('role labels with unknown', () => {
    expect(roleLabel('dealer_sales_rep')).toBe('dealer sales rep');
    expect(roleLabel('nope')).toBe('unknown');
    expect(roleLabel(null)).toBe('unknown');
  });
  it('is-dealer-user when a dealer record is present', () => {
    expect(isDealerUser({ dealer_user: { first_name: 'Sam' } })).toBe(true);
    expect(isDealerUser({ dealer_user: null })).toBe(false);
    expect(isDealerUser(null)).toBe(false);
  });
  it('pricing is locked only for a signed-out user, compulsory login, outside a listing-partner iframe', () => {
    expect(isPricingLocked({ loggedIn: false, compulsory_login: true, listingPartnerIframe: false })).toBe(
      true,
    );
    expect(isPricingLocked({ loggedIn: true, compulsory_login: true, listingPartnerIframe: false })).toBe(
      false,
    );
    expect(isPricingLocked({ loggedIn: false, compulsory_login: false, listingPartnerIframe: false })).toBe(
      false,
    );
    expect(isPricingLocked({ loggedIn: false, compulsory_login: true, listingPartnerIframe: true })).toBe(
      false,
    );
  });
  it('sign-in required actions, leads and e-mail audience', () => {
    expect(requiresSignIn('deposit', false)).toBe(true);
    expect(requiresSignIn('deposit', true)).toBe(false);
    expect(requiresSignIn('browse', false)).toBe(false);
    expect(shouldSendLead({ authenticated: true, has_crm_enabled: true })).toBe(true);
    expect(shouldSendLead({ authenticated: false, has_crm_enabled: true })).toBe(false);
    expect(
      shouldSendLead({ authenticated: true, has_crm_enabled: true, dealerUserOfNoLeadBrand: true }),
    ).toBe(false);
    expect(emailAudience('a@corp.example', ['corp.example'])).toBe('internal');
    expect(emailAudience('a@mail.corp.example', ['corp.example'])).toBe('internal');
    expect(emailAudience('a@gmail.example', ['corp.example'])).toBe('external');
  });
});
