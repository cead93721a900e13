import { request } from './api/client.ts';
import { ApiRequestError } from './api/errors.ts';
import type { ChatReply } from './chat-answer.ts';

/** The chat service (spec 7.7), served by the same site. */
export const CHAT_BASE = '/chatbot/api/v1';

export interface ChatAsk {
  /** The service key that identifies the widget. */
  token: string;
  /** The candidate's id, else the visitor's session id. */
  user: string;
  service: string;
  /** The text, or an action code: welcome, close_chat, close_chat_with_thumbs_up/down. */
  ask: string;
  env: string;
  /** The reader's time zone, so greetings follow their time of day. */
  timezone?: string;
}

/** Sends one question; rejects on any failure (the caller stays silent, spec 8). */
export async function askChat(fields: ChatAsk, signal: AbortSignal): Promise<ChatReply> {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) if (value) body.set(key, value);
  const options = { base: CHAT_BASE, body, signal, raw: true, quiet: true };
  const reply = await request<ChatReply | null>('POST', 'chat', options);
  if (!reply) throw new Error('the chat answered without JSON');
  return reply;
}

/**
 * Signs in from the chat's password box (spec 7.7); the server starts the session. On failure,
 * the message to show (spec 8: 'User is not confirmed.' shows nothing, and a wrong password reads
 * 'Incorrect password.').
 */
export async function chatSignIn(
  username: string,
  password: string,
): Promise<{ candidateId: number | null; message: string | null }> {
  try {
    const payload = await request<{ candidateId?: unknown } | undefined>('PUT', 'signin', {
      base: CHAT_BASE,
      body: { username, password },
      quiet: true,
    });
    const id = payload?.candidateId;
    return { candidateId: typeof id === 'number' ? id : null, message: null };
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    const said = (error.body as { errorMessage?: unknown } | null)?.errorMessage;
    return { candidateId: null, message: signInMessage(typeof said === 'string' ? said : '') };
  }
}

export function signInMessage(errorMessage: string): string | null {
  if (errorMessage === 'User is not confirmed.') return null;
  if (errorMessage === 'Incorrect username or password.') return 'Incorrect password.';
  return errorMessage || 'Something went wrong';
}
