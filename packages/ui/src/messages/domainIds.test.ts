/**
 * The domain hands the kit message ids (sign-in wording, stock badges, validation, feedback,
 * toasts the kit shows): every one must have text in the kit's catalogues.
 */
import {
  DEFAULT_MESSAGE_ID,
  feedbackPlaceholderId,
  RULE_MESSAGE_IDS,
  SIGN_IN_SOURCES,
  STOCK_BADGES,
  signInWording,
  stockBadgeMessageId,
  TOASTS,
} from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import enUS from './en-US.json' with { type: 'json' };

const has = (id: string) => Object.hasOwn(enUS, id);

describe('message ids from the domain', () => {
  it('cover every sign-in source: title, text and button', () => {
    for (const source of SIGN_IN_SOURCES) {
      const wording = signInWording(source);
      expect(has(wording.titleId), wording.titleId).toBe(true);
      expect(has(wording.textId), wording.textId).toBe(true);
      expect(has(wording.buttonId), wording.buttonId).toBe(true);
    }
  });

  it('cover every stock badge', () => {
    for (const badge of STOCK_BADGES) expect(has(stockBadgeMessageId(badge)), badge).toBe(true);
  });

  it('cover every validation rule and the default message', () => {
    for (const id of [...Object.values(RULE_MESSAGE_IDS), DEFAULT_MESSAGE_ID]) expect(has(id), id).toBe(true);
  });

  it('cover both feedback placeholders and the toasts the kit shows', () => {
    expect(has(feedbackPlaceholderId(5))).toBe(true);
    expect(has(feedbackPlaceholderId(1))).toBe(true);
    expect(has(TOASTS.reentryResend.messageId)).toBe(true);
    expect(has(TOASTS.reentrySendCode.messageId)).toBe(true);
    expect(has(TOASTS.postalCodeUpdateFailed.messageId)).toBe(true);
  });
});
