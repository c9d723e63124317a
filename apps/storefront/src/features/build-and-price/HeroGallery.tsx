import { VehicleCarousel } from '@storefront/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import * as styles from './bnp.css.ts';
import * as own from './HeroGallery.css.ts';
import { HERO_SIZES } from './heroImage.ts';

/** One picture of the vehicle page's gallery, as the hero lists them (./VehicleHero.tsx). */
export type HeroPicture = {
  src: string;
  alt: string;
  kind?: 'photo' | 'illustration' | undefined;
  srcset?: string | undefined;
};

/**
 * The vehicle page's gallery, a chunk of its own loaded once the page is live. It takes the place of
 * the server's hero picture and thumbnails in the same boxes: the picture's 16:10 frame with the same
 * `sizes` (the browser shows the picture it already has; nothing moves), the thumbnails' row. The
 * kit's carousel swipes, has previous and next buttons and arrow keys, says the position politely,
 * gives each picture its alt text and labels generated ones "Illustration"; a thumbnail shows its
 * picture.
 */
export function HeroGallery({ name, pictures }: { name: string; pictures: readonly HeroPicture[] }) {
  const intl = useIntl();
  const [shown, setShown] = useState(0);
  return (
    <>
      <div className={own.frame} data-gallery="">
        <VehicleCarousel
          vehicleName={name}
          images={pictures}
          sizes={HERO_SIZES}
          aspectRatio="16 / 10"
          index={shown}
          onIndexChange={setShown}
        />
      </div>
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
    </>
  );
}
