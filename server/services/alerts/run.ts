import type { SavedSearchCriteria } from '../../../src/shared/dto/saved-search.ts';
import type { Db } from '../../db/connect.ts';
import {
  alertingSearches,
  moveAlertWatermark,
  openJobsPostedBetween,
} from '../../db/repositories/saved-searches.ts';
import { logLine } from '../log/logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { JobSearch } from '../search/jobs.ts';
import { alertMail } from './message.ts';
import { newMatchingJobs } from './new-jobs.ts';

export interface AlertDeps {
  db: Db;
  jobs: Pick<JobSearch, 'search'>;
  mailer: Mailer;
  /** Public origin for the links in the e-mails. */
  origin: string;
  log?: (line: string) => void;
}

/** New jobs one e-mail lists at most. */
export const JOBS_PER_ALERT = 10;
const BATCH = 100;

type Search = Awaited<ReturnType<typeof alertingSearches>>[number];

/**
 * One saved search: the jobs posted since its watermark that match it, in one e-mail. The
 * watermark moves before sending, so a second server sends nothing twice; a failed send moves it
 * back, so the next run tries again.
 */
async function alertOne(deps: AlertDeps, search: Search, until: string) {
  const { db } = deps;
  const since = search.last_alerted_at;
  if (since >= until || !(await openJobsPostedBetween(db, since, until))) return 'none';
  const criteria = JSON.parse(search.criteria) as SavedSearchCriteria;
  const home = { city: search.city, state: search.state, country: search.country };
  const jobs = await newMatchingJobs(deps.jobs, criteria, since, until, JOBS_PER_ALERT, home);
  if (!(await moveAlertWatermark(db, search.id, since, until))) return 'none';
  if (jobs.length === 0) return 'none';
  const message = await alertMail({
    to: search.email,
    firstName: search.first_name,
    label: search.label,
    criteria,
    jobs,
    origin: deps.origin,
  });
  try {
    await deps.mailer.send(message);
    return 'sent';
  } catch (error) {
    await moveAlertWatermark(db, search.id, until, since);
    throw error;
  }
}

/**
 * E-mails each saved search with alerts on about jobs posted since its last alert. Never
 * rejects: a search that fails is logged, counted and tried again next run.
 */
export async function runAlerts(
  deps: AlertDeps,
  now = new Date(),
): Promise<{ sent: number; failed: number }> {
  const log = deps.log ?? logLine('error');
  const until = now.toISOString();
  let sent = 0;
  let failed = 0;
  let after = 0;
  try {
    for (;;) {
      const batch = await alertingSearches(deps.db, after, BATCH);
      for (const search of batch) {
        after = search.id;
        try {
          if ((await alertOne(deps, search, until)) === 'sent') sent++;
        } catch (error) {
          failed++;
          log(`Job alert for saved search ${search.id} failed: ${(error as Error).message}`);
        }
      }
      if (batch.length < BATCH) break;
    }
  } catch (error) {
    failed++;
    log(`Job alerts stopped early: ${(error as Error).message}`);
  }
  return { sent, failed };
}
