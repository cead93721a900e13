import type { ApplicationEventsTable, JobScreeningQuestionsTable } from './application-events.ts';
import type { ApplicationsTable } from './applications.ts';
import type { AssistantConversationsTable, AssistantLlmCallsTable } from './assistant.ts';
import type { CandidateReviewsTable } from './candidate-reviews.ts';
import type { CandidateSkillsTable } from './candidate-skills.ts';
import type { CandidatesTable } from './candidates.ts';
import type {
  ApplicationCredentialsTable,
  CredentialRemindersTable,
  CredentialsTable,
  JobCredentialsTable,
  JobShiftsTable,
} from './credentials.ts';
import type { EnterpriseApiKeysTable, NotificationOutboxTable } from './enterprise-api.ts';
import type { EnterpriseDomainsTable } from './enterprise-domains.ts';
import type { EnterprisesTable } from './enterprises.ts';
import type { FeedbackTable } from './feedback.ts';
import type {
  AuthRequestsTable,
  OidcPayloadsTable,
  ServerSecretsTable,
  SigningKeysTable,
  VerificationCodesTable,
} from './identity.ts';
import type { CalendarTokensTable, InterviewsTable } from './interviews.ts';
import type { JobSkillsTable } from './job-skills.ts';
import type { JobTitlesTable } from './job-titles.ts';
import type { JobsTable } from './jobs.ts';
import type { LiveEventsTable } from './live-events.ts';
import type { ConversationClearsTable, MessagesTable } from './messages.ts';
import type { NotificationsTable } from './notifications.ts';
import type {
  ChecklistItemsTable,
  EducationDocumentsTable,
  EducationsTable,
  FilesTable,
  ProfileViewsTable,
  ResumesTable,
  WorkHistoryShowcasesTable,
  WorkHistoryTable,
} from './profile.ts';
import type { RateLimitsTable } from './rate-limits.ts';
import type { SavedSearchesTable } from './saved-searches.ts';
import type { SearchSuggestionsTable, SearchSuggestionTermsTable } from './search.ts';
import type { SessionsTable } from './sessions.ts';
import type { SkillsTable } from './skills.ts';
import type {
  TalentPoolCandidatesTable,
  TalentPoolInviteesTable,
  TalentPoolsTable,
} from './talent-pools.ts';
import type { WebVitalsTable } from './web-vitals.ts';
import type {
  AdjustmentRequestsTable,
  JobWorkFactsTable,
  WorkPassportSharesTable,
  WorkPassportsTable,
} from './work-style.ts';

export interface Database {
  enterprises: EnterprisesTable;
  enterprise_domains: EnterpriseDomainsTable;
  candidates: CandidatesTable;
  candidate_skills: CandidateSkillsTable;
  candidate_reviews: CandidateReviewsTable;
  skills: SkillsTable;
  job_titles: JobTitlesTable;
  jobs: JobsTable;
  job_skills: JobSkillsTable;
  sessions: SessionsTable;
  verification_codes: VerificationCodesTable;
  oidc_payloads: OidcPayloadsTable;
  signing_keys: SigningKeysTable;
  server_secrets: ServerSecretsTable;
  auth_requests: AuthRequestsTable;
  talent_pools: TalentPoolsTable;
  talent_pool_candidates: TalentPoolCandidatesTable;
  talent_pool_invitees: TalentPoolInviteesTable;
  search_suggestions: SearchSuggestionsTable;
  search_suggestion_terms: SearchSuggestionTermsTable;
  applications: ApplicationsTable;
  enterprise_api_keys: EnterpriseApiKeysTable;
  notification_outbox: NotificationOutboxTable;
  job_bookmarks: { candidate_id: number; job_id: number; created_at: string };
  application_events: ApplicationEventsTable;
  job_screening_questions: JobScreeningQuestionsTable;
  files: FilesTable;
  resumes: ResumesTable;
  work_history: WorkHistoryTable;
  work_history_showcases: WorkHistoryShowcasesTable;
  educations: EducationsTable;
  education_documents: EducationDocumentsTable;
  checklist_items: ChecklistItemsTable;
  profile_views: ProfileViewsTable;
  saved_searches: SavedSearchesTable;
  feedback: FeedbackTable;
  web_vitals: WebVitalsTable;
  notifications: NotificationsTable;
  interviews: InterviewsTable;
  calendar_tokens: CalendarTokensTable;
  messages: MessagesTable;
  conversation_clears: ConversationClearsTable;
  assistant_conversations: AssistantConversationsTable;
  assistant_llm_calls: AssistantLlmCallsTable;
  rate_limits: RateLimitsTable;
  live_events: LiveEventsTable;
  work_passports: WorkPassportsTable;
  work_passport_shares: WorkPassportSharesTable;
  adjustment_requests: AdjustmentRequestsTable;
  job_work_facts: JobWorkFactsTable;
  credentials: CredentialsTable;
  credential_reminders: CredentialRemindersTable;
  job_credentials: JobCredentialsTable;
  application_credentials: ApplicationCredentialsTable;
  job_shifts: JobShiftsTable;
}
