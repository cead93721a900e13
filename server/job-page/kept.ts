import { randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { JobDetail, JobsPort } from '../../src/shared/dto/job.ts';
import { openPartRecorder } from '../../src/shared/page-parts.ts';
import type { AstroHandler } from '../astro.ts';
import { renderDetached } from '../astro-detached.ts';
import { SECURITY_HEADERS } from '../middleware/security-headers.ts';
import type { EventBus } from '../services/events.ts';
import { log } from '../services/log/logger.ts';
import { type PageTemplate, pageTemplate } from './template.ts';

export interface KeptJobPagesOptions {
  astro: AstroHandler;
  /** The locals Astro's pages get (the job catalogue among them). */
  locals: Partial<App.Locals> & { jobs: JobsPort };
  /** The app's bus: a changed job's pages are dropped at once. */
  events: EventBus;
  /** Bytes of pages kept at most; the least recently used go first. */
  maxBytes?: number;
}

/** One view of one version of a job: null when the page cannot be kept (see pageTemplate). */
interface Entry {
  job: JobDetail;
  template: PageTemplate | null;
}

const SECURITY_HEADER_NAMES = new Set(Object.keys(SECURITY_HEADERS).map((n) => n.toLowerCase()));

/**
 * The public job page as a visitor (signed out, no enterprise look) gets it, rendered by Astro
 * once for each version of a job (its details object, server/services/job-details-cache.ts)
 * and view, with the parts that follow from the request left open. A version's pages go with
 * it: a changed job is rendered anew, and its old pages are dropped on the bus's jobChanged.
 * The page is rendered for an address no request has (`leak`), so a part that reads the
 * request without being left open is found, and such a page is not kept.
 */
export function keptJobPages(options: KeptJobPagesOptions) {
  const leak = `kept${randomBytes(12).toString('hex')}`;
  const entries = new LRUCache<string, Entry>({
    maxSize: options.maxBytes ?? 32 * 1024 * 1024,
    sizeCalculation: (entry) => (entry.template?.bytes ?? 0) + 512,
  });
  const pending = new Map<string, { job: JobDetail; template: Promise<PageTemplate | null> }>();
  options.events.on('jobChanged', ({ jobId }) => {
    entries.delete(`${jobId}|standard`);
    entries.delete(`${jobId}|plain`);
  });

  async function render(job: JobDetail, plain: boolean, served: (policy: string) => string) {
    const { record, parts } = openPartRecorder();
    const { jobs } = options.locals;
    const page = await renderDetached(
      options.astro,
      `/job/${job.id}/${leak}${plain ? '?view=plain' : ''}`,
      `${leak}.invalid`,
      {
        ...options.locals,
        // The page shows this version, whatever the catalogue holds by the time it asks.
        jobs: {
          search: (criteria) => jobs.search(criteria),
          find: async (id) => (id === job.id ? job : jobs.find(id)),
        },
        candidate: null,
        branding: null,
        formToken: null,
        openPart: record,
      },
      served,
    );
    if (page?.status !== 200 || page.setsCookie) return null;
    const headers = page.headers.filter(([name]) => !SECURITY_HEADER_NAMES.has(name.toLowerCase()));
    const template = pageTemplate(page.body.toString('utf8'), headers, parts, leak);
    if (!template)
      log.warn(
        { jobId: job.id },
        'the job page reads the request outside its open parts: not kept',
      );
    return template;
  }

  /** The kept page of this version of the job in this view, rendered when not yet kept. */
  return function templateFor(
    job: JobDetail,
    plain: boolean,
    served: (policy: string) => string,
  ): Promise<PageTemplate | null> {
    const key = `${job.id}|${plain ? 'plain' : 'standard'}`;
    const known = entries.get(key);
    if (known?.job === job) return Promise.resolve(known.template);
    const waiting = pending.get(key);
    if (waiting?.job === job) return waiting.template;
    const template = render(job, plain, served);
    pending.set(key, { job, template });
    const settled = () => {
      if (pending.get(key)?.template === template) pending.delete(key);
    };
    template.then((kept) => {
      settled();
      entries.set(key, { job, template: kept });
    }, settled);
    return template;
  };
}
