import type {
  ChatContactDto,
  ConversationDto,
  EnterpriseConversationDto,
  MessageDto,
} from '../../../src/shared/dto/message.ts';
import { contactsOf, hasApplied, lastSenderOf } from '../../db/repositories/messages-contacts.ts';
import {
  candidateConversation,
  candidateConversations,
  enterpriseConversation,
  enterpriseConversations,
} from '../../db/repositories/messages-conversations.ts';
import {
  candidateUnreadCount,
  clearConversations,
  markRead,
} from '../../db/repositories/messages-read.ts';
import {
  contactDto,
  conversationDto,
  enterpriseConversationDto,
  messageDto,
  type Sender,
} from './dto.ts';
import type { MessageDeps } from './send.ts';

type Page = { offset: number; limit: number };

async function sendersOf(deps: MessageDeps, candidateId: number, enterpriseIds: number[]) {
  const senders = new Map<number, Sender>();
  for (const row of await lastSenderOf(deps.db, candidateId, enterpriseIds))
    if (!senders.has(row.enterprise_id))
      senders.set(row.enterprise_id, { name: row.sender_name, title: row.sender_title });
  return senders;
}

/** The candidate's conversation list (spec 7.5, candidates/messages/{page}/{size}). */
export async function conversationsOfCandidate(
  deps: MessageDeps,
  candidateId: number,
  page: Page,
): Promise<ConversationDto[]> {
  const rows = await candidateConversations(deps.db, candidateId, page);
  const ids = rows.map((r) => r.enterprise_id);
  const senders = await sendersOf(deps, candidateId, ids);
  const jobs = new Map(
    (await contactsOf(deps.db, candidateId)).map((c) => [c.enterprise_id, c.job_title]),
  );
  return rows.map((row) =>
    conversationDto(
      deps.storage,
      row,
      senders.get(row.enterprise_id),
      jobs.get(row.enterprise_id) ?? null,
    ),
  );
}

/** The enterprises the candidate may message, as chat contacts. */
export async function contactsOfCandidate(
  deps: MessageDeps,
  candidateId: number,
  enterpriseId?: number,
): Promise<ChatContactDto[]> {
  const rows = await contactsOf(deps.db, candidateId, enterpriseId);
  const senders = await sendersOf(
    deps,
    candidateId,
    rows.map((r) => r.enterprise_id),
  );
  return rows.map((row) => contactDto(candidateId, row, senders.get(row.enterprise_id)));
}

/** One conversation, oldest first within the page; null when the enterprise is not a contact. */
export async function conversationOfCandidate(
  deps: MessageDeps,
  candidateId: number,
  enterpriseId: number,
  page: Page,
): Promise<MessageDto[] | null> {
  if (!(await hasApplied(deps.db, candidateId, enterpriseId))) return null;
  const rows = await candidateConversation(deps.db, candidateId, enterpriseId, page);
  return rows.reverse().map((row) => messageDto(deps.storage, row));
}

async function countsChanged(deps: MessageDeps, candidateId: number) {
  const unread = await candidateUnreadCount(deps.db, candidateId);
  deps.live.publish(candidateId, { type: 'counts', data: { messages: unread } });
  return unread;
}

/** Marks what the enterprise sent read; null when the enterprise is not a contact. */
export async function readByCandidate(
  deps: MessageDeps,
  candidateId: number,
  enterpriseId: number,
) {
  if (!(await hasApplied(deps.db, candidateId, enterpriseId))) return null;
  await markRead(deps.db, 'candidate', candidateId, enterpriseId, new Date().toISOString());
  return { unreadCount: await countsChanged(deps, candidateId) };
}

/**
 * Clears one conversation (or all of them) from the candidate's view; the enterprise keeps its
 * copy. Null when the given enterprise is not a contact.
 */
export async function clearForCandidate(
  deps: MessageDeps,
  candidateId: number,
  enterpriseId: number | null,
) {
  if (enterpriseId !== null && !(await hasApplied(deps.db, candidateId, enterpriseId))) return null;
  const cleared = await clearConversations(
    deps.db,
    candidateId,
    enterpriseId,
    new Date().toISOString(),
  );
  return { cleared, unreadCount: await countsChanged(deps, candidateId) };
}

export const unreadOfCandidate = (deps: MessageDeps, candidateId: number) =>
  candidateUnreadCount(deps.db, candidateId);

/** The enterprise's conversations with its applicants. */
export async function conversationsOfEnterprise(
  deps: MessageDeps,
  enterpriseId: number,
  page: Page,
): Promise<EnterpriseConversationDto[]> {
  return (await enterpriseConversations(deps.db, enterpriseId, page)).map(
    enterpriseConversationDto,
  );
}

/** One conversation of the enterprise; null when the candidate never applied to it. */
export async function conversationOfEnterprise(
  deps: MessageDeps,
  enterpriseId: number,
  candidateId: number,
  page: Page,
): Promise<MessageDto[] | null> {
  if (!(await hasApplied(deps.db, candidateId, enterpriseId))) return null;
  const rows = await enterpriseConversation(deps.db, enterpriseId, candidateId, page);
  return rows.reverse().map((row) => messageDto(deps.storage, row));
}

/** Marks what the candidate sent read by the enterprise; null when not its applicant. */
export async function readByEnterprise(
  deps: MessageDeps,
  enterpriseId: number,
  candidateId: number,
) {
  if (!(await hasApplied(deps.db, candidateId, enterpriseId))) return null;
  const read = await markRead(
    deps.db,
    'enterprise',
    candidateId,
    enterpriseId,
    new Date().toISOString(),
  );
  return { read };
}
