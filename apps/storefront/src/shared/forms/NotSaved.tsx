import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { failedWithoutAnswer } from '../api/serverErrors.ts';

/** A step's save, or a send to the dealership ("not sent"). */
export type NotSavedAction = 'save' | 'send';

/**
 * The sentence for a step's save (or send) that got no answer at all (offline, after the HTTP client's
 * retries): nothing was saved (or sent), what was entered is kept, tap the button again, named by its
 * text (`button`, a message id: the app's or the kit's). The credit application's steps hand it to the
 * kit's form, which says it under their button; the trade-in's steps show it with `NotSaved`.
 */
export function notSavedText(intl: IntlShape, button: string, action: NotSavedAction = 'save'): string {
  return intl.formatMessage(
    { id: 'forms.error.offlineStep' },
    { action, button: intl.formatMessage({ id: button }) },
  );
}

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
 * `notSavedText`, said under the step's button, which keeps focus and its place for the next tap.
 * Scrolled into view on a phone.
 */
export function NotSaved(props: {
  offline: boolean;
  /** The button's text, as a message id, named in the sentence. */
  button: string;
  /** A send to the dealership says "not sent". */
  action?: NotSavedAction;
  /** The flow's style for its messages. */
  className: string;
}): ReactNode {
  const { offline, button, action = 'save', className } = props;
  const intl = useIntl();
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (offline) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [offline]);
  if (!offline) return null;
  return (
    <p ref={ref} role="alert" className={className}>
      {notSavedText(intl, button, action)}
    </p>
  );
}
