import { z } from 'zod';

/** A database id in a path, query or body: a positive integer that fits the id columns. */
export const recordId = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);
