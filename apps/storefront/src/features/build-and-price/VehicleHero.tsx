import { formatDistance, type Locale } from '@storefront/domain';
import { imageTag } from '@storefront/theme';
import { type ReactNode, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { messagesSettled } from '../../shared/i18n/messages.ts';
import { lazyModule } from '../../shared/lazy/lazyModule.ts';
import type { DealVehicle } from './api/deal.ts';
import * as styles from './bnp.css.ts';
import type { HeroGallery } from './HeroGallery.tsx';
import { HERO_SIZES } from './heroImage.ts';

/** Intrinsic size of the hero picture (16:10, as its CSS): its space is kept before it loads. */
const HERO_WIDTH = 1280;
const HERO_HEIGHT = 800;

/**
 * The gallery (swipe, arrow keys, buttons, thumbnails): a chunk of its own, loaded once the page is
 * live and handed over with the rest of the messages (its thumbnails' names).
 */
const gallery = lazyModule(() => import('./HeroGallery.tsx'), { reload: false, ready: messagesSettled });

/**
 * The vehicle page's first sight: a large gallery (the primary picture, the LCP element: sized,
 * fetched first; the other pictures one press away, by pointer or keyboard) beside the vehicle's
 * name, its key specs as chips and the pricing panel, which from md stays in view beside the gallery
 * and the steps and overview under it (`below`).
 */
export function VehicleHero({
  vehicle,
  name,
  country,
  children,
  below,
}: {
  vehicle: DealVehicle;
  name: string;
  country: 'CA' | 'US';
  /** The pricing panel, beside the gallery from md up. */
  children: ReactNode;
  /** The steps and the overview: under the gallery, the panel beside them from md up (it stays in view). */
  below: ReactNode;
}) {
  const intl = useIntl();
  // Each picture once (the primary first), with its own alt text (the view it shows, in the page's
  // language) and whether it is a generated illustration, which says so over it.
  // (A map keeps each key's first place and its last value: the primary first, described if listed.)
  const pictures = [
    ...new Map<string | null | undefined, DealVehicle['images'][number] | undefined>([
      [vehicle.primary_image, undefined],
      ...vehicle.images.map((i) => [i.image, i] as const),
    ]),
  ]
    .filter(([src]) => src)
    // A dealer photo in the sizes its feed offers (`srcset`): the browser picks the one the screen needs.
    .map(([src, image]) => ({ ...image, src: src as string, alt: image?.alt || name }));
  const picture = pictures[0];
  // The server's picture and thumbnails until the gallery's chunk is in, once the page is live: the
  // gallery then takes their place in the same boxes (nothing moves).
  const [Gallery, setGallery] = useState<typeof HeroGallery>();
  const many = pictures.length > 1;
  useEffect(() => {
    if (many) gallery.load().then((m) => setGallery(() => m.HeroGallery), Object);
  }, [many]);
  const specs = [
    intl.formatMessage({ id: 'bnp.overview.condition' }, { condition: vehicle.vehicle_condition }),
    typeof vehicle.odometer === 'number'
      ? formatDistance(vehicle.odometer, country, intl.locale as Locale)
      : null,
    vehicle.exterior_color,
    vehicle.engine_description,
    vehicle.transmission,
  ].filter((spec): spec is string => !!spec);
  return (
    <div className={styles.hero}>
      <div className={styles.gallery}>
        {Gallery && many ? (
          <Gallery key={vehicle.id} name={name} pictures={pictures} />
        ) : (
          <>
            {picture?.kind === 'illustration' ? (
              <span className={`${imageTag} ${styles.illustration}`}>
                <FormattedMessage id="ui.carousel.illustration" />
              </span>
            ) : null}
            {picture ? (
              <img
                className={styles.heroImage}
                src={picture.src}
                srcSet={picture.srcset}
                sizes={HERO_SIZES}
                alt={picture.alt}
                width={HERO_WIDTH}
                height={HERO_HEIGHT}
                fetchPriority="high"
                decoding="sync"
              />
            ) : null}
            {many ? (
              // The gallery's thumbnails (buttons) come with its chunk, in these boxes (sized by their CSS).
              <ul className={styles.thumbs} aria-hidden>
                {pictures.map(({ src }) => (
                  <li key={src} className={styles.thumb}>
                    <img src={src} alt="" loading="lazy" />
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        )}
      </div>
      <div className={styles.heroInfo}>
        <h1 className={styles.heroName}>{name}</h1>
        {specs.length > 0 ? (
          <ul className={styles.chips} aria-label={intl.formatMessage({ id: 'bnp.overview.keySpecs' })}>
            {specs.map((spec) => (
              <li key={spec} className={styles.chip}>
                {spec}
              </li>
            ))}
          </ul>
        ) : null}
        {children}
      </div>
      <div className={styles.heroBelow}>{below}</div>
    </div>
  );
}
