import { Fragment } from 'react';
import { toE164 } from '@site/shared';
import { SiteLink } from '../ui/site-link';

export type Token =
  | { type: 'text'; value: string }
  | { type: 'link'; label: string; href: string; kind: 'site' | 'external' | 'mail' | 'tel' };

// Markdown links, bare web addresses, e-mail addresses and Swedish phone numbers, in that order.
const PATTERN =
  /\[([^\]\n]{1,200})\]\(([^)\s]{1,500})\)|(https?:\/\/[^\s<>()"']+)|([\w.+-]+@[\w-]+(?:\.[\w-]+)+)|((?<![\w+])(?:\+46|0)\d{1,3}[-\s]?\d{2,3}(?:[\s-]?\d{2,3}){1,3}(?!\d))/g;

/** Classifies a target; anything but a site path, http(s), mailto: or tel: is not a link. */
export function classifyHref(href: string): Extract<Token, { type: 'link' }>['kind'] | null {
  if (/^\/(?!\/)/.test(href)) return 'site';
  if (/^https?:\/\//i.test(href)) return 'external';
  if (/^mailto:[^\s]+$/i.test(href)) return 'mail';
  if (/^tel:\+?[\d\s-]+$/i.test(href)) return 'tel';
  return null;
}

function phoneHref(phone: string): string {
  return `tel:${toE164(phone)}`;
}

/**
 * Splits model text into plain text and links. The text is never parsed as HTML: React renders
 * every token as text or as an anchor whose href passed classifyHref, so a reply cannot inject
 * markup or javascript: links.
 */
export function tokenize(text: string): Token[] {
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
    let consumed = match[0];
    const [, label, target, url, mail, phone] = match;
    if (label !== undefined && target !== undefined) {
      const kind = classifyHref(target);
      if (kind) tokens.push({ type: 'link', label, href: target, kind });
      else pushText(label);
    } else if (url) {
      // Sentence punctuation after an address belongs to the sentence.
      const trimmed = url.replace(/[.,;:!?]+$/, '');
      consumed = trimmed;
      tokens.push({ type: 'link', label: trimmed, href: trimmed, kind: 'external' });
    } else if (mail) {
      const trimmed = mail.replace(/[.]+$/, '');
      consumed = trimmed;
      tokens.push({ type: 'link', label: trimmed, href: `mailto:${trimmed}`, kind: 'mail' });
    } else if (phone) {
      tokens.push({ type: 'link', label: phone, href: phoneHref(phone), kind: 'tel' });
    }
    last = index + consumed.length;
  }
  pushText(text.slice(last));
  return tokens;
}

/** A chat message's text with clickable links; line breaks are kept by the CSS (pre-wrap). */
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
        if (token.kind === 'external') {
          return (
            <a key={index} href={token.href} target="_blank" rel="noopener noreferrer nofollow">
              {token.label}
              <span className="visually-hidden"> (öppnas i ny flik)</span>
            </a>
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
