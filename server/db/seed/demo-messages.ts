import { createLiveHub } from '../../services/live/hub.ts';
import { sendMessage } from '../../services/messages/send.ts';
import type { Storage } from '../../services/storage/index.ts';
import type { Db } from '../connect.ts';
import { firstOfferOf } from '../repositories/messages-contacts.ts';
import { markRead } from '../repositories/messages-read.ts';

/** The demo conversation carries no files, so it never needs storage. */
const NO_FILES = new Proxy({} as Storage, {
  get() {
    throw new Error('The demo conversation has no attachments.');
  },
});

const MINUTE = 60_000;

/**
 * A short conversation between the demo candidate and the enterprise that offered them a job,
 * sent through the same service as the enterprise API and the candidate's widget. It is history,
 * so it writes no notifications; the enterprise's last message is left unread.
 */
export async function seedDemoMessages(db: Db, candidateId: number, now: Date) {
  const offer = await firstOfferOf(db, candidateId);
  if (!offer) return 0;
  const deps = { db, storage: NO_FILES, live: createLiveHub() };
  const sender = { senderName: 'Jordan Lee', senderTitle: 'Talent Partner' };
  const lines: { byEnterprise: boolean; text: string; minutesAgo: number }[] = [
    {
      byEnterprise: true,
      text: `Hi Dana, thanks for applying for the ${offer.title} role. Do you have time for a short call this week?`,
      minutesAgo: 26 * 60,
    },
    {
      byEnterprise: false,
      text: 'Hi Jordan, thank you! Thursday afternoon works well for me.',
      minutesAgo: 25 * 60,
    },
    {
      byEnterprise: true,
      text: 'Great talking to you. We have sent you an offer; let me know if you have any questions.',
      minutesAgo: 45,
    },
  ];
  for (const [i, line] of lines.entries()) {
    const at = new Date(now.getTime() - line.minutesAgo * MINUTE);
    // The candidate read the enterprise's first message before replying.
    if (i === 1)
      await markRead(db, 'candidate', candidateId, offer.enterprise_id, at.toISOString());
    const sent = await sendMessage(deps, {
      candidateId,
      enterpriseId: offer.enterprise_id,
      byEnterprise: line.byEnterprise,
      text: line.text,
      ...(line.byEnterprise ? sender : {}),
      notify: false,
      now: at,
    });
    if (!sent.ok) throw new Error(`The demo message was refused: ${sent.message}`);
  }
  return lines.length;
}
