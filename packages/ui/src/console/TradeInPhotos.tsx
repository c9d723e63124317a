import { type ReactNode, type RefCallback, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { Modal } from '../Modal/Modal.tsx';
import * as styles from './Console.css.ts';
import { TRADE_IN_PHOTO_ANGLES, type TradeInConditionAnswer, type TradeInPhotoAngle } from './types.ts';
import { useConsoleText } from './useConsoleText.ts';

/**
 * Reads a staff photo (its URL as the server lists it) as a Blob, with the console's session and
 * dealer: an `<img src>` cannot send the dealer header the staff routes need.
 */
export type LoadPhoto = (url: string) => Promise<Blob>;

type PhotoSource = { readonly src: string | null; readonly failed: boolean };

/**
 * The address to show a photo from: an object URL of the Blob `loadPhoto` reads (revoked when the
 * photo leaves the screen or its URL changes), or the URL itself without `loadPhoto`; nothing until
 * `load`.
 */
function usePhotoSource(url: string, loadPhoto: LoadPhoto | undefined, load: boolean): PhotoSource {
  const [source, setSource] = useState<PhotoSource>({ src: null, failed: false });
  useEffect(() => {
    if (!load) return;
    if (!loadPhoto) {
      setSource({ src: url, failed: false });
      return;
    }
    let live = true;
    let objectUrl: string | null = null;
    setSource({ src: null, failed: false });
    loadPhoto(url).then(
      (blob) => {
        if (!live) return;
        objectUrl = URL.createObjectURL(blob);
        setSource({ src: objectUrl, failed: false });
      },
      () => {
        if (live) setSource({ src: null, failed: true });
      },
    );
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, loadPhoto, load]);
  return source;
}

/** The arrow keys, while the dialog is open: left the previous photo, right the next. */
function PhotoKeys({ onStep }: { onStep: (by: number) => void }): null {
  const step = useRef(onStep);
  step.current = onStep;
  useEffect(() => {
    const press = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'ArrowLeft') step.current(-1);
      else if (event.key === 'ArrowRight') step.current(1);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', press);
    return () => document.removeEventListener('keydown', press);
  }, []);
  return null;
}

/** One photo: a thumbnail (its angle as its text alternative) that opens it full size in the dialog. */
function Photo({
  angle,
  url,
  loadPhoto,
  load,
  onOpen,
  onSource,
}: {
  angle: TradeInPhotoAngle;
  url: string;
  loadPhoto: LoadPhoto | undefined;
  /** False until the photos come into view: nothing is read before. */
  load: boolean;
  onOpen: (button: HTMLButtonElement) => void;
  onSource: (angle: TradeInPhotoAngle, src: string | null) => void;
}): ReactNode {
  const t = useConsoleText();
  const { src, failed } = usePhotoSource(url, loadPhoto, load);
  const name = t('console.inbox.photoAngle', { angle });
  useEffect(() => {
    onSource(angle, src);
  }, [angle, src, onSource]);
  if (failed) return <p className={styles.muted}>{t('console.inbox.photoFailed', { angle: name })}</p>;
  if (!src) return <span className={styles.thumbnailWaiting}>{t('console.loading')}</span>;
  return (
    <button
      type="button"
      className={styles.photoButton}
      aria-label={t('console.inbox.photoOpen', { angle: name })}
      data-photo={angle}
      onClick={(event) => onOpen(event.currentTarget)}
    >
      <img src={src} alt={name} className={styles.thumbnail} />
    </button>
  );
}

/**
 * Whether an element has come near the screen (within a screen's height): once it has, it stays so.
 * Without IntersectionObserver (an old browser), at once.
 */
function useSeen<T extends Element>(): [RefCallback<T>, boolean] {
  const [seen, setSeen] = useState(false);
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback((element: T | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const watch = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          watch.disconnect();
        }
      },
      { rootMargin: '100% 0px' },
    );
    watch.observe(element);
    observer.current = watch;
  }, []);
  return [ref, seen];
}

/**
 * A trade-in's photos (how many of the six angles the customer sent, each a thumbnail opening it
 * full size) and its condition answers: what staff look at before they make an offer. Nothing when
 * it has neither. The photos are read only once they come near the screen (an inbox of many
 * trade-ins does not read every photo when it opens). The dialog goes from photo to photo with its
 * previous and next buttons or the arrow keys, "3 of 6" announced.
 */
