import { Badge } from '@storefront/ui';
import { FormattedMessage } from 'react-intl';

/**
 * Whether the dealership confirmed a booked visit (staff confirm it in the console): "Confirmed by
 * Maple Motors", or "Awaiting confirmation from Maple Motors" until then (and again after a move).
 */
export function VisitState({ confirmed, dealer }: { confirmed: boolean; dealer: string }) {
  return (
    <p data-testid="appointment-state">
      <Badge tone={confirmed ? 'success' : 'info'}>
        <FormattedMessage
          id={confirmed ? 'appointment.state.confirmed' : 'appointment.state.awaiting'}
          values={{ dealer }}
        />
      </Badge>
    </p>
  );
}
