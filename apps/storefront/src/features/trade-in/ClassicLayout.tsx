import type { ComponentType } from 'react';
import { lazyComponent } from '../../shared/lazy/lazyComponent.ts';
import type { OrderTradeIn } from './api/useOrderTradeIn.ts';
import { DraftFlowLayout } from './BlackBookLayout.tsx';
import { classicReview } from './classicReview.ts';
import { CLASSIC_STEP_TITLE, CLASSIC_STEPS, type ClassicStep } from './steps.ts';

/** Each step's page, a chunk of its own (the review is the black-book flow's). */
const STEP_PAGES: Record<ClassicStep, { Component: ComponentType }> = {
  details: lazyComponent(
    () => import('./ClassicDetails.tsx'),
    (m) => m.ClassicDetails,
  ),
  history: lazyComponent(
    () => import('./ClassicHistory.tsx'),
    (m) => m.ClassicHistory,
  ),
  images: lazyComponent(
    () => import('./ClassicImages.tsx'),
    (m) => m.ClassicImages,
  ),
  review: lazyComponent(
    () => import('./BlackBookReview.tsx'),
    (m) => m.BlackBookReview,
  ),
};

/** The step list's titles: the review is "offer" while the trade-in has a current offer. */
const titlesOf = ({ tradeIn, order }: OrderTradeIn) => ({
  ...CLASSIC_STEP_TITLE,
  review: classicReview(tradeIn?.status, order?.trade_in_offer).step,
});

/**
 * The older trade-in flow of a vehicle's deal (spec 3 §2, `trade-in/{id}/`): vehicle details (the
 * vehicle, its odometer and options), its history (the condition questions and the active payments,
 * then saved on the order), its images (the six angles), review. Its draft is the order's trade-in,
 * as the black-book flow's: kept in the persisted store until saved, saved at sign-in when the shopper
 * asked to save it signed out (then the images step opens).
 */
export function ClassicLayout() {
  return (
    <DraftFlowLayout
      name="trade-in"
      steps={CLASSIC_STEPS}
      titles={CLASSIC_STEP_TITLE}
      pages={STEP_PAGES}
      afterSave="images"
      titlesOf={titlesOf}
    />
  );
}
