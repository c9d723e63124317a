// The black-book flow's steps are the domain's (`TRADE_IN_FLOW_ROUTES`['trade-in-black-book'], spec 3
// §2). The type is the domain's list itself; the value is restated because this module is read by the
// route manifest, in the shopper's first load, and the domain's schemas module brings zod with it
// (as ../build-and-price/steps.ts says). A unit test holds them equal (test/trade-in.test.ts).
export type BlackBookStep = 'welcome' | 'details' | 'review';

/** The black-book steps, in order: the domain's list. */
export const BLACK_BOOK_STEPS: readonly BlackBookStep[] = ['welcome', 'details', 'review'];

export const BLACK_BOOK_STEP_TITLE: Readonly<Record<BlackBookStep, string>> = {
  welcome: 'trade_in.sidebar.get_started',
  details: 'trade_in.sidebar.details',
  review: 'trade_in.sidebar.review',
};
