import { formatLongDate, formatMoney, type Locale } from '@storefront/domain';
import { Button } from '@storefront/ui';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useApi } from '../../shared/api/ApiContext.tsx';
import { requestInstantOffer, takeInstantOffer } from './api/tradeIn.ts';
import { useBlackBookFlow } from './context.ts';
import * as styles from './tradeIn.css.ts';

/**
 * The instant cash offer on the review (spec 3 §2 and §4): asked for on a valued draft, shown with its
 * amount, validity and code (a sandbox's says so), and taken with `submit_ico`, which sends the
 * trade-in to the dealership.
 */
export function InstantOfferPanel() {
  const flow = useBlackBookFlow();
  const intl = useIntl();
  const { http } = useApi();
  const [busy, setBusy] = useState(false);
  const { tradeIn, order } = flow;
  if (!flow.signedIn || !tradeIn || !order || !tradeIn.valuation) return null;
  const offer = tradeIn.instant_offer;
  const draft = tradeIn.status === 'draft';
  if (!offer && !draft) return null;
  const locale = intl.locale as Locale;
  const run = async (call: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await call();
      await flow.refresh();
    } catch {
      // the HTTP client has told the shopper
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={styles.card} aria-labelledby="trade-in-ico-title" data-testid="trade-in-ico">
      <h2 id="trade-in-ico-title">
        <FormattedMessage id="trade_in.ico.title" />
      </h2>
      {offer ? (
        <>
          <p>
            <FormattedMessage
              id="trade_in.ico.text"
              values={{
                amount: formatMoney(offer.amount, locale, { currency: offer.currency }),
                date: formatLongDate(offer.valid_until, locale),
                code: offer.offer_code,
              }}
            />
          </p>
          {offer.provider.sandbox ? (
            <p className={styles.sandbox}>
              <FormattedMessage id="trade_in.ico.sandbox" values={{ provider: offer.provider.name }} />
            </p>
          ) : null}
          {draft ? (
            <div>
              <Button
                loading={busy}
                onClick={() =>
                  run(() => takeInstantOffer(http, tradeIn.id, order.id, offer.offer_code, offer.offer_id))
                }
              >
                <FormattedMessage id="trade_in.ico.take" />
              </Button>
            </div>
          ) : null}
        </>
      ) : (
        <div>
          <Button
            variant="outline"
            loading={busy}
            onClick={() => run(() => requestInstantOffer(http, tradeIn.id, order.id))}
          >
            <FormattedMessage id="trade_in.ico.request" />
          </Button>
        </div>
      )}
    </section>
  );
}
