import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { MESSAGE_TEXTS } from '../../shared/dto/message.ts';
import { $unreadMessages, followMessages } from '../../stores/messages.ts';
import { badgeText } from '../../stores/notifications.ts';

const ICON = 'M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z';

/** The top bar's Messages link with the unread badge, kept current live (spec 2.2). */
export default function MessagesBadge({ current }: { current: boolean }) {
  // Other islands may count unread messages before this one hydrates: it hydrates with the count
  // the server rendered, then shows theirs.
  const unread = useStore($unreadMessages, { ssr: 'initial' });
  useEffect(() => {
    followMessages();
  }, []);
  const badge = badgeText(unread);
  return (
    <a
      className="btn link-plain relative"
      href="/candidate/message-list"
      aria-current={current ? 'page' : undefined}
      aria-label={badge ? `${MESSAGE_TEXTS.title}, ${badge} unread` : undefined}
    >
      <svg
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d={ICON} />
      </svg>
      <span className="sr-only md:not-sr-only">{MESSAGE_TEXTS.title}</span>
      {badge && (
        <span
          aria-hidden="true"
          data-testid="messages-badge"
          className="absolute right-1 top-1 min-w-5 rounded-full bg-danger px-1 text-center text-xs font-bold leading-5 text-white"
        >
          {badge}
        </span>
      )}
    </a>
  );
}
