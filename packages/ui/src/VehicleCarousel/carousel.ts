/** Pure carousel maths: edge resistance, swipe decisions and the not-from-feed disclaimer rule. */
import { CAROUSEL_EDGE_RESISTANCE } from '../internal/domain.ts';

/**
 * The offset a drag moves the track by. Between slides it follows the finger; past the first or
 * last slide it meets resistance and never goes further than `resistance` px (20 in the spec):
 * `r·|d| / (|d| + r)`, which grows smoothly from 0 toward `r`.
 */
export function resistedOffset(
  delta: number,
  index: number,
  count: number,
  resistance = CAROUSEL_EDGE_RESISTANCE,
): number {
  const pastStart = index <= 0 && delta > 0;
  const pastEnd = index >= count - 1 && delta < 0;
  if (!pastStart && !pastEnd) return delta;
  if (resistance <= 0) return 0;
  const size = Math.abs(delta);
  // r·s/(s+r) written as r − r²/(s+r): the same value, and monotone in floating point too.
  return Math.sign(delta) * (resistance - (resistance * resistance) / (size + resistance));
}

/** Minimum drag to change slide: 50 px or a fifth of the slide width, whichever is smaller. */
export const swipeThreshold = (width: number): number => Math.max(10, Math.min(50, width / 5));

/** The slide after a drag of `delta` px (positive = toward the previous slide). */
export function slideAfterSwipe(index: number, count: number, delta: number, width: number): number {
  if (Math.abs(delta) < swipeThreshold(width)) return index;
  const next = delta < 0 ? index + 1 : index - 1;
  return Math.min(Math.max(next, 0), Math.max(count - 1, 0));
}

/** The slide after a key press, or null when the key does not move the carousel. */
export function slideAfterKey(index: number, count: number, key: string): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowLeft':
      return Math.max(index - 1, 0);
    case 'ArrowRight':
      return Math.min(index + 1, count - 1);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

export type CarouselImage = {
  readonly src: string;
  /** Where the image comes from (`images[].source`): the dealer's inventory feed or elsewhere. */
  readonly source?: string | null;
  readonly alt?: string;
  /** A picture the storefront generated (`images[].kind`): it shows an "Illustration" label. */
  readonly kind?: 'photo' | 'illustration';
  /** The sizes a photo comes in (`url 480w, …`, `images[].srcset`): the browser picks the one the carousel's `sizes` needs. */
  readonly srcset?: string;
};

/** Sources that count as the inventory feed (ours: the spec does not list the values). */
export const FEED_SOURCES: readonly string[] = ['feed', 'inventory', 'dealer_feed'];

/**
 * A disclaimer shows when an image is not from the feed and the vehicle has no exterior (spec 1 §2):
 * stock photos stand in for a vehicle the dealer has not photographed.
 */
export function needsNotFromFeedDisclaimer(
  images: readonly CarouselImage[],
  hasExterior: boolean,
  isFeedSource: (source: string | null | undefined) => boolean = (source) =>
    source !== null && source !== undefined && FEED_SOURCES.includes(source.toLowerCase()),
): boolean {
  return !hasExterior && images.some((image) => !isFeedSource(image.source));
}
