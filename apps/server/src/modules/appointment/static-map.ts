/**
 * The appointment page's optional static map (a dealer setting, off by default): the dealer's tile
 * provider's image URL as a template with `{lat}`, `{lng}` and optionally `{zoom}`, `{width}` and
 * `{height}`, such as `https://maps.example.com/static?center={lat},{lng}&zoom={zoom}&size={width}x{height}`.
 * Only an https address is accepted; its origin is the one the Content-Security-Policy's `img-src`
 * then allows (http/security.ts). Unset, the page loads nothing from outside.
 */

export const MAP_TEMPLATE_ERROR =
  'Enter an https address with {lat} and {lng}, like https://maps.example.com/static?center={lat},{lng}.';

/** The size and zoom the appointment page's side bar asks of the provider (CSS px). */
export const STATIC_MAP = { zoom: 15, width: 400, height: 240 } as const;

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(lat|lng|zoom|width|height)\}/g, (_m, name: string) =>
    encodeURIComponent(String(values[name])),
  );

/** The template's origin when it is a usable one (https, both coordinates, no credentials); else null. */
export function staticMapOrigin(template: string | undefined | null): string | null {
  const text = template?.trim() ?? '';
  if (!text.includes('{lat}') || !text.includes('{lng}')) return null;
  try {
    const url = new URL(fill(text, { lat: 0, lng: 0, ...STATIC_MAP }));
    if (url.protocol !== 'https:' || url.username || url.password) return null;
    return url.origin;
  } catch {
    return null;
  }
}

/** The map image of a place: the dealer's template filled in, or null (no template, no coordinates). */
export function staticMapUrl(
  template: string | undefined | null,
  latitude: number | null | undefined,
  longitude: number | null | undefined,
): string | null {
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
  if (!template || staticMapOrigin(template) === null) return null;
  return fill(template.trim(), { lat: latitude, lng: longitude, ...STATIC_MAP });
}
