import { z } from 'zod';
import { recordId } from '../record-id.ts';

export type MessageType = 'TEXT' | 'FILE' | 'SMS';

/** One message of a conversation (spec 3, Message). Text is plain text, never markup. */
export interface MessageDto {
  id: number;
  /** The text; for a file, its caption or the file's name. */
  message: string;
  /** Sender and recipient: a candidate id or an enterprise id, as byEnterprise says. */
  messageFrom: number;
  messageTo: number;
  messageType: MessageType;
  byEnterprise: boolean;
  enterpriseId: number;
  candidateId: number;
  /** ISO 8601. */
  timestamp: string;
  /** A signed, expiring link to the attachment of a FILE message. */
  messageSignedUrl: string | null;
  fileName: string | null;
  fileContentType: string | null;
  /** SENT or FAILED, as the sender sees it. */
  statusForFrom: 'SENT' | 'FAILED';
  /** When the recipient read it. */
  readTimestamp: string | null;
  /** The person at the enterprise who wrote it, when known. */
  senderName: string | null;
}

/** One conversation in the candidate's list (spec 3, conversation summary and Message fields). */
export interface ConversationDto {
  candidateId: number;
  enterpriseId: number;
  enterpriseName: string;
  /** The contact the candidate talks to: the enterprise's sender, else the enterprise. */
  messageFromName: string;
  messageFromProfile: string | null;
  messageFromProfileSigned: string | null;
  messageFromProfileTitle: string | null;
  /** The last message's sender and recipient. */
  messageFrom: number;
  messageTo: number;
  lastMessage: string;
  lastMessageType: MessageType;
  lastMessageSignedUrl: string | null;
  lastMessageTimestamp: string;
  unreadCount: number;
}

/** Whom a chat window is with (spec 3, Chat contact): an enterprise the candidate applied to. */
export interface ChatContactDto {
  /** The candidate's own id: chats are keyed by candidate and enterprise. */
  id: number;
  firstName: string;
  lastName: string;
  mediaFile: string | null;
  mediaFileSigned: string | null;
  profileTitle: string | null;
  enterpriseName: string;
  enterpriseId: number;
}

/** One conversation on the enterprise side: the candidate and the last message. */
export interface EnterpriseConversationDto {
  candidateId: number;
  firstName: string;
  lastName: string;
  profileTitle: string | null;
  lastMessage: string;
  lastMessageType: MessageType;
  lastMessageTimestamp: string;
  byEnterprise: boolean;
  /** Messages from the candidate the enterprise has not read. */
  unreadCount: number;
}

export const MESSAGE_LIMITS = {
  /** Characters of one message's text. */
  text: 1000,
  /** Spec 9: the list's preview is cut at 40 characters plus an ellipsis. */
  preview: 40,
  /** Spec 9: at most two chat windows. */
  openChats: 2,
  /** Spec 7.5: a conversation's history and the list are fetched as 0/500. */
  history: 500,
} as const;

export const MESSAGE_TEXTS = {
  title: 'Messages',
  search: 'Search by name',
  emptyTitle: 'No messages found',
  emptyText: "You don't have any messages for now",
  noResultsTitle: 'No results found',
  noResultsText: 'Unfortunately we could not find any results',
  newTitle: "You're starting a new conversation",
  newText: 'Type your first message below.',
  clearChat: 'Clear Chat',
  openInNewTab: 'Open in New Tab',
  imagePreview: 'Image Preview',
  deleteAttachment: 'Delete Attachment',
  deleteHistory: 'Delete Chat History',
  areYouSure: 'Are you sure?',
  cleared: 'Chat history is deleted successfully.',
  notContact: 'You can message an enterprise once you have applied to one of its jobs.',
} as const;

/** What the file picker offers (spec 5); the server decides by the bytes. */
export const MESSAGE_ACCEPT =
  '.png,.jpg,.jpeg,.pdf,.doc,.docx,image/png,image/jpeg,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The preview of a message in the list: at most 40 characters, then an ellipsis. */
export function previewOf(text: string): string {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  return chars.length > MESSAGE_LIMITS.preview
    ? `${chars.slice(0, MESSAGE_LIMITS.preview).join('')}...`
    : chars.join('');
}

const id = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 31);

/** The 'messages' part of PUT candidates/messages/general (spec 7.5). */
export const candidateMessageSchema = z.object({
  message: z.string().max(MESSAGE_LIMITS.text).default(''),
  messageTo: id.optional(),
  messageFrom: id.optional(),
  messageType: z.enum(['TEXT', 'FILE']).default('TEXT'),
  byEnterprise: z.literal(false, { message: 'Candidates send messages with byEnterprise false.' }),
  enterpriseId: id,
});

export type CandidateMessageInput = z.infer<typeof candidateMessageSchema>;

/** `GET candidates/messages/contacts?enterpriseId=`: one enterprise's contacts, or all of them. */
export const contactsQuerySchema = z.object({ enterpriseId: recordId.optional() });
/** `GET candidates/messages/details/{page}/{size}`: the conversation to read. */
export const conversationQuerySchema = z.object({ candidateId: recordId, enterpriseId: recordId });
/** `PUT candidates/messages/chat-history`: one conversation, or every one without enterpriseId. */
export const clearHistoryQuerySchema = z.object({
  candidateId: recordId,
  enterpriseId: recordId.optional(),
});
/** `PUT candidates/messages/read`: the conversation the candidate has read. */
export const readMessagesSchema = z.object({
  messageFrom: recordId.optional(),
  messageTo: recordId.optional(),
  enterpriseId: recordId,
});
