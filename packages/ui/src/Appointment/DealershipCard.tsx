import { visuallyHidden } from '@storefront/theme';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import * as deal from '../deal/deal.css.ts';
import { useUiText } from '../intl/useUiText.ts';
import { Link } from '../Link/Link.tsx';
import { telHref } from '../Marketplace/Marketplace.tsx';
import * as styles from './Appointment.css.ts';
import { formatHours } from './format.ts';

/** The days of the opening hours, in the order shown (the dealer's `hours` keys). */
export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/**
 * Where the "Directions" link goes: a cross-platform maps URL (it opens the map app on a phone that has
 * it, the maps site elsewhere; no key, and nothing is asked of it until the shopper follows the link).
 */
export const DIRECTIONS_URL = 'https://www.google.com/maps/dir/?api=1';

/**
 * The directions link to a dealership: to its configured coordinates when it has both (the entrance the
 * dealer placed), else to its name and address as the card shows them.
 */
export function directionsHref(place: {
  readonly name: string;
  readonly address: string;
  readonly latitude?: number | null | undefined;
  readonly longitude?: number | null | undefined;
}): string {
  const { latitude, longitude } = place;
  const destination =
    typeof latitude === 'number' && typeof longitude === 'number'
      ? `${latitude},${longitude}`
      : `${place.name}, ${place.address}`;
  return `${DIRECTIONS_URL}&destination=${encodeURIComponent(destination)}`;
}

export type DealershipCardProps = {
  /** The dealership's name, the card's heading. */
  readonly name: string;
  /** Its address as the dealer wrote it, in the page's language when the dealer gives one per language. */
  readonly address: string;
  /** The dealership's phone, shown as given: pass it as the shopper reads it (the domain's `formatPhone`, "(512) 555-0134"); its link is E.164 (`tel:+15125550134`). */
  readonly phone?: string | undefined;
  /** Opening hours by weekday as the dealer configured them ("9:00-20:00"); a day missing is closed. */
  readonly hours: Readonly<Partial<Record<string, string>>>;
  /** The dealer's configured coordinates (the directions go there); null or missing: to the address. */
  readonly latitude?: number | null | undefined;
  readonly longitude?: number | null | undefined;
  /**
   * The dealer's static map image of the place (its tile provider's, 400 by 240 CSS px), when the dealer
   * configured one; null or missing: no image, nothing loaded from outside.
   */
  readonly mapImageUrl?: string | null | undefined;
  /** The heading's level in the page (default 2). */
  readonly headingLevel?: 2 | 3;
};

/**
 * The appointment page's map side bar: the dealership's name, address and phone, a "Directions" link to
 * the shopper's map app or site (new tab, `directionsHref`), and its opening hours by day in the locale's
 * time format ("9:00 a.m. – 8:00 p.m.", "9 h 00 à 20 h 00"). A static map image of the place shows only
 * when the dealer configured a tile provider (`mapImageUrl`); otherwise nothing is asked of an outside
 * service.
 */
export function DealershipCard({
  name,
  address,
  phone,
  hours,
  latitude,
  longitude,
  mapImageUrl,
  headingLevel = 2,
}: DealershipCardProps): ReactNode {
  const t = useUiText();
  const { locale } = useIntl();
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const Sub = `h${headingLevel + 1}` as 'h3' | 'h4';
  return (
    <aside className={deal.card} aria-labelledby={id} data-testid="appointment-sidebar">
      <Heading id={id} className={deal.subheading}>
        {name}
      </Heading>
      {mapImageUrl ? (
        <img
          className={styles.map}
          src={mapImageUrl}
          width={400}
          height={240}
          alt={t('ui.appointment.mapAlt', { name, address })}
          loading="lazy"
          referrerPolicy="no-referrer"
        />
      ) : null}
      <address className={styles.address}>
        {address}
        {phone ? (
          <>
            <br />
            <Link href={telHref(phone)}>{phone}</Link>
          </>
        ) : null}
      </address>
      <p className={deal.text}>
        <Link href={directionsHref({ name, address, latitude, longitude })} external>
          {t('ui.appointment.directions')}
          <span className={visuallyHidden}> {t('ui.appointment.directionsTo', { name })}</span>{' '}
        </Link>
      </p>
      <Sub className={deal.text}>{t('ui.appointment.hours')}</Sub>
      <dl className={styles.hours}>
        {WEEKDAYS.map((day) => (
          <div key={day} className={styles.hoursRow} data-day={day}>
            <dt className={styles.hoursDay}>{t(`ui.appointment.day.${day}`)}</dt>
            <dd className={styles.hoursTime}>
              {formatHours(hours[day], locale) ?? t('ui.appointment.closed')}
            </dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
