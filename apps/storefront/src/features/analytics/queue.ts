/**
 * The analytics queue of spec 3 §4: events wait until the tracker's scripts are ready (and, where the
 * dealer requires it, the shopper's consent), then go in order onto the page's data queue; without
 * the automaker participation flag or the script they are silently dropped. Digital-retailing events
 * go once per vehicle, by flags kept between visits (the domain's dedupeVehicleEvent). No network.
 */
import { dedupeVehicleEvent } from '@storefront/domain';

export type AnalyticsPush = { readonly event: string } & Readonly<Record<string, unknown>>;

/** The flags of the digital-retailing events sent, by vehicle, kept between visits. */
export interface SentFlags {
  read(): Record<string, readonly string[]>;
  write(flags: Record<string, readonly string[]>): void;
}

export function memoryFlags(): SentFlags {
  let flags: Record<string, readonly string[]> = {};
  return {
    read: () => flags,
    write: (next) => {
      flags = next;
    },
  };
}

/** Flags in the browser's storage under a key (the dealer's); broken storage: flags for this page only. */
export function storedFlags(
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined,
  key: string,
): SentFlags {
  const memory = memoryFlags();
  return {
    read: () => {
      try {
        const raw = storage?.getItem(key);
        return raw ? (JSON.parse(raw) as Record<string, readonly string[]>) : memory.read();
      } catch {
        return memory.read();
      }
    },
    write: (flags) => {
      memory.write(flags);
      try {
        storage?.setItem(key, JSON.stringify(flags));
      } catch {
        // storage full or refused: the flags last for this page
      }
    },
  };
}

interface Waiting {
  readonly event: AnalyticsPush;
  /** Once per vehicle: the digital-retailing event and the vehicle. */
  readonly once?: { readonly name: string; readonly vehicleId: string };
}

export class AnalyticsQueue {
  private waiting: Waiting[] = [];
  private state: 'waiting' | 'live' | 'dropping' = 'waiting';
  private push: ((event: AnalyticsPush) => void) | null = null;

  private readonly flags: SentFlags;

  constructor(flags: SentFlags) {
    this.flags = flags;
  }

  /** An event; with `once`, sent only the first time for that vehicle. */
  track(event: AnalyticsPush, once?: Waiting['once']): void {
    if (this.state === 'dropping') return;
    if (this.state === 'waiting') this.waiting.push(once ? { event, once } : { event });
    else this.send({ event, ...(once ? { once } : {}) });
  }

  /**
   * The scripts are ready: with the participation flag and a data queue, what waited goes, in order,
   * and later events at once; otherwise everything is dropped, now and later.
   */
  ready(participating: boolean, push: ((event: AnalyticsPush) => void) | null): void {
    if (this.state !== 'waiting') return;
    const waiting = this.waiting;
    this.waiting = [];
    if (!participating || push === null) {
      this.state = 'dropping';
      return;
    }
    this.push = push;
    this.state = 'live';
    for (const item of waiting) this.send(item);
  }

  /** The shopper refused, or the script failed to load: nothing is sent. */
  drop(): void {
    this.ready(false, null);
  }

  /** Events waiting (tests). */
  get pending(): number {
    return this.waiting.length;
  }

  private send({ event, once }: Waiting): void {
    if (once) {
      const { send, sent } = dedupeVehicleEvent(this.flags.read(), once.vehicleId, once.name);
      if (!send) return;
      this.flags.write(sent);
    }
    this.push?.(event);
  }
}
