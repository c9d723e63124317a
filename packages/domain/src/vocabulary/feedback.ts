// Feedback vocabulary without validation code (see vocabulary/vehicle.ts).

/**
 * why_not is an integer enumeration (spec 1 §3): confusing, browsing, not ready, other. The numbers
 * are not shown; we number them from 1 in the spec's order.
 */
export const FEEDBACK_REASONS = Object.freeze({ confusing: 1, browsing: 2, not_ready: 3, other: 4 } as const);
export type FeedbackReasonName = keyof typeof FEEDBACK_REASONS;
export const FEEDBACK_REASON_VALUES = [1, 2, 3, 4] as const;
export type FeedbackReason = (typeof FEEDBACK_REASON_VALUES)[number];

/** Feedback survey steps (spec 3 §4). */
export const FEEDBACK_STEPS = ['initial', 'why-not', 'rating', 'feedback', 'success'] as const;
export type FeedbackStep = (typeof FEEDBACK_STEPS)[number];
