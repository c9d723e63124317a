import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import * as styles from './AskFirst.css.ts';

export type AskFirstProps = {
  /** The action's button: "Cancel appointment". */
  readonly label: string;
  /** The question its button opens, naming what the action does: "Cancel your appointment on …?". */
  readonly question: string;
  /** The answer that does it: "Yes, cancel it". */
  readonly yes: string;
  /** The answer that does nothing (focused when asked): "No, keep it". */
  readonly no: string;
  /** The action's tone: danger (cancel) or neutral (go back to a version). */
  readonly tone?: 'danger' | 'neutral';
  /** While the action runs: its button says so, and a press asks nothing. */
  readonly busy: boolean;
  /** "Yes" pressed: do it (once). Where focus goes next is the caller's, as what it shows next is. */
  readonly onYes: () => void;
};

/**
 * An action asked first (a cancellation, a rollback) in the page, not in a dialog: its button opens
 * the question, a group named by it, with "yes" and "no" (focused: Enter pressed twice does nothing),
 * "no" or Escape putting focus back on the button.
 */
export function AskFirst({
  label,
  question,
  yes: yesLabel,
  no: noLabel,
  tone = 'danger',
  busy,
  onYes,
}: AskFirstProps): ReactNode {
  const [asking, setAsking] = useState(false);
  const no = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const back = useRef(false);
  useEffect(() => {
    if (asking) no.current?.focus();
    else if (back.current) {
      back.current = false;
      opener.current?.focus();
    }
  }, [asking]);
  const goBack = () => {
    back.current = true;
    setAsking(false);
  };
  if (!asking) {
    return (
      <Button ref={opener} variant="outline" tone={tone} loading={busy} onClick={() => setAsking(true)}>
        {label}
      </Button>
    );
  }
  return (
    <fieldset
      className={styles.question}
      onKeyDown={(event) => {
        if (event.key === 'Escape') goBack();
      }}
    >
      <legend className={styles.legend}>{question}</legend>
      <div className={styles.answers}>
        <Button
          tone={tone === 'danger' ? 'danger' : 'brand'}
          onClick={() => {
            setAsking(false);
            onYes();
          }}
        >
          {yesLabel}
        </Button>
        <Button ref={no} variant="outline" tone="neutral" onClick={goBack}>
          {noLabel}
        </Button>
      </div>
    </fieldset>
  );
}
