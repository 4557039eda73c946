import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { theme, type MarkdownModule } from '@site/shared';

type Heading = MarkdownModule<unknown>['headings'][number];

/** The width from which the table of contents is a column beside the text (theme.media.xl). */
const WIDE = theme.media.xl.replace('@media ', '');

/** Where a heading counts as reached: this far down the viewport (below the sticky site header). */
const READING_LINE = 0.3;

const Nav = styled.nav`
  grid-area: toc;
  margin: 0 0 2rem;
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  /* The same disclosure look as the FAQ (shared/src/blocks/faq.tsx). */
  summary {
    display: flex; justify-content: space-between; align-items: center; gap: 1rem; min-height: 44px;
    padding: 0.5rem 1.25rem; font-weight: 600; cursor: pointer; list-style: none;
  }
  summary::-webkit-details-marker { display: none; }
  summary::after { content: '+'; font-size: 1.5rem; line-height: 1; color: ${theme.color.navy}; }
  details[open] summary::after { content: '–'; }
  .title { display: none; }
  ol { list-style: none; margin: 0; padding: 0 1.25rem 1rem; }
  ol ol { padding: 0 0 0 1rem; }
  li { margin: 0; }
  a {
    display: block; padding: 0.375rem 0 0.375rem 0.75rem; border-left: 3px solid transparent;
    color: ${theme.color.text}; text-decoration: none; line-height: 1.35;
  }
  ol ol a { font-size: 0.9375rem; color: ${theme.color.muted}; }
  a:hover { text-decoration: underline; }
  a[aria-current] { border-left-color: ${theme.color.blue}; color: ${theme.color.blue}; }

  /* Desktop: a sticky column beside the text, always open (the summary only folds it on a phone). */
  ${theme.media.xl} {
    @supports selector(::details-content) {
      position: sticky;
      top: calc(${theme.layout.headerHeight} + 1.5rem);
      align-self: start;
      max-height: calc(100vh - ${theme.layout.headerHeight} - 3rem);
      overflow-y: auto;
      margin: 2rem 0 0;
      background: none;
      border: 0;
      border-left: 1px solid ${theme.color.border};
      border-radius: 0;
      summary { display: none; }
      details::details-content { content-visibility: visible; }
      .title { display: block; margin: 0 0 0.5rem; padding-left: 1.25rem; font-weight: 600; }
      ol { padding-bottom: 0; }
    }
  }
`;

/** The h2 headings, each with the h3 headings under it. */
function outline(headings: readonly Heading[]): { heading: Heading; children: Heading[] }[] {
  const items: { heading: Heading; children: Heading[] }[] = [];
  for (const heading of headings) {
    const parent = items.at(-1);
    if (heading.level === 3 && parent) parent.children.push(heading);
    else items.push({ heading, children: [] });
  }
  return items;
}

/**
 * Marks the section being read: the last heading above the reading line. The observer's box
 * reaches from far above the viewport down to that line, so a heading crossing the line in
 * either direction is reported; the page is usable without it (plain anchor links).
 */
function useCurrentSection(headings: readonly Heading[]): string | undefined {
  const [current, setCurrent] = useState<string>();
  useEffect(() => {
    const targets = headings.map((heading) => document.getElementById(heading.id)).filter((element) => element !== null);
    if (!targets.length || typeof IntersectionObserver === 'undefined') return;
    const update = () => {
      const line = window.innerHeight * READING_LINE;
      let id: string | undefined;
      for (const target of targets) {
        if (target.getBoundingClientRect().top > line) break;
        id = target.id;
      }
      setCurrent(id);
    };
    const observer = new IntersectionObserver(update, { rootMargin: `1000% 0px -${Math.round((1 - READING_LINE) * 100)}% 0px` });
    for (const target of targets) observer.observe(target);
    return () => observer.disconnect();
  }, [headings]);
  return current;
}

/**
 * 'Innehåll' for a long article (docs/content-authoring.md#articles): on a desktop a sticky column
 * beside the text with the section being read marked; on a phone folded above the text. Plain
 * links to the headings' ids, so it works before and without JavaScript.
 */
export function TableOfContents({ headings }: { headings: readonly Heading[] }) {
  const current = useCurrentSection(headings);
  const navRef = useRef<HTMLElement>(null);
  // Open while the screen is wide, so the links count as shown (to assistive technology too);
  // CSS already shows them there before this runs, so nothing moves.
  useEffect(() => {
    const details = navRef.current?.querySelector('details');
    if (!details || typeof window.matchMedia !== 'function') return;
    const wide = window.matchMedia(WIDE);
    // Never closed at start: a phone visitor may have opened it before the script ran.
    if (wide.matches) details.open = true;
    const follow = () => {
      details.open = wide.matches;
    };
    wide.addEventListener('change', follow);
    return () => wide.removeEventListener('change', follow);
  }, []);
  // Keeps the marked link in view when the column itself scrolls (many headings, a low window).
  useEffect(() => {
    const nav = navRef.current;
    const link = nav?.querySelector<HTMLElement>('a[aria-current]');
    if (!nav || !link || nav.scrollHeight <= nav.clientHeight) return;
    const top = link.getBoundingClientRect().top - nav.getBoundingClientRect().top;
    if (top < 0 || top + link.offsetHeight > nav.clientHeight) nav.scrollTop += top - nav.clientHeight / 3;
  }, [current]);
  const link = (heading: Heading) => (
    <a href={`#${heading.id}`} aria-current={heading.id === current ? 'true' : undefined}>
      {heading.text}
    </a>
  );
  return (
    <Nav aria-label="Innehåll" ref={navRef} className="toc">
      <details>
        <summary>Innehåll</summary>
        <p className="title" aria-hidden="true">
          Innehåll
        </p>
        <ol>
          {outline(headings).map(({ heading, children }) => (
            <li key={heading.id}>
              {link(heading)}
              {children.length ? (
                <ol>
                  {children.map((child) => (
                    <li key={child.id}>{link(child)}</li>
                  ))}
                </ol>
              ) : null}
            </li>
          ))}
        </ol>
      </details>
    </Nav>
  );
}
