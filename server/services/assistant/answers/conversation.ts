import { partOfDay } from '../greeting.ts';
import { subjectWords } from '../job-request.ts';
import { type Action, intentItem, link, message, option, type Reply } from '../reply.ts';
import type { Asker } from './context.ts';

const starters = (asker: Asker): Action[] =>
  asker.candidateId
    ? [
        option('What jobs fit my skills?'),
        option('Where are my applications?'),
        option('Remote jobs'),
        option('How do I apply for a job?'),
      ]
    : [
        option('Remote jobs'),
        option('How do I apply for a job?'),
        option('How do I create a profile?'),
      ];

/** The opening message: a greeting for the time of day and what the assistant can do. */
export function welcome(asker: Asker, now: Date, timeZone?: string): Reply {
  const name = asker.firstName ? `, ${asker.firstName}` : '';
  return {
    answer: [
      message(`Good ${partOfDay(now, timeZone)}${name}! I'm the Worklane assistant.`),
      message(
        'I can find jobs for you, take you to any part of your profile, show your applications and answer questions about Worklane. What can I help you with?',
      ),
    ],
    actions: starters(asker),
  };
}

export function greet(asker: Asker, now: Date, timeZone?: string): Reply {
  const name = asker.firstName ? `, ${asker.firstName}` : '';
  return {
    answer: [message(`Good ${partOfDay(now, timeZone)}${name}! What can I help you with?`)],
    actions: starters(asker),
  };
}

export const thanks = (): Reply => ({
  answer: [message("You're welcome! Is there anything else I can help you with?")],
  actions: [],
});

export const goodbye = (): Reply => ({
  answer: [
    message(
      'Goodbye, and good luck with your search! You can close the chat, or ask me anything else.',
    ),
  ],
  actions: [],
});

/** A polite hand-off: where people at Worklane and at employers read what the asker writes. */
export function handOff(asker: Asker): Reply {
  const actions: Action[] = asker.candidateId ? [link('/candidate/message-list', 'Messages')] : [];
  return {
    answer: [
      message(
        "I'm the Worklane assistant, so I can't pass this chat to a person, but people are easy to reach. To reach the Worklane team, choose Feedback in the top bar and write to us: the team reads every message. For a question about a job or an application, message the employer directly in Messages.",
      ),
    ],
    actions,
  };
}

/** The end of a conversation (close_chat…): the widget offers 'Start Over' and 'Continue Chat'. */
export function closed(rating: 'up' | 'down' | null): Reply {
  const text =
    rating === 'up'
      ? "Thank you for your feedback, I'm glad I could help. Have a great day!"
      : rating === 'down'
        ? "Thank you for your feedback. I'm sorry I couldn't help more; the Worklane team reads the Feedback form if you'd like to tell us more."
        : 'Thank you for chatting with the Worklane assistant. Have a great day!';
  return { answer: [message(text), intentItem('close_chat')], actions: [] };
}

/**
 * What the assistant says to a question it did not understand; a few words it did not know may
 * still be a kind of work, so it offers to search jobs for them.
 */
export function notUnderstood(asker: Asker, question = ''): Reply {
  const words = subjectWords(question).join(' ');
  const search =
    words && question.trim().split(/\s+/).length <= 3
      ? [option(`${words} jobs`, `Search jobs for "${words}"`)]
      : [];
  return {
    answer: [
      message(
        "I'm sorry, I didn't understand that. I can help you find jobs, update your profile, follow your applications and answer questions about using Worklane.",
      ),
      { caption: '', text: 'Try one of these, or ask in other words:', type: 'follow-up' },
    ],
    actions: [
      ...search,
      ...starters(asker),
      link(asker.candidateId ? '/candidate/find-jobs' : '/job-list', 'Find Jobs'),
    ],
  };
}
