import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Db } from '../../db/connect.ts';
import {
  findLiveEvent,
  listenToChannel,
  notifyChannel,
  storeLiveEvent,
} from '../../db/repositories/live-events.ts';
import type { EventBus } from '../events.ts';
import { log } from '../log/logger.ts';
import { createLiveHub, type LiveEvent, type LiveHub } from './hub.ts';

export const LIVE_CHANNEL = 'worklane_live';
/** PostgreSQL refuses notification payloads of 8000 bytes or more. */
export const MAX_NOTIFY_BYTES = 7900;
/** How long a large event stays readable for the other nodes. */
const KEEP_LARGE_MS = 5 * 60_000;
const RECONNECT_MS = 1_000;

/**
 * What travels between nodes: the sending node, and either the candidate with the event or a
 * reference to it, or a job that was closed or changed.
 */
interface Envelope {
  node: string;
  candidateId?: number;
  event?: LiveEvent;
  ref?: number;
  jobId?: number;
  /** A candidate whose pages changed (null: any candidate's), see the bus's candidateChanged. */
  changedCandidate?: number | null;
}

export interface PgLiveHubOptions {
  /** The PostgreSQL connection string; one connection of its own listens. */
  url: string;
  db: Db;
  /** This node's bus: its job changes go to the other nodes, theirs come back on it. */
  events: EventBus;
  channel?: string;
}

/**
 * The live hub of a deployment with several nodes on one PostgreSQL: an event is delivered at once
 * to this node's open streams and sent to the other nodes with NOTIFY; each node LISTENs on a
 * dedicated connection and delivers what the others sent to its own streams. Events larger than a
 * notification may carry are stored and sent as a reference. Events from one node reach the
 * others in the order they were published. Job changes (the bus's jobChanged) travel the same way, so every
 * node's page cache drops a closed or changed job's page at once; so do changes to what candidates
 * see (the bus's candidateChanged), for the candidate page cache.
 */
export async function createPgLiveHub(
  options: PgLiveHubOptions,
): Promise<LiveHub & { close(): Promise<void> }> {
  const { db, url, events } = options;
  const channel = options.channel ?? LIVE_CHANNEL;
  const node = randomUUID();
  const local = createLiveHub();
  let client: pg.Client | null = null;
  let closed = false;
  let sending: Promise<void> = Promise.resolve();
  let receiving: Promise<void> = Promise.resolve();

  async function receive(text: string | undefined) {
    if (!text) return;
    let envelope = JSON.parse(text) as Envelope;
    if (envelope.node === node) return;
    if (envelope.ref !== undefined) {
      const stored = await findLiveEvent(db, envelope.ref);
      if (!stored) return;
      envelope = JSON.parse(stored) as Envelope;
    }
    if (envelope.jobId !== undefined)
      await events.emit('jobChanged', { jobId: envelope.jobId, remote: true });
    if (envelope.changedCandidate !== undefined)
      await events.emit('candidateChanged', {
        candidateId: envelope.changedCandidate,
        remote: true,
      });
    if (envelope.event && envelope.candidateId !== undefined)
      local.publish(envelope.candidateId, envelope.event);
  }

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel !== channel) return;
      // One after another: a large event read back from the table keeps its place in line.
      receiving = receiving
        .then(() => receive(message.payload))
        .catch((error: Error) =>
          log.error({ err: error }, 'live event from another node could not be read'),
        );
    });
    next.on('error', (error) => {
      log.warn({ err: error }, 'live event connection lost; reconnecting');
      reconnect(next);
    });
    next.on('end', () => reconnect(next));
    await next.connect();
    await listenToChannel(next, channel);
    client = next;
  }

  function reconnect(lost: pg.Client) {
    if (closed || client !== lost) return;
    client = null;
    lost.end().catch(() => undefined);
    const retry = () => {
      if (closed) return;
      connect().catch((error: Error) => {
        log.warn({ err: error }, 'live event connection failed; retrying');
        setTimeout(retry, RECONNECT_MS).unref();
      });
    };
    setTimeout(retry, RECONNECT_MS).unref();
  }

  async function send(envelope: Envelope) {
    const payload = JSON.stringify(envelope);
    if (Buffer.byteLength(payload) <= MAX_NOTIFY_BYTES) {
      await notifyChannel(db, channel, payload);
      return;
    }
    const ref = await storeLiveEvent(db, payload, new Date(), KEEP_LARGE_MS);
    await notifyChannel(
      db,
      channel,
      JSON.stringify({ node, candidateId: envelope.candidateId, ref } satisfies Envelope),
    );
  }

  /** One after another, so the other nodes see this node's events in order. */
  function enqueue(envelope: Envelope) {
    sending = sending
      .then(() => send(envelope))
      .catch((error: Error) =>
        log.error(
          { err: error, candidateId: envelope.candidateId, jobId: envelope.jobId },
          'live event not sent to the other nodes',
        ),
      );
  }

  await connect();
  const stopRelayingJobs = events.on('jobChanged', ({ jobId, remote }) => {
    if (!remote) enqueue({ node, jobId });
  });
  const stopRelayingCandidates = events.on('candidateChanged', ({ candidateId, remote }) => {
    if (!remote) enqueue({ node, changedCandidate: candidateId });
  });

  return {
    publish(candidateId, event) {
      local.publish(candidateId, event);
      enqueue({ node, candidateId, event });
    },
    subscribe: local.subscribe,
    connections: local.connections,
    watch: local.watch,
    async close() {
      closed = true;
      stopRelayingJobs();
      stopRelayingCandidates();
      await sending;
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
