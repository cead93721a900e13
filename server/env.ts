import { z } from 'zod';
import { parseConfig } from '../src/shared/parse-env.ts';
import { siteSettingsSchema } from '../src/shared/site-settings.ts';

const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** The server's configuration, parsed once at boot. */
export const envSchema = siteSettingsSchema.extend({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4321),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** Public origin, used in printed URLs and absolute links. Defaults to http://localhost:PORT. */
  PUBLIC_URL: z.url().optional(),
  /** postgres://… selects PostgreSQL; otherwise an embedded SQLite file under DATA_DIR. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  /**
   * Seed demo data (with the demo account and its published password) when the database has no
   * enterprises yet. Only when asked for: `npm start` asks in development (scripts/start-defaults.ts).
   */
  SEED_DEMO_DATA: flag.default(false),
  /** Seconds in-flight requests get to finish after SIGTERM. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(0).max(120).default(10),
  /**
   * Proxies of our own in front of the server (load balancer, CDN): the client's address is the
   * one this many hops from the right of X-Forwarded-For. 0 ignores forwarding headers entirely.
   */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * Server processes behind the one port (node:cluster), each a node of the multi-node set-up:
   * more than 1 needs PostgreSQL. About one per core.
   */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /** Seconds a visitor's public job page is kept and served again; 0 turns the cache off. */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3_600).default(60),
  /**
   * Seconds a signed-in candidate's dashboard, find-jobs and job pages are kept for their own
   * session; 0 turns this cache off. Every change they could show drops them at once; the limit
   * bounds how old text that changes with time alone ("in 5 minutes", "2 days ago") can get.
   */
  CANDIDATE_PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(30).default(20),
  /** Every request in the log; unset, only denials (401, 403) and server errors are. */
  LOG_REQUESTS: flag.default(false),
  /** The least severe log lines written; read when the process starts. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  /** An external OpenID Provider; unset, the embedded provider under /idp is used. */
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).default('worklane-web'),
  /** Required with OIDC_ISSUER; the embedded provider generates its own. */
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  /** An IP-to-country service (GET <url>/<ip> → JSON with country_code); unset, no look-up. */
  IP_LOOKUP_URL: z.url().optional(),
  /** smtp://user:pass@host:port; unset, mail goes to an outbox under DATA_DIR and the log. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  /** A bucket selects S3-compatible file storage; unset, files go under DATA_DIR/files. */
  S3_BUCKET: z.string().min(1).optional(),
  /** An S3-compatible endpoint (MinIO, Ceph, R2…); unset means AWS. */
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Unset, the standard AWS credential chain (environment, instance role) is used. */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Path-style URLs (endpoint/bucket/key), which most S3-compatible services expect. */
  S3_FORCE_PATH_STYLE: flag.default(true),
  /** Minutes between job alert runs for saved searches; 0 turns alerts off. */
  ALERTS_INTERVAL_MINUTES: z.coerce.number().int().min(0).max(10_080).default(60),
  /** How long a node's claim on a notification e-mail holds before another node (or a restart) sends it. */
  MAIL_CLAIM_SECONDS: z.coerce.number().int().min(1).max(3_600).default(60),
  /** Stores feedback sent from the feedback form; false, the form copies it to the clipboard. */
  FEEDBACK_ENABLED: flag.default(true),
  /** Identifies the chat widget to the assistant (sent by the browser; not a secret from users). */
  ASSISTANT_SERVICE_KEY: z.string().min(8).max(256).default('worklane-assistant-web'),
  /** An OpenAI-compatible chat-completions URL for open questions; unset, none is asked. */
  ASSISTANT_LLM_URL: z.url().optional(),
  ASSISTANT_LLM_MODEL: z.string().min(1).default('default'),
  ASSISTANT_LLM_API_KEY: z.string().min(1).optional(),
  ASSISTANT_LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  /**
   * Questions one signed-in candidate, or one visitor's address, may send to the language model
   * per hour; past it the chat answers 429.
   */
  ASSISTANT_LLM_BUDGET_PER_HOUR: z.coerce.number().int().min(0).max(10_000).default(30),
});

export type Env = z.infer<typeof envSchema>;

const withIssuerSecret = envSchema
  .refine((env) => !env.OIDC_ISSUER || env.OIDC_CLIENT_SECRET, {
    path: ['OIDC_CLIENT_SECRET'],
    message: 'is required when OIDC_ISSUER is set',
  })
  .refine((env) => env.WEB_CONCURRENCY === 1 || env.DATABASE_URL, {
    path: ['WEB_CONCURRENCY'],
    message:
      'above 1 needs DATABASE_URL (PostgreSQL): the embedded SQLite database serves one process',
  });

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = parseConfig(withIssuerSecret, source);
  if (!parsed.ok) {
    // Written plainly: the logger's own settings come from this same configuration.
    console.error(parsed.message);
    process.exit(1);
  }
  return parsed.value;
}

export function publicUrl(env: Env): string {
  return env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
}
