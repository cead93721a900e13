import { atom, map } from 'nanostores';
import { apiClient } from '../lib/api/client.ts';
import { onLive, whileOffline } from '../lib/live.ts';
import {
  type ChatContactDto,
  type ConversationDto,
  MESSAGE_LIMITS,
  MESSAGE_TEXTS,
  type MessageDto,
} from '../shared/dto/message.ts';
import { isErrorEnvelope } from '../shared/envelope.ts';
import { api } from './api.ts';
import { type ChatContact, contactOfDto } from './chat-contacts.ts';
import { showToast } from './toasts.ts';

export interface OpenChat {
  contact: ChatContact;
  messages: MessageDto[];
  loaded: boolean;
  collapsed: boolean;
  sending: boolean;
}

/** The Messages badge of the top bar, kept current by the event stream (or polling). */
export const $unreadMessages = atom(0);

/** The floating widget: minimised by default (spec 4.6), its list and search. */
export const $messagesWidget = map({
  expanded: false,
  conversations: [] as ConversationDto[],
  loaded: false,
  search: '',
});

/** At most two open chats, oldest first (spec 9). */
export const $openChats = atom<OpenChat[]>([]);

/**
 * Spec 8: a message load or send error shows the server's errorMessage, and nothing on a 500. A
 * 401 leads to sign-in as everywhere else.
 */
const messagesApi = apiClient((_action, error) => {
  if (error.status !== 500 && isErrorEnvelope(error.body))
    showToast(error.body.errorMessage, 'error');
});

async function call<T>(method: 'GET' | 'PUT', path: string, body?: unknown): Promise<T | null> {
  const at = `candidates/messages/${path}`;
  try {
    return await (method === 'GET' ? messagesApi.get<T>(at) : messagesApi.put<T>(at, body));
  } catch {
    return null;
  }
}

/** The contact of a conversation with this enterprise, for a chat opened by its link. */
export async function contactOfEnterprise(enterpriseId: number): Promise<ChatContact | null> {
  const [contact] = await api
    .get<ChatContactDto[]>(`candidates/messages/contacts?enterpriseId=${enterpriseId}`, {
      quiet: true,
    })
    .catch(() => []);
  return contact ? contactOfDto(contact) : null;
}

export async function refreshUnreadMessages() {
  const counts = await call<{ unreadCount: number }>('GET', 'unread-count');
  if (counts) $unreadMessages.set(counts.unreadCount);
}

export async function loadConversations() {
  const list = await call<ConversationDto[]>('GET', `0/${MESSAGE_LIMITS.history}`);
  if (list) $messagesWidget.set({ ...$messagesWidget.get(), conversations: list, loaded: true });
}

/** Conversations whose contact's name starts with the search, ignoring case (spec 5). */
export function filterConversations(list: ConversationDto[], search: string) {
  const typed = search.trim().toLocaleLowerCase();
  if (!typed) return list;
  return list.filter((c) => c.messageFromName.toLocaleLowerCase().startsWith(typed));
}

export function toggleWidget() {
  const expanded = !$messagesWidget.get().expanded;
  $messagesWidget.setKey('expanded', expanded);
  if (expanded) void loadConversations();
}

const patchChat = (enterpriseId: number, patch: (chat: OpenChat) => OpenChat) =>
  $openChats.set(
    $openChats
      .get()
      .map((chat) => (chat.contact.enterpriseId === enterpriseId ? patch(chat) : chat)),
  );

const chatOf = (enterpriseId: number) =>
  $openChats.get().find((chat) => chat.contact.enterpriseId === enterpriseId);

/**
 * A load answers for the moment it was asked: a message sent or received while it was on its way
 * is kept, not undone by the older answer.
 */
export function mergeLoaded(loaded: MessageDto[], current: MessageDto[]): MessageDto[] {
  const known = new Set(loaded.map((m) => m.id));
  const newest = loaded.reduce((max, m) => Math.max(max, m.id), 0);
  return [...loaded, ...current.filter((m) => !known.has(m.id) && m.id > newest)];
}

export async function loadChat(enterpriseId: number) {
  const chat = chatOf(enterpriseId);
  if (!chat) return;
  const query = new URLSearchParams({
    candidateId: String(chat.contact.candidateId),
    enterpriseId: String(enterpriseId),
  });
  const messages = await call<MessageDto[]>('GET', `details/0/${MESSAGE_LIMITS.history}?${query}`);
  if (messages)
    patchChat(enterpriseId, (c) => ({
      ...c,
      messages: mergeLoaded(messages, c.messages),
      loaded: true,
    }));
}

