/**
 * Exit-intent feedback (spec 1 §4 and §5): the survey flow, arming, triggers and enabling, and the
 * bounce-recovery rule matching for a custom exit page.
 */
import { BREAKPOINTS, KEY_CODES, MOUSE_BACK_BUTTON, RATING_GOOD_FROM } from '../constants.ts';
import type { BounceRecoveryRule } from '../schemas/dealer.ts';
import { FEEDBACK_REASONS, type FeedbackReason, type FeedbackStep } from '../vocabulary/feedback.ts';

export interface FeedbackState {
  readonly step: FeedbackStep;
  readonly found_what_was_looking_for: boolean | null;
  readonly why_not: FeedbackReason | null;
  readonly rating: number | null;
  readonly feedback: string;
}

export const INITIAL_FEEDBACK_STATE: FeedbackState = Object.freeze({
  step: 'initial',
  found_what_was_looking_for: null,
  why_not: null,
  rating: null,
  feedback: '',
});

export type FeedbackEvent =
  | { readonly type: 'answer'; readonly found: boolean }
  | { readonly type: 'why-not'; readonly reason: FeedbackReason }
  | { readonly type: 'rate'; readonly rating: number }
  | { readonly type: 'type'; readonly feedback: string }
  | { readonly type: 'submitted' }
  | { readonly type: 'back' };

/**
 * Yes leads to rating, then feedback, then success; no leads to why-not, then feedback, then
 * success. Back from feedback returns to why-not clearing why_not and feedback (on the yes path,
 * where there is no why-not, it returns to rating clearing feedback: our reading). Back from rating
 * clears rating and feedback and returns to the initial question; back from why-not clears why_not
 * and returns to the initial question.
 */
export function feedbackReducer(state: FeedbackState, event: FeedbackEvent): FeedbackState {
  switch (event.type) {
    case 'answer':
      if (state.step !== 'initial') return state;
      return { ...state, found_what_was_looking_for: event.found, step: event.found ? 'rating' : 'why-not' };
    case 'why-not':
      if (state.step !== 'why-not') return state;
      return { ...state, why_not: event.reason, step: 'feedback' };
    case 'rate':
      if (state.step !== 'rating' || !Number.isInteger(event.rating) || event.rating < 1 || event.rating > 5)
        return state;
      return { ...state, rating: event.rating, step: 'feedback' };
    case 'type':
      return state.step === 'feedback' ? { ...state, feedback: event.feedback } : state;
    case 'submitted':
      return canSubmitFeedback(state) ? { ...state, step: 'success' } : state;
    case 'back':
      if (state.step === 'feedback') {
        return state.found_what_was_looking_for
          ? { ...state, step: 'rating', feedback: '' }
          : { ...state, step: 'why-not', why_not: null, feedback: '' };
      }
      if (state.step === 'rating') return { ...state, step: 'initial', rating: null, feedback: '' };
      if (state.step === 'why-not') return { ...state, step: 'initial', why_not: null };
      return state;
  }
}

/** Feedback text is required only when the reason is other (spec 1 §5). */
export function isFeedbackTextRequired(state: Pick<FeedbackState, 'why_not'>): boolean {
  return state.why_not === FEEDBACK_REASONS.other;
}

/** Can the feedback step be submitted. */
export function canSubmitFeedback(state: FeedbackState): boolean {
  return state.step === 'feedback' && (!isFeedbackTextRequired(state) || state.feedback.trim() !== '');
}

/** A rating of 4 or more is good and changes the placeholder. */
export function isGoodRating(rating: number | null): boolean {
  return rating !== null && rating >= RATING_GOOD_FROM;
}

export function feedbackPlaceholderId(rating: number | null): string {
  return isGoodRating(rating) ? 'feedback.placeholder.good' : 'feedback.placeholder.bad';
}

/** The payload POSTed to /api/customer/bounce-recovery/. */
export function feedbackPayload(state: FeedbackState): {
  found_what_was_looking_for: boolean;
  why_not: FeedbackReason | null;
  rating: number | null;
  feedback: string;
} {
  return {
    found_what_was_looking_for: state.found_what_was_looking_for ?? false,
    why_not: state.why_not,
    rating: state.rating,
    feedback: state.feedback.trim(),
  };
}

// ---------------------------------------------------------------------------
// Arming and triggers
// ---------------------------------------------------------------------------

// The arming click (./exit-arming.ts: a module of its own, since an app records the first clicks
// before it loads the rest of exit intent).
export { ARMING_CLASS_PATTERNS, type ClickTarget, isArmingClick } from './exit-arming.ts';

