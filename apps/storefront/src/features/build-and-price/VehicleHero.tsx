import { formatDistance, type Locale } from '@storefront/domain';
import { imageTag } from '@storefront/theme';
import { type ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DealVehicle } from './api/deal.ts';
import * as styles from './bnp.css.ts';
import { HERO_SIZES } from './heroImage.ts';

/** Intrinsic size of the hero picture (16:10, as its CSS): its space is kept before it loads. */
const HERO_WIDTH = 1280;
const HERO_HEIGHT = 800;

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
  const described = new Map(vehicle.images.map((i) => [i.image, i]));
  const pictures = [
    ...new Set([vehicle.primary_image, ...vehicle.images.map((i) => i.image)].filter((src) => !!src)),
  ].map((src) => {
    const image = described.get(src as string);
    // A dealer photo in the sizes its feed offers (`srcset`): the browser picks the one the screen needs.
    return { src: src as string, alt: image?.alt || name, kind: image?.kind, srcset: image?.srcset };
  });
  const [shown, setShown] = useState(0);
  const picture = pictures[shown];
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
            decoding={shown === 0 ? 'sync' : 'async'}
          />
        ) : null}
        {pictures.length > 1 ? (
          <ul className={styles.thumbs}>
            {pictures.map(({ src }, index) => (
              <li key={src}>
                <button
                  type="button"
                  className={styles.thumb}
                  aria-pressed={index === shown}
                  aria-label={intl.formatMessage(
                    { id: 'bnp.gallery.picture' },
                    { index: index + 1, count: pictures.length },
                  )}
                  onClick={() => setShown(index)}
                >
                  <img src={src} alt="" width={160} height={100} loading="lazy" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
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
