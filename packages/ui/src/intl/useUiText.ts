import type { PrimitiveType } from 'react-intl';
import { useIntl } from 'react-intl';
import type { UiMessageId } from '../messages/index.ts';

export type UiText = (id: UiMessageId, values?: Record<string, PrimitiveType>) => string;

/**
 * `t(id, values)` for the kit's own messages. Ids are checked by the compiler against the en-US
 * catalogue; a dealer's custom copy (see `CustomCopyProvider`) replaces any message by id.
 */
export function useUiText(): UiText {
  const intl = useIntl();
  return (id, values) => intl.formatMessage({ id }, values);
}
