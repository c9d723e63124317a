import { type ChangeEvent, type ReactNode, useId, useRef, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { useUiText } from '../intl/useUiText.ts';
import * as Modal from '../Modal/Modal.tsx';
import * as styles from './TradeInPhotoGrid.css.ts';

/** The six angles of a trade-in's photos (spec 3 §2), in the order shown: the API's image fields. */
export const TRADE_IN_PHOTO_ANGLES = [
  { field: 'image_front', key: 'front' },
  { field: 'image_back', key: 'back' },
  { field: 'image_left', key: 'left' },
  { field: 'image_right', key: 'right' },
  { field: 'image_dashboard', key: 'dashboard' },
  { field: 'image_seat_interior', key: 'seat_interior' },
] as const;
export type TradeInPhotoField = (typeof TRADE_IN_PHOTO_ANGLES)[number]['field'];
/** Why a file was refused before or by the upload (each said in the page's language). */
export const TRADE_IN_PHOTO_ERRORS = ['tooLarge', 'notImage', 'upload'] as const;
export type TradeInPhotoError = (typeof TRADE_IN_PHOTO_ERRORS)[number];

/** One angle's state, as the app knows it. */
export type TradeInPhotoSlot = {
  /** The server holds a photo for this angle. */
  readonly stored: boolean;
  /** Where the browser reads it (an object URL once fetched): null while it loads, or without one. */
  readonly source: string | null;
  /** An upload or a removal of this angle is running: its controls wait. */
  readonly busy?: boolean;
  /** The last choice refused: a known reason, or the server's own (localised) message. */
  readonly error?: TradeInPhotoError | { readonly message: string } | null;
};

export type TradeInPhotoGridProps = {
  /** Each angle's state; an angle left out has no photo. */
  readonly photos: Partial<Readonly<Record<TradeInPhotoField, TradeInPhotoSlot>>>;
  /** Photos can be added, replaced and removed (a draft); otherwise shown only. */
  readonly editable: boolean;
  /** A file chosen for an angle (the app checks and uploads it). */
  readonly onChoose: (field: TradeInPhotoField, file: File) => void;
  /**
   * "Remove" confirmed in the remove-photo question: resolves once removed (focus then goes to the
   * angle's "Add the photo"); a rejection keeps the question open.
   */
  readonly onRemove: (field: TradeInPhotoField) => Promise<void>;
};

/**
 * The six photos of a trade-in (spec 3 §2 and §4): per angle its photo (or "no photo yet"), a file to
 * choose (the visually hidden input named by its visible label, the keyboard's control), its upload
 * state and error, and its removal asked first in the remove-photo modal; the count of photos added
 * said as a status. The app uploads, removes and fetches; the grid only shows and asks.
 */
export function TradeInPhotoGrid({ photos, editable, onChoose, onRemove }: TradeInPhotoGridProps): ReactNode {
  const t = useUiText();
  const count = TRADE_IN_PHOTO_ANGLES.filter(({ field }) => photos[field]?.stored).length;
  return (
    <div className={styles.root}>
      <ul className={styles.grid} aria-label={t('ui.tradeIn.photos.title')}>
        {TRADE_IN_PHOTO_ANGLES.map(({ field, key }) => (
          <PhotoSlot
            key={field}
            field={field}
            angle={t(`ui.tradeIn.photos.angle.${key}`)}
            slot={photos[field] ?? { stored: false, source: null }}
            editable={editable}
            onChoose={onChoose}
            onRemove={onRemove}
          />
        ))}
      </ul>
      <p role="status" data-testid="trade-in-photo-count">
        {t('ui.tradeIn.photos.count', { count, total: TRADE_IN_PHOTO_ANGLES.length })}
      </p>
    </div>
  );
}

function PhotoSlot(props: {
  field: TradeInPhotoField;
  angle: string;
  slot: TradeInPhotoSlot;
  editable: boolean;
  onChoose: (field: TradeInPhotoField, file: File) => void;
  onRemove: (field: TradeInPhotoField) => Promise<void>;
}) {
  const { field, angle, slot, editable, onChoose, onRemove } = props;
  const t = useUiText();
  const id = useId();
  const inputId = `${id}-input`;
  const errorId = `${id}-error`;
  const [askRemove, setAskRemove] = useState(false);
  const [removing, setRemoving] = useState(false);
  // Where focus goes when the question closes: back to its button, or once the photo is removed (the
  // button gone), to the angle's file input, now "Add the photo".
  const input = useRef<HTMLInputElement>(null);
  const focusAfter = useRef<HTMLElement | null>(null);
  const busy = Boolean(slot.busy) || removing;
  const error =
    slot.error == null
      ? null
      : typeof slot.error === 'string'
        ? t(`ui.tradeIn.photos.error.${slot.error}`)
        : slot.error.message;
  const state = busy ? 'busy' : error ? 'error' : slot.stored ? 'stored' : 'empty';

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (file) onChoose(field, file);
  }

  async function remove() {
    setRemoving(true);
    try {
      await onRemove(field);
      focusAfter.current = input.current;
      setAskRemove(false);
    } catch {
      // the app has said why; the question stays open
    } finally {
      setRemoving(false);
    }
  }

  return (
    <li className={styles.slot} data-testid={`trade-in-photo-${field}`} data-state={state}>
      <h2 className={styles.title}>{angle}</h2>
      {slot.source ? (
        <img className={styles.photo} src={slot.source} alt={t('ui.tradeIn.photos.alt', { angle })} />
      ) : (
        <p className={styles.empty}>
          {t(slot.stored ? 'ui.tradeIn.photos.loading' : 'ui.tradeIn.photos.none')}
        </p>
      )}
      {editable ? (
        <>
          <label className={styles.fileLabel} htmlFor={inputId}>
            {t(slot.stored ? 'ui.tradeIn.photos.replace' : 'ui.tradeIn.photos.add', { angle })}
          </label>
          <input
            ref={input}
            className={styles.fileInput}
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
          {slot.stored ? (
            <Button
              variant="outline"
              onClick={(event) => {
                focusAfter.current = event.currentTarget;
                setAskRemove(true);
              }}
              disabled={busy}
            >
              {t('ui.tradeIn.photos.remove', { angle })}
            </Button>
          ) : null}
          <Modal.Root open={askRemove} onOpenChange={setAskRemove}>
            <Modal.Content
              title={t('ui.tradeIn.photos.removeModal.title', { angle })}
              description={t('ui.tradeIn.photos.removeModal.text')}
              data-modal="trade-in-remove-photo"
              returnFocus={focusAfter}
            >
              <Modal.Footer>
                <Modal.Close>
                  <Button variant="outline">{t('ui.tradeIn.photos.removeModal.keep')}</Button>
                </Modal.Close>
                <Button onClick={remove} loading={removing}>
                  {t('ui.tradeIn.photos.removeModal.remove')}
                </Button>
              </Modal.Footer>
            </Modal.Content>
          </Modal.Root>
        </>
      ) : null}
    </li>
  );
}
