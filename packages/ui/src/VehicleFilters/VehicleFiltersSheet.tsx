import type { ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import { useDealFormat } from '../deal/format.tsx';
import { useUiText } from '../intl/useUiText.ts';
import { Modal } from '../Modal/Modal.tsx';
import type { VehicleFiltersProps } from './VehicleFilters.tsx';
import { VehicleFilters } from './VehicleFilters.tsx';
import * as styles from './VehicleFiltersSheet.css.ts';

export type VehicleFiltersSheetProps = VehicleFiltersProps & {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** Vehicles matching the current filters, on the button that closes the sheet (none: "Show results"). */
  readonly resultCount?: number;
  /** Where focus goes when the sheet closes: the button that opened it (a sheet opened by state). */
  readonly returnFocus?: { readonly current: HTMLElement | null };
};

/**
 * The vehicle-list filters in a sheet from the side, for a phone: a dialog (focus kept inside, Escape
 * and the close button close it, focus back to its opener) holding the filter panel, and a button that
 * shows the results with their number. The filters apply as they change, as in the sidebar.
 */
export function VehicleFiltersSheet({
  open,
  onOpenChange,
  resultCount,
  returnFocus,
  ...filters
}: VehicleFiltersSheetProps): ReactNode {
  const t = useUiText();
  const format = useDealFormat();
  return (
    <Modal.Root open={open} onOpenChange={onOpenChange}>
      <Modal.Content
        title={t('deal.filters.title')}
        hideTitle
        size="sheetLeft"
        data-modal="vehicle-filters"
        {...(returnFocus === undefined ? {} : { returnFocus })}
      >
        <Modal.Body>
          <VehicleFilters {...filters} />
        </Modal.Body>
        <div className={styles.footer}>
          <Modal.Footer>
            <Modal.Close>
              <Button fullWidth>
                {resultCount === undefined
                  ? t('deal.filters.showResults')
                  : t('deal.filters.show', { count: resultCount, formatted: format.integer(resultCount) })}
              </Button>
            </Modal.Close>
          </Modal.Footer>
        </div>
      </Modal.Content>
    </Modal.Root>
  );
}
