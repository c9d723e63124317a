import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import * as styles from './Console.css.ts';

/**
 * An action asked first (a cancellation, a rollback), as the deposits' actions are: its button opens
 * the question with "yes" and "no" (focused: Enter pressed twice does nothing), "no" or Escape putting
 * focus back on the button.
 */
export function AskFirst({
  label,
  question,
  yes: yesLabel,
  no: noLabel,
  tone = 'danger',
  busy,
  onYes,
}: {
  label: string;
  question: string;
  yes: string;
  no: string;
  /** The action's tone: danger (cancel) or neutral (go back to a version). */
  tone?: 'danger' | 'neutral';
  busy: boolean;
  onYes: () => void;
}): ReactNode {
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
      className={styles.fieldset}
      onKeyDown={(event) => {
        if (event.key === 'Escape') goBack();
      }}
    >
      <legend className={styles.term}>{question}</legend>
      <div className={styles.actions}>
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
