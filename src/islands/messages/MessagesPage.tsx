import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { type ChatContact, contactOfConversation } from '../../stores/chat-contacts.ts';
import {
  $messagesWidget,
  $openChats,
  contactOfEnterprise,
  followMessages,
  loadConversations,
  openChat,
} from '../../stores/messages.ts';
import { withErrorBoundary } from '../error/ErrorBoundary.tsx';
import { ChatWindow } from './ChatWindow.tsx';
import { ConversationList } from './ConversationList.tsx';

interface Props {
  candidateId: number;
  /** The conversation the query selects, if any. */
  enterpriseId: number | null;
  /** The contact a chat opened in a new tab carried, shown until the server's copy arrives. */
  initialContact: ChatContact | null;
}

const showOne = (contact: ChatContact) => {
  openChat(contact, { max: 1 });
  const query = new URLSearchParams({
    candidateId: String(contact.candidateId),
    enterpriseId: String(contact.enterpriseId),
  });
  window.history.replaceState(null, '', `/candidate/message-list?${query}`);
};

/** The full messages page: the conversation list beside one open conversation. */
function MessagesPage({ candidateId, enterpriseId, initialContact }: Props) {
  const widget = useStore($messagesWidget);
  const [chat] = useStore($openChats);

  useEffect(() => {
    followMessages();
    $messagesWidget.setKey('expanded', true);
    void loadConversations();
    if (enterpriseId === null) return;
    if (initialContact?.enterpriseId === enterpriseId)
      openChat({ ...initialContact, candidateId }, { max: 1 });
    void contactOfEnterprise(enterpriseId).then((contact) => {
      if (contact) openChat(contact, { max: 1 });
    });
  }, [candidateId, enterpriseId, initialContact]);

  return (
    <div className="mt-6 grid gap-4 md:grid-cols-[20rem_1fr]">
      <section aria-labelledby="conversations-title" className="rounded-xl border border-line">
        <h2 id="conversations-title" className="px-3 pt-3 text-lg font-bold">
          Conversations
        </h2>
        <ConversationList
          conversations={widget.conversations}
          loaded={widget.loaded}
          search={widget.search}
          onSearch={(search) => $messagesWidget.setKey('search', search)}
          onOpen={(c) => showOne(contactOfConversation(c))}
          current={chat?.contact.enterpriseId}
          heightClass="max-h-[60vh]"
        />
      </section>
      {chat ? (
        <ChatWindow chat={chat} variant="page" />
      ) : (
        <p className="flex items-center justify-center rounded-xl border border-line p-6 text-ink-muted">
          Choose a conversation to read it.
        </p>
      )}
    </div>
  );
}

export default withErrorBoundary(MessagesPage, true);
