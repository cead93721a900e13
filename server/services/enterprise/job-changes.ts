type Listener = (jobId: number) => void;

const listeners = new Set<Listener>();
const relays = new Set<Listener>();

/**
 * Tells this process's listeners (the page cache) that a job was closed or changed, and passes the
 * change to the relays that carry it to the other nodes.
 */
export function jobChanged(jobId: number) {
  deliverJobChange(jobId);
  for (const relay of relays) relay(jobId);
}

let changes = 0;

/** Tells this process's listeners of a change another node made; it is not relayed again. */
export function deliverJobChange(jobId: number) {
  changes++;
  for (const listener of listeners) listener(jobId);
}

/**
 * How many job changes this process has heard of: what was worked out from jobs while it stays
 * the same still holds (short of time passing), with no listener to keep.
 */
export const jobChangeCount = () => changes;

/** Listens for changed jobs, this node's and the others'; the returned function stops listening. */
export function onJobChanged(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Carries this node's job changes to the other nodes; the returned function stops it. */
export function relayJobChanges(relay: Listener) {
  relays.add(relay);
  return () => relays.delete(relay);
}
