import { dealerScoped } from '../../../shared/api/queryKeys.ts';

/** The i18n feature's query keys (../../../shared/api/queryKeys.ts). */
export const languageKeys = {
  server: dealerScoped('i18n'),
};
