import type { Context, ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ERROR_MESSAGES } from '../../src/shared/envelope.ts';
import { ApiError, fail } from '../http/envelope.ts';
import { log } from '../services/log/logger.ts';

const API_PREFIXES = ['/api/', '/public/api/', '/enterprise/api/', '/auth/', '/public/consolelog'];

export const isApiPath = (path: string) =>
  API_PREFIXES.some((prefix) => path === prefix.slice(0, -1) || path.startsWith(prefix));

const HTTP_MESSAGES: Partial<Record<number, string>> = {
  400: ERROR_MESSAGES.badRequest,
  401: ERROR_MESSAGES.unauthorized,
  404: ERROR_MESSAGES.notFound,
  413: ERROR_MESSAGES.tooLarge,
  415: ERROR_MESSAGES.unsupportedMediaType,
};

function messageFor(error: HTTPException): string {
  if (error.status === 400 && /json/i.test(error.message)) return ERROR_MESSAGES.malformedJson;
  return HTTP_MESSAGES[error.status] ?? ERROR_MESSAGES.badRequest;
}

/**
 * One error shape for every failure. Expected errors keep their status; anything else is logged
 * with the request id and answered as a plain 500, never with a stack trace.
 */
export function errorHandler(renderPageError: (c: Context) => Response | Promise<Response>) {
  const handler: ErrorHandler = (error, c) => {
    if (error instanceof ApiError) return fail(c, error.status, error.message);
    if (error instanceof HTTPException && error.status < 500) {
      return fail(c, error.status as ContentfulStatusCode, messageFor(error));
    }
    log.error(
      { reqId: c.get('requestId' as never), method: c.req.method, path: c.req.path, err: error },
      'request failed',
    );
    if (isApiPath(c.req.path)) return fail(c, 500, ERROR_MESSAGES.server);
    return renderPageError(c);
  };
  return handler;
}
