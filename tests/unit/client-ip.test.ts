import { describe, expect, it } from 'vitest';
import { trustedAddress } from '../../server/middleware/client-ip.ts';

describe("the client's address", () => {
  it('is the socket address when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(trustedAddress('127.0.0.1', '203.0.113.9', 0)).toBe('127.0.0.1');
    expect(trustedAddress(null, '203.0.113.9', 0)).toBeNull();
  });

  it('is the entry the given number of hops from the right behind trusted proxies', () => {
    expect(trustedAddress('10.1.1.1', '192.0.2.1, 203.0.113.9', 1)).toBe('203.0.113.9');
    expect(trustedAddress('10.1.1.1', '192.0.2.1, 203.0.113.9, 198.51.100.4', 2)).toBe(
      '203.0.113.9',
    );
    expect(trustedAddress('10.1.1.1', '2001:db8::1', 1)).toBe('2001:db8::1');
  });

  it('falls back to the socket when the header is missing, too short or not an address there', () => {
    expect(trustedAddress('10.1.1.1', undefined, 1)).toBe('10.1.1.1');
    expect(trustedAddress('10.1.1.1', '203.0.113.9', 2)).toBe('10.1.1.1');
    expect(trustedAddress('10.1.1.1', '192.0.2.1, not-an-address', 1)).toBe('10.1.1.1');
  });
});
