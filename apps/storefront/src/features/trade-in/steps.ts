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

// The trade-in 2 flow's steps: the domain's `TRADE_IN_FLOW_ROUTES`['trade-in-2'] (spec 3 §2),
// restated for the same reason (test/trade-in-2.test.ts holds them equal).
export type TradeIn2Step = 'welcome' | 'details' | 'photos' | 'review';

/** The trade-in 2 steps, in order: the domain's list. */
export const TRADE_IN_2_STEPS: readonly TradeIn2Step[] = ['welcome', 'details', 'photos', 'review'];

/** Their titles in the step list (spec 3 §2: get started, vehicle details, vehicle photos, review). */
export const TRADE_IN_2_STEP_TITLE: Readonly<Record<TradeIn2Step, string>> = {
  welcome: 'trade_in.sidebar.get_started',
  details: 'trade_in.sidebar.details',
  photos: 'trade_in2.sidebar.photos',
  review: 'trade_in.sidebar.review',
};

// The older trade-in flow's steps: the domain's `TRADE_IN_FLOW_ROUTES`['trade-in'] (spec 3 §2),
// restated for the same reason (test/trade-in-classic.test.ts holds them equal).
export type ClassicStep = 'details' | 'history' | 'images' | 'review';

/** The older flow's steps, in order: the domain's list. */
export const CLASSIC_STEPS: readonly ClassicStep[] = ['details', 'history', 'images', 'review'];

/** Their titles in the step list (spec 3 §2: details, history, images or photos, review). */
export const CLASSIC_STEP_TITLE: Readonly<Record<ClassicStep, string>> = {
  details: 'trade_in.sidebar.details',
  history: 'trade_in.sidebar.history',
  images: 'trade_in2.sidebar.photos',
  review: 'trade_in.sidebar.review',
};
