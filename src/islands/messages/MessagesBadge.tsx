import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { MESSAGE_TEXTS } from '../../shared/dto/message.ts';
import { $unreadMessages, followMessages } from '../../stores/messages.ts';
import { badgeText } from '../../stores/notifications.ts';
import { CountBadge } from '../icons/CountBadge.tsx';
import { Icon } from '../icons/Icon.tsx';

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
      <Icon name="message" />
      <span className="sr-only md:not-sr-only">{MESSAGE_TEXTS.title}</span>
      {badge && <CountBadge text={badge} testId="messages-badge" />}
    </a>
  );
}
