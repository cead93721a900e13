/** The error screen (spec 2.4): an image, 'Something went wrong' and 'Back to Home Page'. */
export function ErrorScreen({ signedIn }: { signedIn: boolean }) {
  return (
    <section aria-labelledby="error-title" className="mx-auto max-w-xl px-4 py-16 text-center">
      <svg aria-hidden="true" viewBox="0 0 120 80" width="160" height="107" className="mx-auto">
        <rect
          x="10"
          y="10"
          width="100"
          height="60"
          rx="8"
          fill="#f1edfc"
          stroke="#4f2bb0"
          strokeWidth="3"
        />
        <path
          d="M45 35l10 10M55 35L45 45M65 35l10 10M75 35L65 45"
          stroke="#4f2bb0"
          strokeWidth="3"
          strokeLinecap="round"
        />
        <path
          d="M45 58q15-8 30 0"
          fill="none"
          stroke="#4f2bb0"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      <h1 id="error-title" className="mt-6 text-3xl font-bold">
        Something went wrong
      </h1>
      <p className="mt-8">
        <a className="btn-primary" href={signedIn ? '/candidate/dashboard' : '/'}>
          Back to Home Page
        </a>
      </p>
    </section>
  );
}
