import { useId, useRef, useState } from 'react';
import { MESSAGE_ACCEPT, MESSAGE_LIMITS, MESSAGE_TEXTS } from '../../shared/dto/message.ts';
import { type OpenChat, sendMessage } from '../../stores/messages.ts';
import { ConfirmDialog as Confirm } from '../dialog/Modal.tsx';

/**
 * The message box: Send is disabled while the trimmed text is empty and no file is attached;
 * Enter sends (Shift+Enter adds a line). A chosen file is sent as a FILE message and can be
 * removed after confirming 'Delete Attachment'.
 */
export function Composer({ chat }: { chat: OpenChat }) {
  const { contact } = chat;
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const id = useId();
  const canSend = (text.trim() !== '' || file !== null) && !chat.sending;

  /** The box empties at once; what failed to send comes back unless something new was typed. */
  const send = async () => {
    if (!canSend) return;
    const [sentText, sentFile] = [text, file];
    setText('');
    setFile(null);
    if (!(await sendMessage(contact.enterpriseId, sentText, sentFile))) {
      setText((current) => (current === '' ? sentText : current));
      setFile((current) => current ?? sentFile);
    }
  };

  return (
    <form
      className="flex flex-col gap-2 border-t border-line p-2"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      {file && (
        <p className="flex items-center gap-2 rounded-md bg-surface-alt px-2 py-1 text-sm">
          <span className="min-w-0 flex-1 truncate">{file.name}</span>
          <button
            type="button"
            className="focus-ring rounded-md px-2 py-1 text-danger underline"
            aria-label={`Remove attachment ${file.name}`}
            onClick={() => setConfirmRemove(true)}
          >
            Remove
          </button>
        </p>
      )}
      <div className="flex items-end gap-2">
        <label htmlFor={`${id}-text`} className="sr-only">
          Message to {contact.name}
        </label>
        <textarea
          id={`${id}-text`}
          rows={1}
          maxLength={MESSAGE_LIMITS.text}
          value={text}
          placeholder="Type a message"
          className="focus-ring min-h-11 flex-1 resize-none rounded-lg border border-line px-3 py-2 text-sm"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              void send();
            }
          }}
        />
        <input
          ref={picker}
          type="file"
          accept={MESSAGE_ACCEPT}
          className="hidden"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            event.target.value = '';
          }}
        />
        <button
          type="button"
          className="focus-ring inline-flex h-11 w-11 items-center justify-center rounded-lg border border-line hover:bg-surface-alt"
          aria-label={`Attach a file for ${contact.name}`}
          onClick={() => picker.current?.click()}
        >
          <svg
            width="18"
            height="18"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
          >
            <path d="M21.44 11.05l-9.19 9.19a6 6 0 0 1-8.49-8.49l9.19-9.19a4 4 0 0 1 5.66 5.66l-9.2 9.19a2 2 0 0 1-2.83-2.83l8.49-8.48" />
          </svg>
        </button>
        <button type="submit" className="btn-primary disabled:opacity-60" disabled={!canSend}>
          Send
        </button>
      </div>
      <Confirm
        open={confirmRemove}
        title={MESSAGE_TEXTS.deleteAttachment}
        text={MESSAGE_TEXTS.areYouSure}
        onNo={() => setConfirmRemove(false)}
        onYes={() => {
          setConfirmRemove(false);
          setFile(null);
        }}
      />
    </form>
  );
}
