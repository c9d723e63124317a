import { PROGRESS_STEP } from './steps.ts';

/**
 * The build-and-price progress a deal saved from the review writes (spec 2 §4): the review completed
 * and each earlier step the order still has initial skipped (the shopper passed it over, keeping its
 * defaults), so that the section reads completed on My vehicles and the step summary; a step already
 * completed or skipped is kept. Found in a shopper trial: a deal saved from the review reached by
 * the stepper left the earlier steps initial, and its card said "Build your deal: In progress".
 * Lives in the review step's chunk (not the vehicle page's first load).
 */
export function savedFromReview({ progress }: { progress?: Readonly<Record<string, number>> | null }) {
  const steps: Record<string, number> = {};
  for (const step of Object.values(PROGRESS_STEP)) {
    if (step && step !== 'review' && !progress?.[step]) steps[step] = 4;
  }
  return { ...steps, review: 1 };
}
