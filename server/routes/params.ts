import { z } from 'zod';
import { recordId } from '../../src/shared/record-id.ts';

export const idParam = z.object({ id: recordId });
