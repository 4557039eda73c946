import { Fragment } from 'react';
import { site, toE164 } from '@site/shared';
import { SiteLink } from '../ui/site-link';

export type Token = { type: 'text'; value: string } | { type: 'link'; label: string; href: string; kind: 'site' | 'tel' | 'mail' };

/** The practice's own number and address: the only ones a reply may make clickable. */
export interface OwnContacts {
  phone: string;
  email: string;
}

// Markdown links, e-mail addresses and Swedish phone numbers; web addresses stay text.
const PATTERN =
  /\[([^\]\n]{1,200})\]\(([^)\s]{1,500})\)|([\w.+-]+@[\w-]+(?:\.[\w-]+)+)|((?<![\w+])(?:\+46|0)\d{1,3}[-\s]?\d{2,3}(?:[\s-]?\d{2,3}){1,3}(?!\d))/g;

/**
 * True for a path on the practice's own site (`/kontakt`, `/artiklar#x`): the only target a chat
 * reply may link to. A reply could carry a look-alike login page or a premium-rate number; the
 * server strips those, and the widget would not make them clickable even if one got through.
 */
export function isSitePath(href: string): boolean {
  return /^\/(?![/\\])/.test(href);
}

/**
 * Splits model text into plain text and links: to site paths, and to the practice's own phone
 * and e-mail. The text is never parsed as HTML: React renders every token as text or as such a
 * link, so a reply cannot inject markup, javascript: links, links to other hosts or someone
 * else's number.
 */
export function tokenize(text: string, own: OwnContacts = { phone: site.phone, email: site.email }): Token[] {
  const tokens: Token[] = [];
  let last = 0;
  const pushText = (value: string) => {
    if (!value) return;
    const previous = tokens[tokens.length - 1];
    if (previous?.type === 'text') previous.value += value;
    else tokens.push({ type: 'text', value });
  };
  for (const match of text.matchAll(PATTERN)) {
    const index = match.index ?? 0;
    pushText(text.slice(last, index));
    const [all, label, target, mail, phone] = match;
    let consumed = all;
    if (label !== undefined && target !== undefined) {
      if (isSitePath(target)) tokens.push({ type: 'link', label, href: target, kind: 'site' });
      else pushText(label);
    } else if (mail) {
      consumed = mail.replace(/[.]+$/, ''); // a sentence's full stop is not part of the address
      if (consumed.toLowerCase() === own.email.toLowerCase()) tokens.push({ type: 'link', label: consumed, href: `mailto:${consumed}`, kind: 'mail' });
      else pushText(consumed);
    } else if (phone) {
      if (toE164(phone) === toE164(own.phone)) tokens.push({ type: 'link', label: phone, href: `tel:${toE164(phone)}`, kind: 'tel' });
      else pushText(phone);
    }
    last = index + consumed.length;
  }
  pushText(text.slice(last));
  return tokens;
}

/** A chat message's text with its links; line breaks are kept by the CSS (pre-wrap). */
export function MessageContent({ text }: { text: string }) {
  return (
    <>
      {tokenize(text).map((token, index) => {
        if (token.type === 'text') return <Fragment key={index}>{token.value}</Fragment>;
        if (token.kind === 'site') {
          return (
            <SiteLink key={index} to={token.href}>
              {token.label}
            </SiteLink>
          );
        }
        return (
          <a key={index} href={token.href}>
            {token.label}
          </a>
        );
      })}
    </>
  );
}
