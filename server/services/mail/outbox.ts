import { randomBytes } from 'node:crypto';
import { access, mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { logLine } from '../log/logger.ts';
import { MAIL_FROM, type Mailer } from './mailer.ts';

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** One message as stored in the outbox folder. */
export interface OutboxEntry {
  /** The file name without `.json`. */
  id: string;
  /** The Message-ID the sender gave it, if any. */
  messageId: string | null;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string | null;
  /** ISO 8601. */
  sentAt: string;
}

interface ComposedMessage {
  subject?: string;
  text?: string;
  html?: string;
}

/**
 * Development mail: each message becomes one JSON file in `dir` instead of being delivered.
 * Messages are composed by nodemailer's JSON transport, so they are normalised the same way as
 * the SMTP ones. A message with a Message-ID is stored once: sending it again changes nothing.
 */
export function createOutboxMailer(
  dir: string,
  log: (line: string) => void = logLine('info'),
): Mailer & { list(): Promise<OutboxEntry[]> } {
  const transport = nodemailer.createTransport({ jsonTransport: true });
  // Strictly increasing within the process, so file names sort in the order of sending.
  let lastSentAt = 0;

  return {
    async send(message) {
      const info = await transport.sendMail({
        from: MAIL_FROM,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        messageId: message.messageId,
      });
      // The JSON transport accepts whatever the address parser makes of `to` (free text becomes
      // a display name with no address), so a recipient needs a local part and a domain here.
      const recipients = info.envelope.to;
      if (recipients.length === 0 || !recipients.every((to) => /^[^\s@]+@[^\s@]+$/.test(to))) {
        throw new Error(`Invalid recipient ${JSON.stringify(message.to)}`);
      }
      const composed = JSON.parse(info.message) as ComposedMessage;

      lastSentAt = Math.max(Date.now(), lastSentAt + 1);
      const sentAt = new Date(lastSentAt).toISOString();
      const id = message.messageId
        ? `message-${message.messageId.replace(/[^\w.-]+/g, '_')}`
        : `${sentAt.replaceAll(':', '-')}-${randomBytes(3).toString('hex')}`;
      const file = join(dir, `${id}.json`);
      if (message.messageId && (await exists(file))) return;
      const entry: OutboxEntry = {
        id,
        messageId: message.messageId ?? null,
        to: message.to,
        from: MAIL_FROM,
        subject: composed.subject ?? '',
        text: composed.text ?? '',
        html: composed.html ?? null,
        sentAt,
      };
      await mkdir(dir, { recursive: true });
      // Written aside and renamed, so list() never reads a half-written file.
      await writeFile(`${file}.tmp`, `${JSON.stringify(entry, null, 2)}\n`);
      await rename(`${file}.tmp`, file);
      // With no mail server, the log is where a person running Worklane reads codes and links.
      log(`mail to ${message.to}: ${message.subject}\n${entry.text.replace(/^/gm, '  ')}`);
    },

    /** Every stored message, newest first; none while the folder does not exist yet. */
    async list() {
      let names: string[];
      try {
        names = await readdir(dir);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
      const entries = await Promise.all(
        names
          .filter((name) => name.endsWith('.json'))
          .map(async (name) => JSON.parse(await readFile(join(dir, name), 'utf8')) as OutboxEntry),
      );
      return entries.sort((a, b) => b.sentAt.localeCompare(a.sentAt) || b.id.localeCompare(a.id));
    },
  };
}
