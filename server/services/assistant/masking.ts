import { type Entities, extractEntities } from './entities.ts';
import { type JobRequest, readJobRequest } from './job-request.ts';
import { maskOccupations } from './occupations.ts';

/**
 * Chat shorthand written out, so 'thx', 'cya' and 'pls' read as the words they stand for. Only
 * forms that mean nothing else in a question to a job site are listed.
 */
const SHORTHAND: Record<string, string> = {
  u: 'you',
  ur: 'your',
  pls: 'please',
  plz: 'please',
  thx: 'thanks',
  thnx: 'thanks',
  thanx: 'thanks',
  thnks: 'thanks',
  tnx: 'thanks',
  ty: 'thank you',
  tysm: 'thank you so much',
  tyvm: 'thank you very much',
  cya: 'see you',
  ttyl: 'talk to you later',
  gtg: 'got to go',
  g2g: 'got to go',
  yo: 'hey',
  wassup: "what's up",
  msg: 'message',
  msgs: 'messages',
  notif: 'notification',
  notifs: 'notifications',
  acct: 'account',
  pwd: 'password',
  passwd: 'password',
  pic: 'picture',
  pics: 'pictures',
  cert: 'certificate',
  certs: 'certificates',
  quals: 'qualifications',
  uni: 'university',
  convo: 'conversation',
  convos: 'conversations',
  appt: 'appointment',
  abt: 'about',
  // Contractions typed without their apostrophe read as the words the training data spells out.
  cant: "can't",
  dont: "don't",
  didnt: "didn't",
  doesnt: "doesn't",
  isnt: "isn't",
  arent: "aren't",
  wasnt: "wasn't",
  havent: "haven't",
  hasnt: "hasn't",
  wont: "won't",
  im: "i'm",
  ive: "i've",
  youre: "you're",
  thats: "that's",
  whats: "what's",
  wheres: "where's",
  hows: "how's",
  whos: "who's",
  cuz: 'because',
  coz: 'because',
};

/**
 * Words written more than one way, written one way: 'e-mail' is 'email', 'heyyy' is 'hey' and
 * chat shorthand is written out.
 */
export const plainWords = (text: string) =>
  text
    .replace(/\be-mail/gi, 'email')
    // A letter typed three times or more is one letter ('sooo', 'pleeease').
    .replace(/(\p{L})\1{2,}/gu, '$1')
    .replace(/[\p{L}\p{N}]+/gu, (word) => SHORTHAND[word.toLowerCase()] ?? word);

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
