import type { CareerPath as CareerPathDto } from '../../shared/dto/career.ts';
import { useRenderedOrFetched } from '../data/use-rendered-or-fetched.ts';
import { withErrorBoundary } from '../error/ErrorBoundary.tsx';

const percent = (share: number) => `${Math.round(share * 100)}%`;
const jobs = (count: number) =>
  `${count.toLocaleString('en-US')} open job${count === 1 ? '' : 's'}`;

function Role({ role }: { role: CareerPathDto['nextRoles'][number] }) {
  const headingId = `role-${role.title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-line p-5"
    >
      <h3 id={headingId} className="text-xl font-bold">
        {role.title}
      </h3>
      <p className="text-ink-muted">{jobs(role.openJobs)}</p>
      <h4 className="font-semibold">Skills to learn</h4>
      {role.skillsGap.length === 0 ? (
        <p className="text-ink-muted">
          You already have the skills open jobs for this role ask for most.
        </p>
      ) : (
        <ul aria-label={`Skills to learn for ${role.title}`} className="flex flex-col gap-2">
          {role.skillsGap.map((skill) => (
            <li key={skill.id} className="flex flex-col gap-1">
              <span className="flex justify-between gap-2">
                <span>{skill.name}</span>
                <span className="text-ink-muted">
                  {role.openJobs > 0
                    ? `asked for by ${percent(skill.share)} of open jobs`
                    : 'usual for this role'}
                </span>
              </span>
              <span aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-surface-alt">
                <span
                  className="block h-full rounded-full bg-brand"
                  style={{ width: percent(skill.share) }}
                />
              </span>
            </li>
          ))}
        </ul>
      )}
      <a className="btn-secondary mt-auto self-start" href={role.searchUrl}>
        Search {role.title} jobs
      </a>
    </article>
  );
}

/**
 * The virtual coach: for the candidate's current title, or one they type, the roles people move
 * to next, how many are open, and the skills each asks for that the candidate does not have yet.
 * The page renders them when it can (`initial`); otherwise they are fetched.
 */
function CareerPath({ title, initial = null }: { title: string; initial?: CareerPathDto | null }) {
  const query = title ? `?${new URLSearchParams({ title })}` : '';
  const { data, failed } = useRenderedOrFetched(initial, `candidates/career${query}`);

  if (failed) return <p>Your career path could not be loaded. Reload the page to try again.</p>;
  if (!data) return <p aria-busy="true">Loading your career path…</p>;
  if (!data.currentTitle)
    return (
      <p className="rounded-xl border border-line bg-surface-alt p-6 text-ink-muted">
        Add a job title to your profile, or type one above, to see where it can lead.{' '}
        <a className="underline" href="/candidate/edit-profile#personal">
          Edit your profile
        </a>
      </p>
    );
  return (
    <section aria-labelledby="next-roles-title" className="flex flex-col gap-4">
      <h2 id="next-roles-title" className="text-2xl font-bold">
        Next roles from {data.currentTitle}
      </h2>
      {data.nextRoles.length === 0 ? (
        <p className="rounded-xl border border-line bg-surface-alt p-6 text-ink-muted">
          We don't know the roles that usually follow {data.currentTitle} yet. Try another title.
        </p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {data.nextRoles.map((role) => (
            <li key={role.title} className="flex">
              <Role role={role} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default withErrorBoundary(CareerPath, true);
