/**
 * Studio renders of a vehicle, drawn by code as SVG: five views of each body type (`shapes.ts`) in the
 * vehicle's paint colour.
 *
 * Pure and deterministic. Rules (README "Vehicle pictures"):
 * - Same body type, colour and view in, same bytes out: numbers are rounded to one decimal by `n`,
 *   nothing reads the clock or a random source, so a strong ETag of the bytes is a valid cache key.
 * - Every picture is 800 × 500 (16:10, the gallery's and the cards' frame); its root says so in
 *   `width`, `height` and `viewBox`.
 * - The paint colour appears as given (`#RRGGBB`, upper case) in every view; every other paint tone
 *   is derived from it by `shade`, so a colour the catalogue adds needs no drawing change.
 * - The exterior views are one 3-D model seen by an orthographic camera (`camera`): the body is the
 *   profile extruded across the car's width, its surfaces lit from above the front, hidden surfaces
 *   culled, the near side drawn last. The car is scaled to fill the frame and stands on a soft shadow.
 * - Each part is a small function of the shape and the camera (`skin`, `nearSide`, `sideGlass`,
 *   `wheel`, `lights`, `shadow`, `backdrop`); none reads another's output but through its arguments.
 */
import type { BodyType } from '../seed/catalogue.ts';
import { type BodyShape, type ProfilePoint, SHAPES, type Surface } from './shapes.ts';

export const VIEWS = ['side', 'front-three-quarter', 'rear-three-quarter', 'interior', 'wheel'] as const;
export type View = (typeof VIEWS)[number];

export const WIDTH = 800;
export const HEIGHT = 500;

export function isView(value: string): value is View {
  return (VIEWS as readonly string[]).includes(value);
}

/** One decimal, never `-0`: the only way a number is written into a picture. */
export function n(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return String(rounded === 0 ? 0 : rounded);
}

/** Two decimals, never `-0`: for unit-sized coordinates (the wheel) and transform factors. */
export function n2(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return String(rounded === 0 ? 0 : rounded);
}

