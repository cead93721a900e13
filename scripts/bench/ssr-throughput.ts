import autocannon from 'autocannon';
import { startServer } from '../../tests/support/server.ts';
import { startBare } from './bare-server.ts';
import { PAGE_KINDS } from './http-pages.ts';

/**
 * A server-rendered job page must answer at least this share of the bare server's rate: the
 * public job page's budget in the HTTP bench (http-pages.ts), the same page against the same
 * yardstick, here at a million jobs.
 */
export const SSR_SHARE_BUDGET =
  PAGE_KINDS.find((kind) => kind.name === 'public job page, cache on')?.budget ?? 1;

const CONNECTIONS = 10;

export interface Throughput {
  jobId: number;
  ssr: number;
  bare: number;
  bytes: number;
}

async function requestsPerSecond(url: string, duration = 10) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result.requests.average;
}

/**
 * GET /job/<id> on a running production server (flavour D) against a bare `node:http` server
 * (http-bare.ts) sending the very same bytes with the same content type, in the same run. Both
 * are asked for without compression, so the difference is the application's work.
 */
export async function measureSsrThroughput(env: NodeJS.ProcessEnv): Promise<Throughput> {
  const server = await startServer('D', { ...env, NODE_ENV: 'production' });
  let bare: Awaited<ReturnType<typeof startBare>> | null = null;
  try {
    const found = (await (
      await fetch(`${server.url}/public/api/v1/jobs/search?keyword=nurse`)
    ).json()) as { responsePayload: { jobs: { id: number }[] } };
    const jobId = found.responsePayload.jobs[0]?.id;
    if (!jobId) throw new Error('no job to render');
    const path = `/job/${jobId}`;
    const response = await fetch(`${server.url}${path}`);
    const body = Buffer.from(await response.arrayBuffer());
    const headers = { 'content-type': response.headers.get('content-type') ?? 'text/html' };
    bare = await startBare([{ path, headers, body: body.toString('base64') }]);
    const copy = Buffer.from(await (await fetch(`${bare.url}${path}`)).arrayBuffer());
    if (!copy.equals(body)) throw new Error('the bare server sends other bytes');
    await requestsPerSecond(`${server.url}${path}`, 3); // warm-up
    return {
      jobId,
      ssr: await requestsPerSecond(`${server.url}${path}`),
      bare: await requestsPerSecond(`${bare.url}${path}`),
      bytes: body.length,
    };
  } finally {
    bare?.stop();
    await server.stop();
  }
}
