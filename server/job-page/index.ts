import type { OutgoingHttpHeaders } from 'node:http';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { createMiddleware } from 'hono/factory';
import { type PageEnv, pageHeaders } from '../astro-response.ts';
import { encodePage, pageEncodingFor } from '../http/encoding.ts';
import { SECURITY_HEADERS } from '../middleware/security-headers.ts';
import { log } from '../services/log/logger.ts';
import { type KeptJobPagesOptions, keptJobPages } from './kept.ts';
import { fillTemplate } from './template.ts';

/** /job/{id} and /job/{id}/{referrer}, as the page itself accepts them. */
const JOB_PAGE = /^\/job\/(\d{1,10})(?:\/[\w-]{1,64})?$/;
/** The queries the page reads nothing else from: none, and the plain-language view. */
const VIEWS: Record<string, boolean> = { '': false, '?view=plain': true };

/**
 * Answers a visitor's public job page from the page kept for the job's version (./kept.ts),
 * with the parts that follow from the request (its address, the posted date as of today)
 * worked out for it, outside Astro's per-request pipeline. Any other request for the page (a
 * signed-in candidate, an enterprise look, another query, a job not open) goes on to Astro.
 */
export function jobPages(options: KeptJobPagesOptions) {
  const templateFor = keptJobPages(options);
  return createMiddleware<PageEnv>(async (c, next) => {
    if (c.req.method !== 'GET' || c.get('candidate') || c.get('branding')) return next();
    const match = JOB_PAGE.exec(c.req.path);
    const outgoing = c.env?.outgoing;
    if (!match || !outgoing) return next();
    const url = new URL(c.req.url);
    const plain = VIEWS[url.search];
    if (plain === undefined) return next();
    const job = await options.locals.jobs.find(Number(match[1]));
    if (!job) return next();
    const served = c.get('servedPolicy') ?? ((policy: string) => policy);
    const template = await templateFor(job, plain, served).catch((error: unknown) => {
      log.error({ err: error, jobId: job.id }, 'the job page could not be kept');
      return null;
    });
    if (!template) return next();

    const page = fillTemplate(template, url);
    const encoding = pageEncodingFor(c.req.header('accept-encoding'));
    const keep = c.get('keepPage');
    const compressed = encodePage(page, encoding, keep !== undefined);
    const body = compressed ?? page;
    const headers: OutgoingHttpHeaders = Object.fromEntries(template.headers);
    if (compressed && encoding) headers['content-encoding'] = encoding;
    headers['content-length'] = body.length;
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) outgoing.setHeader(name, value);
    outgoing.writeHead(200, headers);
    outgoing.end(body);
    keep?.(200, pageHeaders(outgoing), body, false);
    return RESPONSE_ALREADY_SENT;
  });
}
