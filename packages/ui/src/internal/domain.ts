/**
 * The one place the kit reads @storefront/domain. Everything here is a re-export; a piece marked
 * `TODO(domain): move` is a stop-gap until domain exports it (see README "Stop-gaps").
 */

export type {
  Country,
  Language,
  StepState,
  StockBadge,
  StockStatus,
  ValidationError,
  ValidationEvent,
  ValidationRule,
} from '@storefront/domain';
export {
  applyMask,
  CAROUSEL_EDGE_RESISTANCE,
  MANUAL_TOAST_BUTTON_LABEL,
  POST_TAX_SUPERSCRIPT,
  phoneMask,
  postalCodeMask,
  RATING_GOOD_FROM,
  RATING_MAX,
  RATING_MIN,
  REENTRY_CODE_LENGTH,
  rules,
  STEP_STATE_VALUES,
  STEP_STATES,
  STOCK_BADGES,
  STOCK_STATUSES,
  stockBadge,
  stockBadgeMessageId,
  TOAST_DURATION_MS,
  TOAST_FADE_OUT_MS,
  validateForm,
  validateItem,
} from '@storefront/domain';
