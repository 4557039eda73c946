// Plain text for the chat's search documents (pages-*/src/content/search-documents.ts): RichText
// without its markup, and lists written as sentences. No React: an area's manifest build
// (src/area-manifest.ts) imports it as '@site/shared/search-text'.
import type { CardItem, PageSection } from './page-content.ts';
import { plainTextOf } from './rich-text.ts';
import type { SearchDocument } from './search-document.ts';

type Section = SearchDocument['sections'][number];

/** RichText as plain text: links keep their label, bold its words; white space folded. */
export function plainText(text: string): string {
  return plainTextOf(text).replace(/\s+/g, ' ').trim();
}

/** One sentence: plain text that ends with a full stop (list items and titles often do not). */
export function sentence(text: string): string {
  const plain = plainText(text);
  if (!plain) return '';
  return /[.!?:…]$/.test(plain) ? plain : `${plain}.`;
}

/** Several pieces of RichText as running text, each piece a sentence. */
export function sentences(...texts: (string | undefined | null | false)[]): string {
  return texts
    .filter((text): text is string => typeof text === 'string' && text.trim() !== '')
    .map(sentence)
    .join(' ');
}

/**
 * A card's description and bullet points. Points under a label ('Exempel') are one sentence that says
 * what they are ('Exempel: trafikolycka, hundbett.'): on their own they read as statements, and a chat
 * answer built from the card's sentences would quote an example as if it were the rule.
 */
export function cardText(card: Pick<CardItem, 'description' | 'features' | 'featuresLabel'>): string {
  const features = (card.features ?? []).map(plainText).filter(Boolean);
  if (card.featuresLabel && features.length) return sentences(card.description, `${card.featuresLabel}: ${features.join(', ')}`);
  return sentences(card.description, ...features);
}

/** "Title: text." – a titled item (a card, a step, a reason) as one sentence. */
export function titled(title: string | undefined, text: string): string {
  const body = sentence(text);
  return title ? `${plainText(title).replace(/[.:]$/, '')}: ${body}` : body;
}

/** A data page's authored question–answer pairs for its search document (absent when it has none). */
export function authored(questions: SearchDocument['questions']): Pick<SearchDocument, 'questions'> {
  return questions?.length ? { questions: questions.map((item) => ({ ...item })) } : {};
}

/** The sections of a PageSection list: cards and list items each become a passage of their own. */
export function pageSectionsText(sections: readonly PageSection[]): Section[] {
  return sections.flatMap((section): Section[] => {
    const anchor = section.id;
    switch (section.kind) {
      case 'prose':
      case 'callout':
        return [{ heading: section.heading, anchor, text: sentences(...section.paragraphs) }];
      case 'cards':
        return [
          ...(section.intro ? [{ heading: section.heading, anchor, text: sentence(section.intro) }] : []),
          ...section.cards.map((card) => ({
            heading: `${section.heading}: ${plainText(card.title)}`,
            anchor,
            text: cardText(card),
          })),
        ];
      case 'list':
        return [{ heading: section.heading, anchor, text: sentences(section.intro, ...section.items.map((item) => titled(item.title, item.text))) }];
      case 'lists':
        return [
          ...(section.intro ? [{ heading: section.heading, anchor, text: sentence(section.intro) }] : []),
          ...section.lists.map((list) => ({ heading: `${section.heading}: ${plainText(list.title)}`, anchor, text: sentences(...list.items) })),
        ];
      case 'steps':
        return [{ heading: section.heading, anchor, text: sentences(section.intro, ...section.steps.map((step) => titled(step.title, step.description))) }];
    }
  });
}
