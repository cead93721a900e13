import type {
  ChatContactDto,
  ConversationDto,
  EnterpriseConversationDto,
  MessageDto,
} from '../../../src/shared/dto/message.ts';
import type { MessageRow } from '../../db/repositories/messages.ts';
import type { contactsOf } from '../../db/repositories/messages-contacts.ts';
import type {
  candidateConversations,
  enterpriseConversations,
} from '../../db/repositories/messages-conversations.ts';
import type { Storage } from '../storage/index.ts';

/** A stored message as both sides see it; attachments get a fresh signed link. */
export function messageDto(storage: Storage, row: MessageRow): MessageDto {
  const byEnterprise = row.by_enterprise === 1;
  return {
    id: row.id,
    message: row.text,
    messageFrom: byEnterprise ? row.enterprise_id : row.candidate_id,
    messageTo: byEnterprise ? row.candidate_id : row.enterprise_id,
    messageType: row.message_type,
    byEnterprise,
    enterpriseId: row.enterprise_id,
    candidateId: row.candidate_id,
    timestamp: row.created_at,
    messageSignedUrl: row.file_id === null ? null : storage.urls.sign(row.file_id),
    fileName: row.file_name,
    fileContentType: row.file_content_type,
    statusForFrom: row.status_for_from,
    readTimestamp: row.read_at,
    senderName: row.sender_name,
  };
}

/** Who the candidate talks to at an enterprise: the person who last signed, else the enterprise. */
export interface Sender {
  name: string | null;
  title: string | null;
}

type CandidateConversationRow = Awaited<ReturnType<typeof candidateConversations>>[number];

export function conversationDto(
  storage: Storage,
  row: CandidateConversationRow,
  sender: Sender | undefined,
  jobTitle: string | null,
): ConversationDto {
  const last = messageDto(storage, row);
  return {
    candidateId: row.candidate_id,
    enterpriseId: row.enterprise_id,
    enterpriseName: row.establishment_name,
    messageFromName: sender?.name ?? row.establishment_name,
    messageFromProfile: row.nav_bar_logo_url,
    messageFromProfileSigned: row.nav_bar_logo_url,
    messageFromProfileTitle: sender?.title ?? jobTitle,
    messageFrom: last.messageFrom,
    messageTo: last.messageTo,
    lastMessage: row.text,
    lastMessageType: row.message_type,
    lastMessageSignedUrl: last.messageSignedUrl,
    lastMessageTimestamp: row.created_at,
    unreadCount: row.unread,
  };
}

type ContactRow = Awaited<ReturnType<typeof contactsOf>>[number];

export function contactDto(
  candidateId: number,
  row: ContactRow,
  sender: Sender | undefined,
): ChatContactDto {
  const name = sender?.name ?? row.establishment_name;
  const [firstName = name, ...rest] = sender?.name ? name.split(/\s+/) : [name];
  return {
    id: candidateId,
    firstName,
    lastName: rest.join(' '),
    mediaFile: row.nav_bar_logo_url,
    mediaFileSigned: row.nav_bar_logo_url,
    profileTitle: sender?.title ?? row.job_title,
    enterpriseName: row.establishment_name,
    enterpriseId: row.enterprise_id,
  };
}

type EnterpriseConversationRow = Awaited<ReturnType<typeof enterpriseConversations>>[number];

export const enterpriseConversationDto = (
  row: EnterpriseConversationRow,
): EnterpriseConversationDto => ({
  candidateId: row.candidate_id,
  firstName: row.first_name,
  lastName: row.last_name,
  profileTitle: row.profile_title,
  lastMessage: row.text,
  lastMessageType: row.message_type,
  lastMessageTimestamp: row.created_at,
  byEnterprise: row.by_enterprise === 1,
  unreadCount: row.unread,
});
