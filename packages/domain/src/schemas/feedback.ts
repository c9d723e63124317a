import { z } from 'zod';
import { RATING_MAX, RATING_MIN } from '../constants.ts';

/**
 * why_not is an integer enumeration (spec 1 §3): confusing, browsing, not ready, other. The numbers
 * are not shown; we number them from 1 in the spec's order.
 */
export const FEEDBACK_REASONS = Object.freeze({ confusing: 1, browsing: 2, not_ready: 3, other: 4 } as const);
export type FeedbackReasonName = keyof typeof FEEDBACK_REASONS;
export const FEEDBACK_REASON_VALUES = [1, 2, 3, 4] as const;
export type FeedbackReason = (typeof FEEDBACK_REASON_VALUES)[number];
export const feedbackReasonSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

/** Feedback survey steps (spec 3 §4). */
export const FEEDBACK_STEPS = ['initial', 'why-not', 'rating', 'feedback', 'success'] as const;
export type FeedbackStep = (typeof FEEDBACK_STEPS)[number];

/**
 * Feedback answers as POSTed to /api/customer/bounce-recovery/ (spec 1 §3 and §7). Feedback text is
 * required only when the reason is other (spec 1 §5).
 */
export const feedbackAnswersSchema = z
  .object({
    found_what_was_looking_for: z.boolean(),
    why_not: feedbackReasonSchema.nullable(),
    rating: z.number().int().min(RATING_MIN).max(RATING_MAX).nullable(),
    feedback: z.string().trim().max(2000),
  })
  .superRefine((answers, ctx) => {
    if (answers.why_not === FEEDBACK_REASONS.other && answers.feedback.trim() === '') {
      ctx.addIssue({ code: 'custom', path: ['feedback'], message: 'validation.required' });
    }
    if (!answers.found_what_was_looking_for && answers.why_not === null) {
      ctx.addIssue({ code: 'custom', path: ['why_not'], message: 'validation.required' });
    }
    if (answers.found_what_was_looking_for && answers.rating === null) {
      ctx.addIssue({ code: 'custom', path: ['rating'], message: 'validation.required' });
    }
  });
export type FeedbackAnswers = z.infer<typeof feedbackAnswersSchema>;
