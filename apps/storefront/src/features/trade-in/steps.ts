import { TRADE_IN_FLOW_ROUTES } from '@storefront/domain';

/** The black-book flow's steps (the domain's list: welcome, details, review) and their sidebar titles. */
export const BLACK_BOOK_STEPS = TRADE_IN_FLOW_ROUTES['trade-in-black-book'] as readonly BlackBookStep[];
export type BlackBookStep = 'welcome' | 'details' | 'review';

export const BLACK_BOOK_STEP_TITLE: Readonly<Record<BlackBookStep, string>> = {
  welcome: 'trade_in.sidebar.get_started',
  details: 'trade_in.sidebar.details',
  review: 'trade_in.sidebar.review',
};
