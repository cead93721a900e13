import type { Db } from '../../db/connect.ts';
import { writeCredentialReminders } from '../credentials/reminders.ts';
import { writeUpcomingReminders } from '../interviews/reminders.ts';
import { logLine } from '../log/logger.ts';
import type { Notifier } from './dispatcher.ts';

/** How often leftovers are delivered and interview and credential reminders are written. */
export const SWEEP_INTERVAL_MS = 30_000;

/**
 * Delivers whatever the outbox holds at boot (rows written before a crash or by another process),
 * then every `intervalMs` writes the due 24-hour interview reminders and credential expiry
 * reminders and delivers again. Sweeps
 * never overlap; stop() waits for the one in progress.
 */
export function startNotifyWorker(deps: {
  db: Db;
  notifier: Notifier;
  intervalMs?: number;
  log?: (line: string) => void;
}) {
  const log = deps.log ?? logLine('error');
  const interval = deps.intervalMs ?? SWEEP_INTERVAL_MS;
  let stopped = false;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;

  const sweep = async () => {
    try {
      await writeUpcomingReminders(deps.db);
      await writeCredentialReminders(deps.db);
      await deps.notifier.dispatch();
    } catch (error) {
      log(`Notification sweep failed: ${(error as Error).message}`);
    }
  };
  const schedule = (delay: number) => {
    timer = setTimeout(async () => {
      running = sweep();
      await running;
      running = null;
      if (!stopped) schedule(interval);
    }, delay);
    timer.unref();
  };
  schedule(0);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      await deps.notifier.close();
    },
  };
}
