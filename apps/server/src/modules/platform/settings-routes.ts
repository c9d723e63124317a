import { Hono } from 'hono';
import type { DealerSettings } from '../../db/types.ts';
import type { AppDeps, AppEnv } from '../../http/env.ts';
import { isLoopbackClient } from '../../http/ip.ts';
import { listingPartnerOf } from '../marketplace/listing-partner.ts';
import { scriptsAnswer } from './third-party-scripts.ts';

export const SERVER_VERSION = '0.1.0';

const orNull = (value: string | undefined): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** A text by language (`{en, fr}`): an older row's one text reads in both; empty texts left out. */
function byLanguage(value: string | Record<string, string> | undefined): Record<string, string> {
  if (typeof value === 'string') return value.trim() ? { en: value.trim(), fr: value.trim() } : {};
  const out: Record<string, string> = {};
  for (const [language, text] of Object.entries(value ?? {})) {
    if (typeof text === 'string' && text.trim()) out[language] = text.trim();
  }
  return out;
}

/**
 * The marketplace part: the dealer's stored marketplace (off without one; try before you buy is
 * either's), its hours and offer terms by language, and whether this visit was granted to one of its
 * listing partners' frames (`listing_partner`: prices unlocked, modules/marketplace/listing-partner.ts).
 */
function marketplace(s: DealerSettings, listingPartner: boolean) {
  const m = s.marketplace;
  return {
    enabled: m?.enabled === true,
    tbyb_enabled: s.enable_tbyb || m?.tbyb_enabled === true,
    url: orNull(m?.url),
    name: orNull(m?.name),
    logo: orNull(m?.logo),
    logo_fr: orNull(m?.logo_fr),
    phone: orNull(m?.phone),
    hours: byLanguage(m?.hours),
    tbyb_terms: byLanguage(m?.tbyb_terms),
    listing_partner: listingPartner,
  };
}

/**
 * GET /settings/: application settings (spec 1 §7), the dealer's stored values: analytics ids (its
 * Google Analytics key and GA4 keys), pixel address, experiment and error-reporting keys, OEM tagging,
 * marketplace, trade-in valuation system and address, the analytics participation flag and consent
 * setting, and the third-party scripts (monitoring, experiment, live chat, survey). Nothing is loaded
 * from another host unless the dealer stored it; the demo dealers store none (Maple Motors stores the
 * demo scripts the dev pages serve).
 */
export function settingsRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get('/', (c) => {
    const s = c.var.dealer.settings;
    return c.json({
      version: SERVER_VERSION,
      demo: deps.database.kind === 'pglite',
      analytics_ids: orNull(s.dealer_ga_key) ? [s.dealer_ga_key.trim()] : [],
      ga4_ids: s.dealer_ga4_keys,
      pixel_url: orNull(s.pixel_url),
      experiment_keys: s.experiment_keys ?? [],
      error_reporting_key: orNull(s.error_reporting_key),
      oem_tagging: s.oem_tagging === true,
      // The analytics layer (spec 3 §4): the participation flag, and whether the shopper's consent
      // comes before anything that tracks (REQUIRED_CONSENT).
      analytics: {
        participating: s.analytics_participation === true,
        consent: s.analytics_consent ?? 'NO_CONSENT',
      },
      // Monitoring, experiment, live chat and survey (modules/platform/third-party-scripts.ts): loaded
      // by the storefront after the page is live, after consent where the dealer requires it.
      third_party_scripts: scriptsAnswer(c.var.dealer.thirdPartyScripts, deps.config.devPages),
      marketplace: marketplace(s, listingPartnerOf(c, deps.secret, deps.now()) !== null),
      trade_in_valuation: {
        provider: orNull(s.trade_in_valuation_url) ? 'external' : 'built-in',
        system: orNull(s.trade_in_system),
        variant: orNull(s.trade_in_system_variant),
        url: orNull(s.trade_in_valuation_url),
        key: orNull(s.trade_in_valuation_key),
      },
      mail_delivery: deps.mailer.kind,
      database: deps.database.kind,
      dev_mailbox_url: deps.config.devPages && isLoopbackClient(c) ? '/dev/mailbox/' : null,
    });
  });
  return app;
}
