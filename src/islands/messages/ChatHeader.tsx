import { useEffect, useId, useRef, useState } from 'react';
import { MESSAGE_TEXTS } from '../../shared/dto/message.ts';
import type { ChatContact } from '../../stores/chat-contacts.ts';

interface Props {
  contact: ChatContact;
  collapsed: boolean;
  variant: 'widget' | 'page';
  newTabHref: string;
  onClear: () => void;
  onToggle: () => void;
  onClose: () => void;
}

const iconButton =
  'focus-ring inline-flex h-11 w-11 items-center justify-center rounded-lg text-ink hover:bg-surface-alt';

function Icon({ d }: { d: string }) {
  return (
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
      <path d={d} />
    </svg>
  );
}

/** The contact's name, title and company, the chat's menu, and collapse and close (spec 2.4). */
export function ChatHeader(props: Props) {
  const { contact } = props;
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const box = useRef<HTMLDivElement>(null);
  const Heading = props.variant === 'widget' ? 'h3' : 'h2';

  useEffect(() => {
    if (!menuOpen) return;
    const away = (event: MouseEvent) => {
      if (!box.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    const onEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('click', away);
    document.addEventListener('keydown', onEscape);
    return () => {
      document.removeEventListener('click', away);
      document.removeEventListener('keydown', onEscape);
    };
  }, [menuOpen]);

  const itemClass =
    'focus-ring block w-full rounded-md px-3 py-2 text-left text-ink no-underline hover:bg-surface-alt';
  return (
    <div className="flex items-center gap-2 border-b border-line p-2">
      {contact.avatar ? (
        <img
          src={contact.avatar}
          alt=""
          width={36}
          height={36}
          className="h-9 w-9 shrink-0 rounded-full"
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-light font-bold text-brand-dark"
        >
          {contact.name.slice(0, 1)}
        </span>
      )}
      <div className="min-w-0 flex-1">
        <Heading className="truncate text-sm font-bold">{contact.name}</Heading>
        {contact.title && <p className="truncate text-xs text-ink-muted">{contact.title}</p>}
        <p className="truncate text-xs text-ink-muted">{contact.company}</p>
      </div>
      <div ref={box} className="relative">
        <button
          type="button"
          className={iconButton}
          aria-label={`Chat options for ${contact.name}`}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <Icon d="M12 5h.01M12 12h.01M12 19h.01" />
        </button>
        <ul
          id={menuId}
          hidden={!menuOpen}
          className="absolute right-0 z-50 mt-1 w-44 rounded-lg border border-line bg-white p-1 shadow-lg"
        >
          <li>
            <button
              type="button"
              className={itemClass}
              onClick={() => {
                setMenuOpen(false);
                props.onClear();
              }}
            >
              {MESSAGE_TEXTS.clearChat}
            </button>
          </li>
          <li>
            <a
              className={itemClass}
              href={props.newTabHref}
              target="_blank"
              rel="noopener"
              onClick={() => setMenuOpen(false)}
            >
              {MESSAGE_TEXTS.openInNewTab}
            </a>
          </li>
        </ul>
      </div>
      {props.variant === 'widget' && (
        <>
          <button
            type="button"
            className={iconButton}
            aria-label={`${props.collapsed ? 'Expand' : 'Collapse'} chat with ${contact.name}`}
            aria-expanded={!props.collapsed}
            onClick={props.onToggle}
          >
            <Icon d={props.collapsed ? 'M18 15l-6-6-6 6' : 'M6 9l6 6 6-6'} />
          </button>
          <button
            type="button"
            className={iconButton}
            aria-label={`Close chat with ${contact.name}`}
            onClick={props.onClose}
          >
            <Icon d="M18 6L6 18M6 6l12 12" />
          </button>
        </>
      )}
    </div>
  );
}
