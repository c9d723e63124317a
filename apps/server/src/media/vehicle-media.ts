/**
 * A vehicle's pictures as the API lists them (`images`): the dealer's own photos, passed through as
 * they come (`kind: 'photo'`), or, for a vehicle without any, the five generated views of its body type
 * in its colour (`kind: 'illustration'`). Each has an alt text in the answer's language.
 */
import { isView, VIEWS, type View } from './render.ts';
import { isBodyType } from './shapes.ts';

export interface VehicleMedia {
  image: string;
  source: string;
  kind: 'illustration' | 'photo';
  view?: View;
  alt: string;
}

const VIEW_NAMES: Readonly<Record<'en' | 'fr', Readonly<Record<View, string>>>> = {
  en: {
    side: 'side view',
    'front-three-quarter': 'front three-quarter view',
    'rear-three-quarter': 'rear three-quarter view',
    interior: 'interior',
    wheel: 'wheel detail',
  },
  fr: {
    side: 'vue de côté',
    'front-three-quarter': 'vue de trois quarts avant',
    'rear-three-quarter': 'vue de trois quarts arrière',
    interior: 'habitacle',
    wheel: 'détail de la roue',
  },
};

/** Our own illustrations' path; anything else a vehicle stores is a photo. */
const ILLUSTRATION = /^\/media\/vehicles\/([a-z]+)\/([0-9A-Fa-f]{6})\.svg(?:\?view=([a-z-]+))?$/;

/** The URL of one generated view of a body type in a colour (6 hex digits). */
export function illustrationUrl(bodyType: string, hex: string, view: View): string {
  return `/media/vehicles/${bodyType}/${hex.toUpperCase()}.svg?view=${view}`;
}

export function vehicleMedia(
  vehicle: {
    bodyType: string;
    exteriorColorHex: string;
    images: readonly { image: string; source: string }[];
  },
  name: string,
  language: string,
  absolute: (url: string) => string,
): VehicleMedia[] {
  const words = language === 'fr' ? VIEW_NAMES.fr : VIEW_NAMES.en;
  const photos = vehicle.images.filter((i) => !ILLUSTRATION.test(i.image));
  if (photos.length > 0) {
    return photos.map((p, i) => ({
      image: absolute(p.image),
      source: p.source,
      kind: 'photo',
      alt: `${name}, photo ${i + 1}`,
    }));
  }
  if (isBodyType(vehicle.bodyType) && /^[0-9A-Fa-f]{6}$/.test(vehicle.exteriorColorHex)) {
    return VIEWS.map((view) => ({
      image: absolute(illustrationUrl(vehicle.bodyType, vehicle.exteriorColorHex, view)),
      source: 'stock',
      kind: 'illustration',
      view,
      alt: `${name}, ${words[view]}`,
    }));
  }
  // Illustrations of a body type the renderer does not know: as stored.
  return vehicle.images.map((i) => {
    const view = ILLUSTRATION.exec(i.image)?.[3];
    return {
      image: absolute(i.image),
      source: i.source,
      kind: 'illustration',
      ...(view && isView(view) ? { view, alt: `${name}, ${words[view]}` } : { alt: name }),
    };
  });
}
