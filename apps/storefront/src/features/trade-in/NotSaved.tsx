import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { failedWithoutAnswer } from '../../shared/api/serverErrors.ts';
import * as styles from './tradeIn.css.ts';

/**
 * A step's save (or send) that got no answer at all (offline, after the HTTP client's retries):
 * `caught` notes it, `clear` forgets it on the next press. Other failures stay the client's (its
 * toast, or the form's own errors).
 */
export function useNotSaved() {
  const [offline, setOffline] = useState(false);
  const caught = useCallback((error: unknown) => setOffline(failedWithoutAnswer(error)), []);
  const clear = useCallback(() => setOffline(false), []);
  return { offline, caught, clear };
}

/**
 * Said under the step's button, which keeps focus and its place for the next tap: nothing was saved
 * (or sent), what was entered is kept, tap the button again. Scrolled into view on a phone.
 */
export function NotSaved(props: {
  offline: boolean;
  /** The button's text, as a message id, named in the sentence. */
  button: string;
  /** A send to the dealership says "not sent". */
  action?: 'save' | 'send';
}): ReactNode {
  const { offline, button, action = 'save' } = props;
  const intl = useIntl();
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (offline) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [offline]);
  if (!offline) return null;
  return (
    <p ref={ref} role="alert" className={styles.error}>
      <FormattedMessage
        id="trade_in.error.offlineStep"
        values={{ action, button: intl.formatMessage({ id: button }) }}
      />
    </p>
  );
}
