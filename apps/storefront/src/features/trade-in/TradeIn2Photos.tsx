import {
  isTradeInEditable,
  missingImages,
  PHOTO_POLL_INTERVAL_MS,
  shouldWatchPhotos,
  type TradeInImageField,
  type TradeInImages,
} from '@storefront/domain';
import { Button, Modal } from '@storefront/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { type ChangeEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
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
import { PHOTO_ANGLES, photoFileError, watchedPhotos } from './tradeIn2Rules.ts';

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
  const intl = useIntl();
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
      <ul className={styles.photoGrid} aria-label={intl.formatMessage({ id: 'trade_in2.photos.title' })}>
        {PHOTO_ANGLES.map(({ field, key }) => (
          <PhotoSlot
            key={field}
            tradeIn={tradeIn}
            field={field}
            angle={intl.formatMessage({ id: `trade_in2.photos.angle.${key}` })}
            url={photos[field] ?? null}
            editable={editable}
            onChange={set}
          />
        ))}
      </ul>
      <p role="status" data-testid="trade-in-photo-count">
        <FormattedMessage id="trade_in2.photos.count" values={{ count: 6 - missing.length, total: 6 }} />
      </p>
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

/** One angle: its file input (labelled by the angle), its photo, its removal asked first, its error. */
function PhotoSlot(props: {
  tradeIn: number;
  field: TradeInImageField;
  angle: string;
  url: string | null;
  editable: boolean;
  onChange: (photos: Partial<TradeInImages>) => void;
}) {
  const { tradeIn, field, angle, url, editable, onChange } = props;
  const intl = useIntl();
  const { http } = useApi();
  const source = usePhotoSource(url);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [askRemove, setAskRemove] = useState(false);
  // Where focus goes when the question closes: back to what opened it, or once the photo is removed
  // (its remove button gone), to the slot's file input, now "Add the photo".
  const input = useRef<HTMLInputElement>(null);
  const focusAfter = useRef<HTMLElement | null>(null);
  const inputId = `trade-in-photo-${field}`;
  const errorId = `${inputId}-error`;

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const refused = photoFileError(file);
    if (refused) {
      setError(intl.formatMessage({ id: `trade_in2.photos.error.${refused}` }));
      input.value = '';
      return;
    }
    setError(null);
    setBusy(true);
    try {
      onChange(await uploadPhoto(http, tradeIn, field, file));
    } catch (caught) {
      const message = callerActions(caught).flatMap((a) =>
        a.type === 'field-errors' ? [...(a.fieldErrors[field] ?? []), ...a.formErrors] : [],
      )[0];
      setError(message ?? intl.formatMessage({ id: 'trade_in2.photos.error.upload' }));
    } finally {
      setBusy(false);
      input.value = '';
    }
  }

  async function remove() {
    setBusy(true);
    try {
      onChange(await removePhoto(http, tradeIn, field));
      focusAfter.current = input.current;
      setAskRemove(false);
    } catch {
      // the HTTP client has told the shopper
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className={styles.photoSlot} data-testid={`trade-in-photo-${field}`}>
      <h2 className={styles.photoTitle}>{angle}</h2>
      {source ? (
        <img
          className={styles.photo}
          src={source}
          alt={intl.formatMessage({ id: 'trade_in2.photos.alt' }, { angle })}
        />
      ) : (
        <p className={styles.photoEmpty}>
          <FormattedMessage id={url ? 'app.loading' : 'trade_in2.photos.none'} />
        </p>
      )}
      {editable ? (
        <>
          <label htmlFor={inputId}>
            <FormattedMessage
              id={url ? 'trade_in2.photos.replace' : 'trade_in2.photos.add'}
              values={{ angle }}
            />
          </label>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            onChange={choose}
            disabled={busy}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          {error ? (
            <p className={styles.error} id={errorId} role="alert">
              {error}
            </p>
          ) : null}
          {url ? (
            <Button
              variant="outline"
              onClick={(event) => {
                focusAfter.current = event.currentTarget;
                setAskRemove(true);
              }}
              disabled={busy}
            >
              <FormattedMessage id="trade_in2.photos.remove" values={{ angle }} />
            </Button>
          ) : null}
          <AskFirst
            name="trade-in-remove-photo"
            open={askRemove}
            onOpenChange={setAskRemove}
            title={<FormattedMessage id="trade_in2.photos.removeModal.title" values={{ angle }} />}
            text={<FormattedMessage id="trade_in2.photos.removeModal.text" />}
            keep={<FormattedMessage id="trade_in2.photos.removeModal.keep" />}
            confirm={<FormattedMessage id="trade_in2.photos.removeModal.remove" />}
            onConfirm={remove}
            busy={busy}
            returnFocus={focusAfter}
          />
        </>
      ) : null}
    </li>
  );
}

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
