/** Every API answer is one of these two shapes. */
export interface SuccessEnvelope<T> {
  responsePayload: T;
}

export interface ErrorEnvelope {
  statusCode: number;
  errorMessage: string;
}

export type Envelope<T> = SuccessEnvelope<T> | ErrorEnvelope;

export function isErrorEnvelope(value: unknown): value is ErrorEnvelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ErrorEnvelope).statusCode === 'number' &&
    typeof (value as ErrorEnvelope).errorMessage === 'string'
  );
}

/** Messages the server uses where the spec gives none. */
export const ERROR_MESSAGES = {
  badRequest: 'The request is not valid.',
  malformedJson: 'The request body is not valid JSON.',
  unsupportedMediaType: 'The request body must be sent as application/json.',
  tooLarge: 'The request body is too large.',
  unauthorized: 'Please sign in to continue.',
  notFound: 'The requested resource was not found.',
  server: 'Oops! Something went wrong. Please try again later.',
} as const;
