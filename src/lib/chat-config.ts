import { request } from './api/client.ts';
import { CHAT_BASE } from './chat-client.ts';

/** What the widget sends with every question besides the question itself (spec 7.7). */
export interface ChatConfig {
  /** The service key: it names the widget to the chat service, it is no secret from readers. */
  token: string;
  service: string;
  env: string;
}

let loading: Promise<ChatConfig> | null = null;

/** The widget's settings from the chat service, fetched once per page; a failure is retried. */
export function loadChatConfig(): Promise<ChatConfig> {
  loading ??= request<Partial<ChatConfig> | null>('GET', 'config', {
    base: CHAT_BASE,
    raw: true,
    quiet: true,
  })
    .then((body) => {
      if (!body) throw new Error('chat settings are not JSON');
      return {
        token: String(body.token ?? ''),
        service: String(body.service ?? ''),
        env: String(body.env ?? ''),
      };
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}
