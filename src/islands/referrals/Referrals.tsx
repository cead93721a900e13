import dayjs from 'dayjs';
import { copyLink, shareLink } from '../../lib/share-link.ts';
import type { ReferralsDto } from '../../shared/dto/profile.ts';
import { showToast } from '../../stores/toasts.ts';
import { useRenderedOrFetched } from '../data/use-rendered-or-fetched.ts';
import { withErrorBoundary } from '../error/ErrorBoundary.tsx';

/**
 * The candidate's personal referral link with Copy and Share, and who joined through it. The page
 * renders them when it can (`initial`); otherwise they are fetched.
 */
function Referrals({ brand, initial = null }: { brand: string; initial?: ReferralsDto | null }) {
  const { data, failed } = useRenderedOrFetched(initial, 'candidates/referrals');

  if (failed) return <p>Your referral link could not be loaded. Reload the page to try again.</p>;
  if (!data) return <p aria-busy="true">Loading your referral link…</p>;
  const told = (outcome: string) => {
    if (outcome === 'copied') showToast('Link copied.', 'success');
    if (outcome === 'failed') showToast(`Copy this link: ${data.link}`);
  };

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="link-title" className="rounded-xl border border-line p-6">
        <h2 id="link-title" className="text-xl font-bold">
          Your referral link
        </h2>
        <p className="mt-1 text-ink-muted">
          People who sign up with this link are counted as referred by you.
        </p>
        <p className="mt-4 break-all rounded-lg bg-surface-alt p-3 font-mono text-sm">
          <a href={data.link} className="focus-ring text-brand-dark underline">
            {data.link}
          </a>
        </p>
        <p className="mt-4 flex flex-wrap gap-3">
          <button
            type="button"
            className="btn-primary"
            onClick={() => void copyLink(data.link).then(told)}
          >
            Copy link
          </button>
          <button
            type="button"
            className="btn-secondary"
            onClick={() => void shareLink(`Join me on ${brand}`, data.link).then(told)}
          >
            Share
          </button>
        </p>
      </section>
      <section aria-labelledby="joined-title" className="rounded-xl border border-line p-6">
        <h2 id="joined-title" className="text-xl font-bold">
          People who joined
        </h2>
        {data.referred.length === 0 ? (
          <p className="mt-3 text-ink-muted">
            No one has joined with your link yet. Share it with people you have worked with.
          </p>
        ) : (
          <ul className="mt-3 flex flex-col gap-2">
            {data.referred.map((person) => (
              <li
                key={`${person.firstName}-${person.lastInitial}-${person.joinedAt}`}
                className="flex justify-between gap-3"
              >
                <span className="font-semibold">
                  {person.firstName} {person.lastInitial}.
                </span>
                <span className="text-ink-muted">
                  Joined{' '}
                  <time dateTime={person.joinedAt}>
                    {/* The day in UTC: the same wherever the page is rendered or read. */}
                    {dayjs(person.joinedAt.slice(0, 10)).format('MMM DD, YYYY')}
                  </time>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

export default withErrorBoundary(Referrals, true);
