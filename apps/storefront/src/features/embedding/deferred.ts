// The embedding feature's public API that is not in any page's first load: the messages the flows
// (deposit, appointment, credit application, trade-in) post to the parent page from their own chunks.
// Kept out of index.ts, which the first load holds (its queue, parentMessages.ts).
export { appointmentBooked, completed, depositPlaced, failed, postCta, tell } from './flowMessages.ts';
