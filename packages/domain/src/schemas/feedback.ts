import { z } from 'zod';
import { RATING_MAX, RATING_MIN } from '../constants.ts';

export {
  FEEDBACK_REASON_VALUES,
  FEEDBACK_REASONS,
  FEEDBACK_STEPS,
  type FeedbackReason,
  type FeedbackReasonName,
  type FeedbackStep,
} from '../vocabulary/feedback.ts';

import { FEEDBACK_REASONS } from '../vocabulary/feedback.ts';

export const feedbackReasonSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

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
