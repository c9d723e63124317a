/**
 * The dealer's analytics ids, pixel and third-party scripts, as the console's "Website and scripts"
 * page edits them (issue 23):
 * - `GET /api/dealer/scripts/`: read by the dealer's managers and admins (readSettings);
 * - `PUT /api/dealer/scripts/`: the whole set replaced by its admins (editSettings), validated with the
 *   domain's `dealerScriptsBodySchema` (field errors in the request's language), audited as
 *   `third_party_scripts_update` with what it was and what it became.
 * The storefront's next answer has them: `/settings/` and the Content-Security-Policy read the dealer's
 * row, whose caches the save drops.
 */
import { type DealerScriptsBody, dealerScriptsBodySchema } from '@storefront/domain';
import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { invalidateReadCaches } from '../../db/read-cache.ts';
import type { DealerRow } from '../../db/schema.ts';
import { dealers } from '../../db/schema.ts';
import type { DealerSettings } from '../../db/types.ts';
import { requireStaff } from '../../http/auth.ts';
import { readJson } from '../../http/body.ts';
import type { AppDeps, AppEnv } from '../../http/env.ts';
import { clientIp } from '../../http/ip.ts';
import { audit } from '../../services/audit.ts';

const blank = (text: string | undefined | null) => (text?.trim() ? text.trim() : null);

/** The dealer's stored values, as the page reads them (null: none). */
export function dealerScripts(dealer: DealerRow): DealerScriptsBody {
  const s = dealer.settings;
  const scripts = dealer.thirdPartyScripts ?? {};
  return {
    analytics_id: blank(s.dealer_ga_key),
    ga4_ids: (s.dealer_ga4_keys ?? []).filter((id: unknown) => typeof id === 'string' && id.trim() !== ''),
    pixel_url: blank(s.pixel_url),
    monitoring: scripts.monitoring ?? null,
    experiment: scripts.experiment ?? null,
    chat: scripts.chat ?? null,
    survey: scripts.survey ?? null,
  } as DealerScriptsBody;
}

export function dealerScriptsRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const db = deps.database.db;
  app.get('/', (c) => c.json(dealerScripts(c.get('dealer'))));
  app.put('/', async (c) => {
    const auth = requireStaff(c);
    const dealer = c.get('dealer');
    const body = await readJson(c, dealerScriptsBodySchema);
    // Only the settings these own, merged into the row as it is now: another process (or the
    // storefront settings page) may have changed the others since this request's dealer was read.
    const owned: Partial<DealerSettings> = {
      dealer_ga_key: body.analytics_id ?? '',
      dealer_ga4_keys: [...new Set(body.ga4_ids)],
      ...(body.pixel_url ? { pixel_url: body.pixel_url } : {}),
    };
    const settings: DealerSettings = { ...dealer.settings, ...owned };
    if (!body.pixel_url) delete settings.pixel_url;
    const { monitoring, experiment, chat, survey } = body;
    const scripts = { monitoring, experiment, chat, survey };
    const none = Object.values(scripts).every((part) => part === null);
    await db
      .update(dealers)
      .set({
        settings: sql`(${dealers.settings} - 'pixel_url') || ${JSON.stringify(owned)}::jsonb`,
        thirdPartyScripts: none ? null : scripts,
      })
      .where(eq(dealers.id, dealer.id));
    invalidateReadCaches(db, ['dealers']);
    const after = dealerScripts({ ...dealer, settings, thirdPartyScripts: none ? null : scripts });
    await audit(deps, {
      dealerId: dealer.id,
      actorUserId: auth.user.id,
      subjectUserId: null,
      action: 'third_party_scripts_update',
      ip: clientIp(c),
      details: { before: dealerScripts(dealer), after },
    });
    return c.json(after);
  });
  return app;
}
