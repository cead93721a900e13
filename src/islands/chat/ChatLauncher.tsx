import { useStore } from '@nanostores/react';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { closeGreeting, greetingClosed } from '../../lib/chat-cookies.ts';
import { browserStorage, CHAT_KEYS, writeFlag } from '../../lib/chat-storage.ts';
import { forgetSignInOpening, launcherPlan } from '../../lib/chat-wake.ts';
import { lateStyles } from '../../lib/late-styles.ts';
import { $chatOpen, openChat } from '../../stores/chat.ts';
import type { ChatPanelProps } from './ChatPanel.tsx';
import { ChatIcon } from './icons.tsx';

interface Props {
  /** The signed-in candidate, null for a visitor; unknown (undefined) on pre-rendered pages. */
  candidateId?: number | null;
}

/** Spec 9: the window appears 500 ms after opening; after sign-in it opens itself after 1500 ms. */
const PANEL_DELAY_MS = 500;
const AUTO_OPEN_DELAY_MS = 1500;
const GREETING = "Got any questions? I'm happy to help";

/**
 * The AI Assistant's launcher and greeting bubble (spec 2.4, 4.5). It stays tiny: the window and
 * the conversation load only when the reader first opens it.
 */
export default function ChatLauncher({ candidateId }: Props) {
  const open = useStore($chatOpen);
  const [Panel, setPanel] = useState<ComponentType<ChatPanelProps> | null>(null);
  const [shown, setShown] = useState(false);
  // Rendered on the server; hidden before the first paint when it was closed (head-boot.ts).
  const [greeting, setGreeting] = useState(true);
  const launcher = useRef<HTMLButtonElement>(null);
  const wasShown = useRef(false);

  useEffect(() => {
    setGreeting(!greetingClosed());
    const storage = browserStorage();
    const plan = launcherPlan(storage, candidateId);
    if (plan === 'open') {
      openChat();
      return;
    }
    forgetSignInOpening(storage, candidateId);
    if (plan !== 'open-after-sign-in') return;
    const timer = setTimeout(() => {
      writeFlag(storage, CHAT_KEYS.openedOnLogin, true);
      openChat();
    }, AUTO_OPEN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [candidateId]);

  useEffect(() => {
    if (!open) {
      setShown(false);
      return;
    }
    let cancelled = false;
    const delay = new Promise((done) => setTimeout(done, PANEL_DELAY_MS));
    void Promise.all([import('./ChatPanel.tsx'), delay, lateStyles()]).then(([panel]) => {
      if (cancelled) return;
      setPanel(() => panel.default);
      setShown(true);
    });
    return () => {
      cancelled = true;
    };
  }, [open]);

  useEffect(() => {
    if (shown) {
      wasShown.current = true;
      return;
    }
    if (!wasShown.current) return;
    wasShown.current = false;
    // Focus left with the window: it comes back to the launcher.
    const active = document.activeElement;
    if (!active || active === document.body) launcher.current?.focus();
  }, [shown]);

  const start = () => {
    closeGreeting();
    setGreeting(false);
    openChat();
  };

  const dismissGreeting = () => {
    closeGreeting();
    setGreeting(false);
    launcher.current?.focus();
  };

  if (shown && Panel) return <Panel candidateId={candidateId} />;
  return (
    // Above the Messages bar, which holds the bottom-right corner of candidate pages.
    <div className="fixed bottom-20 right-2 z-30 flex flex-col items-end gap-2 sm:right-4 print:hidden">
      {greeting && !open && (
        <div
          data-chat-greeting
          // On a phone it would cover the page's own controls: the launcher alone stays there.
          className="relative hidden max-w-64 sm:flex items-start gap-2 rounded-xl border border-line bg-white p-3 text-sm text-ink shadow-lg"
        >
          <p className="m-0">{GREETING}</p>
          <button
            type="button"
            className="focus-ring -m-1 rounded p-1 text-ink-muted hover:text-ink"
            aria-label="Close greeting"
            onClick={dismissGreeting}
          >
            <ChatIcon name="close" size={16} />
          </button>
        </div>
      )}
      <button
        ref={launcher}
        type="button"
        className="focus-ring flex h-14 w-14 items-center justify-center rounded-full bg-brand text-white shadow-lg hover:bg-brand-dark"
        aria-label="Open the AI Assistant"
        aria-expanded={open}
        aria-busy={open && !shown}
        onClick={start}
      >
        <ChatIcon name="chat" size={26} />
      </button>
    </div>
  );
}
