import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import type { RichText } from '../content/page-content';
import { theme } from '../theme';
import { InlineText } from './inline-text';

/** Typography for long text: articles, legal documents, prose sections. */
export const ProseBody = styled.div`
  max-width: 46rem;
  font-size: 1.0625rem;
  h2 { font-size: 1.5rem; margin-top: 2rem; }
  h3 { font-size: 1.1875rem; margin-top: 1.5rem; }
  ul, ol { padding-left: 1.5rem; margin: 0 0 1em; }
  li { margin-bottom: 0.375rem; }
  blockquote {
    margin: 1.5rem 0; padding: 1rem 1.25rem; border-left: 4px solid ${theme.color.gold};
    background: ${theme.color.surface}; border-radius: 0 ${theme.radius.sm} ${theme.radius.sm} 0;
  }
  blockquote p:last-child { margin-bottom: 0; }
  table { border-collapse: collapse; width: 100%; margin: 0 0 1.25rem; font-size: 0.9375rem; display: block; overflow-x: auto; }
  th, td { border: 1px solid ${theme.color.border}; padding: 0.5rem 0.75rem; text-align: left; vertical-align: top; }
  th { background: ${theme.color.surface}; }
`;

/** Paragraphs of RichText. */
export function Paragraphs({ paragraphs }: { paragraphs: readonly RichText[] }) {
  return (
    <>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>
          <InlineText text={paragraph} />
        </p>
      ))}
    </>
  );
}

const BLOCK_SPLIT = /<p>\{\{block:([a-z-]+)\}\}<\/p>/;

/**
 * HTML rendered from Markdown at build time. A paragraph `{{block:name}}` in the Markdown is
 * replaced by the matching entry of `blocks` (an interactive part such as the cookie controls).
 */
export function MarkdownHtml({ html, blocks = {} }: { html: string; blocks?: Record<string, ReactNode> }) {
  const parts = html.split(BLOCK_SPLIT);
  return (
    <ProseBody>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <Fragment key={index}>{blocks[part] ?? null}</Fragment>
        ) : part ? (
          <div key={index} dangerouslySetInnerHTML={{ __html: part }} />
        ) : null,
      )}
    </ProseBody>
  );
}
