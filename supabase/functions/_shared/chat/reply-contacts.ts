// What a model's reply may point a visitor to: the site's own pages and the practice's own phone
// number and e-mail address, nothing else. A model can be steered (by a question, or by text it
// was trained on) into writing a look-alike login page, a support address or a premium-rate
// number; on the practice's own site that would read as the practice's advice. Whatever else is
// found is replaced by a short Swedish note, so the visitor sees that something was left out.
import type { SiteInfo } from '../lead-mails.ts';
import { lettered } from './letter-bounds.ts';

export const REMOVED = {
  link: '(länk borttagen)',
  email: '(e-postadress borttagen)',
  phone: '(telefonnummer borttaget)',
} as const;

/** Top-level domains a host name without scheme or path is recognised by (the rest needs `/`). */
const KNOWN_TLDS = 'se|nu|com|net|org|info|biz|io|eu|dk|no|fi|de|uk|ru|cn|app|xyz|top|online|site|shop|link|example|test';

const MARKDOWN_LINK = /\[([^\]\n]+)\]\(([^)\s]+)\)/g;
// Addresses are read by letters of every alphabet (letter-bounds.ts): 'hyresgästföreningen.se' is
// one address, not 'reningen.se' after a stray 'hyresgästfö', and 'åsa@…' is one e-mail address.
const SCHEME_URL = lettered(/\b(?:[a-z][a-z0-9+.-]*:\/\/|www\.)[^\s<>()"'\]]+/g);
const EMAIL = /(?:mailto:)?[\p{L}\p{N}_.+-]+@[\p{L}\p{N}_-]+(?:\.[\p{L}\p{N}_-]+)+/giu;
const BARE_HOST = new RegExp(
  `(?<![\\p{L}\\p{N}_@./-])(?:[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]*[\\p{L}\\p{N}])?\\.)+(?:[a-z]{2,24}(?=\\/)|(?:${KNOWN_TLDS})(?![\\p{L}\\p{N}_]))(?::\\d+)?(?:\\/[^\\s<>()"'\\]]*)?`,
  'giu',
);
// A run of digits with the separators people type, starting and ending with a digit.
const PHONE_LIKE = /(?<![\p{L}\p{N}_+/:.,-])(?:tel:)?(?:\+|00)?\d[\d \u00a0().-]{4,}\d(?![\p{L}\p{N}_])/giu;

/** Trailing sentence punctuation belongs to the sentence, not to the address. */
const splitTrailing = (text: string): [string, string] => {
  const match = /[.,;:!?]+$/.exec(text);
  return match ? [text.slice(0, match.index), match[0]] : [text, ''];
};

/** The digits of a phone number in national form (+46 8… and 0046 8… → 08…). */
function nationalDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (/^\s*(?:tel:)?\+46/i.test(phone)) return `0${digits.slice(2)}`;
  if (/^\s*(?:tel:)?0046/i.test(phone)) return `0${digits.slice(4)}`;
  return digits;
}

/** Whether a digit run reads as a phone number rather than an amount, a year, a date or a law. */
function isPhoneNumber(candidate: string): boolean {
  const text = candidate.replace(/^tel:/i, '');
  const digits = text.replace(/\D/g, '').length;
  if (digits < 7 || digits > 15) return false;
  if (/^(?:\+|0)/.test(text)) return true;
  // 555-123-4567 and the like: three or more groups joined by hyphens, not an ISO date.
  return /^\d+(?:-\d+){2,}$/.test(text.replace(/[ \u00a0]/g, '')) && !/^\d{4}-\d{2}-\d{2}$/.test(text);
}

function ownHost(siteUrl: string): string | null {
  try {
    return new URL(siteUrl).host.toLowerCase();
  } catch {
    return null;
  }
}

/** The site path of an absolute address on the site's own host, or null. */
function ownPath(href: string, host: string | null): string | null {
  if (!host) return null;
  try {
    const url = new URL(/^www\./i.test(href) ? `https://${href}` : href);
    if (!/^https?:$/.test(url.protocol) || url.host.toLowerCase() !== host || url.username || url.password) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/**
 * The reply with every link, web address, e-mail address and phone number that is not the
 * site's own replaced. Own absolute addresses become site links (`[adress](/sökväg)`); Markdown
 * links to anything but a site path keep their text only.
 */
export function keepOwnContactsOnly(text: string, site: SiteInfo): string {
  const host = ownHost(site.siteUrl);
  const ownEmail = site.email.trim().toLowerCase();
  const ownPhone = nationalDigits(site.phone);
  return text
    .replace(MARKDOWN_LINK, (all, label: string, href: string) => {
      if (/^\/(?![/\\])/.test(href)) return all;
      const path = ownPath(href, host);
      return path ? `[${label}](${path})` : label;
    })
    .replace(SCHEME_URL, (match: string) => {
      const [address, trailing] = splitTrailing(match);
      const path = ownPath(address, host);
      return `${path ? `[${address}](${path})` : REMOVED.link}${trailing}`;
    })
    .replace(EMAIL, (match: string) => {
      const [address, trailing] = splitTrailing(match);
      return `${address.replace(/^mailto:/i, '').toLowerCase() === ownEmail ? address.replace(/^mailto:/i, '') : REMOVED.email}${trailing}`;
    })
    .replace(BARE_HOST, (match: string, offset: number, whole: string) => {
      // Inside a link target already judged above, e.g. the `(/sökväg)` of a kept link.
      if (whole[offset - 1] === '(' && whole[offset - 2] === ']') return match;
      const [address, trailing] = splitTrailing(match);
      const path = ownPath(`https://${address}`, host);
      return `${path ? `[${address}](${path})` : REMOVED.link}${trailing}`;
    })
    .replace(PHONE_LIKE, (match: string) => (!isPhoneNumber(match) || nationalDigits(match) === ownPhone ? match.replace(/^tel:/i, '') : REMOVED.phone));
}
