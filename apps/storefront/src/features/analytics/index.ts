// The analytics feature: the tracker (./tracker.ts) is a chunk of its own, loaded by the shell once the
// page is live; its queue (./queue.ts) and consent (./consent.ts) go with it. The consent is shared with
// the dealer's third-party scripts through ./deferred.ts (no first load holds it).
export { AnalyticsQueue, memoryFlags, storedFlags } from './queue.ts';
