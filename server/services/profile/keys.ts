import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/connect.ts';
import { setPublicKey } from '../../db/repositories/profile.ts';

/** A public-profile key: 144 random bits, base64url (24 characters). */
export const newPublicKey = () => randomBytes(18).toString('base64url');

/** Gives the candidate a new public-profile key; the previous link stops working. */
export async function renewPublicKey(db: Db, candidateId: number) {
  const publicKey = newPublicKey();
  await setPublicKey(db, candidateId, publicKey, new Date().toISOString());
  return publicKey;
}

/** A referral code: 80 random bits in base32 without look-alike letters (16 characters). */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function newReferralCode() {
  const bytes = randomBytes(10);
  let bits = 0;
  let value = 0;
  let code = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      code += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return code;
}

/** What a public key or referral code from a URL may look like before it is looked up. */
export const PUBLIC_KEY_PATTERN = /^[\w-]{16,64}$/;
export const REFERRAL_CODE_PATTERN = /^[A-Z2-9]{8,32}$/;
