import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/**
 * A local SMTP server that keeps what it receives; `refuse` may turn a delivery attempt (counted
 * from 1) down: `true` with a temporary error (451), a number with that reply code.
 */
export async function smtpPeer(refuse: (attempt: number) => boolean | number = () => false) {
  const received: ReceivedMail[] = [];
  let attempts = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream: SMTPServerDataStream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        attempts++;
        const refusal = refuse(attempts);
        if (refusal !== false) {
          const code = refusal === true ? 451 : refusal;
          const error = new Error(code < 500 ? 'Try again later' : 'No such mailbox');
          return callback(Object.assign(error, { responseCode: code }));
        }
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    attempts: () => attempts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The readable text of a quoted-printable message, its UTF-8 bytes decoded. */
export const readable = (raw: string) =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      ),
    'latin1',
  ).toString('utf8');
