/**
 * Vehicle, logo and avatar illustrations generated on the server as SVG, so the demo never loads an
 * image from another host. Vehicles are side views per body type, painted in the vehicle's colour.
 */
import type { BodyType } from '../seed/catalogue.ts';

interface Shape {
  body: string;
  windows: string;
  wheels: readonly [number, number];
  radius: number;
  ground: number;
  extra?: string;
}

const SHAPES: Readonly<Record<BodyType, Shape>> = {
  sedan: {
    body: 'M60,250 L70,215 Q80,200 130,195 L210,190 L265,140 Q280,130 310,130 L400,130 Q425,130 445,150 L490,190 L560,200 Q590,205 590,230 L590,255 Q590,265 575,265 L75,265 Q60,265 60,250 Z',
    windows:
      'M220,188 L270,145 Q280,138 300,138 L340,138 L340,188 Z M350,138 L400,138 Q418,138 432,152 L465,188 L350,188 Z',
    wheels: [160, 480],
    radius: 38,
    ground: 265,
  },
  hatchback: {
    body: 'M80,250 L85,215 Q95,200 140,195 L210,190 L260,140 Q275,128 305,128 L470,132 Q500,135 515,170 L540,205 Q555,215 555,240 L555,255 Q555,265 540,265 L95,265 Q80,265 80,250 Z',
    windows:
      'M218,188 L265,146 Q275,138 295,138 L345,138 L345,188 Z M355,138 L465,140 Q485,142 495,165 L505,188 L355,188 Z',
    wheels: [170, 470],
    radius: 37,
    ground: 265,
  },
  suv: {
    body: 'M55,255 L58,200 Q62,180 110,175 L190,170 L235,112 Q245,100 275,100 L520,100 Q545,100 560,125 L585,170 Q595,185 595,215 L595,255 Q595,268 580,268 L70,268 Q55,268 55,255 Z',
    windows:
      'M200,168 L240,118 Q248,110 265,110 L345,110 L345,168 Z M355,110 L445,110 L445,168 L355,168 Z M455,110 L515,110 Q535,110 548,130 L568,168 L455,168 Z',
    wheels: [155, 490],
    radius: 42,
    ground: 268,
  },
  crossover: {
    body: 'M65,252 L68,208 Q72,190 120,185 L200,180 L250,125 Q262,112 290,112 L500,115 Q530,117 548,145 L575,185 Q588,198 588,225 L588,252 Q588,265 573,265 L80,265 Q65,265 65,252 Z',
    windows:
      'M212,178 L255,130 Q265,122 282,122 L350,122 L350,178 Z M360,122 L495,124 Q515,126 528,148 L548,178 L360,178 Z',
    wheels: [160, 485],
    radius: 40,
    ground: 265,
  },
  truck: {
    body: 'M40,255 L42,205 Q46,188 95,183 L170,178 L205,115 Q213,102 240,102 L340,102 Q355,102 360,118 L368,178 L600,180 L600,255 Q600,268 585,268 L55,268 Q40,268 40,255 Z',
    windows:
      'M182,176 L212,122 Q218,112 235,112 L280,112 L280,176 Z M290,112 L340,112 Q348,112 350,122 L356,176 L290,176 Z',
    wheels: [140, 505],
    radius: 42,
    ground: 268,
    extra:
      '<path d="M380,184 L380,240 M380,184 L596,184" stroke="rgba(0,0,0,0.35)" stroke-width="4" fill="none"/>',
  },
  minivan: {
    body: 'M50,255 L52,205 Q55,185 100,178 L170,170 L240,105 Q252,95 280,95 L540,98 Q570,100 580,130 L595,200 L595,255 Q595,268 580,268 L65,268 Q50,268 50,255 Z',
    windows:
      'M185,168 L245,112 Q255,105 270,105 L340,105 L340,168 Z M350,105 L450,105 L450,168 L350,168 Z M460,106 L540,108 Q560,110 566,135 L575,168 L460,168 Z',
    wheels: [150, 490],
    radius: 38,
    ground: 268,
    extra: '<path d="M400,112 L400,250" stroke="rgba(0,0,0,0.25)" stroke-width="3"/>',
  },
  coupe: {
    body: 'M50,250 L55,222 Q65,205 120,200 L230,192 L300,145 Q315,138 340,138 L400,140 Q430,142 460,170 L500,195 L575,205 Q595,210 595,232 L595,252 Q595,262 580,262 L65,262 Q50,262 50,250 Z',
    windows: 'M245,190 L303,150 Q315,145 335,145 L400,146 Q420,148 440,168 L460,190 Z',
    wheels: [165, 480],
    radius: 37,
    ground: 262,
  },
  wagon: {
    body: 'M55,252 L60,215 Q70,200 120,195 L200,190 L255,138 Q270,128 300,128 L540,130 Q565,132 575,160 L590,205 L590,252 Q590,265 575,265 L70,265 Q55,265 55,252 Z',
    windows:
      'M212,188 L262,143 Q272,136 292,136 L345,136 L345,188 Z M355,136 L450,136 L450,188 L355,188 Z M460,137 L535,138 Q552,140 560,162 L568,188 L460,188 Z',
    wheels: [160, 485],
    radius: 38,
    ground: 265,
  },
};

export function isBodyType(value: string): value is BodyType {
  return Object.hasOwn(SHAPES, value);
}

function shade(hex: string, factor: number): string {
  const n = Number.parseInt(hex, 16);
  const channel = (shift: number) => {
    const v = (n >> shift) & 0xff;
    const out = factor < 0 ? v * (1 + factor) : v + (255 - v) * factor;
    return Math.round(Math.min(255, Math.max(0, out)))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

function wheel(cx: number, cy: number, r: number): string {
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#1d1f22"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${Math.round(r * 0.58)}" fill="#b9bdc3"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${Math.round(r * 0.2)}" fill="#6b7076"/>`
  );
}

/** A side view of a vehicle of the given body type, painted in `hex` (6 hex digits, no '#'). */
export function vehicleSvg(bodyType: BodyType, hex: string, view: 'side' | 'rear'): string {
  const s = SHAPES[bodyType];
  const paint = `#${hex}`;
  const [w1, w2] = s.wheels;
  const car =
    `<path d="${s.body}" fill="url(#paint)" stroke="${shade(hex, -0.45)}" stroke-width="3"/>` +
    `<path d="${s.windows}" fill="#2b3945" opacity="0.85"/>` +
    `<path d="M${w1 + 40},${s.ground - 70} L${w2 - 40},${s.ground - 70}" stroke="${shade(hex, 0.35)}" stroke-width="3" opacity="0.6"/>` +
    (s.extra ?? '') +
    wheel(w1, s.ground, s.radius) +
    wheel(w2, s.ground, s.radius);
  const body = view === 'rear' ? `<g transform="translate(640 0) scale(-1 1)">${car}</g>` : car;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f3f5f8"/><stop offset="1" stop-color="#dfe3e8"/></linearGradient>` +
    `<linearGradient id="paint" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(hex, 0.25)}"/><stop offset="0.55" stop-color="${paint}"/><stop offset="1" stop-color="${shade(hex, -0.3)}"/></linearGradient></defs>` +
    `<rect width="640" height="360" fill="url(#bg)"/>` +
    `<ellipse cx="320" cy="${s.ground + s.radius - 4}" rx="290" ry="14" fill="rgba(0,0,0,0.18)"/>` +
    body +
    `</svg>`
  );
}

export function placeholderSvg(): string {
  return vehicleSvg('crossover', 'C5CAD1', 'side').replace('fill="url(#paint)"', 'fill="#c5cad1"');
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