/** A tone of `hex` (6 digits, no '#'): factor > 0 toward white, < 0 toward black (−1..1). */
export function shade(hex: string, factor: number): string {
  const value = Number.parseInt(hex, 16);
  const channel = (shift: number) => {
    const v = (value >> shift) & 0xff;
    const out = factor < 0 ? v * (1 + factor) : v + (255 - v) * factor;
    return Math.round(Math.min(255, Math.max(0, out)))
      .toString(16)
      .padStart(2, '0')
      .toUpperCase();
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

type Vec3 = readonly [number, number, number];
type Point = readonly [number, number];

/** An orthographic camera turned `azimuth` radians from the car's left side, `elevation` above it. */
interface Camera {
  readonly right: Vec3;
  readonly up: Vec3;
  readonly toward: Vec3;
  /** Scale (px per cm) and offset of the framed picture. */
  readonly scale: number;
  readonly offset: Point;
}

const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

function orient(azimuth: number, elevation: number): Omit<Camera, 'scale' | 'offset'> {
  const [sa, ca, se, ce] = [Math.sin(azimuth), Math.cos(azimuth), Math.sin(elevation), Math.cos(elevation)];
  return { right: [ca, -sa, 0], up: [sa * se, ca * se, ce], toward: [-sa * ce, -ca * ce, se] };
}

function project(cam: Omit<Camera, 'scale' | 'offset'>, p: Vec3): Point {
  return [dot(p, cam.right), -dot(p, cam.up)];
}

function toScreen(cam: Camera, p: Vec3): Point {
  const [x, y] = project(cam, p);
  return [x * cam.scale + cam.offset[0], y * cam.scale + cam.offset[1]];
}

const pts = (points: readonly Point[]) => points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');
const poly = (points: readonly Point[], attrs: string) => `<polygon points="${pts(points)}" ${attrs}/>`;

/**
 * Rounds the profile's corners (two passes of Chaikin's cutting): each segment keeps its surface tag;
 * a cut corner is glass when either side of it is (the glass meets the roof in a curve), else it
 * belongs to the surface before it.
 */
export function smooth(profile: readonly ProfilePoint[], passes = 2): ProfilePoint[] {
  let points = [...profile];
  for (let pass = 0; pass < passes; pass += 1) {
    const next: ProfilePoint[] = [];
    points.forEach((p, i) => {
      const q = points[(i + 1) % points.length] ?? p;
      next.push([p[0] * 0.75 + q[0] * 0.25, p[1] * 0.75 + q[1] * 0.25, p[2]]);
      const corner: Surface = q[2] === 'glass' ? 'glass' : p[2];
      next.push([p[0] * 0.25 + q[0] * 0.75, p[1] * 0.25 + q[1] * 0.75, corner]);
    });
    points = next;
  }
  return points;
}

/** How far in from the side a point at height z is (the greenhouse leans in above the belt). */
function inset(shape: BodyShape, z: number): number {
  return z > shape.belt ? (z - shape.belt) * 0.24 : 0;
}

const near = (shape: BodyShape, x: number, z: number): Vec3 => [x, inset(shape, z), z];
const far = (shape: BodyShape, x: number, z: number): Vec3 => [x, shape.width - inset(shape, z), z];

/** Frames the car: scaled to fill 86 % of the width or 60 % of the height, its wheels on y = 390. */
function frame(shape: BodyShape, azimuth: number, elevation: number): Camera {
  const cam = orient(azimuth, elevation);
  const corners = shape.profile.flatMap(([x, z]) => [near(shape, x, z), far(shape, x, z)]);
  const ground = [0, 1].flatMap((a) => [0, shape.width].map((y): Vec3 => [shape.axles[a] ?? 0, y, 0]));
  const projected = [...corners, ...ground].map((p) => project(cam, p));
  const xs = projected.map((p) => p[0]);
  const ys = projected.map((p) => p[1]);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const scale = Math.min((WIDTH * 0.86) / (maxX - minX), (HEIGHT * 0.6) / (maxY - minY));
  return { ...cam, scale, offset: [WIDTH / 2 - ((minX + maxX) / 2) * scale, 405 - maxY * scale] };
}

/** The studio: a lit wall fading into the floor, and a soft light behind the subject. */
export function backdrop(): string {
  return (
    `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#E4E8ED"/><stop offset=".62" stop-color="#F4F6F8"/><stop offset=".64" stop-color="#E9ECF0"/><stop offset="1" stop-color="#D3D8DE"/></linearGradient>` +
    `<radialGradient id="spot" cx=".5" cy=".55" r=".5"><stop offset="0" stop-color="#fff" stop-opacity=".85"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="sh"><stop offset="0" stop-color="#0B0E12" stop-opacity=".55"/><stop offset=".6" stop-color="#0B0E12" stop-opacity=".22"/><stop offset="1" stop-color="#0B0E12" stop-opacity="0"/></radialGradient>`
  );
}

const BACKDROP_FILL =
  `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>` +
  `<ellipse cx="400" cy="280" rx="420" ry="230" fill="url(#spot)"/>`;

/** The soft shadow the car casts on the studio floor: its footprint, a little larger, blurred by a gradient. */
export function shadow(shape: BodyShape, cam: Camera): string {
  const length = Math.max(...shape.profile.map((p) => p[0]));
  const footprint = [0, length].flatMap((x) => [0, shape.width].map((y) => toScreen(cam, [x, y, 0])));
  const xs = footprint.map((p) => p[0]);
  const ys = footprint.map((p) => p[1]);
  const [cx, cy] = [(Math.min(...xs) + Math.max(...xs)) / 2, (Math.min(...ys) + Math.max(...ys)) / 2];
  const rx = (Math.max(...xs) - Math.min(...xs)) / 2 + 24;
  const ry = Math.max(16, (Math.max(...ys) - Math.min(...ys)) / 2 + 12);
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="url(#sh)"/>`;
}

/** Light falling on a surface whose outward normal in the profile plane is (nx, nz): −1..1. */
function light(nx: number, nz: number): number {
  return nx * -0.25 + nz * 0.97;
}

/**
 * The body's skin between the near and far profiles (hood, glass, roof, deck, nose and tail): the
 * surfaces that face the camera, far ones first, each lit by its slope. A run of glass surfaces (the
 * windshield, the rear window) is painted as body first, its pane laid over it inside a frame.
 */
export function skin(shape: BodyShape, profile: readonly ProfilePoint[], cam: Camera, hex: string): string {
  const parts: { depth: number; svg: string }[] = [];
  const depthOf = (corners: readonly Vec3[]) =>
    -corners.reduce((sum, c) => sum + dot(c, cam.toward), 0) / corners.length;
  profile.forEach((p, i) => {
    const q = profile[(i + 1) % profile.length] ?? p;
    const [dx, dz] = [q[0] - p[0], q[1] - p[1]];
    const length = Math.hypot(dx, dz) || 1;
    const [nx, nz] = [-dz / length, dx / length];
    if (p[2] === 'floor' || nx * cam.toward[0] + nz * cam.toward[2] <= 0.005) return;
    const corners: Vec3[] = [
      near(shape, p[0], p[1]),
      near(shape, q[0], q[1]),
      far(shape, q[0], q[1]),
      far(shape, p[0], p[1]),
    ];
    const fill = shade(hex, light(nx, nz) * 0.42 - 0.12);
    parts.push({
      depth: depthOf(corners),
      svg: poly(
        corners.map((c) => toScreen(cam, c)),
        `fill="${fill}" stroke="${fill}" stroke-width=".6"`,
      ),
    });
  });
  for (const run of glassRuns(profile)) {
    const frame = 9;
    const edge = (points: readonly ProfilePoint[], y: (z: number) => number) =>
      points.map(([x, z]): Vec3 => [x, y(z), z]);
    const pane = [
      ...edge(run, (z) => inset(shape, z) + frame),
      ...edge([...run].reverse(), (z) => shape.width - inset(shape, z) - frame),
    ];
    const first = run[0];
    const last = run[run.length - 1];
    if (!first || !last) continue;
    const [nx, nz] = [-(last[1] - first[1]), last[0] - first[0]];
    if (nx * cam.toward[0] + nz * cam.toward[2] <= 0) continue;
    const screen = pane.map((c) => toScreen(cam, c));
    parts.push({
      depth: depthOf(pane) - 1,
      svg: poly(screen, 'fill="url(#glass)"') + poly(screen, 'fill="url(#refl)"'),
    });
  }
  return parts
    .sort((a, b) => b.depth - a.depth)
    .map((part) => part.svg)
    .join('');
}

/** The runs of consecutive glass surfaces of a profile, each with the point that ends it. */
function glassRuns(profile: readonly ProfilePoint[]): ProfilePoint[][] {
  const runs: ProfilePoint[][] = [];
  let run: ProfilePoint[] = [];
  profile.forEach((p, i) => {
    if (p[2] !== 'glass') return;
    run.push(p);
    const q = profile[(i + 1) % profile.length];
    if (q && q[2] !== 'glass') {
      run.push(q);
      runs.push(run);
      run = [];
    }
  });
  return runs.filter((r) => r.length > 1);
}

/** The near side panel: the profile at the car's near side, painted with a gradient that gives it volume. */
export function nearSide(
  shape: BodyShape,
  profile: readonly ProfilePoint[],
  cam: Camera,
  hex: string,
): { defs: string; svg: string } {
  const outline = profile.map(([x, z]) => toScreen(cam, near(shape, x, z)));
  const ys = outline.map((p) => p[1]);
  const [top, bottom] = [Math.min(...ys), Math.max(...ys)];
  const beltY = toScreen(cam, near(shape, shape.axles[0], shape.belt))[1];
  const belt = Math.min(0.9, Math.max(0.1, (beltY - top) / (bottom - top || 1)));
  const d = `M${pts(outline)}Z`;
  const defs =
    `<linearGradient id="paint" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(hex, -0.35)}"/>` +
    `<stop offset="${n(belt - 0.04)}" stop-color="${shade(hex, 0.18)}"/><stop offset="${n(belt + 0.02)}" stop-color="${shade(hex, 0.5)}"/>` +
    `<stop offset="${n(belt + 0.1)}" stop-color="#${hex}"/><stop offset=".82" stop-color="${shade(hex, -0.3)}"/><stop offset="1" stop-color="${shade(hex, -0.6)}"/></linearGradient>` +
    `<clipPath id="side"><path d="${d}"/></clipPath>`;
  return {
    defs,
    svg: `<path d="${d}" fill="url(#paint)" stroke="${shade(hex, -0.55)}" stroke-width="1.2"/>`,
  };
}

/** The shoulder's highlight, the door cuts and handles on the near side. */
export function sideDetails(shape: BodyShape, cam: Camera, hex: string): string {
  const length = Math.max(...shape.profile.map((p) => p[0]));
  const at = (x: number, z: number) => toScreen(cam, near(shape, x, z));
  const shoulder = `<path d="M${pts([at(18, shape.belt - 5), at(length - 16, shape.belt - 7)])}" stroke="${shade(hex, 0.7)}" stroke-width="2" stroke-linecap="round" opacity=".75"/>`;
  const crease = `<path d="M${pts([at(30, shape.wheelRadius * 1.55), at(length - 30, shape.wheelRadius * 1.6)])}" stroke="${shade(hex, -0.4)}" stroke-width="1" opacity=".5"/>`;
  const first = shape.sideGlass[0]?.[0] ?? 0;
  const cuts = [first + 4, ...shape.pillars.map((p) => p + 4)].filter(
    (x) => x < shape.axles[1] - shape.wheelRadius,
  );
  const doors = cuts
    .map(
      (x) =>
        `<path d="M${pts([at(x, shape.belt), at(x + 4, shape.wheelRadius * 0.7)])}" stroke="${shade(hex, -0.5)}" stroke-width="1.2"/>`,
    )
    .join('');
  const handles = cuts
    .slice(1)
    .concat(shape.pillars.length === 0 ? [shape.sideGlass[2]?.[0] ?? 0] : [])
    .map(
      (x) =>
        `<path d="M${pts([at(x - 30, shape.belt - 10), at(x - 14, shape.belt - 10)])}" stroke="${shade(hex, -0.45)}" stroke-width="3" stroke-linecap="round"/>`,
    )
    .join('');
  return shoulder + crease + doors + handles;
}

/** The near side's glass: tinted, with a band of reflected light across it, and the pillars in paint. */
export function sideGlass(shape: BodyShape, cam: Camera, hex: string): string {
  const outline = shape.sideGlass.map(([x, z]) => toScreen(cam, near(shape, x, z)));
  const top = Math.max(...shape.sideGlass.map((p) => p[1]));
  const pillars = shape.pillars
    .map((x) => {
      const lean = (top - shape.belt) * 0.18;
      return poly(
        [
          near(shape, x - 6, shape.belt),
          near(shape, x + 6, shape.belt),
          near(shape, x + 6 - lean, top + 2),
          near(shape, x - 6 - lean, top + 2),
        ].map((p) => toScreen(cam, p)),
        `fill="${shade(hex, -0.62)}"`,
      );
    })
    .join('');
  return (
    `<g clip-path="url(#side)">${poly(outline, 'fill="url(#glass)"')}${poly(outline, 'fill="url(#refl)"')}${pillars}</g>` +
    poly(outline, `fill="none" stroke="${shade(hex, -0.7)}" stroke-width="1.5"`)
  );
}

export function glassDefs(): string {
  return (
    `<linearGradient id="glass" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0F1820"/><stop offset="1" stop-color="#3A5163"/></linearGradient>` +
    `<linearGradient id="refl" x1="0" y1="0" x2="1" y2=".5"><stop offset=".3" stop-color="#fff" stop-opacity="0"/><stop offset=".38" stop-color="#fff" stop-opacity=".32"/><stop offset=".5" stop-color="#fff" stop-opacity=".08"/><stop offset=".56" stop-color="#fff" stop-opacity="0"/></linearGradient>`
  );
}

/**
 * A wheel in unit coordinates (radius 1, centred on 0): tyre, sidewall, machined rim with `spokes`
 * spokes, the brake disc behind them, lug nuts and a centre cap. Placed with `<use href="#wheel">`.
 */
export function wheel(spokes: number, hex: string): string {
  const spoke = `<path id="spk" d="M-.07,-.2 L-.045,-.6 L.045,-.6 L.07,-.2 Z" fill="url(#rim)"/>`;
  const turns = Array.from({ length: spokes }, (_, i) => i)
    .slice(1)
    .map((i) => `<use href="#spk" transform="rotate(${n((360 / spokes) * i)})"/>`)
    .join('');
  const lugs = Array.from({ length: 5 }, (_, i) => {
    const a = (Math.PI * 2 * i) / 5;
    return `<circle cx="${n2(Math.sin(a) * 0.2)}" cy="${n2(-Math.cos(a) * 0.2)}" r=".03" fill="#5B6168"/>`;
  }).join('');
  return (
    `<radialGradient id="rim" cx=".4" cy=".35" r=".8"><stop offset="0" stop-color="#F4F6F8"/><stop offset=".55" stop-color="#B7BDC4"/><stop offset="1" stop-color="#6E757D"/></radialGradient>` +
    `<radialGradient id="tyre"><stop offset=".6" stop-color="#2A2D31"/><stop offset=".9" stop-color="#17191C"/><stop offset="1" stop-color="#0E0F11"/></radialGradient>` +
    `<g id="wheel"><circle r="1" fill="url(#tyre)"/><circle r=".66" fill="#3B3F45"/>` +
    `<circle r=".5" fill="#8E949B"/><circle r=".36" fill="#6F757C"/>` +
    `<path d="M.2,-.42 A.46,.46 0 0 1 .44,-.12 L.34,-.1 A.36,.36 0 0 0 .16,-.32 Z" fill="${shade(hex, -0.15)}"/>` +
    `<circle r=".64" fill="none" stroke="url(#rim)" stroke-width=".06"/>${spoke}${turns}` +
    `<circle r=".2" fill="url(#rim)"/>${lugs}<circle r=".09" fill="#2B2F34"/></g>`
  );
}

/** A wheel on the car at axle x, side y (cm): the tyre's tread first, then its face, seen by the camera. */
function placeWheel(shape: BodyShape, cam: Camera, x: number, y: number, inward: number): string {
  const r = shape.wheelRadius;
  const [sa, se, ce] = [-cam.right[1], cam.toward[2], cam.up[2]];
  const ca = cam.right[0];
  const m = (cy: number) => {
    const [px, py] = toScreen(cam, [x, cy, r]);
    const k = r * cam.scale;
    return `matrix(${n2(ca * k)},${n2(-sa * se * k)},0,${n2(ce * k)},${n(px)},${n(py)})`;
  };
  return `<circle r="1" transform="${m(y + inward)}" fill="#111315"/><circle r="1" transform="${m(y + inward / 2)}" fill="#16181B"/><use href="#wheel" transform="${m(y)}"/>`;
}

/** Wheel wells on the near side: dark arches behind the tyres, inside the body. */
function arches(shape: BodyShape, cam: Camera): string {
  return shape.axles
    .map((x) => {
      const [cx, cy] = toScreen(cam, near(shape, x, shape.wheelRadius));
      const k = shape.wheelRadius * cam.scale * 1.16;
      return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(k * Math.abs(cam.right[0]))}" ry="${n(k * cam.up[2])}" fill="#101214"/>`;
    })
    .join('');
}

