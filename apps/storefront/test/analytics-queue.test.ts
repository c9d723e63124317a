import { describe, expect, it } from 'vitest';
import { AnalyticsQueue, memoryFlags, storedFlags } from '../src/features/analytics/queue.ts';
import { memoryStorage } from '../src/shared/state/persist.ts';

const event = (name: string) => ({ event: name });

describe('the analytics queue (spec 3 §4)', () => {
  it('holds events until the scripts are ready, then flushes them in order, later ones at once', () => {
    const layer: unknown[] = [];
    const queue = new AnalyticsQueue(memoryFlags());
    queue.track(event('a'));
    queue.track(event('b'));
    expect(layer).toEqual([]);
    expect(queue.pending).toBe(2);
    queue.ready(true, (e) => layer.push(e));
    queue.track(event('c'));
    expect(layer).toEqual([event('a'), event('b'), event('c')]);
  });

  it('drops everything without the participation flag', () => {
    const layer: unknown[] = [];
    const queue = new AnalyticsQueue(memoryFlags());
    queue.track(event('a'));
    queue.ready(false, (e) => layer.push(e));
    queue.track(event('b'));
    expect(layer).toEqual([]);
    expect(queue.pending).toBe(0);
  });

  it('drops everything without the script, or when refused', () => {
    const queue = new AnalyticsQueue(memoryFlags());
    queue.track(event('a'));
    queue.ready(true, null);
    queue.track(event('b'));
    expect(queue.pending).toBe(0);
    const layer: unknown[] = [];
    const refused = new AnalyticsQueue(memoryFlags());
    refused.track(event('a'));
    refused.drop();
    refused.ready(true, (e) => layer.push(e));
    refused.track(event('b'));
    expect(layer).toEqual([]);
  });

  it('sends a digital-retailing event once per vehicle, also across visits (stored flags)', () => {
    const storage = memoryStorage();
    const layer: unknown[] = [];
    const first = new AnalyticsQueue(storedFlags(storage, 'k'));
    first.ready(true, (e) => layer.push(e));
    first.track(event('vehicle_viewed'), { name: 'impression', vehicleId: '1' });
    first.track(event('vehicle_viewed'), { name: 'impression', vehicleId: '1' });
    first.track(event('vehicle_viewed'), { name: 'impression', vehicleId: '2' });
    const second = new AnalyticsQueue(storedFlags(storage, 'k'));
    second.track(event('vehicle_viewed'), { name: 'impression', vehicleId: '1' });
    second.ready(true, (e) => layer.push(e));
    expect(layer).toEqual([event('vehicle_viewed'), event('vehicle_viewed')]);
  });

  it('a dropped event sets no flag: the vehicle’s event goes once the shopper is tracked', () => {
    const flags = memoryFlags();
    const dropped = new AnalyticsQueue(flags);
    dropped.track(event('x'), { name: 'impression', vehicleId: '1' });
    dropped.drop();
    const layer: unknown[] = [];
    const later = new AnalyticsQueue(flags);
    later.ready(true, (e) => layer.push(e));
    later.track(event('x'), { name: 'impression', vehicleId: '1' });
    expect(layer).toEqual([event('x')]);
  });
});
