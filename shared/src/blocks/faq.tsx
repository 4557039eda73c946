import type { FAQPage } from 'schema-dts';
import type { JsonLdOf } from '../ui/json-ld';
import styled from 'styled-components';
import type { FaqItem } from '../content/page-content';
import { theme } from '../theme';
import { InlineText, plainTextOf } from './inline-text';

const List = styled.div`
  display: grid;
  gap: 0.75rem;
  max-width: 52rem;
  details { background: ${theme.color.white}; border: 1px solid ${theme.color.border}; border-radius: ${theme.radius.md}; }
  summary {
    cursor: pointer; list-style: none; padding: 1rem 1.25rem; min-height: 44px;
    display: flex; justify-content: space-between; gap: 1rem; align-items: center;
  }
  summary::-webkit-details-marker { display: none; }
  summary::after { content: '+'; font-size: 1.5rem; line-height: 1; color: ${theme.color.navy}; }
  details[open] summary::after { content: '–'; }
  summary h3 { font-size: 1.0625rem; margin: 0; }
  .answer { padding: 0 1.25rem 1rem; }
  .answer p { margin: 0; }
`;

/** Questions and answers as native disclosures: they open at first paint, with no script. */
export function Faq({ items }: { items: readonly FaqItem[] }) {
  return (
    <List>
      {items.map((item) => (
        <details key={item.question}>
          <summary>
            <h3>{item.question}</h3>
          </summary>
          <div className="answer">
            <p>
              <InlineText text={item.answer} />
            </p>
          </div>
        </details>
      ))}
    </List>
  );
}

/** schema.org FAQPage for the same questions. */
export function faqJsonLd(items: readonly FaqItem[]): JsonLdOf<FAQPage> {
  return {
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: plainTextOf(item.answer) },
    })),
  };
}
