import type { TestApp } from './app.ts';

export const CHAT_KEY = 'worklane-assistant-web';

export interface ChatReply {
  answer: { caption: string; text: string; type: string }[];
  actions: { type: string; action: string; button_caption: string }[];
  errorMessage?: string;
}

/** Asks the assistant as the widget does: a form with the service key, the user and the text. */
export async function chat(t: TestApp, fields: Record<string, string>, cookie?: string) {
  const res = await t.app.request('/chatbot/api/v1/chat', {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams({ token: CHAT_KEY, service: 'worklane', env: 'test', ...fields }),
  });
  return { status: res.status, body: (await res.json()) as ChatReply };
}

/** The first message of an answer. */
export const said = (reply: ChatReply) => reply.answer[0]?.text ?? '';

/** The job cards of an answer, as the widget reads them. */
export const cards = (reply: ChatReply) =>
  reply.actions
    .filter((a) => a.type === 'card')
    .map((a) => ({ path: a.action, ...(JSON.parse(a.button_caption) as Record<string, unknown>) }))
    .map(
      (c) =>
        c as {
          path: string;
          id: number;
          jobTitle: string;
          city: string;
          state: string;
          jobType: string[];
        },
    );

/** The links of an answer, by label. */
export const links = (reply: ChatReply) =>
  Object.fromEntries(
    reply.actions.filter((a) => a.type === 'url').map((a) => [a.button_caption, a.action]),
  );

/** The options an answer offers: what each sends back. */
export const options = (reply: ChatReply) =>
  reply.actions.filter((a) => a.type === 'options').map((a) => a.action);

/** The intent the answer reports. */
export const intentOf = (reply: ChatReply) =>
  reply.answer.find((a) => a.type === 'intent')?.caption;
