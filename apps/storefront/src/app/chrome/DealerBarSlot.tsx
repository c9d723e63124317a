import { DealerBar } from '@storefront/ui';
import type { CurrentUser } from '../../features/auth/api/user.ts';

interface DealerBarSlotProps {
  user: CurrentUser;
  onEndSession: () => void;
  onBackToDealer: () => void;
  onLogout: () => void;
}

/** The kit's DealerBar for a dealer acting as a customer (its own chunk: loaded only for them). */
export function DealerBarSlot({ user, onEndSession, onBackToDealer, onLogout }: DealerBarSlotProps) {
  return (
    <div data-testid="dealer-bar">
      <DealerBar
        customerName={user.full_name ?? user.name_or_email ?? ''}
        dealerUser={{
          firstName: user.dealer_user?.first_name ?? '',
          avatar: user.dealer_user?.avatar ?? null,
        }}
        onEndSession={onEndSession}
        onCustomerList={onBackToDealer}
        onLogout={onLogout}
      />
    </div>
  );
}
