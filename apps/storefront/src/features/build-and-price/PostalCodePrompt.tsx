import { Button, PostalCodeModal } from '@storefront/ui';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useApi } from '../../shared/api/ApiContext.tsx';
import { serverFormErrors } from '../../shared/api/serverErrors.ts';
import { dealerCountry } from '../dealership/index.ts';
import * as styles from './bnp.css.ts';
import { postalCodeMode, updatePostalCode } from './postalCode.ts';
import { useDealContext } from './useDeal.ts';

/**
 * The deal's postal code with a button opening the kit's PostalCodeModal. Required (opened by
 * itself, not closable) while the deal has none on the payment and review steps. On submit the
 * order's postal code is updated (or checked by the server before an order exists), then the
 * payment is priced again; success closes the modal, failure keeps it open with the server's
 * errors on the field (a 500 or no answer is the catalogue's toast).
 */
export function PostalCodePrompt({ step }: { step: 'payment' | 'review' }) {
  const deal = useDealContext();
  const { http } = useApi();
  const [open, setOpen] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, readonly string[]>>({});
  const postalCode = deal.deal.postalCode;
  const mode = postalCodeMode({ usePostalCode: deal.dealer?.use_postal_code, postalCode, step });
  if (mode === 'off') return null;
  const required = mode === 'required';
  const country = dealerCountry(deal.dealer);
  const submit = async (value: string) => {
    setSubmitting(true);
    setServerErrors({});
    try {
      const saved = await updatePostalCode(http, deal.orderId, value);
      if (saved.order) deal.recordWrite(saved.order);
      deal.setDeal({ postalCode: saved.postalCode });
      setOpen(false);
    } catch (error) {
      setServerErrors(serverFormErrors(error));
    } finally {
      setSubmitting(false);
    }
  };
  return (
    <div className={styles.actions} data-testid="postal-code">
      {postalCode ? (
        <p>
          <FormattedMessage
            id={country === 'US' ? 'bnp.postal.currentZip' : 'bnp.postal.current'}
            values={{ code: postalCode }}
          />
        </p>
      ) : null}
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <FormattedMessage id={country === 'US' ? 'bnp.postal.changeZip' : 'bnp.postal.change'} />
      </Button>
      <PostalCodeModal
        open={open || required}
        onOpenChange={(next) => {
          if (!required) setOpen(next);
        }}
        country={country}
        closable={!required}
        initialValue={postalCode ?? ''}
        onSubmit={(value) => void submit(value)}
        submitting={submitting}
        serverErrors={serverErrors}
      />
    </div>
  );
}
