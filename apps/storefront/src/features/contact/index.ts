// The contact feature's public API. Its dialogs are chunks of their own: loaded on demand.

/** The question dialog about a vehicle (QuestionFlow). */
export { loadQuestionFlow } from './contactState.ts';
