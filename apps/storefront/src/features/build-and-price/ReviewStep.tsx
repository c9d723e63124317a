import { Button, type SendLinkState, ShareDealPanel } from '@storefront/ui';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { useApi } from '../../shared/api/ApiContext.tsx';
import { buildPath, parseRoutePrefix } from '../../shared/routing/routePrefix.ts';
import { sendOrderLink } from '../orders/deferred.ts';
import * as styles from './bnp.css.ts';
import { DealReview } from './DealReview.tsx';
import { PostalCodePrompt } from './PostalCodePrompt.tsx';
import { savedFromReview } from './savedFromReview.ts';
import { useDealContext } from './useDeal.ts';

/** Review: the whole deal with the server's pricing stack; save (sign-in when needed) and share. */
export function ReviewStep() {
  const deal = useDealContext();
  const [saving, setSaving] = useState(false);
  const { pathname } = useLocation();
  const share = deal.saved?.tokenized_url ?? deal.order?.tokenized_url ?? null;
  const { http } = useApi();
  // "E-mail me the link": the server e-mails the order's shared link to the signed-in customer.
  const [sendState, setSendState] = useState<SendLinkState>('idle');
  const orderId = deal.saved?.id ?? deal.order?.id ?? null;
  const sendLink =
    orderId === null || !deal.user
      ? undefined
      : () => {
          setSendState('sending');
          sendOrderLink(http, orderId).then(
            () => setSendState('sent'),
            () => setSendState('error'),
          );
        };
  return (
    <section className={styles.section} aria-labelledby="review-title">
      <h2 id="review-title">
        <FormattedMessage id="bnp.step.review" />
      </h2>
      <PostalCodePrompt step="review" />
      <DealReview disclosedAbove />
      <div className={styles.actions}>
        <Button
          loading={saving}
          disabled={!deal.proceeding}
          onClick={async () => {
            setSaving(true);
            try {
              await deal.saveDeal(savedFromReview);
            } finally {
              setSaving(false);
            }
          }}
        >
          <FormattedMessage id="bnp.saveDeal" />
        </Button>
        {deal.saved && (
          <p role="status" data-testid="deal-saved">
            <FormattedMessage id="bnp.saved" />
          </p>
        )}
        {deal.saved && (
          // Proceeding past the section's last step goes to its step summary (spec 2 section 4),
          // which plays its success animation (the review step was completed by the save).
          <Link
            className={styles.stepLink}
            to={buildPath(
              parseRoutePrefix(pathname),
              `/saved-vehicles/${deal.vehicle.id}/summary/build-and-price/?success=1&animate=1`,
            )}
            data-testid="step-proceed"
          >
            <FormattedMessage id="bnp.proceed" />
          </Link>
        )}
      </div>
      {share && (
        <ShareDealPanel
          url={share}
          email={deal.user?.email ?? undefined}
          onSendLink={sendLink}
          sendState={sendState}
        />
      )}
    </section>
  );
}
