import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devMailRoutes } from '../../server/routes/system/dev-mail.ts';
import { createOutboxMailer } from '../../server/services/mail/outbox.ts';
import { createSmtpMailer } from '../../server/services/mail/smtp.ts';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'worklane-mail-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

const newOutbox = async (lines: string[] = []) =>
  createOutboxMailer(await mkdtemp(join(root, 'outbox-')), (line) => lines.push(line));

/** A local SMTP peer on a random port; `reply` settles each received message. */
async function smtpPeer(reply: (raw: string) => Error | null) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream: SMTPServerDataStream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => callback(reply(Buffer.concat(chunks).toString('utf8'))));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the outbox mailer', () => {
  it('writes one file per message, logs it and lists the newest first', async () => {
    const lines: string[] = [];
    const outbox = await newOutbox(lines);
    expect(await outbox.list()).toEqual([]);

    await outbox.send({ to: 'ada@example.com', subject: 'First', text: 'One' });
    await outbox.send({
      to: 'bob@example.com',
      subject: 'Second',
      text: 'Two',
      html: '<p>Two</p>',
    });

    const entries = await outbox.list();
    expect(entries.map((entry) => entry.subject)).toEqual(['Second', 'First']);
    expect(entries[0]).toMatchObject({
      to: 'bob@example.com',
      from: 'Worklane <no-reply@worklane.example>',
      text: 'Two',
      html: '<p>Two</p>',
    });
    expect(entries[1]?.html).toBeNull();
    for (const entry of entries) {
      expect(entry.id).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-[0-9a-f]{6}$/);
      expect(new Date(entry.sentAt).toISOString()).toBe(entry.sentAt);
    }
    expect(lines).toEqual([
      'mail to ada@example.com: First\n  One',
      'mail to bob@example.com: Second\n  Two',
    ]);
  });

  it('rejects a recipient that is not an address and stores nothing', async () => {
    const lines: string[] = [];
    const outbox = await newOutbox(lines);
    for (const to of ['not-an-address', '', 'ada@']) {
      await expect(outbox.send({ to, subject: 'Hi', text: 'Hello' })).rejects.toThrow(
        /Invalid recipient/,
      );
    }
    expect(await outbox.list()).toEqual([]);
    expect(lines).toEqual([]);
  });

  it('keeps one copy of a message sent again with the same Message-ID', async () => {
    const lines: string[] = [];
    const outbox = await newOutbox(lines);
    const message = {
      to: 'ada@example.com',
      subject: 'You have a new message',
      text: 'Acme wrote.',
      messageId: '<notification-7@worklane.example>',
    };
    await outbox.send(message);
    await outbox.send(message);
    await outbox.send({ ...message, messageId: '<notification-8@worklane.example>' });

    const entries = await outbox.list();
    expect(entries.map((entry) => entry.messageId)).toEqual([
      '<notification-8@worklane.example>',
      '<notification-7@worklane.example>',
    ]);
    expect(lines).toHaveLength(2);
  });
});

describe('the SMTP mailer', () => {
  it('delivers a message to the SMTP server', async () => {
    const received: string[] = [];
    const peer = await smtpPeer((raw) => {
      received.push(raw);
      return null;
    });
    const mailer = createSmtpMailer(peer.url);
    try {
      await mailer.send({ to: 'ada@example.com', subject: 'Welcome aboard', text: 'Hello Ada' });
    } finally {
      await mailer.close?.();
      await peer.close();
    }
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('Subject: Welcome aboard');
    expect(received[0]).toContain('Hello Ada');
    expect(received[0]).toContain('From: Worklane <no-reply@worklane.example>');
  });

  it('retries a refused send three times, then rejects with the last error', async () => {
    let attempts = 0;
    const peer = await smtpPeer(() => {
      attempts++;
      return Object.assign(new Error('Try again later'), { responseCode: 451 });
    });
    const mailer = createSmtpMailer(peer.url, { retryDelays: [0, 0, 0] });
    try {
      await expect(
        mailer.send({ to: 'ada@example.com', subject: 'Welcome', text: 'Hello' }),
      ).rejects.toMatchObject({ responseCode: 451 });
    } finally {
      await mailer.close?.();
      await peer.close();
    }
    expect(attempts).toBe(4);
  });
  it('does not retry a permanent refusal', async () => {
    let attempts = 0;
    const peer = await smtpPeer(() => {
      attempts++;
      return Object.assign(new Error('No such mailbox'), { responseCode: 550 });
    });
    const mailer = createSmtpMailer(peer.url, { retryDelays: [0, 0, 0] });
    try {
      await expect(
        mailer.send({ to: 'ada@example.com', subject: 'Welcome', text: 'Hello' }),
      ).rejects.toMatchObject({ responseCode: 550 });
    } finally {
      await mailer.close?.();
      await peer.close();
    }
    expect(attempts).toBe(1);
  });
});

describe('the developer mailbox page', () => {
  it('says so when there is no mail', async () => {
    const res = await devMailRoutes(await newOutbox()).request('/');
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('<title>Developer mailbox</title>');
    expect(page).toContain('No mail yet.');
  });

  it('lists each message with every value escaped', async () => {
    const outbox = await newOutbox();
    await outbox.send({ to: 'ada@example.com', subject: 'Your <b>offer</b>', text: 'a < b & c' });
    const res = await devMailRoutes(outbox).request('/');
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await res.text();
    const [entry] = await outbox.list();
    expect(page).toContain('<main>');
    expect(page).toContain('<h2>Your &lt;b&gt;offer&lt;/b&gt;</h2>');
    expect(page).not.toContain('<b>');
    expect(page).toContain('<pre>a &lt; b &amp; c</pre>');
    expect(page).toContain(`<time datetime="${entry?.sentAt}">`);
    expect(page).not.toContain('No mail yet.');
  });
});
