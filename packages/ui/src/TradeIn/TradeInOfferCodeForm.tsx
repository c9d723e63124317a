import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { useUiText } from '../intl/useUiText.ts';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './TradeIn.css.ts';

export type TradeInOfferCodeFormProps = {
  /** The code the field starts with (the offer's own). */
  readonly initialCode: string;
  /** The code, trimmed and not empty: the app sends it with the offer. */
  readonly onSubmit: (code: string) => void;
  /** The code is being sent. */
  readonly sending?: boolean;
  /**
   * Why the server refused the code (the app's localised message), and how many times it has: each
   * new refusal, even with the same words, takes the focus back to the code.
   */
  readonly refusal?: { readonly message: string; readonly count: number } | null;
};

/**
 * An external offer's code (spec 3 §2): the offer's own to start with, required, sent to put the
 * offer in the deal; an empty code or one the server refuses says why and takes the focus back, what
 * was typed kept.
 */
export function TradeInOfferCodeForm({
  initialCode,
  onSubmit,
  sending = false,
  refusal = null,
}: TradeInOfferCodeFormProps): ReactNode {
  const t = useUiText();
  const [code, setCode] = useState(initialCode);
  const [empty, setEmpty] = useState(0);
  const [edited, setEdited] = useState(false);
  const field = useRef<HTMLDivElement>(null);
  const refusals = refusal?.count ?? 0;
  useEffect(() => {
    if (empty > 0 || refusals > 0) field.current?.querySelector('input')?.focus();
  }, [empty, refusals]);
  // A refusal stands until the code is changed; a new one shows again.
  useEffect(() => {
    if (refusals > 0) setEdited(false);
  }, [refusals]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const typed = code.trim();
    if (!typed) {
      setEmpty((n) => n + 1);
      return;
    }
    setEmpty(0);
    onSubmit(typed);
  }

  const error = empty > 0 ? t('ui.tradeIn.code.required') : refusal && !edited ? refusal.message : null;
  return (
    <form className={styles.form} onSubmit={submit} noValidate data-state={error ? 'refused' : 'idle'}>
      <div ref={field} data-field="offer_code">
        <TextField
          name="offer_code"
          label={t('ui.tradeIn.code.label')}
          description={t('ui.tradeIn.code.hint')}
          serverError={error ?? undefined}
          value={code}
          onChange={(next) => {
            setEmpty(0);
            setEdited(true);
            setCode(next);
          }}
          isRequired
          maxLength={64}
          autoComplete="off"
        />
      </div>
      <div>
        <Button type="submit" loading={sending} data-testid="ico-submit">
          {t('ui.tradeIn.code.submit')}
        </Button>
      </div>
    </form>
  );
}
