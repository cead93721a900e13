import { z } from 'zod';

/** Longest error text and component stack a report keeps. */
export const CLIENT_ERROR_LIMITS = { error: 4000, errorInfo: 8000, entries: 20 } as const;

/** One browser render error (spec 4.7, 7.7). */
export const clientErrorSchema = z.object({
  error: z.string().max(CLIENT_ERROR_LIMITS.error),
  errorInfo: z.string().max(CLIENT_ERROR_LIMITS.errorInfo).optional(),
  timestamp: z.string().max(64),
});

/** `POST /public/consolelog`: one to twenty render errors. */
export const clientErrorReportSchema = z
  .array(clientErrorSchema)
  .min(1)
  .max(CLIENT_ERROR_LIMITS.entries);

export type ClientError = z.infer<typeof clientErrorSchema>;
