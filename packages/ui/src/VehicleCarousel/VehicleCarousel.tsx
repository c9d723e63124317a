// biome-ignore-all lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern uses role=group for the viewport and the slides, not form fieldsets
import { buttonReset, focusRing, imageTag, vehiclePlaceholder } from '@storefront/theme';
import type { PointerEvent, ReactNode } from 'react';
import { useId, useRef, useState } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import { useUiText } from '../intl/useUiText.ts';
import type { CarouselImage } from './carousel.ts';
import { needsNotFromFeedDisclaimer, resistedOffset, slideAfterKey, slideAfterSwipe } from './carousel.ts';
import * as styles from './VehicleCarousel.css.ts';

export type VehicleCarouselProps = {
  /** The vehicle's name, used in image text alternatives. */
  readonly vehicleName: string;
  readonly images: readonly CarouselImage[];
  /**
   * The dealer theme's `vehicle_placeholder_image`, shown when there are no images (only an http(s)
   * address is used; otherwise the theme's built-in placeholder).
   */
  readonly placeholderImage?: string | null;
  /** The vehicle has exterior images of its own (`exterior`); without it, stock images get a disclaimer. */
  readonly hasExterior?: boolean;
  /** Which image sources count as the inventory feed. */
  readonly isFeedSource?: (source: string | null | undefined) => boolean;
  /** Controlled slide index. */
  readonly index?: number;
  readonly onIndexChange?: (index: number) => void;
  /**
   * The width the photos are shown at (`<img sizes>`), for the images that list a `srcset`: a page
   * that showed the first photo before the carousel gives the same, so the browser fetches nothing again.
   */
  readonly sizes?: string;
  /** The photos' box (CSS `aspect-ratio`, `16 / 9` by default): a page's own picture's, to take its place without moving. */
  readonly aspectRatio?: string;
};

/**
 * Vehicle photos: swipe (with edge resistance 20 px past the first and last photo), previous/next
 * buttons, arrow keys, Home and End on the focused carousel. A placeholder when there are no photos
 * and a disclaimer when stock photos stand in for the vehicle; a generated picture (`kind:
 * 'illustration'`) carries a small "Illustration" label.
 */
export function VehicleCarousel({
  vehicleName,
  images,
  placeholderImage,
  hasExterior = true,
  isFeedSource,
  index: controlled,
  onIndexChange,
  sizes,
  aspectRatio,
}: VehicleCarouselProps): ReactNode {
  const t = useUiText();
  const id = useId();
  const [own, setOwn] = useState(0);
  const [drag, setDrag] = useState<number | null>(null);
  const start = useRef<{ x: number; width: number } | null>(null);
  const count = images.length;
  const index = Math.min(Math.max(controlled ?? own, 0), Math.max(count - 1, 0));
  const go = (next: number) => {
    setOwn(next);
    onIndexChange?.(next);
  };
  const disclaimer = needsNotFromFeedDisclaimer(images, hasExterior, isFeedSource);

  if (count === 0) {
    return (
      <div className={styles.root} data-carousel="placeholder">
        <div className={styles.viewport}>
          <img
            className={styles.image}
            src={vehiclePlaceholder({ vehicle_placeholder_image: placeholderImage ?? null })}
            alt={t('ui.carousel.placeholder')}
            data-placeholder=""
          />
        </div>
      </div>
    );
  }

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    start.current = { x: event.clientX, width: event.currentTarget.clientWidth };
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // No active pointer with that id (synthetic events): the drag still works without capture.
    }
    setDrag(0);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current === null) return;
    setDrag(resistedOffset(event.clientX - start.current.x, index, count));
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current === null) return;
    const delta = event.clientX - start.current.x;
    const next = slideAfterSwipe(index, count, delta, start.current.width);
    start.current = null;
    setDrag(null);
    if (next !== index) go(next);
  };

  return (
    <section
      className={styles.root}
      aria-roledescription="carousel"
      aria-label={t('ui.carousel.label')}
      data-carousel=""
      data-index={index}
    >
      <div
        className={styles.viewport}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the focused carousel takes arrow keys (WAI-ARIA carousel pattern)
        tabIndex={0}
        role="group"
        aria-label={t('ui.carousel.position', { current: String(index + 1), total: String(count) })}
        onKeyDown={(event) => {
          const next = slideAfterKey(index, count, event.key);
          if (next === null) return;
          event.preventDefault();
          if (next !== index) go(next);
        }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        data-dragging={drag === null ? undefined : ''}
        style={aspectRatio ? { aspectRatio } : undefined}
      >
        <div
          id={`${id}-track`}
          className={styles.track}
          data-dragging={drag === null ? undefined : ''}
          style={{ transform: `translateX(calc(${-index * 100}% + ${drag ?? 0}px))` }}
        >
          {images.map((image, i) => (
            <div
              key={`${image.src}-${String(i)}`}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={t('ui.carousel.slide', { current: String(i + 1), total: String(count) })}
              aria-hidden={i === index ? undefined : true}
              inert={i !== index}
            >
              <img
                className={styles.image}
                src={image.src}
                srcSet={image.srcset}
                sizes={image.srcset ? sizes : undefined}
                alt={image.alt ?? t('ui.carousel.photoAlt', { vehicle: vehicleName, current: String(i + 1) })}
                draggable={false}
                loading={Math.abs(i - index) <= 1 ? 'eager' : 'lazy'}
              />
              {image.kind === 'illustration' ? (
                <span className={`${imageTag} ${styles.illustration}`}>{t('ui.carousel.illustration')}</span>
              ) : null}
            </div>
          ))}
        </div>
        {count > 1 ? (
          <>
            <button
              type="button"
              className={`${buttonReset} ${focusRing} ${styles.nav} ${styles.prev}`}
              aria-label={t('ui.carousel.previous')}
              aria-controls={`${id}-track`}
              disabled={index === 0}
              onClick={() => go(index - 1)}
              onPointerDown={(event) => event.stopPropagation()}
            >
              <Icon name="chevronLeft" />
            </button>
            <button
              type="button"
              className={`${buttonReset} ${focusRing} ${styles.nav} ${styles.next}`}
              aria-label={t('ui.carousel.next')}
              aria-controls={`${id}-track`}
              disabled={index === count - 1}
              onClick={() => go(index + 1)}
              onPointerDown={(event) => event.stopPropagation()}
            >
              <Icon name="chevronRight" />
            </button>
            <span className={`${imageTag} ${styles.counter}`} aria-live="polite" aria-atomic="true">
              {t('ui.carousel.position', { current: String(index + 1), total: String(count) })}
            </span>
          </>
        ) : null}
      </div>
      {disclaimer ? (
        <p className={styles.disclaimer} data-not-from-feed="">
          {t('ui.carousel.notFromFeed')}
        </p>
      ) : null}
    </section>
  );
}