export type ExitSignal =
  | { readonly type: 'keydown'; readonly keyCode: number; readonly inEditable: boolean }
  | { readonly type: 'mouseup'; readonly button: number }
  | { readonly type: 'mouseleave'; readonly clientY: number }
  | { readonly type: 'window-blur' };

/** Once armed it opens on backspace outside an editable field, mouse back, leaving through the top, or blur. */
export function isExitSignal(signal: ExitSignal): boolean {
  switch (signal.type) {
    case 'keydown':
      return signal.keyCode === KEY_CODES.BACKSPACE && !signal.inEditable;
    case 'mouseup':
      return signal.button === MOUSE_BACK_BUTTON;
    case 'mouseleave':
      return signal.clientY <= 0;
    case 'window-blur':
      return true;
  }
}

/** Enabled on medium-or-larger screens, for unauthenticated users, when the dealer enables it and login is not compulsory. */
export function isExitIntentEnabled(input: {
  readonly viewportWidth: number;
  readonly authenticated: boolean;
  readonly enable_bounce_recovery: boolean;
  readonly compulsory_login: boolean;
}): boolean {
  return (
    input.viewportWidth >= BREAKPOINTS.md &&
    !input.authenticated &&
    input.enable_bounce_recovery &&
    !input.compulsory_login
  );
}

/** Triggerable only after interaction (armed) and when not yet submitted or dismissed (both permanent). */
export function isExitIntentTriggerable(input: {
  readonly enabled: boolean;
  readonly armed: boolean;
  readonly submitted: boolean;
  readonly dismissed: boolean;
}): boolean {
  return input.enabled && input.armed && !input.submitted && !input.dismissed;
}

/** Should this signal open the exit-intent modal now. */
export function shouldOpenExitIntent(
  state: {
    readonly enabled: boolean;
    readonly armed: boolean;
    readonly submitted: boolean;
    readonly dismissed: boolean;
  },
  signal: ExitSignal,
): boolean {
  return isExitIntentTriggerable(state) && isExitSignal(signal);
}

/** Bounce trigger for the sign-in modal: backspace or mouse back while not authenticated (spec 1 §4). */
export function isBounceSignInTrigger(signal: ExitSignal, authenticated: boolean): boolean {
  if (authenticated) return false;
  return (
    (signal.type === 'keydown' && signal.keyCode === KEY_CODES.BACKSPACE && !signal.inEditable) ||
    (signal.type === 'mouseup' && signal.button === MOUSE_BACK_BUTTON)
  );
}

// ---------------------------------------------------------------------------
// Bounce-recovery rule matching
// ---------------------------------------------------------------------------

export interface BounceContext {
  readonly language: string;
  readonly layout: 'mobile' | 'desktop';
  /** Whether the user has orders. */
  readonly hasOrders: boolean;
  readonly hasUser: boolean;
  readonly newlyAuthenticated: boolean;
  readonly vehicleCondition: string | null;
}

/** Session state: new (no user), returning (user present) or authenticated (newly authenticated). */
export function sessionState(
  ctx: Pick<BounceContext, 'hasUser' | 'newlyAuthenticated'>,
): 'new' | 'returning' | 'authenticated' {
  if (ctx.newlyAuthenticated) return 'authenticated';
  return ctx.hasUser ? 'returning' : 'new';
}

export function ruleMatches(rule: BounceRecoveryRule, ctx: BounceContext): boolean {
  const any = (v: string) => v === 'any';
  return (
    (any(rule.language) || rule.language.toLowerCase() === ctx.language.toLowerCase()) &&
    (any(rule.layout) || rule.layout === ctx.layout) &&
    (any(rule.order_in_progress) || (rule.order_in_progress === 'yes') === ctx.hasOrders) &&
    (any(rule.session_state) || rule.session_state === sessionState(ctx)) &&
    (any(rule.vehicle_condition) || rule.vehicle_condition === ctx.vehicleCondition)
  );
}

/** First matching rule wins, otherwise default_custom_bounce_recovery_url. */
export function customExitPageUrl(
  rules: readonly BounceRecoveryRule[],
  ctx: BounceContext,
  defaultUrl: string | null | undefined,
): string | null {
  return rules.find((r) => ruleMatches(r, ctx))?.url ?? defaultUrl ?? null;
}

/** The bounce-recovery modal is shown when triggerable and the destination is on another host. */
export function isExternalNavigation(currentHost: string, destination: string): boolean {
  if (!URL.canParse(destination)) return false;
  return new URL(destination).host.toLowerCase() !== currentHost.toLowerCase();
}
