import { useStore } from '@nanostores/react';
import { useEffect, useId } from 'react';
import { MESSAGE_TEXTS } from '../../shared/dto/message.ts';
import { contactOfConversation } from '../../stores/chat-contacts.ts';
import {
  $messagesWidget,
  $openChats,
  followMessages,
  openChat,
  toggleWidget,
} from '../../stores/messages.ts';
import { withErrorBoundary } from '../error/ErrorBoundary.tsx';
import { ChatWindow } from './ChatWindow.tsx';
import { ConversationList } from './ConversationList.tsx';

/**
 * The floating 'Messages' panel at the bottom right of candidate pages (spec 2.4): minimised by
 * default, it expands to the conversation list; up to two chats open beside it.
 */
function MessagesWidget() {
  const widget = useStore($messagesWidget);
  const chats = useStore($openChats);
  const id = useId();

  useEffect(() => {
    followMessages();
  }, []);

  return (
    <aside
      aria-label={MESSAGE_TEXTS.title}
      className="pointer-events-none fixed bottom-0 right-2 z-40 flex items-end gap-2 sm:right-4"
    >
      {chats.map((chat, i) => (
        <div
          key={chat.contact.enterpriseId}
          className={`pointer-events-auto ${i < chats.length - 1 ? 'hidden md:block' : ''}`}
        >
          <ChatWindow chat={chat} variant="widget" />
        </div>
      ))}
      <div className="pointer-events-auto w-72 rounded-t-xl border border-line bg-white shadow-xl">
        <h2 className="m-0">
          <button
            type="button"
            className="focus-ring flex w-full items-center justify-between rounded-t-xl px-4 py-3 text-left font-bold"
            aria-expanded={widget.expanded}
            aria-controls={`${id}-panel`}
            onClick={toggleWidget}
          >
            {MESSAGE_TEXTS.title}
            <svg
              width="18"
              height="18"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path d={widget.expanded ? 'M6 9l6 6 6-6' : 'M18 15l-6-6-6 6'} />
            </svg>
          </button>
        </h2>
        <div id={`${id}-panel`} hidden={!widget.expanded} className="border-t border-line">
          {widget.expanded && (
            <ConversationList
              conversations={widget.conversations}
              loaded={widget.loaded}
              search={widget.search}
              onSearch={(search) => $messagesWidget.setKey('search', search)}
              onOpen={(c) => openChat(contactOfConversation(c))}
              heightClass="h-[280px]"
            />
          )}
        </div>
      </div>
    </aside>
  );
}

export default withErrorBoundary(MessagesWidget, true);
