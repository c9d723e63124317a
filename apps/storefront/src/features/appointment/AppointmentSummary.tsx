import { AppointmentSummary as BookedVisit } from '@storefront/ui';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { useApi } from '../../shared/api/ApiContext.tsx';
import type { SavedDealLineProps } from '../../shared/routing/linkName.ts';
import { buildPath, parseRoutePrefix } from '../../shared/routing/routePrefix.ts';
import { bookingQuery, slotsQuery } from './api/appointment.ts';

/**
 * The appointment line of a saved deal (the kit's `AppointmentSummary`, `line`): the booked visit (day
 * and time at the dealer, where, whether the dealership confirmed it) with a link to change it, or a
 * link to book one. `withChange` false: without the link to change it (a card whose own action does).
 */
export function AppointmentSummary({
  orderId,
  vehicleId,
  linkName,
  withChange = true,
}: SavedDealLineProps & { withChange?: boolean }) {
  const { http, dealerCode } = useApi();
  const intl = useIntl();
  const prefix = parseRoutePrefix(useLocation().pathname);
  const booking = useQuery(bookingQuery(http, dealerCode, orderId));
  const slots = useQuery(slotsQuery(http, dealerCode));
  const to = buildPath(prefix, `/appointment/${vehicleId}/?mode=edit`);
  const current = booking.data?.appointment;
  if (booking.isPending || slots.isPending) return null;
  if (current?.status !== 'booked' || !slots.data) {
    return (
      <p data-testid="appointment-summary">
        <Link to={to} aria-label={linkName?.(intl.formatMessage({ id: 'appointment.summary.book' }))}>
          <FormattedMessage id="appointment.summary.book" />
        </Link>
      </p>
    );
  }
  return (
    <BookedVisit
      variant="line"
      appointment={current}
      dealer={slots.data.dealer.name}
      timeZone={slots.data.timezone}
      {...(withChange
        ? {
            change: (
              <Link to={to} aria-label={linkName?.(intl.formatMessage({ id: 'appointment.summary.change' }))}>
                <FormattedMessage id="appointment.summary.change" />
              </Link>
            ),
          }
        : {})}
    />
  );
}
