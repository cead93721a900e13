import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../connect.ts';
import type { Database } from '../schema/index.ts';
import { type MessageRow, withFile } from './messages.ts';

type Page = { offset: number; limit: number };
type Side = 'candidate' | 'enterprise';

/** Messages the candidate cleared from their own view are those up to the clear's mark. */
const visibleToCandidate = (eb: ExpressionBuilder<Database, 'messages'>) =>
  eb.not(
    eb.exists(
      eb
        .selectFrom('conversation_clears')
        .select('conversation_clears.candidate_id')
        .whereRef('conversation_clears.candidate_id', '=', 'messages.candidate_id')
        .whereRef('conversation_clears.enterprise_id', '=', 'messages.enterprise_id')
        .whereRef('conversation_clears.through_message_id', '>=', 'messages.id'),
    ),
  );

/**
 * One side's page of conversations, newest first: the id of each one's last message (the last
 * the candidate can still see, for the candidate) and how many messages that side has not read.
 */
function conversationHeads(db: Db, side: Side, ownId: number, page: Page) {
  const [own, other] =
    side === 'candidate'
      ? (['messages.candidate_id', 'messages.enterprise_id'] as const)
      : (['messages.enterprise_id', 'messages.candidate_id'] as const);
  const query = db
    .selectFrom('messages')
    .select((eb) => [
      eb.fn.max('messages.id').as('last_id'),
      eb.fn
        .sum<number | string>(
          eb
            .case()
            .when(
              eb.and([
                eb('by_enterprise', '=', side === 'candidate' ? 1 : 0),
                eb('read_at', 'is', null),
              ]),
            )
            .then(1)
            .else(0)
            .end(),
        )
        .as('unread'),
    ])
    .where(own, '=', ownId);
  return (side === 'candidate' ? query.where(visibleToCandidate) : query)
    .groupBy(other)
    .orderBy('last_id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

type Head = Awaited<ReturnType<typeof conversationHeads>>[number];

const lastIds = (heads: Head[]) => heads.map((head) => Number(head.last_id));

/** The last messages in the heads' order, each with its conversation's unread count. */
function withUnread<Row extends { id: number }>(heads: Head[], lasts: Row[]) {
  const byId = new Map(lasts.map((row) => [row.id, row]));
  return heads.flatMap((head) => {
    const last = byId.get(Number(head.last_id));
    return last ? [{ ...last, unread: Number(head.unread ?? 0) }] : [];
  });
}

/** The candidate's conversations, newest first: each enterprise's last visible message and unread count. */
export async function candidateConversations(db: Db, candidateId: number, page: Page) {
  const heads = await conversationHeads(db, 'candidate', candidateId, page);
  if (heads.length === 0) return [];
  const lasts = await withFile(db)
    .innerJoin('enterprises', 'enterprises.id', 'messages.enterprise_id')
    .select(['enterprises.establishment_name', 'enterprises.nav_bar_logo_url'])
    .where('messages.id', 'in', lastIds(heads))
    .execute();
  return withUnread(heads, lasts);
}

/** The enterprise's conversations, newest first, with the candidate and the unread count. */
export async function enterpriseConversations(db: Db, enterpriseId: number, page: Page) {
  const heads = await conversationHeads(db, 'enterprise', enterpriseId, page);
  if (heads.length === 0) return [];
  const lasts = await db
    .selectFrom('messages')
    .innerJoin('candidates', 'candidates.id', 'messages.candidate_id')
    .select([
      'messages.id',
      'messages.candidate_id',
      'messages.text',
      'messages.message_type',
      'messages.by_enterprise',
      'messages.created_at',
      'candidates.first_name',
      'candidates.last_name',
      'candidates.profile_title',
    ])
    .where('messages.id', 'in', lastIds(heads))
    .execute();
  return withUnread(heads, lasts);
}

/** One conversation's messages, newest first. */
const conversationPage = (db: Db, candidateId: number, enterpriseId: number, page: Page) =>
  withFile(db)
    .where('messages.candidate_id', '=', candidateId)
    .where('messages.enterprise_id', '=', enterpriseId)
    .orderBy('messages.id', 'desc')
    .offset(page.offset)
    .limit(page.limit);

/** One conversation as the candidate sees it (cleared messages left out), newest first. */
export function candidateConversation(
  db: Db,
  candidateId: number,
  enterpriseId: number,
  page: Page,
): Promise<MessageRow[]> {
  return conversationPage(db, candidateId, enterpriseId, page).where(visibleToCandidate).execute();
}

/** One conversation as the enterprise sees it (its full copy), newest first. */
export function enterpriseConversation(
  db: Db,
  enterpriseId: number,
  candidateId: number,
  page: Page,
): Promise<MessageRow[]> {
  return conversationPage(db, candidateId, enterpriseId, page).execute();
}
