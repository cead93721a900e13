import fc from 'fast-check';
import { seedDemoData } from '../../server/db/seed/demo-data.ts';
import type { OpenApiDocument } from '../../server/routes/openapi/document.ts';
import { createApiKey } from '../../server/services/enterprise/api-keys.ts';
import { createTestApp } from '../support/app.ts';
import { type FuzzRequest, requestsFor } from './requests.ts';

/** What a response must never show: stack frames and the server's own file paths. */
const LEAKS =
  /\n\s+at\s|\bat\s+\S+\s\(|file:\/\/|node_modules|\/work\/|\/home\/|\/usr\/lib\/|\.ts:\d+:\d+/;

export interface Finding {
  operation: string;
  caller: string;
  request: FuzzRequest;
  problem: string;
}

export interface FuzzReport {
  operations: number;
  requests: number;
  /** How many answers had each status code. */
  statuses: Record<number, number>;
  findings: Finding[];
  unhandledRejections: string[];
  ms: number;
}

export interface FuzzOptions {
  /** Generated requests per operation and caller. */
  runs: number;
  seed: number;
  /** Only operations whose `METHOD /path` matches. */
  only?: RegExp;
  /** Only these callers (both when unset), so a run can be split over test workers. */
  callers?: Caller[];
}

export type Caller = 'signed in' | 'visitor';

async function bodyText(res: Response): Promise<string> {
  if ((res.headers.get('content-type') ?? '').includes('event-stream')) {
    await res.body?.cancel();
    return '';
  }
  return res.text();
}

/**
 * Sends generated hostile requests to every operation of the API document, as a signed-in caller
 * (a candidate, or an enterprise for the enterprise API) and as a visitor, and reports every 5xx,
 * leaked stack trace or internal path, and unhandled rejection.
 */
export async function fuzzApi(options: FuzzOptions): Promise<FuzzReport> {
  const started = performance.now();
  const rejections: string[] = [];
  const onRejection = (reason: unknown) => rejections.push(String(reason));
  process.on('unhandledRejection', onRejection);
  const t = await createTestApp();
  try {
    await seedDemoData(t.db, { jobs: 20 });
    const enterprise = await t.db
      .selectFrom('enterprises')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const enterpriseKey = await createApiKey(t.db, enterprise.id, 'fuzz');
    const doc = (await (await t.app.request('/api/openapi.json')).json()) as OpenApiDocument;

    const findings: Finding[] = [];
    let requests = 0;
    const statuses: Record<number, number> = {};
    let operations = 0;
    for (const [path, byMethod] of Object.entries(doc.paths))
      for (const [lower, operation] of Object.entries(byMethod)) {
        const method = lower.toUpperCase();
        const name = `${method} ${path}`;
        if (options.only && !options.only.test(name)) continue;
        operations++;
        const signedIn: Record<string, string> = path.startsWith('/enterprise/')
          ? { authorization: `Bearer ${enterpriseKey}` }
          : { cookie: (await t.signUpCandidate('Fuzz')).cookie };
        const callers: [Caller, Record<string, string>][] = [
          ['signed in', signedIn],
          ['visitor', {}],
        ];
        for (const [caller, auth] of callers) {
          if (options.callers && !options.callers.includes(caller)) continue;
          const property = fc.asyncProperty(requestsFor(method, path, operation), async (req) => {
            requests++;
            // Sent as a browser on the site would, so origin checks let the request through.
            const headers: Record<string, string> = {
              'x-requested-with': 'worklane',
              origin: 'http://localhost',
              ...auth,
            };
            if (req.contentType) headers['content-type'] = req.contentType;
            const res = await t.app.request(req.url, {
              method,
              headers,
              body: req.body as BodyInit,
            });
            statuses[res.status] = (statuses[res.status] ?? 0) + 1;
            const text = await bodyText(res);
            if (res.status >= 500) throw new Error(`answered ${res.status}: ${text.slice(0, 200)}`);
            const leak = LEAKS.exec(text);
            if (leak)
              throw new Error(
                `leaked "${leak[0]}" in: ${text.slice(Math.max(0, leak.index - 80), leak.index + 80)}`,
              );
          });
          const details = await fc.check(property, { numRuns: options.runs, seed: options.seed });
          if (details.failed && details.counterexample)
            findings.push({
              operation: name,
              caller,
              request: details.counterexample[0],
              problem: String(
                (details.errorInstance as Error | undefined)?.message ?? details.errorInstance,
              ),
            });
        }
      }
    // Rejections surface on a later turn of the event loop.
    await new Promise((resolve) => setTimeout(resolve, 50));
    return {
      operations,
      requests,
      statuses,
      findings,
      unhandledRejections: rejections,
      ms: performance.now() - started,
    };
  } finally {
    process.off('unhandledRejection', onRejection);
    await t.destroy();
  }
}
