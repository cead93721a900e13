import { type MessageDto, previewOf } from '../../../src/shared/dto/message.ts';
import type { Db } from '../../db/connect.ts';
import { contactsOf } from '../../db/repositories/messages-contacts.ts';
import { candidateUnreadCount } from '../../db/repositories/messages-read.ts';
import { findBySenderKey, insertMessage } from '../../db/repositories/messages-send.ts';
import type { EventBus } from '../events.ts';
import type { LiveHub } from '../live/hub.ts';
import type { UploadRule } from '../storage/file-types.ts';
import { UPLOAD_RULES } from '../storage/file-types.ts';
import type { Storage } from '../storage/index.ts';
import { type StoredUpload, safeName } from '../storage/uploads.ts';
import { messageDto } from './dto.ts';

export interface MessageDeps {
  db: Db;
  storage: Storage;
  live: LiveHub;
  /** Told when the message wrote a notification, so it is delivered at once. */
  events?: EventBus;
}

/** Spec 5: png, jpg, jpeg, pdf, doc and docx, up to 10 MB, recognised by their bytes. */
export const MESSAGE_FILE_RULE: UploadRule = UPLOAD_RULES.CANDIDATE_OFFER;
/** The file category attachments are kept under: the one whose rule is the messages' rule. */
const FILE_CATEGORY = 'CANDIDATE_OFFER' as const;

export interface OutgoingMessage {
  candidateId: number;
  enterpriseId: number;
  byEnterprise: boolean;
  /** Plain text; for a file, an optional caption. */
  text: string;
  upload?: StoredUpload | null;
  /** Who at the enterprise writes (enterprise messages only). */
  senderName?: string | null;
  senderTitle?: string | null;
  idempotencyKey?: string | null;
  /** False for history being loaded (demo data): no notification is written. */
  notify?: boolean;
  now?: Date;
}

export type SendOutcome =
  | { ok: true; message: MessageDto; replayed: boolean }
  | { ok: false; status: 400 | 404; message: string };

export const SEND_ERRORS = {
  empty: 'Type a message or attach a file.',
} as const;

const linkOf = (candidateId: number, enterpriseId: number) =>
  `/candidate/message-list?candidateId=${candidateId}&enterpriseId=${enterpriseId}`;

/** Tells the candidate's open tabs about a message and the unread count it leaves. */
export async function publishMessage(deps: MessageDeps, message: MessageDto) {
  deps.live.publish(message.candidateId, { type: 'message', data: message });
  deps.live.publish(message.candidateId, {
    type: 'counts',
    data: { messages: await candidateUnreadCount(deps.db, message.candidateId) },
  });
}

/**
 * Sends a message between a candidate and an enterprise the candidate applied to (anyone else is
 * not found). A retry with the same Idempotency-Key gets the first message back and stores
 * nothing. A message to the candidate writes their notification in the same transaction; after
 * the commit it is pushed to their open tabs and the notification is delivered.
 */
export async function sendMessage(deps: MessageDeps, input: OutgoingMessage): Promise<SendOutcome> {
  const { db, storage } = deps;
  const upload = input.upload ?? null;
  const discard = async () => {
    if (upload) await storage.delete(upload.key);
  };
  const sender = {
    byEnterprise: input.byEnterprise,
    id: input.byEnterprise ? input.enterpriseId : input.candidateId,
  };
  const replay = async () => {
    if (!input.idempotencyKey) return undefined;
    const first = await findBySenderKey(db, sender, input.idempotencyKey);
    return first && { ok: true as const, message: messageDto(storage, first), replayed: true };
  };

  const [contact] = await contactsOf(db, input.candidateId, input.enterpriseId);
  if (!contact) {
    await discard();
    return { ok: false, status: 404, message: 'The requested resource was not found.' };
  }
  const text = input.text.trim();
  if (!upload && !text) return { ok: false, status: 400, message: SEND_ERRORS.empty };
  const earlier = await replay();
  if (earlier) {
    await discard();
    return earlier;
  }

  const now = (input.now ?? new Date()).toISOString();
  const fileName = upload ? safeName(upload.clientName, upload.type.ext, 'attachment') : null;
  const notify = input.byEnterprise && input.notify !== false;
  let row: Awaited<ReturnType<typeof insertMessage>>;
  try {
    row = await insertMessage(
      db,
      {
        candidate_id: input.candidateId,
        enterprise_id: input.enterpriseId,
        by_enterprise: input.byEnterprise ? 1 : 0,
        message_type: upload ? 'FILE' : 'TEXT',
        text: text || fileName || '',
        sender_name: input.byEnterprise ? (input.senderName?.trim() ?? null) || null : null,
        sender_title: input.byEnterprise ? (input.senderTitle?.trim() ?? null) || null : null,
        idempotency_key: input.idempotencyKey ?? null,
        created_at: now,
      },
      {
        file:
          upload && fileName
            ? {
                candidate_id: input.candidateId,
                category: FILE_CATEGORY,
                storage_key: upload.key,
                original_name: fileName,
                content_type: upload.type.mime,
                size_bytes: upload.size,
                created_at: now,
              }
            : undefined,
        notification: notify
          ? () => ({
              candidate_id: input.candidateId,
              enterprise_id: input.enterpriseId,
              kind: 'message:new',
              text: `New message from ${input.senderName?.trim() || contact.establishment_name}: ${previewOf(text || fileName || '')}`,
              call_to_action_url: linkOf(input.candidateId, input.enterpriseId),
              created_at: now,
            })
          : undefined,
      },
    );
  } catch (error) {
    await discard();
    // Two retries racing: the one that lost the unique key answers with the winner's message.
    const raced = await replay();
    if (raced) return raced;
    throw error;
  }

  const message = messageDto(storage, row);
  if (input.notify !== false) {
    await publishMessage(deps, message);
    if (notify) await deps.events?.emit('outboxWritten');
  }
  return { ok: true, message, replayed: false };
}
