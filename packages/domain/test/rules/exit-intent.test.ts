import { describe, expect, it } from 'vitest';
import {
  canSubmitFeedback,
  customExitPageUrl,
  type FeedbackState,
  feedbackPayload,
  feedbackPlaceholderId,
  feedbackReducer,
  INITIAL_FEEDBACK_STATE,
  isArmingClick,
  isBounceSignInTrigger,
  isExitIntentEnabled,
  isExternalNavigation,
  isGoodRating,
  sessionState,
  shouldOpenExitIntent,
} from '../../src/rules/exit-intent.ts';
import type { BounceRecoveryRule } from '../../src/schemas/dealer.ts';

const run = (events: Parameters<typeof feedbackReducer>[1][]): FeedbackState =>
  events.reduce(feedbackReducer, INITIAL_FEEDBACK_STATE);

describe('exit-intent feedback flow (spec 1 §4)', () => {
  it('yes leads to rating, feedback, success', () => {
    const s = run([
      { type: 'answer', found: true },
      { type: 'rate', rating: 5 },
      { type: 'type', feedback: ' great ' },
      { type: 'submitted' },
    ]);
    expect(s.step).toBe('success');
    expect(feedbackPayload(s)).toEqual({
      found_what_was_looking_for: true,
      why_not: null,
      rating: 5,
      feedback: 'great',
    });
  });
  it('no leads to why-not, feedback, success; text required only for other', () => {
    const atFeedback = run([
      { type: 'answer', found: false },
      { type: 'why-not', reason: 4 },
    ]);
    expect(atFeedback.step).toBe('feedback');
    expect(canSubmitFeedback(atFeedback)).toBe(false);
    expect(feedbackReducer(atFeedback, { type: 'submitted' }).step).toBe('feedback');
    expect(canSubmitFeedback(feedbackReducer(atFeedback, { type: 'type', feedback: 'price' }))).toBe(true);
    expect(
      canSubmitFeedback(
        run([
          { type: 'answer', found: false },
          { type: 'why-not', reason: 2 },
        ]),
      ),
    ).toBe(true);
  });
  it('back from feedback returns to why-not and clears why_not and feedback', () => {
    const s = run([
      { type: 'answer', found: false },
      { type: 'why-not', reason: 4 },
      { type: 'type', feedback: 'x' },
      { type: 'back' },
    ]);
    expect(s).toMatchObject({ step: 'why-not', why_not: null, feedback: '' });
    expect(feedbackReducer(s, { type: 'back' })).toMatchObject({ step: 'initial', why_not: null });
  });
  it('back from rating clears rating and feedback and returns to the initial question', () => {
    const atFeedback = run([
      { type: 'answer', found: true },
      { type: 'rate', rating: 3 },
      { type: 'type', feedback: 'x' },
    ]);
    const atRating = feedbackReducer(atFeedback, { type: 'back' });
    expect(atRating).toMatchObject({ step: 'rating', feedback: '' });
    expect(feedbackReducer({ ...atRating, feedback: 'y' }, { type: 'back' })).toMatchObject({
      step: 'initial',
      rating: null,
      feedback: '',
    });
  });
  it('ignores events out of place and invalid ratings', () => {
    expect(feedbackReducer(INITIAL_FEEDBACK_STATE, { type: 'rate', rating: 3 })).toBe(INITIAL_FEEDBACK_STATE);
    expect(feedbackReducer(INITIAL_FEEDBACK_STATE, { type: 'why-not', reason: 1 })).toBe(
      INITIAL_FEEDBACK_STATE,
    );
    expect(feedbackReducer(INITIAL_FEEDBACK_STATE, { type: 'type', feedback: 'x' })).toBe(
      INITIAL_FEEDBACK_STATE,
    );
    expect(feedbackReducer(INITIAL_FEEDBACK_STATE, { type: 'back' })).toBe(INITIAL_FEEDBACK_STATE);
    const rating = run([{ type: 'answer', found: true }]);
    expect(feedbackReducer(rating, { type: 'rate', rating: 6 })).toBe(rating);
    expect(feedbackReducer(rating, { type: 'answer', found: false })).toBe(rating);
    expect(feedbackPayload(INITIAL_FEEDBACK_STATE).found_what_was_looking_for).toBe(false);
  });
  it('ratings of 4 or more are good and change the placeholder', () => {
    expect(isGoodRating(4)).toBe(true);
    expect(isGoodRating(3)).toBe(false);
    expect(isGoodRating(null)).toBe(false);
    expect(feedbackPlaceholderId(5)).toBe('feedback.placeholder.good');
    expect(feedbackPlaceholderId(1)).toBe('feedback.placeholder.bad');
  });
});

