/**
 * Vehicle, logo and avatar illustrations generated on the server as SVG, so the demo never loads an
 * image from another host. The vehicles themselves are drawn by `render.ts`.
 */
import { vehicleRender } from './render.ts';

/** The dealer's default placeholder: a crossover's side view in neutral grey. */
export function placeholderSvg(): string {
  return vehicleRender('crossover', 'C5CAD1', 'side');
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
}

/** A wordmark logo: the dealer's name beside a badge in the call-to-action colour. */
export function logoSvg(name: string, accent: string, textColour: string): string {
  const width = Math.max(220, 70 + name.length * 17);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 64" width="${width}" height="64" role="img" aria-label="${escapeXml(name)}">` +
    `<rect x="4" y="8" width="48" height="48" rx="10" fill="${escapeXml(accent)}"/>` +
    `<text x="28" y="41" font-family="Helvetica, Arial, sans-serif" font-size="20" font-weight="700" fill="#ffffff" text-anchor="middle">${escapeXml(initials(name))}</text>` +
    `<text x="64" y="42" font-family="Helvetica, Arial, sans-serif" font-size="26" font-weight="700" fill="${escapeXml(textColour)}">${escapeXml(name)}</text>` +
    `</svg>`
  );
}

/** A square badge with the dealer's initials (secondary logo for small screens) or a person's avatar. */
export function badgeSvg(text: string, accent: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-label="${escapeXml(text)}">` +
    `<rect width="64" height="64" rx="14" fill="${escapeXml(accent)}"/>` +
    `<text x="32" y="41" font-family="Helvetica, Arial, sans-serif" font-size="24" font-weight="700" fill="#ffffff" text-anchor="middle">${escapeXml(text)}</text>` +
    `</svg>`
  );
}
