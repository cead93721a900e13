import { jobCardApplyHref } from '../../lib/chat-links.ts';
import type { ChatJobCard } from '../../lib/chat-messages.ts';
import { EMPLOYMENT_TYPES } from '../../shared/code-tables.ts';

const typeLabel = (code: string) =>
  (EMPLOYMENT_TYPES as Record<string, string | undefined>)[code] ?? code;

/** Spec 9: the first job type, and '+N more' for the rest. */
export function jobTypeSummary(types: readonly string[]): string {
  const [first, ...rest] = types;
  if (!first) return '';
  return rest.length ? `${typeLabel(first)} +${rest.length} more` : typeLabel(first);
}

/** Job cards of an answer (spec 3, 9), each with Apply. */
export function JobCards({ cards, signedIn }: { cards: ChatJobCard[]; signedIn: boolean }) {
  return (
    <ul className="m-0 flex w-full list-none flex-col gap-2 p-0" aria-label="Jobs">
      {cards.map((card) => {
        const place = [card.city, card.state, card.country].filter(Boolean).join(', ');
        const types = jobTypeSummary(card.jobType);
        return (
          <li key={card.id}>
            <article
              aria-labelledby={`chat-job-${card.id}`}
              className="flex flex-col gap-1 rounded-xl border border-line bg-white p-3 text-sm"
            >
              <h3 id={`chat-job-${card.id}`} className="m-0 text-base font-semibold">
                {card.jobTitle}
              </h3>
              {card.establishmentName && (
                <p className="m-0 text-ink-muted">{card.establishmentName}</p>
              )}
              {place && <p className="m-0 text-ink-muted">{place}</p>}
              {types && (
                <p className="m-0">
                  <span className="rounded-full bg-brand-light px-2 py-0.5 text-xs font-semibold text-brand-dark">
                    {types}
                  </span>
                </p>
              )}
              <div className="mt-1 flex gap-2">
                <a
                  className="btn-primary min-h-9 px-3 py-1 text-sm"
                  href={jobCardApplyHref(card, signedIn)}
                  aria-label={`Apply for ${card.jobTitle}`}
                >
                  Apply
                </a>
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
