import type { ReactNode } from 'react';
import { useEffect } from 'react';
import type { StockBadge as StockBadgeName } from '../internal/domain.ts';
import { stockBadge, stockBadgeMessageId } from '../internal/domain.ts';
import { useUiText } from '../intl/useUiText.ts';
import type { UiMessageId } from '../messages/index.ts';
import * as styles from './StockBadge.css.ts';

export const STOCK_BADGE_TONES = ['success', 'info', 'warning', 'danger', 'neutral', 'brand'] as const;
export type StockBadgeTone = (typeof STOCK_BADGE_TONES)[number];

/** The colour of every badge; the compiler demands one per badge of the domain. */
const TONE: Readonly<Record<StockBadgeName, StockBadgeTone>> = {
  in_stock: 'success',
  demo: 'info',
  in_transit: 'info',
  sold: 'danger',
  as_is: 'warning',
  virtual: 'neutral',
  reserved: 'neutral',
  pending: 'warning',
  unavailable: 'neutral',
  cpo: 'brand',
  is_mine: 'brand',
};

export type StockBadgeProps = {
  /** The vehicle's `stock_status` as the feed sends it. */
  readonly stockStatus: string | null | undefined;
  readonly isCpo?: boolean;
  /** The vehicle is the signed-in shopper's own (reserved for them). */
  readonly isMine?: boolean;
};

/**
 * The stock status badge. Which badge (or none) is the domain's rule: CPO and 'is mine' override
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
    <span className={`${styles.badge} ${styles.tone[TONE[badge]]}`} data-stock-badge={badge}>
      {t(stockBadgeMessageId(badge) as UiMessageId)}
    </span>
  );
}