/** Headlamps, grille and tail lamps: on the nose and tail faces the camera sees, and their slivers on the near side. */
export function lights(shape: BodyShape, cam: Camera, hex: string): { faces: string; side: string } {
  const p = shape.profile;
  const lerp = (a: ProfilePoint | undefined, b: ProfilePoint | undefined, t: number): [number, number] => [
    (a?.[0] ?? 0) + ((b?.[0] ?? 0) - (a?.[0] ?? 0)) * t,
    (a?.[1] ?? 0) + ((b?.[1] ?? 0) - (a?.[1] ?? 0)) * t,
  ];
  const tail = p.reduce((last, q, i) => (q[2] === 'rear' && p[i - 1]?.[2] !== 'rear' ? i : last), 0);
  const lamp = (i: number, t0: number, t1: number, y0: number, y1: number) => {
    const [a, b] = [lerp(p[i], p[i + 1], t0), lerp(p[i], p[i + 1], t1)];
    return [
      [a[0], y0, a[1]],
      [b[0], y0, b[1]],
      [b[0], y1, b[1]],
      [a[0], y1, a[1]],
    ].map((c) => toScreen(cam, c as unknown as Vec3));
  };
  const w = shape.width;
  const head = 'fill="#EEF3F8" stroke="#59626C" stroke-width="1"';
  const red = 'fill="#B0101C" stroke="#5E0810" stroke-width="1"';
  const front = cam.toward[0] < -0.05;
  const rear = cam.toward[0] > 0.05;
  const faces =
    (front
      ? poly(lamp(1, 0.35, 0.95, 8, 46), head) +
        poly(lamp(1, 0.35, 0.95, w - 46, w - 8), head) +
        poly(lamp(0, 0.25, 0.9, 56, w - 56), `fill="#15181C" stroke="${shade(hex, -0.5)}" stroke-width="2"`)
      : '') +
    (rear ? poly(lamp(tail, 0.12, 0.55, 4, 48), red) + poly(lamp(tail, 0.12, 0.55, w - 48, w - 4), red) : '');
  const sliver = (i: number, t0: number, t1: number, depth: number, attrs: string) => {
    const [a, b] = [lerp(p[i], p[i + 1], t0), lerp(p[i], p[i + 1], t1)];
    return poly(
      [
        [a[0], a[1]],
        [b[0], b[1]],
        [b[0] + depth, b[1] - 2],
        [a[0] + depth, a[1] + 2],
      ].map(([x, z]) => toScreen(cam, [x ?? 0, 0, z ?? 0])),
      attrs,
    );
  };
  const side = sliver(1, 0.35, 0.95, 26, head) + sliver(tail, 0.12, 0.55, -22, red);
  return { faces, side };
}

