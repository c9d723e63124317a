import type { ReactNode } from 'react';
import { Badge } from '../Badge/Badge.tsx';
import * as deal from '../deal/deal.css.ts';
import { useUiText } from '../intl/useUiText.ts';

export type VisitStateProps = {
  /** Whether the dealership confirmed the visit (staff confirm it in the console). */
  readonly confirmed: boolean;
  /** The dealership's name. */
  readonly dealer: string;
};

/**
 * Whether the dealership confirmed a booked visit or test drive: "Confirmed by {dealer}", or
 * "Awaiting confirmation from {dealer}" until then (and again after a move).
 */
export function VisitState({ confirmed, dealer }: VisitStateProps): ReactNode {
  const t = useUiText();
  return (
    <p className={deal.text} data-testid="appointment-state" data-confirmed={confirmed || undefined}>
      <Badge tone={confirmed ? 'success' : 'info'}>
        {t(confirmed ? 'ui.appointment.state.confirmed' : 'ui.appointment.state.awaiting', { dealer })}
      </Badge>
    </p>
  );
}
