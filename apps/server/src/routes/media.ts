import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/env.ts';
import type { DealerDirectory } from '../http/tenancy.ts';
import { badgeSvg, initials, isBodyType, logoSvg, placeholderSvg, vehicleSvg } from '../media/svg.ts';

const CACHE = 'public, max-age=86400';

function svg(body: string): Response {
  return new Response(body, {
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': CACHE },
  });
}

/** Generated illustrations: vehicles per body type and colour, dealer logos, avatars, placeholder. */
export function mediaRoutes(_deps: AppDeps, directory: DealerDirectory) {
  const app = new Hono<AppEnv>();
  app.get('/vehicles/:bodyType/:file', (c) => {
    const bodyType = c.req.param('bodyType');
    const match = /^([0-9A-Fa-f]{6})\.svg$/.exec(c.req.param('file'));
    if (!isBodyType(bodyType) || !match?.[1]) return c.text('Not found', 404);
    return svg(
      vehicleSvg(bodyType, match[1].toUpperCase(), c.req.query('view') === 'rear' ? 'rear' : 'side'),
    );
  });
  app.get('/placeholder.svg', () => svg(placeholderSvg()));
  app.get('/dealers/:code/:file', async (c) => {
    const dealer = await directory.byCode(c.req.param('code'));
    if (!dealer) return c.text('Not found', 404);
    const { theme } = dealer.settings;
    const file = c.req.param('file');
    if (file === 'logo.svg') {
      const dark = theme.header_background_color.toUpperCase() !== '#FFFFFF';
      return svg(
        logoSvg(dealer.name, theme.button_cta_color, dark ? theme.header_elements_color : '#1F2937'),
      );
    }
    if (file === 'logo-compact.svg') return svg(badgeSvg(initials(dealer.name), theme.button_cta_color));
    return c.text('Not found', 404);
  });
  app.get('/avatars/:file', (c) => {
    const match = /^([A-Za-z]{1,2})\.svg$/.exec(c.req.param('file'));
    if (!match?.[1]) return c.text('Not found', 404);
    return svg(badgeSvg(match[1].toUpperCase(), '#4B5563'));
  });
  return app;
}
