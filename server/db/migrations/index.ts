import type { Migration, MigrationProvider } from 'kysely';
import { catalogue } from './0001-catalogue.ts';
import { candidates } from './0002-candidates.ts';
import { identityStorage } from './0003-identity.ts';
import { candidateSkills } from './0004-candidate-skills.ts';
import { talentPools } from './0005-talent-pools.ts';
import { search } from './0006-search.ts';
import { applications } from './0007-applications.ts';
import { enterpriseApi } from './0008-enterprise-api.ts';
import { bookmarks } from './0009-bookmarks.ts';
import { applicationTimeline } from './0010-application-timeline.ts';
import { savedSearches } from './0011-saved-searches.ts';

import { profile } from './0012-profile.ts';
import { feedback } from './0013-feedback.ts';
import { notifications } from './0014-notifications.ts';
import { messages } from './0015-messages.ts';
import { assistant } from './0016-assistant.ts';
import { candidateReviews } from './0017-candidate-reviews.ts';
import { rateLimits } from './0018-rate-limits.ts';
import { liveEvents } from './0019-live-events.ts';
import { applyIdempotency } from './0020-apply-idempotency.ts';
import { openJobSearchVectors } from './0021-open-job-search-vectors.ts';
import { notificationMails } from './0022-notification-mails.ts';
import { pendingEmail } from './0024-pending-email.ts';
import { searchEngine } from './0025-search-engine.ts';
import { workStyle } from './0026-work-style.ts';
import { credentials } from './0027-credentials.ts';
import { openJobsIndex } from './0030-open-jobs-index.ts';
import { phrasePairs } from './0031-phrase-pairs.ts';
import { ownWordTerms } from './0032-own-word-terms.ts';
import { ownWordsAndIdBlocks } from './0033-own-words-and-id-blocks.ts';
import { openJobsByTitle } from './0034-open-jobs-by-title.ts';
import { openJobsByTitleNewest } from './0035-open-jobs-by-title-newest.ts';
import { phraseTriples } from './0036-phrase-triples.ts';
import { titleTerms } from './0037-title-terms.ts';
import { ownWordsFts } from './0038-own-words-fts.ts';
import { rankedJobColumns } from './0039-ranked-job-columns.ts';
import { symbolWords } from './0040-symbol-words.ts';
import { plainSearchVectors } from './0041-plain-search-vectors.ts';
import { wordIndexHalves } from './0042-word-index-halves.ts';
import { facetsInBlocks } from './0043-facets-in-blocks.ts';
/** Every migration, in order. Names are numbered; a new one is appended, never inserted. */
export const migrations: Record<string, Migration> = {
  '0001-catalogue': catalogue,
  '0002-candidates': candidates,
  '0003-identity': identityStorage,
  '0004-candidate-skills': candidateSkills,
  '0005-talent-pools': talentPools,
  '0006-search': search,
  '0007-applications': applications,
  '0008-enterprise-api': enterpriseApi,
  '0009-bookmarks': bookmarks,
  '0010-application-timeline': applicationTimeline,
  '0011-saved-searches': savedSearches,
  '0012-profile': profile,
  '0013-feedback': feedback,
  '0014-notifications': notifications,
  '0015-messages': messages,
  '0016-assistant': assistant,
  '0017-candidate-reviews': candidateReviews,
  '0018-rate-limits': rateLimits,
  '0019-live-events': liveEvents,
  '0020-apply-idempotency': applyIdempotency,
  '0021-open-job-search-vectors': openJobSearchVectors,
  '0022-notification-mails': notificationMails,
  '0024-pending-email': pendingEmail,
  '0025-search-engine': searchEngine,
  '0026-work-style': workStyle,
  '0027-credentials': credentials,
  '0030-open-jobs-index': openJobsIndex,
  '0031-phrase-pairs': phrasePairs,
  '0032-own-word-terms': ownWordTerms,
  '0033-own-words-and-id-blocks': ownWordsAndIdBlocks,
  '0034-open-jobs-by-title': openJobsByTitle,
  '0035-open-jobs-by-title-newest': openJobsByTitleNewest,
  '0036-phrase-triples': phraseTriples,
  '0037-title-terms': titleTerms,
  '0038-own-words-fts': ownWordsFts,
  '0039-ranked-job-columns': rankedJobColumns,
  '0040-symbol-words': symbolWords,
  '0041-plain-search-vectors': plainSearchVectors,
  '0042-word-index-halves': wordIndexHalves,
  '0043-facets-in-blocks': facetsInBlocks,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
