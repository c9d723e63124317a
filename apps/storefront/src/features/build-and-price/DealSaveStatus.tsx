import { Button } from '@storefront/ui';
import { FormattedMessage } from 'react-intl';
import { useDealContext } from './useDeal.ts';

/**
 * Whether the deal on screen is the saved order (issue 16, items 20 and 21): a change not yet
 * written says so ("Saving..."; "Not saved" while a write failed, sent again when back online;
 * "Not saved" with the server's reason when it refused the change, sent with the next change),
 * and a change dropped because the order was changed in another tab or device says that the
 * order shown is the saved one.
 */
export function DealSaveStatus() {
  const deal = useDealContext();
  return (
    <>
      <p role="status" data-testid="deal-save-status" data-state={deal.saveStatus}>
        {deal.saveStatus === 'saving' && <FormattedMessage id="app.deal.saving" />}
        {deal.saveStatus === 'unsaved' && <FormattedMessage id="app.deal.unsaved" />}
        {deal.saveStatus === 'refused' &&
          (deal.saveRefusal ? (
            <FormattedMessage id="bnp.dealSave.refused" values={{ reason: deal.saveRefusal }} />
          ) : (
            <FormattedMessage id="bnp.dealSave.refusedNoReason" />
          ))}
      </p>
      {deal.conflict && (
        <div role="alert" data-testid="deal-conflict">
          <p>
            <FormattedMessage id="app.deal.conflict" />
          </p>
          <Button variant="outline" onClick={deal.dismissConflict}>
            <FormattedMessage id="app.deal.conflict.dismiss" />
          </Button>
        </div>
      )}
    </>
  );
}