export function TradeInPhotos({
  images = {},
  answers = [],
  loadPhoto,
}: {
  readonly images?: Readonly<Partial<Record<TradeInPhotoAngle, string | null>>> | undefined;
  readonly answers?: readonly TradeInConditionAnswer[] | undefined;
  readonly loadPhoto?: LoadPhoto | undefined;
}): ReactNode {
  const t = useConsoleText();
  const photosId = useId();
  const answersId = useId();
  const [sectionRef, seen] = useSeen<HTMLDivElement>();
  // Each thumbnail's address as it reads it (kept, not state: the dialog reads it as it opens).
  const sourcesRef = useRef<Partial<Record<TradeInPhotoAngle, string | null>>>({});
  const sources = sourcesRef.current;
  const [shown, setShown] = useState<number | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const onSource = useCallback((angle: TradeInPhotoAngle, src: string | null) => {
    sourcesRef.current[angle] = src;
  }, []);
  const sent = TRADE_IN_PHOTO_ANGLES.flatMap((angle) => {
    const url = images[angle];
    return url ? [{ angle, url }] : [];
  });
  // Only the photos read can be shown: the dialog goes among those.
  const viewableNow = () => sent.filter(({ angle }) => sourcesRef.current[angle]);
  const viewable = viewableNow();
  const current = shown === null ? null : (viewable[shown] ?? null);
  const step = (by: number) =>
    setShown((index) => (index === null ? index : (index + by + viewable.length) % viewable.length));
  // Focus goes back to the thumbnail of the photo last shown.
  const returnFocus = {
    get current(): HTMLElement | null {
      return (
        (current && list.current?.querySelector<HTMLElement>(`[data-photo="${current.angle}"]`)) ||
        opener.current
      );
    },
  };
  const name = current ? t('console.inbox.photoAngle', { angle: current.angle }) : '';
  return (
    <>
      {sent.length ? (
        <div ref={sectionRef} className={styles.photoSection}>
          <h3 id={photosId} className={styles.subheading}>
            {t('console.inbox.photos')}
          </h3>
          <p className={styles.muted}>
            {t('console.inbox.photoCount', { count: sent.length, total: TRADE_IN_PHOTO_ANGLES.length })}
          </p>
          <ul ref={list} className={styles.photoList}>
            {sent.map(({ angle, url }) => (
              <li key={angle}>
                <Photo
                  angle={angle}
                  url={url}
                  loadPhoto={loadPhoto}
                  load={seen}
                  onSource={onSource}
                  onOpen={(button) => {
                    opener.current = button;
                    setShown(viewableNow().findIndex((photo) => photo.angle === angle));
                  }}
                />
              </li>
            ))}
          </ul>
          <Modal.Root open={current !== null} onOpenChange={(open) => (open ? null : setShown(null))}>
            {current ? (
              <Modal.Content title={name} size="xl" returnFocus={returnFocus}>
                <PhotoKeys onStep={step} />
                <Modal.Body>
                  <img src={sources[current.angle] ?? ''} alt={name} className={styles.fullPhoto} />
                  <p aria-live="polite" className={styles.muted}>
                    {t('console.inbox.photoPosition', {
                      index: (shown ?? 0) + 1,
                      count: viewable.length,
                    })}
                  </p>
                </Modal.Body>
                {viewable.length > 1 ? (
                  <Modal.Footer>
                    <Button variant="outline" onClick={() => step(-1)}>
                      {t('console.inbox.photoPrevious')}
                    </Button>
                    <Button variant="outline" onClick={() => step(1)}>
                      {t('console.inbox.photoNext')}
                    </Button>
                  </Modal.Footer>
                ) : null}
              </Modal.Content>
            ) : null}
          </Modal.Root>
        </div>
      ) : null}
      {answers.length ? (
        <div className={styles.photoSection}>
          <h3 id={answersId} className={styles.subheading}>
            {t('console.inbox.answers')}
          </h3>
          <dl className={styles.answerList}>
            {answers.map((a) => (
              <div key={a.question}>
                <dt>{a.text}</dt>
                <dd>{a.answer}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
    </>
  );
}
