import { type ReactNode, useEffect, useId, useState } from 'react';
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
 * photo leaves the screen or its URL changes), or the URL itself without `loadPhoto`.
 */
function usePhotoSource(url: string, loadPhoto: LoadPhoto | undefined): PhotoSource {
  const [source, setSource] = useState<PhotoSource>({ src: loadPhoto ? null : url, failed: false });
  useEffect(() => {
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
  }, [url, loadPhoto]);
  return source;
}

/** One photo: a thumbnail (its angle as its text alternative) that opens it full size in a dialog. */
function Photo({
  angle,
  url,
  loadPhoto,
}: {
  angle: TradeInPhotoAngle;
  url: string;
  loadPhoto: LoadPhoto | undefined;
}): ReactNode {
  const t = useConsoleText();
  const { src, failed } = usePhotoSource(url, loadPhoto);
  const name = t('console.inbox.photoAngle', { angle });
  if (failed) return <p className={styles.muted}>{t('console.inbox.photoFailed', { angle: name })}</p>;
  if (!src) return <span className={styles.thumbnailWaiting}>{t('console.loading')}</span>;
  return (
    <Modal.Root>
      <Modal.Trigger>
        <button
          type="button"
          className={styles.photoButton}
          aria-label={t('console.inbox.photoOpen', { angle: name })}
          data-photo={angle}
        >
          <img src={src} alt={name} className={styles.thumbnail} />
        </button>
      </Modal.Trigger>
      <Modal.Content title={name} size="xl">
        <Modal.Body>
          <img src={src} alt={name} className={styles.fullPhoto} />
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

/**
 * A trade-in's photos (how many of the six angles the customer sent, each a thumbnail opening it
 * full size) and its condition answers: what staff look at before they make an offer. Nothing when
 * it has neither.
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
  const sent = TRADE_IN_PHOTO_ANGLES.flatMap((angle) => {
    const url = images[angle];
    return url ? [{ angle, url }] : [];
  });
  return (
    <>
      {sent.length ? (
        <section aria-labelledby={photosId} className={styles.photoSection}>
          <h3 id={photosId} className={styles.subheading}>
            {t('console.inbox.photos')}
          </h3>
          <p className={styles.muted}>
            {t('console.inbox.photoCount', { count: sent.length, total: TRADE_IN_PHOTO_ANGLES.length })}
          </p>
          <ul className={styles.photoList}>
            {sent.map(({ angle, url }) => (
              <li key={angle}>
                <Photo angle={angle} url={url} loadPhoto={loadPhoto} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {answers.length ? (
        <section aria-labelledby={answersId} className={styles.photoSection}>
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
        </section>
      ) : null}
    </>
  );
}
