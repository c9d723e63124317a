import type { ReactNode } from 'react';
import { useEffect } from 'react';
import type { BadgeProps } from '../Badge/Badge.tsx';
import { Badge } from '../Badge/Badge.tsx';
import type { StockBadge as StockBadgeName } from '../internal/domain.ts';
import { stockBadge, stockBadgeMessageId } from '../internal/domain.ts';
import { useUiText } from '../intl/useUiText.ts';
import type { UiMessageId } from '../messages/index.ts';

/** The look of every badge; the compiler demands one per badge of the domain. */
const LOOK: Readonly<Record<StockBadgeName, Pick<BadgeProps, 'tone' | 'emphasis'>>> = {
  in_stock: { tone: 'success' },
  demo: { tone: 'info' },
  in_transit: { tone: 'info' },
  sold: { tone: 'danger' },
  as_is: { tone: 'warning' },
  virtual: { tone: 'neutral' },
  reserved: { tone: 'neutral' },
  pending: { tone: 'warning' },
  unavailable: { tone: 'neutral' },
  cpo: { tone: 'brand', emphasis: 'strong' },
  is_mine: { tone: 'brand', emphasis: 'strong' },
};

export type StockBadgeProps = {
  /** The vehicle's `stock_status` as the feed sends it. */
  readonly stockStatus: string | null | undefined;
  readonly isCpo?: boolean;
  /** The vehicle is the signed-in shopper's own (reserved for them). */
  readonly isMine?: boolean;
};

/**
 * The stock status badge, a `Badge` of the tone of its status. Which badge (or none) is the domain's rule: CPO and 'is mine' override
 * the status; reserved and unknown statuses show nothing; an unknown status is logged.
 */
export function StockBadge({ stockStatus, isCpo = false, isMine = false }: StockBadgeProps): ReactNode {
  const t = useUiText();
  const { badge, logUnknown } = stockBadge({ stock_status: stockStatus, is_cpo: isCpo, is_mine: isMine });
  useEffect(() => {
    if (logUnknown) console.warn(`Unknown stock status: ${String(stockStatus)}`);
  }, [logUnknown, stockStatus]);
  if (badge === null) return null;
  return (
    <Badge {...LOOK[badge]} data-stock-badge={badge}>
      {t(stockBadgeMessageId(badge) as UiMessageId)}
    </Badge>
  );
}
