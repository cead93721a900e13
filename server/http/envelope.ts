import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ERROR_MESSAGES, type ErrorEnvelope } from '../../src/shared/envelope.ts';

/** An error the client should see as it is: its status and message go into the envelope. */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  constructor(status: ContentfulStatusCode, message: string) {
    super(message);
    this.status = status;
  }
}

export const ok = <T>(c: Context, payload: T, status: ContentfulStatusCode = 200) =>
  c.json({ responsePayload: payload }, status);

export const fail = (c: Context, status: ContentfulStatusCode, errorMessage: string) =>
  c.json({ statusCode: status, errorMessage } satisfies ErrorEnvelope, status);

export const notFound = () => new ApiError(404, ERROR_MESSAGES.notFound);
