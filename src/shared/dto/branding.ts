/** An enterprise's look applied to the pages a candidate sees (spec 1, 3 and 6). */
export interface Branding {
  enterpriseId: number;
  name: string;
  primaryColor: string;
  hoverColor: string;
  logoUrl: string | null;
  faviconUrl: string | null;
}
