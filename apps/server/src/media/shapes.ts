// biome-ignore-all format: the body profiles read best as compact tables.
/**
 * The body of each body type, as data: a side profile (centimetres, x from the front bumper back,
 * z up from the ground), the car's width, its wheels and its side glass. `render.ts` draws every view
 * from these numbers alone, so adding a body type is adding one entry here (README "Vehicle pictures").
 *
 * Invariants (held by `test/media-renders.test.ts` and the renders themselves):
 * - `profile` runs clockwise as seen from the car's left: front bottom, up the nose, over the hood,
 *   windshield, roof, rear glass and deck, down the tail, and back along the floor.
 * - Each point's `tag` names the surface from it to the next point; `glass` surfaces are drawn tinted,
 *   `front`/`rear` carry the lights, `floor` is never drawn.
 * - `belt` is the height of the shoulder (the bottom of the side glass); above it the sides lean in
 *   (tumblehome), so the roof is narrower than the body.
 * - Wheels stand on the ground: each axle's centre is at z = `wheelRadius`.
 */
import type { BodyType } from '../seed/catalogue.ts';

export type Surface = 'front' | 'hood' | 'glass' | 'roof' | 'deck' | 'rear' | 'floor';
export type ProfilePoint = readonly [x: number, z: number, tag: Surface];

export interface BodyShape {
  readonly profile: readonly ProfilePoint[];
  /** Overall width (cm). */
  readonly width: number;
  /** Height of the shoulder line, where the side glass starts (cm). */
  readonly belt: number;
  /** Front and rear axle positions (cm from the front bumper). */
  readonly axles: readonly [number, number];
  readonly wheelRadius: number;
  /** The side glass outline (x, z), drawn on the near side. */
  readonly sideGlass: readonly (readonly [number, number])[];
  /** Pillars crossing the side glass (x of their centre), in body colour. */
  readonly pillars: readonly number[];
  /** Spokes of the wheel design. */
  readonly spokes: number;
  /** Dashboard top (cm) and windshield rake (cm the glass leans over the dash) for the interior. */
  readonly dash: readonly [height: number, rake: number];
}

export const SHAPES: Readonly<Record<BodyType, BodyShape>> = {
  sedan: {
    profile: [[6, 30, 'front'], [0, 58, 'front'], [10, 82, 'hood'], [150, 96, 'glass'], [232, 142, 'roof'], [322, 143, 'glass'], [398, 106, 'deck'], [466, 102, 'rear'], [482, 80, 'rear'], [476, 30, 'floor']],
    width: 184, belt: 97, axles: [100, 382], wheelRadius: 33,
    sideGlass: [[160, 99], [236, 137], [318, 138], [384, 104]], pillars: [272], spokes: 5, dash: [62, 34],
  },
  hatchback: {
    profile: [[6, 30, 'front'], [0, 58, 'front'], [10, 82, 'hood'], [132, 96, 'glass'], [210, 142, 'roof'], [352, 140, 'glass'], [400, 104, 'rear'], [406, 80, 'rear'], [400, 30, 'floor']],
    width: 180, belt: 97, axles: [92, 348], wheelRadius: 32,
    sideGlass: [[142, 99], [214, 137], [344, 135], [386, 104]], pillars: [258, 340], spokes: 6, dash: [62, 32],
  },
  suv: {
    profile: [[6, 40, 'front'], [0, 82, 'front'], [12, 108, 'hood'], [150, 120, 'glass'], [212, 178, 'roof'], [442, 176, 'glass'], [476, 128, 'rear'], [482, 100, 'rear'], [476, 40, 'floor']],
    width: 198, belt: 122, axles: [104, 392], wheelRadius: 40,
    sideGlass: [[160, 124], [216, 172], [438, 171], [462, 126]], pillars: [276, 378], spokes: 6, dash: [78, 30],
  },
  crossover: {
    profile: [[6, 36, 'front'], [0, 72, 'front'], [12, 98, 'hood'], [140, 110, 'glass'], [214, 164, 'roof'], [404, 160, 'glass'], [446, 116, 'rear'], [454, 92, 'rear'], [448, 36, 'floor']],
    width: 190, belt: 112, axles: [98, 370], wheelRadius: 37,
    sideGlass: [[150, 114], [218, 158], [398, 154], [432, 114]], pillars: [268, 362], spokes: 5, dash: [72, 30],
  },
  truck: {
    profile: [[6, 44, 'front'], [0, 96, 'front'], [14, 122, 'hood'], [176, 130, 'glass'], [232, 192, 'roof'], [352, 192, 'rear'], [356, 132, 'deck'], [586, 132, 'rear'], [590, 44, 'floor']],
    width: 204, belt: 132, axles: [112, 476], wheelRadius: 42,
    sideGlass: [[186, 135], [236, 186], [346, 186], [350, 135]], pillars: [270], spokes: 6, dash: [84, 26],
  },
  minivan: {
    profile: [[6, 36, 'front'], [0, 70, 'front'], [12, 94, 'hood'], [104, 108, 'glass'], [196, 172, 'roof'], [480, 170, 'glass'], [502, 118, 'rear'], [508, 92, 'rear'], [502, 36, 'floor']],
    width: 200, belt: 110, axles: [98, 402], wheelRadius: 36,
    sideGlass: [[116, 112], [200, 166], [476, 164], [492, 112]], pillars: [232, 360, 444], spokes: 5, dash: [72, 40],
  },
  coupe: {
    profile: [[6, 26, 'front'], [0, 52, 'front'], [12, 76, 'hood'], [176, 92, 'glass'], [262, 132, 'roof'], [318, 132, 'glass'], [420, 100, 'deck'], [456, 98, 'rear'], [466, 76, 'rear'], [460, 26, 'floor']],
    width: 188, belt: 93, axles: [110, 372], wheelRadius: 34,
    sideGlass: [[186, 95], [264, 127], [316, 127], [382, 98]], pillars: [], spokes: 10, dash: [58, 40],
  },
  wagon: {
    profile: [[6, 30, 'front'], [0, 58, 'front'], [10, 84, 'hood'], [146, 98, 'glass'], [226, 146, 'roof'], [456, 142, 'glass'], [480, 108, 'rear'], [488, 82, 'rear'], [482, 30, 'floor']],
    width: 186, belt: 100, axles: [100, 384], wheelRadius: 33,
    sideGlass: [[156, 102], [230, 140], [452, 137], [470, 104]], pillars: [272, 380], spokes: 5, dash: [62, 34],
  },
};

export function isBodyType(value: string): value is BodyType {
  return Object.hasOwn(SHAPES, value);
}
