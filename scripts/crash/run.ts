import { sessionCookieFor } from '../../server/identity/session-tokens.ts';
import { freePort } from '../../tests/support/server.ts';
import { type Fixtures, prepareFixtures } from './fixtures.ts';
import { type AppNode, startNode } from './node.ts';
import { localCluster } from './postgres-cluster.ts';
import { applicationPairs, type Planned, planRound, pool, send } from './traffic.ts';
import {
  duplicateKeys,
  integrityOf,
  mailedNotifications,
  outboxState,
  storedCopies,
} from './verify.ts';

export interface CrashOptions {
  iterations: number;
  /** Concurrent requests fired in each round. */
  requests: number;
  /**
   * Runs on a throwaway database of this PostgreSQL server instead of SQLite; the server must be a
   * local Debian cluster this process may stop, since each crash stops it in immediate mode too.
   */
  postgresUrl?: string;
  log?: (line: string) => void;
}

export interface RoundReport {
  round: number;
  /** Answers that had arrived when the server was killed. */
  answeredBeforeKill: number;
  /** Requests retried after the restart because they got no answer (or a 5xx). */
  retried: number;
  /** Of those, the ones the server had stored before it died: their retry must replay them. */
  storedUnanswered: number;
  integrity: string;
  /** What was killed: the app, and on PostgreSQL the database server too. */
  crashed: string[];
  /** Notification e-mails stored in the outbox so far, one per enterprise message. */
  mails: number;
  problems: string[];
}

const isSuccess = (status: number | null) => status !== null && status >= 200 && status < 300;
const needsRetry = (status: number | null) => status === null || status >= 500;

/**
 * Fires `requests` concurrent message sends and applications at the built server, SIGKILLs it
 * after a random number of answers (on PostgreSQL, stopping the database server in immediate mode
 * at the same moment), checks the database, restarts both, retries every request that got no answer
 * with the same Idempotency-Key, then checks that every request is stored exactly once, every
 * outbox row became exactly one notification and every message notification exactly one e-mail.
 * Repeats `iterations` times.
 */
export async function runCrashDurability(options: CrashOptions): Promise<RoundReport[]> {
  const log = options.log ?? (() => {});
  const cluster = options.postgresUrl ? await localCluster(options.postgresUrl) : null;
  const crashed = ['app', ...(cluster ? [`PostgreSQL ${cluster.name}`] : [])];
  const f: Fixtures = await prepareFixtures({
    postgresUrl: options.postgresUrl,
    candidates: 40,
    jobs: 400,
  });
  const db = f.open();
  const port = await freePort();
  const settings = { port, dataDir: f.dataDir, databaseUrl: f.databaseUrl };
  const cookieName = sessionCookieFor(`http://127.0.0.1:${port}`).name;
  const pairs = applicationPairs(f);
  const before = await outboxState(db, f);
  const reports: RoundReport[] = [];
  let node: AppNode | null = await startNode(settings);
  try {
    for (let round = 1; round <= options.iterations; round++) {
      const planned = planRound(f, round, options.requests, pairs);
      const killAfter = 1 + Math.floor(Math.random() * options.requests * 0.8);
      let answered = 0;
      let answeredBeforeKill = -1;
      const current: AppNode = node;
      let killing: Promise<void> | null = null;
      const crash = () => {
        answeredBeforeKill = answered;
        killing ??= Promise.all([current.kill(), cluster?.crash()]).then(() => {});
        return killing;
      };
      await Promise.all(
        planned.map(async (r) => {
          r.status = await send(f, current.url, cookieName, r);
          if (r.status !== null) answered++;
          if (answered >= killAfter) void crash();
        }),
      );
      await crash();
      node = null;
      await cluster?.start();
      const integrity = await integrityOf(f, db);
      node = await startNode(settings);
      const restarted: AppNode = node;
      const retry = planned.filter((r) => needsRetry(r.status));
      let storedUnanswered = 0;
      for (const r of retry) if ((await storedCopies(db, f, r)) > 0) storedUnanswered++;
      await pool(retry, 50, async (r) => {
        r.status = await send(f, restarted.url, cookieName, r);
      });
      reports.push({
        round,
        answeredBeforeKill,
        retried: retry.length,
        storedUnanswered,
        integrity,
        crashed,
        problems: await check(planned, before),
        mails: mailedNotifications(f).length,
      });
      const last = reports.at(-1) as RoundReport;
      log(
        `round ${round}: killed (${crashed.join(' and ')}) after ${last.answeredBeforeKill}/${options.requests} answers, ` +
          `${last.retried} retried (${last.storedUnanswered} stored before the kill), integrity ${integrity}, ${last.mails} e-mails, ` +
          (last.problems.length
            ? `PROBLEMS: ${last.problems.join('; ')}`
            : 'all stored exactly once'),
      );
    }
  } finally {
    await node?.stop();
    await db.destroy();
    await f.dispose();
  }
  return reports;

  async function check(planned: Planned[], baseline: Awaited<ReturnType<typeof outboxState>>) {
    const problems: string[] = [];
    const failed = planned.filter((r) => !isSuccess(r.status));
    if (failed.length)
      problems.push(
        `${failed.length} requests never succeeded (${[...new Set(failed.map((r) => `${r.kind} ${r.status}`))].join(', ')})`,
      );
    let wrong = 0;
    for (const r of planned)
      if ((await storedCopies(db, f, r)) !== (isSuccess(r.status) ? 1 : 0)) wrong++;
    if (wrong) problems.push(`${wrong} requests not stored exactly once`);
    const duplicates = await duplicateKeys(db);
    if (duplicates) problems.push(`${duplicates} Idempotency-Keys stored twice`);
    if (!/^ok/.test(await integrityOf(f, db).catch((e: Error) => e.message)))
      problems.push('integrity check failed after the restart');
    // The outbox is delivered at boot and after each message, and e-mails follow (those a killed
    // node had taken once its claim is stale): wait for both to drain.
    let state = await outboxState(db, f);
    for (let i = 0; i < 100 && (state.undelivered > 0 || state.mailsUnsent > 0); i++) {
      await new Promise((r) => setTimeout(r, 100));
      state = await outboxState(db, f);
    }
    if (state.undelivered) problems.push(`${state.undelivered} notifications never delivered`);
    if (state.deliveredWrongly)
      problems.push(`${state.deliveredWrongly} outbox rows without exactly one notification`);
    const written = state.messageNotifications - baseline.messageNotifications;
    const sent = state.enterpriseMessages - baseline.enterpriseMessages;
    if (written !== sent) problems.push(`${sent} enterprise messages but ${written} notifications`);
    if (state.mailsUnsent) problems.push(`${state.mailsUnsent} notification e-mails never sent`);
    const mailed = mailedNotifications(f);
    const mailedOnce = new Set(mailed);
    if (mailedOnce.size !== mailed.length)
      problems.push(`${mailed.length - mailedOnce.size} e-mails stored twice`);
    const unmailed = state.mailsSent.filter((id) => !mailedOnce.has(id));
    if (unmailed.length)
      problems.push(`${unmailed.length} e-mails marked sent but not in the outbox`);
    // Every enterprise message of the run went to a test candidate, who wants message e-mails.
    if (state.mailsSent.length !== state.enterpriseMessages)
      problems.push(
        `${state.enterpriseMessages} enterprise messages but ${state.mailsSent.length} e-mails sent`,
      );
    return problems;
  }
}