const CAMERAS: Readonly<
  Record<'side' | 'front-three-quarter' | 'rear-three-quarter', readonly [number, number]>
> = {
  side: [0, 0.07],
  'front-three-quarter': [0.72, 0.2],
  'rear-three-quarter': [-0.72, 0.2],
};

/** An exterior view: backdrop, shadow, far wheels, skin, near side and its glass, lights, near wheels. */
function exterior(shape: BodyShape, hex: string, view: keyof typeof CAMERAS): string {
  const [azimuth, elevation] = CAMERAS[view];
  const cam = frame(shape, azimuth, elevation);
  const profile = smooth(shape.profile);
  const side = nearSide(shape, profile, cam, hex);
  const lamps = lights(shape, cam, hex);
  const farWheels = shape.axles.map((x) => placeWheel(shape, cam, x, shape.width - 6, -22)).join('');
  const nearWheels = shape.axles.map((x) => placeWheel(shape, cam, x, 6, 22)).join('');
  return (
    `<defs>${backdrop()}${glassDefs()}${side.defs}${wheel(shape.spokes, hex)}</defs>${BACKDROP_FILL}` +
    shadow(shape, cam) +
    farWheels +
    skin(shape, profile, cam, hex) +
    lamps.faces +
    side.svg +
    `<g clip-path="url(#side)">${arches(shape, cam)}</g>` +
    sideGlass(shape, cam, hex) +
    `<g clip-path="url(#side)">${sideDetails(shape, cam, hex)}</g>` +
    lamps.side +
    nearWheels
  );
}

