/**
 * A vehicle's pictures as the API lists them (`images`): the dealer's own photos, passed through as
 * they come (`kind: 'photo'`; with a `srcset` of the sizes the feed offers, where it offers any), or, for a vehicle without any, the five generated views of its body type
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
  /** A photo's sizes as the feed offers them (`url 480w, …`, narrowest first), for `<img srcset>`. */
  srcset?: string;
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

/**
 * The `srcset` of a photo's sizes (each URL once, with a whole positive width; narrowest first), or
 * null when the feed offers none: the photo is then shown from its one URL, as it comes.
 */
function srcsetOf(
  variants: readonly { url: string; width: number }[],
  absolute: (url: string) => string,
): string | null {
  const usable = variants
    .filter((v) => Number.isInteger(v.width) && v.width > 0 && typeof v.url === 'string' && v.url !== '')
    .map((v) => ({ url: absolute(v.url), width: v.width }))
    // An http(s) URL only; one with a space or a comma would split the list: left out.
    .filter((v) => /^https?:\/\//i.test(v.url) && !/[\s,]/.test(v.url))
    .sort((a, b) => a.width - b.width);
  const byWidth = [...new Map(usable.map((v) => [v.width, v])).values()];
  return byWidth.length > 0 ? byWidth.map((v) => `${v.url} ${v.width}w`).join(', ') : null;
}

export function vehicleMedia(
  vehicle: {
    bodyType: string;
    exteriorColorHex: string;
    images: readonly {
      image: string;
      source: string;
      variants?: readonly { url: string; width: number }[];
    }[];
  },
  name: string,
  language: string,
  absolute: (url: string) => string,
): VehicleMedia[] {
  const words = language === 'fr' ? VIEW_NAMES.fr : VIEW_NAMES.en;
  const photos = vehicle.images.filter((i) => !ILLUSTRATION.test(i.image));
  if (photos.length > 0) {
    return photos.map((p, i) => {
      const srcset = srcsetOf(p.variants ?? [], absolute);
      return {
        image: absolute(p.image),
        source: p.source,
        kind: 'photo',
        alt: `${name}, photo ${i + 1}`,
        ...(srcset ? { srcset } : {}),
      };
    });
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
