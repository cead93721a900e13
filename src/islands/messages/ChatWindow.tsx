import { useEffect, useRef, useState } from 'react';
import { MESSAGE_TEXTS, type MessageDto } from '../../shared/dto/message.ts';
import { newTabUrl } from '../../stores/chat-contacts.ts';
import {
  clearChat,
  closeChat,
  markChatRead,
  type OpenChat,
  toggleChat,
} from '../../stores/messages.ts';
import { ConfirmDialog as Confirm, Modal } from '../dialog/Modal.tsx';
import { ChatHeader } from './ChatHeader.tsx';
import { Composer } from './Composer.tsx';
import { MessageBubble } from './MessageBubble.tsx';

/** Close enough to the end of the list to count as scrolled to the bottom. */
const BOTTOM_SLACK_PX = 8;

/**
 * One conversation: the contact's header with its menu, the messages (scrolling to the bottom
 * marks them read), and the composer. In the widget it can collapse and close.
 */
export function ChatWindow({ chat, variant }: { chat: OpenChat; variant: 'widget' | 'page' }) {
  const { contact } = chat;
  const log = useRef<HTMLDivElement>(null);
  const [confirmClear, setConfirmClear] = useState(false);
  const [preview, setPreview] = useState<MessageDto | null>(null);
  const count = chat.messages.length;

  const atBottom = () => {
    const el = log.current;
    return !el || el.scrollHeight - el.scrollTop - el.clientHeight <= BOTTOM_SLACK_PX;
  };

  // New messages scroll into view; already at the bottom means they are read.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when messages arrive
  useEffect(() => {
    const el = log.current;
    if (!el || chat.collapsed) return;
    el.scrollTop = el.scrollHeight;
    if (atBottom()) void markChatRead(contact.enterpriseId);
  }, [count, chat.collapsed, contact.enterpriseId]);

  const height = variant === 'widget' ? 'h-[227px]' : 'h-[60vh] min-h-80';
  return (
    <section
      aria-label={`Chat with ${contact.name}`}
      className={`flex flex-col bg-white ${variant === 'widget' ? 'w-80 rounded-t-xl border border-line shadow-xl' : 'h-full rounded-xl border border-line'}`}
    >
      <ChatHeader
        contact={contact}
        collapsed={chat.collapsed}
        variant={variant}
        onClear={() => setConfirmClear(true)}
        newTabHref={newTabUrl(contact)}
        onToggle={() => toggleChat(contact.enterpriseId)}
        onClose={() => closeChat(contact.enterpriseId)}
      />
      {!chat.collapsed && (
        <>
          <div
            ref={log}
            role="log"
            aria-label={`Messages with ${contact.name}`}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable log must be reachable by keyboard
            tabIndex={0}
            className={`focus-ring ${height} overflow-y-auto p-3`}
            onScroll={() => atBottom() && void markChatRead(contact.enterpriseId)}
          >
            <ol className="flex min-h-full flex-col gap-2">
              {chat.loaded && count === 0 && (
                <li className="m-auto text-center">
                  <p className="font-semibold">{MESSAGE_TEXTS.newTitle}</p>
                  <p className="text-sm text-ink-muted">{MESSAGE_TEXTS.newText}</p>
                </li>
              )}
              {chat.messages.map((message) => (
                <MessageBubble
                  key={message.id}
                  message={message}
                  contactName={contact.name}
                  onPreview={setPreview}
                />
              ))}
            </ol>
          </div>
          <Composer chat={chat} />
        </>
      )}
      <Confirm
        open={confirmClear}
        title={MESSAGE_TEXTS.deleteHistory}
        text={MESSAGE_TEXTS.areYouSure}
        onNo={() => setConfirmClear(false)}
        onYes={() => {
          setConfirmClear(false);
          void clearChat(contact.enterpriseId);
        }}
      />
      <Modal
        open={preview !== null}
        title={MESSAGE_TEXTS.imagePreview}
        onClose={() => setPreview(null)}
        wide
      >
        {preview?.messageSignedUrl && (
          <img
            src={preview.messageSignedUrl}
            alt={preview.fileName ?? 'Attached image'}
            className="mt-4 max-h-[70vh] w-full object-contain"
          />
        )}
        <p className="mt-4 flex justify-end">
          <button
            type="button"
            className="btn-secondary"
            onClick={() => setPreview(null)}
            data-initial
          >
            Close
          </button>
        </p>
      </Modal>
    </section>
  );
}
