import type { Db } from '../../db/connect.ts';
import {
  closeConversation,
  countLlmCalls,
  findOpenConversation,
  openConversation,
  recordLlmCall,
  recordTurn,
} from '../../db/repositories/assistant.ts';
import { createCareer } from '../career/index.ts';
import { createRecommendations } from '../recommendations/index.ts';
import type { JobSearch } from '../search/jobs.ts';
import { jobsThatFit, learnFor, nextRoles } from './answers/career.ts';
import type { AnswerDeps, Asker, Turn } from './answers/context.ts';
import {
  closed,
  goodbye,
  greet,
  handOff,
  notUnderstood,
  thanks,
  welcome,
} from './answers/conversation.ts';
import { answerFromHelp } from './answers/help.ts';
import { findJobs } from './answers/jobs.ts';
import { navigate } from './answers/navigation.ts';
import { candidateFacts } from './candidate-facts.ts';
import { createClassifier, FALLBACK, topicWords } from './classifier.ts';
import { warmEntities } from './entities.ts';
import { createHelpIndex } from './help-index.ts';
import { askLlm, type LlmConfig } from './llm.ts';
import { intentItem, message, type Reply } from './reply.ts';
import { understand } from './understand.ts';

/** Action codes the widget sends instead of text (spec 7.7). */
export const ACTION_CODES = {
  welcome: null,
  close_chat: null,
  close_chat_with_thumbs_up: 'up',
  close_chat_with_thumbs_down: 'down',
} as const;

export interface ChatRequest {
  ask: string;
  /** 'c:<id>' or 'v:<session id>'; null keeps no conversation state. */
  userKey: string | null;
  /**
   * Whose hourly language-model budget a question counts against: 'c:<id>' for a signed-in
   * candidate, 'ip:<address>' for a visitor; never an id the client chose.
   */
  budgetKey: string;
  asker: Asker;
  timeZone?: string;
}

export interface ChatResult {
  reply: Reply;
  intent: string;
}

/** The asker used up the hour's questions to the language model. */
export class LlmBudgetExceeded extends Error {}

// Words of a follow-up that changes only where: 'what about remote ones instead?'.
const FOLLOW_UP_WORDS = new Set([
  'remote',
  'remotely',
  'ones',
  'one',
  'instead',
  'only',
  'those',
  'them',
  'jobs',
  'job',
  'there',
]);

/** Removes control, format and private-use characters; what is left is text or nothing. */
export const cleanText = (text: string) =>
  text
    .replace(/[\p{Cc}\p{Cf}\p{Co}\p{Cs}\uFFFD]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The Worklane assistant: understands a question (intent and entities), answers it from the job
 * search, the profile's sections, the help articles and the career data, and keeps one
 * conversation per user. Open questions go to the language model when one is configured.
 */
export function createAssistant(options: {
  db: Db;
  jobs: JobSearch;
  llm?: LlmConfig | null;
  now?: () => Date;
}) {
  const { db, llm } = options;
  const now = options.now ?? (() => new Date());
  const help = createHelpIndex();
  const deps: AnswerDeps = {
    db,
    jobs: options.jobs,
    help,
    career: createCareer(db),
    recommendations: createRecommendations(db, options.jobs),
  };
  warmEntities();
  const classifier = createClassifier();

  async function openQuestion(turn: Turn, key: string): Promise<Reply | null> {
    if (!llm) return null;
    const at = now();
    const hourAgo = new Date(at.getTime() - 3_600_000).toISOString();
    if ((await countLlmCalls(db, key, hourAgo)) >= llm.budgetPerHour) throw new LlmBudgetExceeded();
    await recordLlmCall(db, key, at.toISOString(), hourAgo);
    const articles = help.search(turn.text, 3).map((r) => r.article);
    const candidate = turn.asker.candidateId
      ? await candidateFacts(db, turn.asker.candidateId)
      : null;
    const text = await askLlm(llm, turn.text, { articles, candidate });
    return text ? { answer: [message(text)], actions: [] } : null;
  }

  async function answer(turn: Turn, budgetKey: string, timeZone?: string) {
    const { asker } = turn;
    let search: Record<string, string> | null = null;
    let reply: Reply | null = navigate(turn.intent, asker);
    if (!reply) {
      switch (turn.intent) {
        case 'greeting':
          reply = greet(asker, now(), timeZone);
          break;
        case 'thanks':
          reply = thanks();
          break;
        case 'goodbye':
          reply = goodbye();
          break;
        case 'human':
          reply = handOff(asker);
          break;
        case 'jobs.find': {
          const found = await findJobs(deps, turn);
          reply = found.reply;
          search = found.search;
          break;
        }
        case 'jobs.fit':
          reply = await jobsThatFit(deps, turn);
          break;
        case 'career.learn':
          reply = await learnFor(deps, turn);
          break;
        case 'career.next':
          reply = await nextRoles(deps, turn);
          break;
        case FALLBACK:
          reply = (await openQuestion(turn, budgetKey)) ?? notUnderstood(asker);
          break;
        default:
          reply = answerFromHelp(help, turn.intent, turn.text, asker);
      }
    }
    return { reply, search };
  }

  return {
    /** Resolves once the intent model is trained. */
    ready: classifier.then(() => undefined),

    async chat(request: ChatRequest): Promise<ChatResult> {
      const { userKey, asker, timeZone } = request;
      const at = () => now().toISOString();
      const code = request.ask.trim();
      if (code in ACTION_CODES) {
        const rating = ACTION_CODES[code as keyof typeof ACTION_CODES];
        if (code === 'welcome') {
          if (userKey) await openConversation(db, userKey, asker.candidateId, at());
          return { reply: welcome(asker, now(), timeZone), intent: 'welcome' };
        }
        if (userKey) await closeConversation(db, userKey, rating, at());
        return { reply: closed(rating), intent: 'close_chat' };
      }
      const text = cleanText(request.ask);
      if (!/[\p{L}\p{N}]/u.test(text)) {
        return {
          reply: {
            answer: [
              message('Please ask your question in words, for example "nursing jobs in Austin".'),
            ],
            actions: [],
          },
          intent: FALLBACK,
        };
      }
      const conversation = userKey ? await findOpenConversation(db, userKey) : undefined;
      let lastSearch: Record<string, string> | null = null;
      try {
        lastSearch = conversation ? (JSON.parse(conversation.context).lastSearch ?? null) : null;
      } catch {
        lastSearch = null;
      }
      const understood = await understand(await classifier, text);
      const { entities } = understood;
      // 'What about Dallas?' right after a search asks for the same jobs somewhere else.
      const followUp =
        lastSearch &&
        (entities.place || entities.remote) &&
        topicWords(entities.masked).every((w) => FOLLOW_UP_WORDS.has(w));
      const intent = followUp ? 'jobs.find' : understood.intent;
      const turn: Turn = { text, intent, entities, asker, lastSearch };
      const { reply, search } = await answer(turn, request.budgetKey, timeZone);
      if (userKey) {
        const id =
          conversation?.id ?? (await openConversation(db, userKey, asker.candidateId, at()));
        await recordTurn(db, id, {
          intent,
          now: at(),
          context: search ? JSON.stringify({ lastSearch: search }) : undefined,
        });
      }
      reply.answer.push(intentItem(intent));
      return { reply, intent };
    },
  };
}

export type Assistant = ReturnType<typeof createAssistant>;
