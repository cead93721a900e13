import { useStore } from '@nanostores/react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { limitChatText } from '../../lib/chat-input.ts';
import { CHAT_LIMIT_MESSAGE, CHAT_MAX_LENGTH } from '../../shared/dto/chat.ts';
import {
  $chatFocusInput,
  $chatPending,
  sendText,
  stopAnswer,
} from '../../stores/chat-conversation.ts';
import { ChatIcon } from './icons.tsx';
import { useSpeech } from './use-speech.ts';

const iconButton =
  'focus-ring flex h-10 w-10 shrink-0 items-center justify-center rounded-lg text-ink-muted hover:bg-surface-alt hover:text-ink';

/**
 * The message box (spec 2.4, 5): at most 250 characters, typed or spoken; Enter sends unless an
 * answer is pending, Shift+Enter starts a new line. Send turns into Stop while an answer is awaited.
 */
export function ChatComposer() {
  const pending = useStore($chatPending);
  const [text, setText] = useState('');
  const [overLimit, setOverLimit] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);

  const accept = (value: string) => {
    const limited = limitChatText(value);
    setText(limited.text);
    setOverLimit(limited.cut || (overLimit && limited.text.length >= CHAT_MAX_LENGTH));
  };
  const speech = useSpeech((heard) => accept(text ? `${text} ${heard}` : heard));

  useEffect(() => {
    box.current?.focus();
    return $chatFocusInput.listen(() => box.current?.focus());
  }, []);

  const send = () => {
    if (!sendText(text)) return;
    setText('');
    setOverLimit(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!pending) send();
  };

  return (
    <div className="border-t border-line bg-white p-2">
      <div className="flex items-end gap-1">
        <textarea
          ref={box}
          rows={2}
          className="focus-ring min-h-11 flex-1 resize-none rounded-lg border border-line px-3 py-2 text-sm"
          placeholder="Enter your message..."
          aria-label="Message"
          aria-describedby="chat-limit"
          aria-invalid={overLimit || undefined}
          value={text}
          onChange={(event) => accept(event.target.value)}
          onKeyDown={onKeyDown}
        />
        {text && (
          <button
            type="button"
            className={iconButton}
            aria-label="Clear message"
            onClick={() => {
              setText('');
              setOverLimit(false);
              box.current?.focus();
            }}
          >
            <ChatIcon name="clear" size={18} />
          </button>
        )}
        {speech.supported && (
          <button
            type="button"
            className={`${iconButton} ${speech.listening ? 'bg-brand-light text-brand-dark' : ''}`}
            aria-label="Speak your message"
            aria-pressed={speech.listening}
            onClick={speech.toggle}
          >
            <ChatIcon name="mic" size={18} />
          </button>
        )}
        {pending ? (
          <button type="button" className={iconButton} aria-label="Stop" onClick={stopAnswer}>
            <ChatIcon name="stop" size={18} />
          </button>
        ) : (
          <button type="button" className={iconButton} aria-label="Send" onClick={send}>
            <ChatIcon name="send" size={18} />
          </button>
        )}
      </div>
      <p id="chat-limit" aria-live="polite" className="m-0 px-1 text-xs text-danger">
        {overLimit ? CHAT_LIMIT_MESSAGE : ''}
      </p>
    </div>
  );
}
