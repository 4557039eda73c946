import { Fragment } from 'react';
import { SiteLink } from '../ui/site-link';

export type Token = { type: 'text'; value: string } | { type: 'link'; label: string; href: string };

// Markdown links; anything else (a bare address, an e-mail address, a phone number) stays text.
const PATTERN = /\[([^\]\n]{1,200})\]\(([^)\s]{1,500})\)/g;

/**
 * True for a path on the practice's own site (`/kontakt`, `/artiklar#x`): the only target a chat
 * reply may link to. A reply could carry a look-alike login page or a premium-rate number; the
 * server strips those, and the widget would not make them clickable even if one got through.
 */
export function isSitePath(href: string): boolean {
  return /^\/(?![/\\])/.test(href);
}

/**
 * Splits model text into plain text and site links. The text is never parsed as HTML: React
 * renders every token as text or as a link to a site path, so a reply cannot inject markup,
 * javascript: links or links to other hosts.
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
    const [all, label = '', target = ''] = match;
    if (isSitePath(target)) tokens.push({ type: 'link', label, href: target });
    else pushText(label);
    last = index + all.length;
  }
  pushText(text.slice(last));
  return tokens;
}

/** A chat message's text with links to the site's pages; line breaks are kept by the CSS (pre-wrap). */
export function MessageContent({ text }: { text: string }) {
  return (
    <>
      {tokenize(text).map((token, index) =>
        token.type === 'text' ? (
          <Fragment key={index}>{token.value}</Fragment>
        ) : (
          <SiteLink key={index} to={token.href}>
            {token.label}
          </SiteLink>
        ),
      )}
    </>
  );
}
