import type { ChatJobCard } from './chat-messages.ts';

const FIND_JOBS = /^\/candidate\/find-jobs\/?(?=[?#]|$)/;

/**
 * Where a chat link leads for this reader: a visitor's find-jobs link becomes the public job list
 * with the same query (spec 4.5). Only same-site paths are followed; anything else leads home.
 */
export function chatHref(href: string, signedIn: boolean): string {
  if (!href.startsWith('/') || href.startsWith('//')) return '/';
  return signedIn ? href : href.replace(FIND_JOBS, '/job-list');
}

/**
 * Where a job card's Apply leads (spec 9): the candidate's job details page when signed in, the
 * public job page for a visitor; either page carries the job's own Apply.
 */
export function jobCardApplyHref(card: Pick<ChatJobCard, 'id'>, signedIn: boolean) {
  const id = encodeURIComponent(String(card.id));
  return signedIn ? `/candidate/job-details/${id}` : `/job/${id}`;
}