/** Opens a chat window; with two open, the oldest gives way (spec 4.6). */
export function openChat(contact: ChatContact, options: { max?: number } = {}) {
  const max = options.max ?? MESSAGE_LIMITS.openChats;
  const open = $openChats.get();
  const existing = open.find((chat) => chat.contact.enterpriseId === contact.enterpriseId);
  if (existing) {
    patchChat(contact.enterpriseId, (c) => ({ ...c, collapsed: false }));
    return;
  }
  const chat: OpenChat = { contact, messages: [], loaded: false, collapsed: false, sending: false };
  $openChats.set([...open, chat].slice(-max));
  void loadChat(contact.enterpriseId);
}

export function closeChat(enterpriseId: number) {
  $openChats.set($openChats.get().filter((chat) => chat.contact.enterpriseId !== enterpriseId));
}

export function toggleChat(enterpriseId: number) {
  patchChat(enterpriseId, (c) => ({ ...c, collapsed: !c.collapsed }));
}

function addMessage(message: MessageDto) {
  patchChat(message.enterpriseId, (c) =>
    c.messages.some((m) => m.id === message.id) ? c : { ...c, messages: [...c.messages, message] },
  );
}

/**
 * Sends text or a file (spec 5: text only when its trimmed form is not empty); while one send is
 * on its way, another (a double click, a second Enter) is ignored.
 */
export async function sendMessage(enterpriseId: number, text: string, file: File | null = null) {
  const chat = chatOf(enterpriseId);
  const message = text.trim();
  if (!chat || chat.sending || (!message && !file)) return false;
  const form = new FormData();
  form.append(
    'messages',
    JSON.stringify({
      message,
      messageTo: enterpriseId,
      messageFrom: chat.contact.candidateId,
      messageType: file ? 'FILE' : 'TEXT',
      byEnterprise: false,
      enterpriseId,
    }),
  );
  if (file) form.append('file', file);
  patchChat(enterpriseId, (c) => ({ ...c, sending: true }));
  const sent = await call<MessageDto>('PUT', 'general', form);
  patchChat(enterpriseId, (c) => ({ ...c, sending: false }));
  if (!sent) return false;
  addMessage(sent);
  if ($messagesWidget.get().loaded) void loadConversations();
  return true;
}

const unreadIn = (chat: OpenChat) =>
  chat.messages.some((m) => m.byEnterprise && m.readTimestamp === null);

/** Scrolling to the bottom of a chat marks what the enterprise sent read (spec 4.6). */
export async function markChatRead(enterpriseId: number) {
  const chat = chatOf(enterpriseId);
  if (!chat || !unreadIn(chat)) return;
  const now = new Date().toISOString();
  patchChat(enterpriseId, (c) => ({
    ...c,
    messages: c.messages.map((m) =>
      m.byEnterprise && !m.readTimestamp ? { ...m, readTimestamp: now } : m,
    ),
  }));
  const read = await call<{ unreadCount: number }>('PUT', 'read', {
    messageFrom: enterpriseId,
    messageTo: chat.contact.candidateId,
    enterpriseId,
  });
  if (read) $unreadMessages.set(read.unreadCount);
  const list = $messagesWidget.get().conversations;
  $messagesWidget.setKey(
    'conversations',
    list.map((c) => (c.enterpriseId === enterpriseId ? { ...c, unreadCount: 0 } : c)),
  );
}

/** Deletes the chat's history from the candidate's view, after the confirmation. */
export async function clearChat(enterpriseId: number) {
  const chat = chatOf(enterpriseId);
  if (!chat) return false;
  const query = new URLSearchParams({
    candidateId: String(chat.contact.candidateId),
    enterpriseId: String(enterpriseId),
  });
  const cleared = await call<{ unreadCount: number }>('PUT', `chat-history?${query}`);
  if (!cleared) return false;
  patchChat(enterpriseId, (c) => ({ ...c, messages: [] }));
  $unreadMessages.set(cleared.unreadCount);
  showToast(MESSAGE_TEXTS.cleared, 'success');
  void loadConversations();
  return true;
}

let following = false;

/** New messages and counts arrive on the event stream; polling only while it is down. */
export function followMessages() {
  if (following) return;
  following = true;
  onLive('counts', (data) => {
    const count = (data as { messages?: unknown }).messages;
    if (typeof count === 'number') $unreadMessages.set(count);
  });
  onLive('message', (data) => {
    const message = data as MessageDto;
    if (chatOf(message.enterpriseId)) addMessage(message);
    if ($messagesWidget.get().loaded) void loadConversations();
  });
  whileOffline(() => {
    void refreshUnreadMessages();
    if ($messagesWidget.get().expanded) void loadConversations();
    for (const chat of $openChats.get()) void loadChat(chat.contact.enterpriseId);
  });
  void refreshUnreadMessages();
}
