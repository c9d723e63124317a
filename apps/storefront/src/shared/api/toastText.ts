import { TOASTS, type ToastSpec } from '@storefront/domain';
import type { IntlShape } from 'react-intl';

/**
 * Where a field's name in words is, for the API error toast's 'field - ' prefix: outside the core
 * message pack (a toast before the rest of the messages arrive shows the message alone).
 */
export const API_FIELD_NAME_PREFIX = 'apiField.';

/**
 * The words a toast of the error catalogue shows, in the page's language. An API error toast carries
 * the server's message (already in the request's language) and its field's key: the prefix is the
 * field's name in words (`apiField.<key>`), or none when the storefront has no name for it,
 * never the key itself. Every other toast is a message id.
 */
export function toastText(spec: ToastSpec, intl: Pick<IntlShape, 'formatMessage' | 'messages'>): string {
  if (spec.messageId !== TOASTS.apiFieldError.messageId || spec.text === undefined) {
    return intl.formatMessage({ id: spec.messageId }, spec.values);
  }
  const field = spec.values?.field;
  const nameId = `${API_FIELD_NAME_PREFIX}${field ?? ''}`;
  if (!field || !Object.hasOwn(intl.messages, nameId)) return spec.text;
  return intl.formatMessage(
    { id: spec.messageId },
    { field: intl.formatMessage({ id: nameId }), message: spec.text },
  );
}
