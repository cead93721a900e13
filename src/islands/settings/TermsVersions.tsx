import { useStore } from '@nanostores/react';
import type { ConsentedVersionsDto } from '../../shared/dto/settings.ts';
import { api } from '../../stores/api.ts';
import { $saving, runSaving } from '../../stores/settings.ts';
import { useRenderedOrFetched } from '../data/use-rendered-or-fetched.ts';
import { withErrorBoundary } from '../error/ErrorBoundary.tsx';

const DOCUMENTS = [
  { key: 'termsOfUse', label: 'Terms of use', href: '/termsofuse', latest: 'isTermsOfUseLatest' },
  { key: 'privacy', label: 'Privacy policy', href: '/privacypolicy', latest: 'isPrivacyLatest' },
  { key: 'secrecy', label: 'Confidentiality terms', href: null, latest: 'isSecrecyLatest' },
] as const;

/**
 * The versions of the terms the candidate accepted, and accepting the latest (spec 7.1). The page
 * renders them when it can (`initial`); otherwise they are fetched.
 */
function TermsVersions({ initial = null }: { initial?: ConsentedVersionsDto | null }) {
  const busy = useStore($saving).terms ?? false;
  const {
    data: versions,
    setData: setVersions,
    failed,
  } = useRenderedOrFetched(initial, 'candidates/consented/versions', true);

  if (failed) return <p>Your accepted terms could not be loaded. Reload the page to try again.</p>;
  if (!versions) return <p aria-busy="true">Loading your accepted terms…</p>;
  const allLatest = DOCUMENTS.every((doc) => versions[doc.latest]);
  const accept = async () => {
    const saved = await runSaving(
      'terms',
      () => api.put('candidates//consented/versions', versions.current).then(() => true),
      'Thank you. You accepted the latest terms.',
    );
    if (saved)
      setVersions({
        ...versions,
        accepted: versions.current,
        isTermsOfUseLatest: true,
        isPrivacyLatest: true,
        isSecrecyLatest: true,
      });
  };

  return (
    <div className="flex flex-col items-start gap-4">
      <ul className="flex w-full flex-col gap-2">
        {DOCUMENTS.map((doc) => (
          <li key={doc.key} className="flex flex-wrap justify-between gap-2">
            <span>
              {doc.href ? (
                <a
                  href={doc.href}
                  target="_blank"
                  rel="noopener"
                  className="focus-ring text-brand-dark underline"
                >
                  {doc.label}
                  <span className="sr-only"> (opens in a new window)</span>
                </a>
              ) : (
                doc.label
              )}
            </span>
            <span className={versions[doc.latest] ? 'text-success' : 'text-danger'}>
              {versions[doc.latest]
                ? `Accepted version ${versions.current[doc.key] ?? ''}`
                : `Version ${versions.current[doc.key] ?? ''} not accepted yet`}
            </span>
          </li>
        ))}
      </ul>
      {!allLatest && (
        <button type="button" className="btn-primary" disabled={busy} onClick={() => void accept()}>
          Accept the latest terms
        </button>
      )}
    </div>
  );
}

export default withErrorBoundary(TermsVersions, true);