/** The cabin from the driver's seat: windshield, dashboard with the paint colour's trim, wheel, screens, seats. */
export function interior(shape: BodyShape, hex: string): string {
  const [dash, rake] = shape.dash;
  const top = 300 - dash * 1.6;
  const pillar = 60 + rake * 2;
  return (
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#C9D6E2"/><stop offset="1" stop-color="#EEF2F5"/></linearGradient>` +
    `<linearGradient id="dash" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3A3F46"/><stop offset=".3" stop-color="#24282D"/><stop offset="1" stop-color="#15171A"/></linearGradient>` +
    `<linearGradient id="seat" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#2E3237"/><stop offset=".5" stop-color="#454A51"/><stop offset="1" stop-color="#26292D"/></linearGradient>` +
    `<radialGradient id="scr" cx=".3" cy=".3" r="1"><stop offset="0" stop-color="#35526B"/><stop offset="1" stop-color="#0D1620"/></radialGradient>${glassDefs()}</defs>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#refl)" opacity=".7"/>` +
    `<path d="M0,0 H800 V36 Q400,56 0,36 Z" fill="#C8C4BC"/>` +
    `<path d="M0,36 L${pillar},40 L${pillar + 40},${top} L0,${top + 20} Z M800,36 L${800 - pillar},40 L${760 - pillar},${top} L800,${top + 20} Z" fill="#2A2D31"/>` +
    `<path d="M0,${top + 10} Q400,${top - 30} 800,${top + 10} L800,${HEIGHT} L0,${HEIGHT} Z" fill="url(#dash)"/>` +
    `<path d="M0,${top + 48} Q400,${top + 12} 800,${top + 48}" stroke="#${hex}" stroke-width="7" fill="none"/>` +
    `<path d="M0,${top + 54} Q400,${top + 18} 800,${top + 54}" stroke="${shade(hex, 0.45)}" stroke-width="1.5" fill="none" opacity=".8"/>` +
    `<rect x="150" y="${top + 4}" width="200" height="64" rx="12" fill="#0B0F14" stroke="#4A5058" stroke-width="2"/>` +
    `<circle cx="205" cy="${top + 36}" r="24" fill="none" stroke="${shade(hex, 0.3)}" stroke-width="4"/><circle cx="295" cy="${top + 36}" r="24" fill="none" stroke="#7FA7C9" stroke-width="4"/>` +
    `<rect x="420" y="${top + 16}" width="170" height="104" rx="10" fill="url(#scr)" stroke="#4A5058" stroke-width="3"/>` +
    `<path d="M432,${top + 96} L470,${top + 70} L500,${top + 84} L540,${top + 50} L578,${top + 64}" stroke="#7FA7C9" stroke-width="3" fill="none"/>` +
    `<path d="M440,${top + 150} h130 M440,${top + 166} h130" stroke="#5A6068" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M600,${HEIGHT} L630,${top + 170} Q700,${top + 150} 760,${top + 175} L800,${HEIGHT} Z" fill="url(#seat)"/>` +
    `<path d="M640,${top + 200} Q700,${top + 186} 752,${top + 205}" stroke="#${hex}" stroke-width="2" fill="none" stroke-dasharray="6 5"/>` +
    `<rect x="655" y="${top + 110}" width="80" height="52" rx="18" fill="url(#seat)"/>` +
    `<path d="M470,${HEIGHT} L490,${top + 230} H580 L600,${HEIGHT} Z" fill="#1D2024"/>` +
    `<circle cx="250" cy="${top + 150}" r="118" fill="none" stroke="#383D44" stroke-width="26"/>` +
    `<circle cx="250" cy="${top + 150}" r="118" fill="none" stroke="#3B4047" stroke-width="3" transform="translate(0 -8)"/>` +
    `<path d="M140,${top + 160} Q250,${top + 120} 360,${top + 160} L330,${top + 186} Q250,${top + 160} 170,${top + 186} Z M230,${top + 175} h40 l12,92 h-64 Z" fill="#23262A"/>` +
    `<circle cx="250" cy="${top + 160}" r="38" fill="#2C3035" stroke="#${hex}" stroke-width="3"/>`
  );
}

