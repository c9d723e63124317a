// The analytics feature: the tracker (./tracker.ts) is a chunk of its own, loaded by the shell once the
// page is live; its queue (./queue.ts) and consent (./consent.ts) go with it. Nothing else imports it.
export { AnalyticsQueue, memoryFlags, storedFlags } from './queue.ts';
