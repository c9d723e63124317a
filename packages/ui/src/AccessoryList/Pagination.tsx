import type { ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { useUiText } from '../intl/useUiText.ts';
import * as styles from './AccessoryList.css.ts';

export type PaginationProps = {
  /** Accessible name of the navigation ("Accessory pages"). */
  readonly label: string;
  /** Current page, 1-based. */
  readonly page: number;
  readonly pageCount: number;
  readonly onPageChange: (page: number) => void;
};

/** Previous / next page buttons with "Page 2 of 3". */
export function Pagination({ label, page, pageCount, onPageChange }: PaginationProps): ReactNode {
  const t = useUiText();
  return (
    <nav className={styles.pagination} aria-label={label}>
      <Button
        variant="outline"
        tone="neutral"
        size="sm"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
        startIcon={<Icon name="chevronLeft" />}
      >
        {t('deal.pagination.previous')}
      </Button>
      <span aria-current="page">{t('deal.pagination.page', { page, count: pageCount })}</span>
      <Button
        variant="outline"
        tone="neutral"
        size="sm"
        disabled={page >= pageCount}
        onClick={() => onPageChange(page + 1)}
        endIcon={<Icon name="chevronRight" />}
      >
        {t('deal.pagination.next')}
      </Button>
    </nav>
  );
}
