import { useStore } from '@nanostores/react';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { signedInCandidateId } from '../../lib/api/session.ts';
import { hideChat } from '../../stores/chat.ts';
import { $chatSignedIn, $chatView, startConversation } from '../../stores/chat-conversation.ts';
import { withErrorBoundary } from '../error/ErrorBoundary.tsx';
import { ChatComposer } from './ChatComposer.tsx';
import { ChatHeader } from './ChatHeader.tsx';
import { FeedbackPanel } from './FeedbackPanel.tsx';
import { InfoPanel } from './InfoPanel.tsx';
import { MessageList } from './MessageList.tsx';
import { useDrag } from './use-drag.ts';

export interface ChatPanelProps {
  candidateId?: number | null;
}

/**
 * The AI Assistant window (spec 2.4, 4.5): a non-modal dialog that keeps the page usable beside
 * it. Escape minimizes it; the conversation is kept.
 */
function ChatPanel({ candidateId }: ChatPanelProps) {
  const { panel, expanded } = useStore($chatView);
  const signedIn = useStore($chatSignedIn);
  const windowRef = useRef<HTMLElement>(null);
  const { offset, headerProps, onHandleKeyDown } = useDrag(windowRef);

  useEffect(() => {
    if (candidateId !== undefined) startConversation(candidateId);
    else void signedInCandidateId().then(startConversation);
  }, [candidateId]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    hideChat();
  };

  const size = expanded
    ? 'h-[min(85vh,48rem)] w-[min(calc(100vw-1rem),44rem)]'
    : 'h-[min(80vh,36rem)] w-[min(calc(100vw-1rem),25rem)]';
  return (
    <section
      ref={windowRef}
      role="dialog"
      aria-modal="false"
      aria-labelledby="chat-title"
      onKeyDown={onKeyDown}
      style={{ transform: `translate(${offset.x}px, ${offset.y}px)` }}
      className={`fixed bottom-2 right-2 z-50 flex flex-col overflow-hidden rounded-xl border border-line bg-white text-ink shadow-2xl sm:bottom-4 sm:right-4 print:hidden ${size}`}
    >
      <ChatHeader dragProps={headerProps} onHandleKeyDown={onHandleKeyDown} />
      {panel === 'info' ? (
        <InfoPanel />
      ) : panel === 'feedback' ? (
        <FeedbackPanel />
      ) : (
        <>
          <MessageList signedIn={signedIn} />
          <ChatComposer />
        </>
      )}
    </section>
  );
}

export default withErrorBoundary(ChatPanel);
