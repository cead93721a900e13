import { EventEmitter } from 'node:events';

/** What the server pushes to a signed-in candidate's open tabs. */
export interface LiveEvent {
  /**
   * notification: a new notification; message: a new message; counts: unread counts changed;
   * session-ended: sessions of the candidate ended (see session-ended.ts), never sent to a browser.
   */
  type: 'notification' | 'message' | 'counts' | 'interview' | 'session-ended';
  data: unknown;
}

export type LiveListener = (event: LiveEvent) => void;

/**
 * Fans events out to the candidate's open event streams. One process keeps its own listeners; a
 * deployment with several nodes on PostgreSQL publishes through the database as well (pg-hub.ts).
 */
export interface LiveHub {
  publish(candidateId: number, event: LiveEvent): void;
  subscribe(candidateId: number, listener: LiveListener): () => void;
  /** Open streams, for health and benchmarks. */
  connections(): number;
  /**
   * Hears every event delivered on this node, for any candidate, whichever node published it
   * (the candidate page cache drops a candidate's pages on each); the disposer stops it.
   */
  watch?(listener: (candidateId: number, event: LiveEvent) => void): () => void;
}

export function createLiveHub(): LiveHub {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  let open = 0;
  const watchers = new Set<(candidateId: number, event: LiveEvent) => void>();
  return {
    publish(candidateId, event) {
      for (const watcher of watchers) watcher(candidateId, event);
      emitter.emit(String(candidateId), event);
    },
    subscribe(candidateId, listener) {
      emitter.on(String(candidateId), listener);
      open += 1;
      let subscribed = true;
      return () => {
        if (!subscribed) return;
        subscribed = false;
        open -= 1;
        emitter.off(String(candidateId), listener);
      };
    },
    connections: () => open,
    watch(listener) {
      const entry = (candidateId: number, event: LiveEvent) => listener(candidateId, event);
      watchers.add(entry);
      return () => void watchers.delete(entry);
    },
  };
}