describe('arming and triggers (spec 1 §4)', () => {
  it('arms on a button, a CTA, a step item or a payment-method item', () => {
    expect(isArmingClick([{ tagName: 'button' }])).toBe(true);
    expect(isArmingClick([{ tagName: 'span' }, { tagName: 'div', className: 'btn cta-primary' }])).toBe(true);
    expect(isArmingClick([{ tagName: 'li', className: 'sidebar-step-item' }])).toBe(true);
    expect(isArmingClick([{ tagName: 'div', className: 'payment-method-card' }])).toBe(true);
    expect(isArmingClick([{ tagName: 'a', role: 'button' }])).toBe(true);
    expect(isArmingClick([{ tagName: 'p', className: 'description' }])).toBe(false);
  });
  it('once armed opens on backspace outside editable, mouse back, top exit or blur', () => {
    const armed = { enabled: true, armed: true, submitted: false, dismissed: false };
    expect(shouldOpenExitIntent(armed, { type: 'keydown', keyCode: 8, inEditable: false })).toBe(true);
    expect(shouldOpenExitIntent(armed, { type: 'keydown', keyCode: 8, inEditable: true })).toBe(false);
    expect(shouldOpenExitIntent(armed, { type: 'keydown', keyCode: 27, inEditable: false })).toBe(false);
    expect(shouldOpenExitIntent(armed, { type: 'mouseup', button: 3 })).toBe(true);
    expect(shouldOpenExitIntent(armed, { type: 'mouseup', button: 0 })).toBe(false);
    expect(shouldOpenExitIntent(armed, { type: 'mouseleave', clientY: -2 })).toBe(true);
    expect(shouldOpenExitIntent(armed, { type: 'mouseleave', clientY: 300 })).toBe(false);
    expect(shouldOpenExitIntent(armed, { type: 'window-blur' })).toBe(true);
    expect(shouldOpenExitIntent({ ...armed, armed: false }, { type: 'window-blur' })).toBe(false);
    expect(shouldOpenExitIntent({ ...armed, dismissed: true }, { type: 'window-blur' })).toBe(false);
    expect(shouldOpenExitIntent({ ...armed, submitted: true }, { type: 'window-blur' })).toBe(false);
  });
  it('enabled on md+ for unauthenticated users when the dealer enables it and login is not compulsory', () => {
    const base = {
      viewportWidth: 992,
      authenticated: false,
      enable_bounce_recovery: true,
      compulsory_login: false,
    };
    expect(isExitIntentEnabled(base)).toBe(true);
    expect(isExitIntentEnabled({ ...base, viewportWidth: 991 })).toBe(false);
    expect(isExitIntentEnabled({ ...base, authenticated: true })).toBe(false);
    expect(isExitIntentEnabled({ ...base, enable_bounce_recovery: false })).toBe(false);
    expect(isExitIntentEnabled({ ...base, compulsory_login: true })).toBe(false);
  });
  it('bounce sign-in trigger: backspace or mouse back while not authenticated', () => {
    expect(isBounceSignInTrigger({ type: 'mouseup', button: 3 }, false)).toBe(true);
    expect(isBounceSignInTrigger({ type: 'keydown', keyCode: 8, inEditable: false }, false)).toBe(true);
    expect(isBounceSignInTrigger({ type: 'mouseup', button: 3 }, true)).toBe(false);
    expect(isBounceSignInTrigger({ type: 'window-blur' }, false)).toBe(false);
  });
});

describe('bounce-recovery rule matching (spec 1 §4)', () => {
  const rule = (over: Partial<BounceRecoveryRule>): BounceRecoveryRule => ({
    language: 'any',
    layout: 'any',
    order_in_progress: 'any',
    session_state: 'any',
    vehicle_condition: 'any',
    url: 'https://exit.example/any',
    ...over,
  });
  const ctx = {
    language: 'fr',
    layout: 'desktop' as const,
    hasOrders: false,
    hasUser: true,
    newlyAuthenticated: false,
    vehicleCondition: 'used',
  };
  it('first matching rule wins, with any and lower-case language', () => {
    const rules = [
      rule({ language: 'EN', url: 'https://exit.example/en' }),
      rule({
        language: 'FR',
        session_state: 'returning',
        order_in_progress: 'no',
        url: 'https://exit.example/fr',
      }),
      rule({ url: 'https://exit.example/catch-all' }),
    ];
    expect(customExitPageUrl(rules, ctx, 'https://exit.example/default')).toBe('https://exit.example/fr');
    expect(customExitPageUrl(rules.slice(0, 1), ctx, 'https://exit.example/default')).toBe(
      'https://exit.example/default',
    );
    expect(customExitPageUrl([], ctx, null)).toBeNull();
    expect(
      customExitPageUrl([rule({ layout: 'mobile' }), rule({ vehicle_condition: 'new' })], ctx, undefined),
    ).toBeNull();
    expect(customExitPageUrl([rule({ order_in_progress: 'yes' })], { ...ctx, hasOrders: true }, null)).toBe(
      'https://exit.example/any',
    );
  });
  it('session state: new, returning, authenticated', () => {
    expect(sessionState({ hasUser: false, newlyAuthenticated: false })).toBe('new');
    expect(sessionState({ hasUser: true, newlyAuthenticated: false })).toBe('returning');
    expect(sessionState({ hasUser: true, newlyAuthenticated: true })).toBe('authenticated');
  });
  it('external navigation is another host', () => {
    expect(isExternalNavigation('shop.example', 'https://other.example/x')).toBe(true);
    expect(isExternalNavigation('shop.example', 'https://SHOP.example/x')).toBe(false);
    expect(isExternalNavigation('shop.example', '/relative')).toBe(false);
  });
});
