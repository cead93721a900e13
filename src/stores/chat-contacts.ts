import type { ChatContactDto, ConversationDto } from '../shared/dto/message.ts';

/**
 * The contact of a chat window and its encodings: read from a conversation or a contact, and
 * carried in the link of a chat opened in a new tab.
 */

/** Whom a chat window is with, as its header shows them. */
export interface ChatContact {
  candidateId: number;
  enterpriseId: number;
  name: string;
  title: string | null;
  company: string;
  avatar: string | null;
}

export const contactOfConversation = (c: ConversationDto): ChatContact => ({
  candidateId: c.candidateId,
  enterpriseId: c.enterpriseId,
  name: c.messageFromName,
  title: c.messageFromProfileTitle,
  company: c.enterpriseName,
  avatar: c.messageFromProfileSigned,
});

export const contactOfDto = (c: ChatContactDto): ChatContact => ({
  candidateId: c.id,
  enterpriseId: c.enterpriseId,
  name: [c.firstName, c.lastName].filter(Boolean).join(' '),
  title: c.profileTitle,
  company: c.enterpriseName,
  avatar: c.mediaFileSigned,
});

/** The encoded contact a chat opened in a new tab carries (candidateDetails). */
export function encodeContact(contact: ChatContact): string {
  const json = JSON.stringify(contact);
  return btoa(String.fromCharCode(...new TextEncoder().encode(json)));
}

export function decodeContact(encoded: string | null): ChatContact | null {
  if (!encoded) return null;
  try {
    const bytes = Uint8Array.from(atob(encoded), (ch) => ch.charCodeAt(0));
    const value = JSON.parse(new TextDecoder().decode(bytes)) as Partial<ChatContact>;
    if (typeof value.enterpriseId !== 'number' || typeof value.name !== 'string') return null;
    return {
      candidateId: Number(value.candidateId) || 0,
      enterpriseId: value.enterpriseId,
      name: value.name,
      title: typeof value.title === 'string' ? value.title : null,
      company: typeof value.company === 'string' ? value.company : '',
      avatar: null,
    };
  } catch {
    return null;
  }
}

export const newTabUrl = (contact: ChatContact) =>
  `/candidate/message-list?${new URLSearchParams({
    candidateId: String(contact.candidateId),
    enterpriseId: String(contact.enterpriseId),
    candidateDetails: encodeContact(contact),
  })}`;
