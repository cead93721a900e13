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
import { whichOne, whichValue } from './answers/clarify.ts';
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
import { answerMore, askWhat, type JobAnswer, answerSearch as runSearch } from './answers/jobs.ts';
import { navigate } from './answers/navigation.ts';
import { nearAsker } from './answers/near-me.ts';
import { answerHigherPay } from './answers/pay.ts';
import { placeNotFound } from './answers/unknown-place.ts';
import { candidateFacts } from './candidate-facts.ts';
import { createClassifier, FALLBACK } from './classifier.ts';
import { warmEntities } from './entities.ts';
import { createHelpIndex } from './help-index.ts';
import { askLlm, type LlmConfig } from './llm.ts';
import { intentItem, message, type Reply } from './reply.ts';
import { contextOf, parseContext, type SearchState } from './search-state.ts';
import { type Understanding, understand } from './understand.ts';

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
  /** The job search the answer ran, kept for follow-ups (null when the context was cleared). */
  search?: SearchState | null;
}

/** The asker used up the hour's questions to the language model. */
export class LlmBudgetExceeded extends Error {}

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
  /** Flavour H: searches read the words of a healthcare search too ('nights' is a shift). */
  healthcare?: boolean;
  llm?: LlmConfig | null;
  now?: () => Date;
}) {
  const { db, llm } = options;
  const now = options.now ?? (() => new Date());
  const help = createHelpIndex();
  const deps: AnswerDeps = {
    db,
    jobs: options.jobs,
    healthcare: options.healthcare ?? false,
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

  async function answerIntent(turn: Turn, budgetKey: string, timeZone?: string): Promise<Reply> {
    const { asker } = turn;
    const to = navigate(turn.intent, asker, turn.text, help);
    if (to) return to;
    switch (turn.intent) {
      case 'greeting':
        return greet(asker, now(), timeZone);
      case 'thanks':
        return thanks();
      case 'goodbye':
        return goodbye();
      case 'human':
        return handOff(asker);
      case 'jobs.fit':
        return jobsThatFit(deps, turn);
      case 'career.learn':
        return learnFor(deps, turn);
      case 'career.next':
        return nextRoles(deps, turn);
      case FALLBACK:
        return (await openQuestion(turn, budgetKey)) ?? notUnderstood(asker, turn.text);
      default:
        return answerFromHelp(help, turn.intent, turn.text, asker);
    }
  }

  /** A job search, new or following up the last one, and the search a follow-up builds on. */
  async function answerSearch(
    understood: Extract<Understanding, { kind: 'search' }>,
    asker: Asker,
    last: SearchState | null,
  ): Promise<JobAnswer> {
    const { turn, request } = understood;
    if (turn?.kind === 'reset')
      return { reply: askWhat(asker, "OK, let's start over. "), state: null };
    if (turn?.kind === 'more')
      return last
        ? answerMore(deps, asker, last)
        : { reply: askWhat(asker, "There's no search to show more of yet. "), state: null };
    if (turn?.kind === 'higherPay')
      return last
        ? answerHigherPay(deps, asker, last)
        : { reply: askWhat(asker, 'Which jobs would you like better paid? '), state: null };
    if (turn?.kind === 'refine') return runSearch(deps, asker, turn.state);
    const conflict = whichValue(request);
    if (conflict) return { reply: conflict, state: last };
    const placed = await placeNotFound(db, request);
    const { state, lead } = await nearAsker(db, placed, asker);
    return runSearch(deps, asker, state, { unknownPlace: placed.unknownPlace, lead });
  }

  return {
    /** Resolves once the intent model is trained. */
    ready: classifier.then(() => undefined),

    async chat(request: ChatRequest): Promise<ChatResult> {
      const { userKey, timeZone } = request;
      // Without a chat id nothing of this turn is kept.
      const asker: Asker = { ...request.asker, remembered: userKey !== null };
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
      const last = parseContext(conversation?.context);
      const understood = await understand(await classifier, text, last, {
        healthcare: deps.healthcare,
      });
      let reply: Reply;
      let intent: string;
      let search: SearchState | null | undefined;
      if (understood.kind === 'search') {
        ({ reply, state: search } = await answerSearch(understood, asker, last));
        intent = 'jobs.find';
      } else if (understood.kind === 'clarify') {
        reply = whichOne(understood.intents) ?? notUnderstood(asker, text);
        intent = 'clarify';
      } else {
        intent = understood.intent;
        const turn: Turn = { text, intent, entities: understood.entities, asker };
        reply = await answerIntent(turn, request.budgetKey, timeZone);
      }
      if (userKey) {
        const id =
          conversation?.id ?? (await openConversation(db, userKey, asker.candidateId, at()));
        await recordTurn(db, id, {
          intent,
          now: at(),
          context: search === undefined ? undefined : contextOf(search),
        });
      }
      reply.answer.push(intentItem(intent));
      return { reply, intent, search };
    },
  };
}

export type Assistant = ReturnType<typeof createAssistant>;
