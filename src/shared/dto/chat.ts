import { z } from 'zod';

/** Longest chat message (spec 5, 9). */
export const CHAT_MAX_LENGTH = 250;
export const CHAT_LIMIT_MESSAGE = 'Maximum character limit is 250';

const optional = (max: number) => z.string().max(max).optional();

/** The chat request (spec 7.7), form-encoded. */
export const chatSchema = z.object({
  token: z.string({ error: 'token is required' }).max(256),
  user: optional(128),
  service: optional(64),
  ask: z.string({ error: 'ask is required' }).max(CHAT_MAX_LENGTH, CHAT_LIMIT_MESSAGE),
  env: optional(32),
  idToken: optional(8192),
  accessToken: optional(8192),
  /** The browser's IANA time zone, for the greeting. */
  timezone: optional(64),
});

/** Signing in from the chat's password box (spec 7.7). */
export const chatSignInSchema = z.object({
  username: z.string({ error: 'username is required' }).trim().min(1).max(254),
  password: z.string({ error: 'password is required' }).min(1).max(128),
});
