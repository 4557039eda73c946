import { Fragment, type ReactNode } from 'react';
import type { RichText } from '../content/page-content';
import { RICH_TEXT_TOKEN as TOKEN } from '../content/rich-text';
import { Link } from '../routing';

export { linksIn, plainTextOf } from '../content/rich-text';

/** A link inside running text: internal paths route in the app, other sites open in a new tab. */
export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  if (href.startsWith('/')) return <Link to={href}>{children}</Link>;
  if (/^https?:\/\//.test(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="visually-hidden"> (öppnas i en ny flik)</span>
      </a>
    );
  }
  return <a href={href}>{children}</a>;
}

/** Renders RichText: [label](href) links and **bold**, everything else as plain text. */
export function InlineText({ text }: { text: RichText }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    if (match[1] !== undefined) parts.push(<TextLink href={match[2]!}>{match[1]}</TextLink>);
    else parts.push(<strong>{match[3]}</strong>);
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>{part}</Fragment>
      ))}
    </>
  );
}
