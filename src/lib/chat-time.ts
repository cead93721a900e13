import dayjs from 'dayjs';

/** How often the shown timestamps are recomputed (spec 9). */
export const TIMESTAMP_REFRESH_MS = 3_600_000;

/**
 * A chat timestamp (spec 4.5): today 'hh:mm A', yesterday 'Yesterday hh:mm A', within the last
 * week the weekday with its time, otherwise 'MMM DD, hh:mm A'.
 */
export function chatTimestamp(time: number, now: number = Date.now()): string {
  const at = dayjs(time);
  const today = dayjs(now).startOf('day');
  if (!at.isBefore(today)) return at.format('hh:mm A');
  if (!at.isBefore(today.subtract(1, 'day'))) return at.format('[Yesterday] hh:mm A');
  if (!at.isBefore(today.subtract(6, 'day'))) return at.format('dddd hh:mm A');
  return at.format('MMM DD, hh:mm A');
}

interface Timed {
  user: boolean;
  time: number;
}

/**
 * Whether a message shows its own timestamp (spec 4.5): a message the user sends within the same
 * minute as their previous one is grouped under that one's time. The assistant's answers always
 * show theirs.
 */
export function showsTimestamp(messages: readonly Timed[], index: number): boolean {
  const current = messages[index];
  const previous = messages[index - 1];
  if (!current || !previous) return true;
  if (!current.user || !previous.user) return true;
  return !dayjs(current.time).isSame(previous.time, 'minute');
}
