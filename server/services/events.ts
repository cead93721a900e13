/** A job closed or changed; `remote` when another node made the change (it is not relayed again). */
export interface JobChange {
  jobId: number;
  remote?: boolean;
}

/**
 * What a signed-in candidate sees may have changed: their own write, or an enterprise's
 * (`candidateId` null: any candidate's). `remote` when another node saw the change.
 */
export interface CandidateChange {
  candidateId: number | null;
  remote?: boolean;
}

/** What the parts of one app tell each other, by event name. */
export interface AppEvents {
  /** Pages showing the job are out of date (the page cache listens; pg-hub.ts relays). */
  jobChanged: JobChange;
  /** Candidates' cached pages are out of date (the candidate page cache listens; pg-hub.ts relays). */
  candidateChanged: CandidateChange;
  /** A transaction that wrote notification outbox rows committed (the notifier delivers them). */
  outboxWritten: undefined;
}

type Name = keyof AppEvents;
type Listener<K extends Name> = (payload: AppEvents[K]) => unknown;
type Payload<K extends Name> = AppEvents[K] extends undefined ? [] : [AppEvents[K]];

export interface EventBus {
  /** Listens to one event; the returned disposer stops listening (calling it again does nothing). */
  on<K extends Name>(name: K, listener: Listener<K>): () => void;
  /**
   * Calls every listener and settles once those that return promises have. It never fails: the
   * change was already made, and whatever a listener leaves undone its own sweep picks up.
   */
  emit<K extends Name>(name: K, ...payload: Payload<K>): Promise<void>;
  /** Listeners subscribed now, to one event or to all. */
  listenerCount(name?: Name): number;
}

/** One bus per app (or per process that runs several parts of one): nothing is kept globally. */
export function createEventBus(): EventBus {
  const listeners = new Map<Name, Set<Listener<Name>>>();
  return {
    on(name, listener) {
      const set = listeners.get(name) ?? new Set();
      listeners.set(name, set);
      // Each subscription is its own entry, so one listener subscribed twice is disposed twice.
      const entry: Listener<Name> = (payload) => listener(payload as never);
      set.add(entry);
      return () => void set.delete(entry);
    },
    async emit(name, ...payload) {
      const running = [...(listeners.get(name) ?? [])].map(async (listener) => {
        try {
          await listener(payload[0] as AppEvents[Name]);
        } catch {
          // See emit's contract: a listener's failure is not the emitter's.
        }
      });
      await Promise.all(running);
    },
    listenerCount(name) {
      const sets = name ? [listeners.get(name)] : [...listeners.values()];
      return sets.reduce((sum, set) => sum + (set?.size ?? 0), 0);
    },
  };
}

/**
 * A view of `bus` whose subscriptions all end with dispose(): what an app subscribes through it
 * ends when the app closes, while the bus and its other listeners stay.
 */
export function scopedEventBus(bus: EventBus): EventBus & { dispose(): void } {
  const disposers = new Set<() => void>();
  return {
    on(name, listener) {
      const off = bus.on(name, listener);
      const dispose = () => {
        disposers.delete(dispose);
        off();
      };
      disposers.add(dispose);
      return dispose;
    },
    emit: bus.emit,
    listenerCount: bus.listenerCount,
    dispose() {
      for (const dispose of [...disposers]) dispose();
    },
  };
}
