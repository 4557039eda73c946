// The practice's facts (name, phone, phone hours, office, what it promises after a lead) and the
// site's defaults, defined once for every runtime: the browser builds and the prerender read it
// through @site/shared (shared/src/site-config.ts re-exports this file), the Node server and the
// functions import it here. It lives with the functions because Supabase Edge deploys only
// supabase/functions, and shared/ may import the functions' package but not the reverse.
// Values come from the environment (SITE_* variables, read at build time for the browser and at
// start for the server and the functions) with defaults that let the site run out of the box.

export interface SiteConfig {
  /** The practice's name as shown in the header, footer and e-mails. */
  name: string;
  /** Phone number as shown in texts, e.g. "08-123 456 78". */
  phone: string;
  /** The same number in E.164 form for tel: links, e.g. "+46812345678". */
  phoneE164: string;
  /** General info address, shown as a mailto: link. */
  email: string;
  /** Public URL of the site, used for canonical links and structured data. */
  siteUrl: string;
  office: { locality: string; region: string; country: string };
  /** When the phone is answered: weekdays between two times (24-hour "HH:MM", as schema.org writes them). */
  openingHours: { opens: string; closes: string };
  /** The phone hours as shown in texts, at the start of a sentence ("Vardagar 8–17"). */
  phoneHours: string;
  /** Where meetings are held, as a sentence part: 'på kontoret i Stocksund eller digitalt'. */
  meetings: string;
  /** What the practice promises after a lead (docs/product-rules.md), as numbers and as the one wording every page, toast and mail uses. */
  promises: {
    /** The first minutes of the needs analysis by phone that cost nothing. */
    freeMinutes: number;
    callbackMinutes: number;
    replyHours: number;
    /** A booked meeting can be cancelled free of charge until this many hours before it. */
    cancelHours: number;
    /** A callback within minutes during phone hours, and what happens outside them. */
    callback: string;
    /** A written enquiry is answered within hours. */
    reply: string;
  };
  /** Where the practice helps private persons, shown as a label on the service pages (docs/product-rules.md). */
  areaLabel: string;
  /** The head of legal shown on the about page (SITE_HEAD_OF_LEGAL, SITE_HEAD_OF_LEGAL_PHOTO). */
  headOfLegal: { name: string; photoUrl?: string };
  /** Legal identity for the terms and e-commerce law (SITE_ORG_NUMBER, SITE_ADDRESS); unknown until set. */
  organisation: { number?: string; address?: string };
  /** Claims on the private pages (docs/product-rules.md). */
  privateClaims: { customers: string; years: string };
  /** Claims on the business pages (docs/product-rules.md). */
  businessClaims: { clients2024: string; years: string; availability: string; satisfied: string };
}

/** What the chat and the mails need of the site: its name and how to reach it; the chat also names the phone hours and where meetings are held. */
export type SiteInfo = Pick<SiteConfig, 'name' | 'phone' | 'email' | 'siteUrl'> &
  Partial<Pick<SiteConfig, 'phoneHours' | 'openingHours' | 'meetings' | 'office'>>;

export type SiteEnv = Partial<Record<string, string | undefined>>;

// PTS reserves 070-174 06 05 to 070-174 06 99 for fiction, so the default dials nobody.
const DEFAULT_PHONE = '070-174 06 50';
const OPENING_HOURS = { opens: '08:00', closes: '17:00' };
/**
 * The offer's and the promises' figures: the free minutes of the first call, the callback, the
 * reply time and how late a booked meeting can be cancelled free of charge. Texts use site.promises; form labels that run before a config exists and the pages'
 * prose ({{freeMinutes}} and the like, shared/src/content/fact-text.ts) use these.
 */
export const PROMISES = { freeMinutes: 10, callbackMinutes: 5, replyHours: 24, cancelHours: 24 } as const;

/** Turns a Swedish number as written ("08-123 456 78") into E.164 ("+46812345678"). */
export function toE164(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  if (digits.startsWith('+')) return digits;
  if (digits.startsWith('00')) return `+${digits.slice(2)}`;
  if (digits.startsWith('0')) return `+46${digits.slice(1)}`;
  return digits;
}

/** A tel: link in international form: "08-123 456 78" → "tel:+46812345678". */
export function telHref(phone: string): string {
  return `tel:${toE164(phone)}`;
}

/** "08:00" → "8", "08:30" → "8.30": how Swedish texts write an hour. */
function spokenTime(time: string): string {
  const [hours = '0', minutes = '00'] = time.split(':');
  return minutes === '00' ? String(Number(hours)) : `${Number(hours)}.${minutes}`;
}

export function createSiteConfig(env: SiteEnv = {}): SiteConfig {
  const phone = env.SITE_PHONE?.trim() || DEFAULT_PHONE;
  const office = { locality: 'Stocksund', region: 'Stockholms län', country: 'SE' };
  const phoneHours = `Vardagar ${spokenTime(OPENING_HOURS.opens)}–${spokenTime(OPENING_HOURS.closes)}`;
  return {
    name: env.SITE_NAME?.trim() || 'Juristbyrån Stocksund',
    phone,
    phoneE164: toE164(phone),
    email: env.SITE_EMAIL?.trim() || 'info@juristbyran.example',
    siteUrl: (env.SITE_URL?.trim() || 'http://localhost:8080').replace(/\/+$/, ''),
    office,
    openingHours: OPENING_HOURS,
    phoneHours,
    meetings: `på kontoret i ${office.locality} eller digitalt`,
    promises: {
      ...PROMISES,
      callback:
        `Vi ringer upp dig inom ${PROMISES.callbackMinutes} minuter under telefontid (${phoneHours.toLowerCase()}). ` +
        'Kommer förfrågan utanför telefontid ringer vi nästa vardag på morgonen.',
      reply: `Vi svarar dig inom ${PROMISES.replyHours} timmar.`,
    },
    areaLabel: 'Hela Sverige',
    headOfLegal: { name: env.SITE_HEAD_OF_LEGAL?.trim() || 'Anna Lindberg', photoUrl: env.SITE_HEAD_OF_LEGAL_PHOTO?.trim() || undefined },
    organisation: { number: env.SITE_ORG_NUMBER?.trim() || undefined, address: env.SITE_ADDRESS?.trim() || undefined },
    privateClaims: { customers: '150+', years: '12+' },
    businessClaims: { clients2024: '1000+', years: '15+', availability: '24/7', satisfied: '98%' },
  };
}
