/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** Set by the server's session middleware; null for a visitor. */
    candidate: import('./shared/dto/session.ts').SignedInCandidate | null;
    /** The job catalogue, for pages rendered on demand. */
    jobs?: import('./shared/dto/job.ts').JobsPort;
    /** The signed-in candidate's applications, for pages rendered on demand. */
    applications?: import('./shared/dto/application.ts').ApplicationsPort;
    /** Jobs ranked for the signed-in candidate, for pages rendered on demand. */
    recommendations?: import('./shared/dto/recommendation.ts').RecommendationsPort;
    /** The candidate profile, its score, dashboard and public view, for pages rendered on demand. */
    profile?: import('./shared/dto/profile.ts').ProfilePort;
    /** The signed-in candidate's saved searches and accepted policies, for Settings. */
    settings?: import('./shared/dto/settings.ts').SettingsPort;
    /** Where the signed-in candidate's title (or one they typed) leads, for Career path. */
    career?: import('./shared/dto/career.ts').CareerPort;
    /** The signed-in candidate's interview rounds, for pages rendered on demand. */
    interviews?: import('./shared/dto/interview.ts').InterviewsPort;
    /** The signed-in candidate's "How I work best" passport, shares and adjustment requests. */
    workStyle?: import('./shared/work-style/port.ts').WorkStylePort;
    /** The signed-in candidate's credentials and their fit for jobs, for pages rendered on demand. */
    credentials?: import('./shared/credentials/dto.ts').CredentialsPort;
    /** The signed-in candidate's reports, for pages rendered on demand. */
    reports?: import('./shared/dto/reports.ts').ReportsPort;
    /** The anti-forgery token a no-script form of the signed-in browser session carries. */
    formToken?: string | null;
    /** The enterprise look that applies to this request, if any. */
    branding?: import('./shared/dto/branding.ts').Branding | null;
    /** Set only when the identity provider renders one of its hosted screens. */
    hosted?: import('./shared/dto/hosted.ts').HostedView;
    /**
     * Set only when a page is rendered to be kept: the parts that follow from the request are
     * left open through it (src/lib/per-request.ts).
     */
    openPart?: import('./shared/page-parts.ts').OpenPartRecorder;
  }
}

interface ImportMetaEnv {
  /** JSON of the build's site settings (src/shared/site-settings.ts). */
  readonly SITE_SETTINGS: string;
  /** The site's whole stylesheet, for parts of islands loaded on demand (src/lib/late-styles.ts). */
  readonly LATE_STYLES_URL?: string;
}

declare namespace Astro {
  interface ClientDirectives {
    /** Hydrates on the reader's first touch and replays it (src/lib/hydration/options.ts). */
    'client:interaction'?: boolean | import('./lib/hydration/options.ts').InteractionOptions;
  }
}
