import { get, type IncomingMessage } from 'node:http';
import { arrayBuffer } from 'node:stream/consumers';
import { openDatabase } from '../../server/db/connect.ts';
import { findCandidateByEmail } from '../../server/db/repositories/candidates.ts';
import { DEMO_CANDIDATE } from '../../server/db/seed/demo-data.ts';
import { SESSION_COOKIE, startSession } from '../../server/identity/session-tokens.ts';
import { type RunningServer, startServer } from '../../tests/support/server.ts';

/** One kind of page the HTTP bench measures, with the share of the bare server it must reach. */
export interface PageKind {
  name: string;
  /** The path, or a function of the first open job's id. */
  path: string | ((jobId: number) => string);
  signedIn?: boolean;
  /** Asked of the server started with the visitor cache turned off. */
  uncached?: boolean;
  /** Extra request headers (an Accept-Encoding). */
  headers?: Record<string, string>;
  budget: number;
}

export const PAGE_KINDS: readonly PageKind[] = [
  { name: 'pre-rendered /termsofuse', path: '/termsofuse', budget: 0.5 },
  {
    name: 'pre-rendered /termsofuse, br',
    path: '/termsofuse',
    headers: { 'accept-encoding': 'br, gzip' },
    budget: 0.5,
  },
  { name: 'public job page, cache on', path: (id) => `/job/${id}`, budget: 0.4 },
  { name: 'public job page, cache off', path: (id) => `/job/${id}`, uncached: true, budget: 0.15 },
  { name: '/job-list', path: '/job-list', budget: 0.08 },
  { name: '/job-list?searchBar=nurse', path: '/job-list?searchBar=nurse', budget: 0.08 },
  { name: 'signed-in dashboard', path: '/candidate/dashboard', signedIn: true, budget: 0.08 },
  { name: 'signed-in find-jobs', path: '/candidate/find-jobs', signedIn: true, budget: 0.08 },
  {
    name: 'signed-in job page',
    path: (id) => `/candidate/job/${id}`,
    signedIn: true,
    budget: 0.08,
  },
];

/** A built server of flavour D in production mode, the first open job, and a demo session. */
export interface BenchServer {
  server: RunningServer;
  jobId: number;
  cookie: string;
}

/** Starts the built server and signs the demo candidate in the way the tests do. */
export async function startBenchServer(env: NodeJS.ProcessEnv = {}): Promise<BenchServer> {
  const server = await startServer('D', { NODE_ENV: 'production', ...env });
  const db = openDatabase({ dataDir: server.dataDir });
  try {
    const demo = await findCandidateByEmail(db, DEMO_CANDIDATE.email);
    if (!demo) throw new Error('the demo candidate is missing');
    const { token } = await startSession(db, demo.id);
    const job = await db
      .selectFrom('jobs')
      .select('id')
      .where('status', '=', 'open')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    return { server, jobId: job.id, cookie: `${SESSION_COOKIE}=${token}` };
  } finally {
    await db.destroy();
  }
}

/** The request a page kind makes of a bench server: URL path and headers. */
export function requestOf(kind: PageKind, bench: BenchServer) {
  const path = typeof kind.path === 'string' ? kind.path : kind.path(bench.jobId);
  const headers: Record<string, string> = { ...kind.headers };
  if (kind.signedIn) headers.cookie = bench.cookie;
  return { path, headers };
}

/** A GET whose body is kept as sent (fetch would decompress it). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<IncomingMessage & { arrayBuffer: () => Promise<ArrayBuffer> }>(
    (done, fail) => {
      get(url, { headers }, (res) => {
        done(Object.assign(res, { arrayBuffer: () => arrayBuffer(res) }));
      }).once('error', fail);
    },
  );
}

/** Content headers the bare server must send too: they change what a client does with the bytes. */
const CONTENT_HEADERS = ['content-type', 'content-encoding'];

/** Fetches a page once, checks it is the page meant, and keeps its bytes and content headers. */
export async function samplePage(kind: PageKind, bench: BenchServer) {
  const { path, headers } = requestOf(kind, bench);
  const res = await rawGet(`${bench.server.url}${path}`, headers);
  const body = Buffer.from(await res.arrayBuffer());
  if (res.statusCode !== 200) throw new Error(`${kind.name}: ${path} answered ${res.statusCode}`);
  const kept: Record<string, string> = {};
  for (const name of CONTENT_HEADERS) {
    const value = res.headers[name];
    if (typeof value === 'string') kept[name] = value;
  }
  if (kind.signedIn && !kept['content-encoding'] && !body.includes(DEMO_CANDIDATE.firstName))
    throw new Error(`${kind.name}: the page is not the demo candidate's`);
  return { path, headers, body, contentHeaders: kept };
}
