import { Hono } from 'hono';
import { FLAVOURS } from '../../../src/shared/flavours.ts';
import type { Db } from '../../db/connect.ts';
import type { Env } from '../../env.ts';
import type { Identity } from '../../identity/index.ts';
import type { SessionVariables } from '../../middleware/session.ts';
import { createAssistant } from '../../services/assistant/service.ts';
import type { JobSearch } from '../../services/search/jobs.ts';
import { chatRoute } from './chat.ts';
import { signInRoute } from './signin.ts';

export type AssistantEnv = Partial<
  Pick<
    Env,
    | 'ASSISTANT_SERVICE_KEY'
    | 'ASSISTANT_LLM_URL'
    | 'ASSISTANT_LLM_MODEL'
    | 'ASSISTANT_LLM_API_KEY'
    | 'ASSISTANT_LLM_TIMEOUT_MS'
    | 'ASSISTANT_LLM_BUDGET_PER_HOUR'
    | 'FLAVOUR'
  >
>;

export const DEFAULT_SERVICE_KEY = 'worklane-assistant-web';

/**
 * The Worklane assistant's service (mounted at /chatbot/api/v1): GET config tells the widget its
 * service key, POST chat answers, PUT signin signs in from the chat.
 */
export function assistantRoutes(options: {
  db: Db;
  jobs: JobSearch;
  env: AssistantEnv;
  identity?: Identity;
}) {
  const { db, jobs, env, identity } = options;
  const serviceKey = env.ASSISTANT_SERVICE_KEY ?? DEFAULT_SERVICE_KEY;
  const assistant = createAssistant({
    db,
    jobs,
    healthcare: env.FLAVOUR ? FLAVOURS[env.FLAVOUR].healthcareSearch : false,
    llm: env.ASSISTANT_LLM_URL
      ? {
          url: env.ASSISTANT_LLM_URL,
          model: env.ASSISTANT_LLM_MODEL ?? 'default',
          apiKey: env.ASSISTANT_LLM_API_KEY,
          timeoutMs: env.ASSISTANT_LLM_TIMEOUT_MS ?? 8000,
          budgetPerHour: env.ASSISTANT_LLM_BUDGET_PER_HOUR ?? 30,
        }
      : null,
  });
  return new Hono<{ Variables: SessionVariables }>()
    .get('/config', (c) => c.json({ token: serviceKey, service: 'worklane' }))
    .route('/', chatRoute({ db, assistant, serviceKey, identity }))
    .route('/', signInRoute(db, identity));
}
