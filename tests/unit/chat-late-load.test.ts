import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MessageDto } from '../../src/shared/dto/message.ts';
import { $openChats, openChat, sendMessage } from '../../src/stores/messages.ts';

const contact = {
  candidateId: 7,
  enterpriseId: 3,
  name: 'Ada Hiring',
  title: null,
  company: 'Acme',
  avatar: null,
};

const message = (id: number, text: string, byEnterprise = false): MessageDto =>
  ({
    id,
    message: text,
    messageFrom: byEnterprise ? 3 : 7,
    messageTo: byEnterprise ? 7 : 3,
    messageType: 'TEXT',
    byEnterprise,
    enterpriseId: 3,
    candidateId: 7,
    timestamp: new Date(2026, 10, id).toISOString(),
    messageSignedUrl: null,
    fileName: null,
    readTimestamp: null,
  }) as MessageDto;

const answer = (payload: unknown) =>
  new Response(JSON.stringify({ responsePayload: payload }), {
    headers: { 'Content-Type': 'application/json' },
  });

afterEach(() => {
  vi.unstubAllGlobals();
  $openChats.set([]);
});

describe('a chat whose history arrives after a message was sent', () => {
  it('keeps the sent message below the history', async () => {
    let releaseHistory: (r: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) =>
        init.method === 'GET'
          ? new Promise<Response>((resolve) => {
              releaseHistory = resolve;
            })
          : Promise.resolve(answer(message(12, 'Sent before the history came'))),
      ),
    );
    openChat(contact);
    expect(await sendMessage(3, 'Sent before the history came')).toBe(true);
    releaseHistory(answer([message(10, 'Hello from Acme', true), message(11, 'Hi')]));
    await vi.waitFor(() => expect($openChats.get()[0]?.loaded).toBe(true));
    expect($openChats.get()[0]?.messages.map((m) => m.message)).toEqual([
      'Hello from Acme',
      'Hi',
      'Sent before the history came',
    ]);
  });
});