/** A close view of the front wheel under its arch: tyre, rim, brake disc and calliper. */
export function wheelDetail(shape: BodyShape, hex: string): string {
  return (
    `<defs>${backdrop()}${wheel(shape.spokes, hex)}<linearGradient id="paint" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(hex, 0.35)}"/><stop offset=".45" stop-color="#${hex}"/><stop offset="1" stop-color="${shade(hex, -0.5)}"/></linearGradient></defs>` +
    BACKDROP_FILL +
    `<ellipse cx="400" cy="468" rx="250" ry="26" fill="url(#sh)"/>` +
    `<path d="M140,330 A260,260 0 0 1 660,330 Z" fill="#0E1012"/>` +
    `<use href="#wheel" transform="translate(400 262) scale(210)"/>` +
    `<path d="M0,0 H800 V330 H660 A260,260 0 0 0 140,330 H0 Z" fill="url(#paint)"/>` +
    `<path d="M140,330 A260,260 0 0 1 660,330" stroke="${shade(hex, -0.6)}" stroke-width="6" fill="none"/>` +
    `<path d="M0,52 Q400,36 800,52" stroke="${shade(hex, 0.7)}" stroke-width="3" fill="none" opacity=".8"/>`
  );
}

/** A picture of a vehicle of `bodyType` painted `hex` (6 hex digits, upper case, no '#'), in `view`. */
export function vehicleRender(bodyType: BodyType, hex: string, view: View): string {
  const shape = SHAPES[bodyType];
  const body =
    view === 'interior'
      ? interior(shape, hex)
      : view === 'wheel'
        ? wheelDetail(shape, hex)
        : exterior(shape, hex, view);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">${body}</svg>`;
}
