import { type Entities, extractEntities } from './entities.ts';
import { type JobRequest, readJobRequest } from './job-request.ts';
import { maskOccupations } from './occupations.ts';

/** Words written more than one way, written one way: 'e-mail' is 'email'. */
export const plainWords = (text: string) => text.replace(/\be-mail/gi, 'email');

/**
 * A question as the intent model reads it, the same in training and in use: places and job
 * titles masked, and when it asks for jobs outright ('customer support jobs in Austin'), skills
 * and the occupations and fields it names masked as roles too.
 */
export function forModel(text: string, request: JobRequest = readJobRequest(text)) {
  const entities: Entities = extractEntities(plainWords(text), { skills: request.asksForJobs });
  const masked = request.asksForJobs ? maskOccupations(entities.masked) : entities.masked;
  return { entities, masked };
}
