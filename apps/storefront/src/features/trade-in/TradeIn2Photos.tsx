import {
  isTradeInEditable,
  missingImages,
  PHOTO_POLL_INTERVAL_MS,
  shouldWatchPhotos,
  type TradeInImageField,
  type TradeInImages,
} from '@storefront/domain';
import {
  Button,
  Modal,
  TRADE_IN_PHOTO_ANGLES,
  TradeInPhotoGrid,
  type TradeInPhotoSlot,
} from '@storefront/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import { useApi } from '../../shared/api/ApiContext.tsx';
import { callerActions } from '../../shared/api/http.ts';
import { openSignInState, signInAtom } from '../auth/index.ts';
import { tradeInKeys } from './api/keys.ts';
import {
  checkImages,
  getPhotos,
  removePhoto,
  requestMobileView,
  type TradeInPhotos,
  uploadPhoto,
} from './api/tradeIn2.ts';
import { usePhotoSource } from './api/useTradeIn2.ts';
import { StepFirst, StepText } from './FlowParts.tsx';
import * as styles from './tradeIn.css.ts';
import { useTradeIn2Flow } from './tradeIn2Context.ts';
import { photoFileError, watchedPhotos } from './tradeIn2Rules.ts';

/**
 * Vehicle photos (spec 3 §2 and §4): six angles, each a file to choose, its photo as the server has
 * it, and its removal (asked first). The photos may be taken on a phone (a link e-mailed): once a
 * link went (the trade-in's `has_message_sent`, or sent from this page), the page asks the server
 * every 3 s whether they changed and shows those another device added. Continuing
 * with fewer than six asks first.
 */
export function TradeIn2Photos() {
  const flow = useTradeIn2Flow();
  const openSignIn = useSetAtom(signInAtom);
  const tradeIn = flow.tradeIn;
  // Opened from the e-mailed link on a phone not signed in yet: the photos are the account's, so
  // signing in comes first (then this step shows them), not "enter the details".
  if (!flow.signedIn) {
    return (
      <StepText title="trade_in2.photos.title" text="trade_in2.photos.signInFirst">
        <Button onClick={() => openSignIn(openSignInState('trade_in'))} data-testid="trade-in-photos-sign-in">
          <FormattedMessage id="trade_in2.photos.signIn" />
        </Button>
      </StepText>
    );
  }
  if (!tradeIn) {
    return (
      <StepFirst
        title="trade_in2.photos.title"
        text="trade_in2.photos.detailsFirst"
        to={flow.stepPath('details')}
        linkText="trade_in.sidebar.details"
      />
    );
  }
  return (
    <PhotoStep
      tradeIn={tradeIn.id}
      initial={{ ...tradeIn.images, last_updated: tradeIn.last_updated }}
      linkSent={shouldWatchPhotos(tradeIn)}
      editable={isTradeInEditable(tradeIn.status)}
    />
  );
}

