import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { scrub } from './scrub.ts';

export type { Logger } from 'pino';

/** Fields that never reach the log, wherever they sit in a logged object. */
export const REDACTED_PATHS = [
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'sessionToken',
  'accessToken',
  'refreshToken',
  'idToken',
  'apiKey',
  'secret',
  'cookie',
  'authorization',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.token',
  '*.sessionToken',
  '*.accessToken',
  '*.refreshToken',
  '*.idToken',
  '*.apiKey',
  '*.secret',
  '*.cookie',
  '*.authorization',
  'headers["set-cookie"]',
  '*.headers.cookie',
  '*.headers.authorization',
  '*.headers["x-access-token"]',
  '*.headers["set-cookie"]',
];

/**
 * An error as its type, code, message and stack, scrubbed. Other properties are left out: libraries
 * hang clients, requests and configuration (with credentials) on their errors.
 */
const errorSerializer = (error: unknown) => {
  const serialised = pino.stdSerializers.err(error as Error);
  if (!serialised) return serialised;
  const code = (serialised as { code?: unknown }).code;
  return {
    type: serialised.type,
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    message: scrub(String(serialised.message ?? '')),
    stack: scrub(String(serialised.stack ?? '')),
  };
};

/**
 * LOG_LEVEL, or info; tests that build the app in-process log nothing unless asked. An unknown
 * level is left for the configuration check to report.
 */
function defaultLevel(): string {
  const asked = process.env.LOG_LEVEL;
  if (asked && (asked === 'silent' || asked in pino.levels.values)) return asked;
  return process.env.NODE_ENV === 'test' ? 'silent' : 'info';
}

/**
 * One JSON object a line: time, level, msg and fields. Known secret fields are removed and every
 * message string is scrubbed of credentials, tokens and cookies before it is written.
 */
export function createLogger(
  options: { level?: string } = {},
  destination?: DestinationStream,
): Logger {
  const config: LoggerOptions = {
    level: options.level ?? defaultLevel(),
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { err: errorSerializer, error: errorSerializer },
    hooks: {
      logMethod(args, method) {
        const clean = args.map((arg) => (typeof arg === 'string' ? scrub(arg) : arg));
        return method.apply(this, clean as Parameters<typeof method>);
      },
    },
  };
  return destination ? pino(config, destination) : pino(config);
}

/** The process's logger. */
export const log = createLogger();

/** Adapts the logger to modules that take a `(line) => void`. */
export const logLine =
  (level: 'info' | 'warn' | 'error', fields: Record<string, unknown> = {}) =>
  (line: string) =>
    log[level](fields, line);
