import { CLIENT_ERROR_LIMITS, type ClientError } from '../shared/dto/client-error.ts';
import { backgroundApi } from './api/client.ts';

/** Render errors whose text mentions 'chunk' mean a stale deployment: reloading fixes them. */
export const isChunkError = (error: unknown) =>
  /chunk/i.test(error instanceof Error ? `${error.name} ${error.message}` : String(error));

/** Posts a render error to the logging endpoint (spec 7.7); failures are ignored. */
export async function reportError(error: unknown, errorInfo?: string) {
  const entry: ClientError = {
    error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    errorInfo: errorInfo?.slice(0, CLIENT_ERROR_LIMITS.errorInfo),
    timestamp: new Date().toISOString(),
  };
  await backgroundApi
    .post('consolelog', [entry], { base: '/public', keepalive: true })
    .catch(() => undefined);
}