function usePhotos(
  tradeIn: number,
  initial: TradeInImages & { last_updated: string | null },
  watching: boolean,
) {
  const { http, dealerCode } = useApi();
  const queryClient = useQueryClient();
  const key = tradeInKeys.photos(dealerCode, tradeIn);
  const photos = useQuery({
    queryKey: key,
    queryFn: () => getPhotos(http, tradeIn),
    initialData: { ...initial, trade_in: tradeIn },
    staleTime: 0,
  });
  const set = (next: Partial<TradeInImages>) =>
    queryClient.setQueryData<TradeInPhotos>(key, (old) => ({ ...(old as TradeInPhotos), ...next }));
  // The photo watcher (spec 3: once the trade-in has has_message_sent): every 3 s while the step is
  // open, whether another device changed a photo (one timer from then on: a render does not restart it).
  const since = useRef(initial.last_updated);
  const known = useRef<Partial<TradeInImages>>(photos.data);
  known.current = photos.data;
  useEffect(() => {
    if (!watching) return;
    let stopped = false;
    const timer = window.setInterval(async () => {
      try {
        const polled = await checkImages(http, tradeIn, since.current);
        if (stopped) return;
        if (polled.last_updated) since.current = polled.last_updated;
        const next = watchedPhotos(known.current, polled);
        if (next)
          queryClient.setQueryData<TradeInPhotos>(tradeInKeys.photos(dealerCode, tradeIn), (old) => ({
            ...(old as TradeInPhotos),
            ...next,
          }));
      } catch {
        // the next turn asks again
      }
    }, PHOTO_POLL_INTERVAL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [http, tradeIn, queryClient, dealerCode, watching]);
  return { photos: photos.data, set };
}

function PhotoStep(props: {
  tradeIn: number;
  initial: TradeInImages & { last_updated: string | null };
  /** A link to this step already went to the shopper's phone. */
  linkSent: boolean;
  editable: boolean;
}) {
  const { tradeIn, initial, editable } = props;
  const [linkSent, setLinkSent] = useState(props.linkSent);
  const flow = useTradeIn2Flow();
  const navigate = useNavigate();
  const { photos, set } = usePhotos(tradeIn, initial, linkSent);
  const [askContinue, setAskContinue] = useState(false);
  const missing = missingImages(photos);
  // The review reads the trade-in again: the photos added here (or on the phone) are on it.
  const toReview = () => {
    void flow.refresh();
    navigate(flow.stepPath('review'));
  };

  return (
    <section className={styles.section} aria-labelledby="trade-in-title">
      <h1 id="trade-in-title">
        <FormattedMessage id="trade_in2.photos.title" />
      </h1>
      <p>
        <FormattedMessage id="trade_in2.photos.text" />
      </p>
      <PhotoGrid tradeIn={tradeIn} photos={photos} editable={editable} onChange={set} />
      {editable ? <MobileView tradeIn={tradeIn} onSent={() => setLinkSent(true)} /> : null}
      <div className={styles.links}>
        <Button
          data-testid="trade-in-photos-continue"
          onClick={() => (missing.length > 0 ? setAskContinue(true) : toReview())}
        >
          <FormattedMessage id="trade_in2.photos.continue" />
        </Button>
      </div>
      <AskFirst
        name="trade-in-no-photos"
        open={askContinue}
        onOpenChange={setAskContinue}
        title={<FormattedMessage id="trade_in2.photos.noPhotos.title" />}
        text={<FormattedMessage id="trade_in2.photos.noPhotos.text" values={{ count: missing.length }} />}
        keep={<FormattedMessage id="trade_in2.photos.noPhotos.add" />}
        confirm={<FormattedMessage id="trade_in2.photos.noPhotos.continue" />}
        onConfirm={toReview}
      />
    </section>
  );
}

/** The six angles: each photo fetched for the page, each upload and removal sent, their errors said. */
function PhotoGrid(props: {
  tradeIn: number;
  photos: Partial<TradeInImages>;
  editable: boolean;
  onChange: (photos: Partial<TradeInImages>) => void;
}) {
  const { tradeIn, photos, editable, onChange } = props;
  const { http } = useApi();
  const [states, setStates] = useState<Partial<Record<TradeInImageField, SlotState>>>({});
  const setState = (field: TradeInImageField, state: SlotState) =>
    setStates((old) => ({ ...old, [field]: state }));
  // One fetch per angle (a fixed list: the same hooks on every render).
  const sources: Record<TradeInImageField, string | null> = {
    image_front: usePhotoSource(photos.image_front ?? null),
    image_back: usePhotoSource(photos.image_back ?? null),
    image_left: usePhotoSource(photos.image_left ?? null),
    image_right: usePhotoSource(photos.image_right ?? null),
    image_dashboard: usePhotoSource(photos.image_dashboard ?? null),
    image_seat_interior: usePhotoSource(photos.image_seat_interior ?? null),
  };

  async function choose(field: TradeInImageField, file: File) {
    const refused = photoFileError(file);
    if (refused) return setState(field, { error: refused });
    setState(field, { busy: true });
    try {
      onChange(await uploadPhoto(http, tradeIn, field, file));
      setState(field, {});
    } catch (caught) {
      const message = callerActions(caught).flatMap((a) =>
        a.type === 'field-errors' ? [...(a.fieldErrors[field] ?? []), ...a.formErrors] : [],
      )[0];
      setState(field, { error: message ? { message } : 'upload' });
    }
  }

  async function remove(field: TradeInImageField) {
    setState(field, { busy: true });
    try {
      onChange(await removePhoto(http, tradeIn, field));
      setState(field, {});
    } catch (caught) {
      // the HTTP client has told the shopper; the question stays open
      setState(field, {});
      throw caught;
    }
  }

  return (
    <TradeInPhotoGrid
      photos={Object.fromEntries(
        TRADE_IN_PHOTO_ANGLES.map(({ field }) => [
          field,
          { stored: Boolean(photos[field]), source: sources[field], ...states[field] },
        ]),
      )}
      editable={editable}
      onChoose={choose}
      onRemove={remove}
    />
  );
}

type SlotState = { busy?: boolean; error?: TradeInPhotoSlot['error'] };

/** "Continue on my phone": the link to this step e-mailed; a sent notice, or the limit said. */
function MobileView({ tradeIn, onSent }: { tradeIn: number; onSent: () => void }) {
  const { http } = useApi();
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'limit' | 'failed'>('idle');

  async function send() {
    setState('sending');
    try {
      // Refused as sent too often (limit): links went, so the phone may be adding photos.
      setState(await requestMobileView(http, tradeIn));
      onSent();
    } catch {
      // the HTTP client has told the shopper
      setState('failed');
    }
  }

  return (
    <div className={styles.section}>
      <div>
        <Button
          variant="outline"
          onClick={send}
          loading={state === 'sending'}
          data-testid="trade-in-mobile-view"
        >
          <FormattedMessage id="trade_in2.photos.mobile.button" />
        </Button>
      </div>
      <p role="status" data-testid="trade-in-mobile-status">
        {state === 'sent' || state === 'limit' || state === 'failed' ? (
          <FormattedMessage id={`trade_in2.photos.mobile.${state}`} />
        ) : null}
      </p>
    </div>
  );
}

/** A question before an action (spec 3 §2: the no-photos and remove-photo modals): keep, or go on. */
function AskFirst(props: {
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  text: ReactNode;
  keep: ReactNode;
  confirm: ReactNode;
  onConfirm: () => void;
  busy?: boolean;
  /** Where focus goes when it closes (default: what had it when it opened). */
  returnFocus?: { readonly current: HTMLElement | null };
}) {
  const {
    name,
    open,
    onOpenChange,
    title,
    text,
    keep,
    confirm,
    onConfirm,
    busy = false,
    returnFocus,
  } = props;
  return (
    <Modal.Root open={open} onOpenChange={onOpenChange}>
      <Modal.Content
        title={title}
        description={text}
        data-modal={name}
        {...(returnFocus ? { returnFocus } : {})}
      >
        <Modal.Footer>
          <Modal.Close>
            <Button variant="outline">{keep}</Button>
          </Modal.Close>
          <Button onClick={onConfirm} loading={busy}>
            {confirm}
          </Button>
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  );
}
