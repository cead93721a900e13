import { describe, expect, it } from 'vitest';
import { chatTimestamp, showsTimestamp } from '../../src/lib/chat-time.ts';

// Wednesday 12 March 2025, 15:30 local time.
const now = new Date(2025, 2, 12, 15, 30).getTime();
const at = (day: number, hour: number, minute: number, second = 0) =>
  new Date(2025, 2, day, hour, minute, second).getTime();

describe('chat timestamps', () => {
  it("shows today's messages with their time only", () => {
    expect(chatTimestamp(at(12, 9, 5), now)).toBe('09:05 AM');
    expect(chatTimestamp(at(12, 0, 0), now)).toBe('12:00 AM');
    expect(chatTimestamp(at(12, 15, 29), now)).toBe('03:29 PM');
  });

  it("shows yesterday's messages as Yesterday with the time", () => {
    expect(chatTimestamp(at(11, 23, 59), now)).toBe('Yesterday 11:59 PM');
    expect(chatTimestamp(at(11, 0, 0), now)).toBe('Yesterday 12:00 AM');
  });

  it('shows messages of the last week by weekday', () => {
    expect(chatTimestamp(at(10, 8, 15), now)).toBe('Monday 08:15 AM');
    expect(chatTimestamp(at(6, 18, 0), now)).toBe('Thursday 06:00 PM');
  });

  it('shows older messages with month and day', () => {
    expect(chatTimestamp(at(5, 18, 0), now)).toBe('Mar 05, 06:00 PM');
    expect(chatTimestamp(new Date(2024, 11, 24, 7, 3).getTime(), now)).toBe('Dec 24, 07:03 AM');
  });

  it('turns today into yesterday once the day has passed', () => {
    const message = at(12, 22, 10);
    expect(chatTimestamp(message, now)).toBe('10:10 PM');
    expect(chatTimestamp(message, at(13, 0, 5))).toBe('Yesterday 10:10 PM');
  });
});

describe('timestamp grouping', () => {
  const user = (time: number) => ({ user: true, time });
  const bot = (time: number) => ({ user: false, time });

  it("4.5: groups the user's message sent within the same minute as their previous one", () => {
    const list = [bot(at(12, 9, 0, 5)), user(at(12, 9, 1, 2)), user(at(12, 9, 1, 50))];
    expect(list.map((_, i) => showsTimestamp(list, i))).toEqual([true, true, false]);
  });

  it("4.5: never groups the assistant's answers, even within the same minute", () => {
    const list = [user(at(12, 9, 1, 2)), bot(at(12, 9, 1, 3)), bot(at(12, 9, 1, 4))];
    expect(list.map((_, i) => showsTimestamp(list, i))).toEqual([true, true, true]);
  });

  it('4.5: shows the time again in a new minute or when the other side speaks', () => {
    const list = [
      user(at(12, 9, 1, 58)),
      user(at(12, 9, 2, 1)),
      bot(at(12, 9, 2, 2)),
      bot(at(12, 9, 2, 2)),
      user(at(12, 9, 2, 30)),
    ];
    expect(list.map((_, i) => showsTimestamp(list, i))).toEqual([true, true, true, true, true]);
  });
});
