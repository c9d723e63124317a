import { isTradeInEditable, reviewDescription } from '@storefront/domain';
import { Button } from '@storefront/ui';
import { useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, Navigate } from 'react-router';
import { useApi } from '../../shared/api/ApiContext.tsx';
import { openSignInState, signInAtom } from '../auth/index.ts';
import { postCta } from '../embedding/deferred.ts';
import { requestInstantOffer } from './api/tradeIn.ts';
import { ExternalOfferFigures } from './ExternalOffer.tsx';
import { externalRedirectPath, useExternalFlow } from './external.ts';
import * as styles from './tradeIn.css.ts';

/**
 * Welcome (spec 3 §2, step "instant-cash-offer"): what an instant cash offer is, and the offer asked
 * for on the deal's valued trade-in, shown as the estimate its provider makes. An included trade-in
 * goes to review.
 */
export function ExternalWelcome() {
  const flow = useExternalFlow();
  const redirect = externalRedirectPath(flow, 'welcome');
  if (redirect) return <Navigate replace to={redirect} />;
  return (
    <section className={styles.section} aria-labelledby="trade-in-title">
      <h1 id="trade-in-title">
        <FormattedMessage id="trade_in.external.welcome.title" />
      </h1>
      <p>
        <FormattedMessage id="trade_in.external.welcome.text" />
      </p>
      <WelcomeAction />
    </section>
  );
}

/** What the shopper can do next: sign in, value the vehicle first, or ask for the offer. */
function WelcomeAction() {
  const flow = useExternalFlow();
  const openSignIn = useSetAtom(signInAtom);
  const { tradeIn, order } = flow;
  if (!flow.signedIn) {
    return (
      <div className={styles.links}>
        <Button onClick={() => openSignIn(openSignInState('trade_in'))}>
          <FormattedMessage id="trade_in.external.signIn" />
        </Button>
      </div>
    );
  }
  if (!order || !tradeIn?.valuation) {
    return (
      <>
        <p data-testid="trade-in-status">
          <FormattedMessage id="trade_in.external.valueFirst" />
        </p>
        <div className={styles.links}>
          <Link className={styles.stepLink} to={flow.path(`/trade-in-black-book/${flow.vehicleId}/details/`)}>
            <FormattedMessage id="trade_in.external.valueVehicle" />
          </Link>
        </div>
      </>
    );
  }
  if (!isTradeInEditable(tradeIn.status) && !tradeIn.instant_offer) {
    const description = reviewDescription(tradeIn.status);
    return (
      <p data-testid="trade-in-status">
        <FormattedMessage
          id={description.id ?? 'trade_in.review.desc.awaiting_customer'}
          values={{ name: flow.firstName ?? '' }}
        />
      </p>
    );
  }
  return <OfferRequest tradeInId={tradeIn.id} orderId={order.id} />;
}

/** The offer asked for (again) and shown, with the way on to review where it is put in the deal. */
function OfferRequest({ tradeInId, orderId }: { tradeInId: number; orderId: number }) {
  const flow = useExternalFlow();
  const { http } = useApi();
  const [busy, setBusy] = useState(false);
  const [asked, setAsked] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const offer = flow.tradeIn?.instant_offer ?? null;
  const draft = flow.tradeIn?.status === 'draft';
  // The offer just made takes focus, so that it is read out.
  useEffect(() => {
    if (asked > 0 && offer) heading.current?.focus();
  }, [asked, offer]);

  async function ask() {
    setBusy(true);
    postCta('value_trade_in');
    try {
      await requestInstantOffer(http, tradeInId, orderId);
      await flow.refresh();
      setAsked((n) => n + 1);
    } catch {
      // the HTTP client has told the shopper
    } finally {
      setBusy(false);
    }
  }

  if (!offer) {
    return (
      <div className={styles.links}>
        <Button onClick={ask} loading={busy} data-testid="ico-request">
          <FormattedMessage id="trade_in.ico.request" />
        </Button>
      </div>
    );
  }
  return (
    <section className={styles.card} aria-labelledby="ico-offer-title" data-testid="ico-offer">
      <h2 id="ico-offer-title" ref={heading} tabIndex={-1}>
        <FormattedMessage id="trade_in.ico.title" />
      </h2>
      <ExternalOfferFigures offer={offer} />
      <p>
        <FormattedMessage id="trade_in.external.code" values={{ code: offer.offer_code }} />
      </p>
      <div className={styles.links}>
        <Link
          className={styles.stepLink}
          to={flow.path(`/trade-in-external/${flow.vehicleId}/review/`)}
          data-testid="ico-continue"
        >
          <FormattedMessage id="trade_in.external.continue" />
        </Link>
        {draft ? (
          <Button variant="outline" onClick={ask} loading={busy}>
            <FormattedMessage id="trade_in.external.again" />
          </Button>
        ) : null}
      </div>
    </section>
  );
}
