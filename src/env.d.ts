/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** Set by the server's session middleware; null for a visitor. */
    candidate: import('./shared/dto/session.ts').SignedInCandidate | null;
  }
}

interface ImportMetaEnv {
  /** JSON of the build's site settings (src/shared/site-settings.ts). */
  readonly SITE_SETTINGS: string;
}
