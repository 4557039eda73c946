// One site configuration for every area and for the server. Values come from the environment
// (SITE_* variables, read at build time for the browser and at start for the server) with
// defaults that let the site run out of the box.

export interface SiteConfig {
  /** The practice's name as shown in the header, footer and e-mails. */
  name: string;
  /** Phone number as shown in texts, e.g. "070-174 06 50". */
  phone: string;
  /** The same number in E.164 form for tel: links, e.g. "+46701740650". */
  phoneE164: string;
  /** General info address, shown as a mailto: link. */
  email: string;
  /** Public URL of the site, used for canonical links and structured data. */
  siteUrl: string;
  office: { locality: string; region: string; country: string };
  /** Phone hours as shown in texts. */
  phoneHours: string;
  /** Where meetings are held, as a sentence part: 'på kontoret i Stocksund eller digitalt'. */
  meetings: string;
  /** Spec §9: where the practice helps private persons, shown as a label on the service pages. */
  areaLabel: string;
  /** The head of legal shown on the about page (SITE_HEAD_OF_LEGAL, SITE_HEAD_OF_LEGAL_PHOTO). */
  headOfLegal: { name: string; photoUrl?: string };
  /** Legal identity for the terms and e-commerce law (SITE_ORG_NUMBER, SITE_ADDRESS); unknown until set. */
  organisation: { number?: string; address?: string };
  /** Claims on the private pages (spec §1). */
  privateClaims: { customers: string; years: string };
  /** Claims on the business pages (spec §1). */
  businessClaims: { clients2024: string; years: string; availability: string; satisfied: string };
}

export type SiteEnv = Partial<Record<string, string | undefined>>;

// PTS reserves 070-174 06 05 to 070-174 06 99 for fiction, so the default dials nobody.
const DEFAULT_PHONE = '070-174 06 50';

/** Turns a Swedish number as written ("070-174 06 50", "08-123 456") into E.164 ("+46701740650"). */
export function toE164(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  if (digits.startsWith('+')) return digits;
  if (digits.startsWith('00')) return `+${digits.slice(2)}`;
  if (digits.startsWith('0')) return `+46${digits.slice(1)}`;
  return digits;
}

export function createSiteConfig(env: SiteEnv = {}): SiteConfig {
  const phone = env.SITE_PHONE?.trim() || DEFAULT_PHONE;
  const office = { locality: 'Stocksund', region: 'Stockholms län', country: 'SE' };
  return {
    name: env.SITE_NAME?.trim() || 'Juristbyrån Stocksund',
    phone,
    phoneE164: toE164(phone),
    email: env.SITE_EMAIL?.trim() || 'info@juristbyran.example',
    siteUrl: (env.SITE_URL?.trim() || 'http://localhost:8080').replace(/\/+$/, ''),
    office,
    phoneHours: 'Vardagar 8–17',
    meetings: `på kontoret i ${office.locality} eller digitalt`,
    areaLabel: 'Hela Sverige',
    headOfLegal: { name: env.SITE_HEAD_OF_LEGAL?.trim() || 'Anna Lindberg', photoUrl: env.SITE_HEAD_OF_LEGAL_PHOTO?.trim() || undefined },
    organisation: { number: env.SITE_ORG_NUMBER?.trim() || undefined, address: env.SITE_ADDRESS?.trim() || undefined },
    privateClaims: { customers: '150+', years: '12+' },
    businessClaims: { clients2024: '1000+', years: '15+', availability: '24/7', satisfied: '98%' },
  };
}
