// The chat's knowledge: every answer card of the site's pages (cards.ts) in one MiniSearch index
// (BM25), with Swedish stems and stop words. Built once per process from the corpus
// (composed from the live areas' knowledge, chat/corpus.ts), never per request.
import MiniSearch from 'minisearch';
import { buildCards, type Card } from './cards.ts';
import { CompoundSplitter, buildQueryTerms, type QueryTerm } from './query-terms.ts';
import { isContentWord, stem, words } from './swedish-text.ts';
import { TitleMatch, asksFor, asksForWeight, pageSubjectsOf } from './title-match.ts';
import { Vocabulary, editDistance } from './vocabulary.ts';
import { lettered } from './letter-bounds.ts';
import { VisitorVotes, type VisitorQuestion } from './visitor-votes.ts';

export { CompoundSplitter } from './query-terms.ts';
export type { QueryTerm } from './query-terms.ts';

export type { ChatCorpus, ChatDocument, SearchHit, SearchResult } from './knowledge-types.ts';
import type { ChatDocument, SearchHit, SearchResult } from './knowledge-types.ts';

/** A word the pages only use in passing weighs this much against one they are about. */
const INCIDENTAL_WEIGHT = 0.5;
/** A word of the story around the question counts this much against one of the sentence that asks it. */
const STORY_WEIGHT = 0.5;
/** A card whose title is about a page's subject the question does not name weighs this much: it answers another question. */
const UNASKED_SUBJECT_WEIGHT = 0.5;
/**
 * A card whose own question is for a case the visitor's words deny – its condition says 'inte' ('… fast säljaren inte
 * kände till felet?') where the visitor states it ('säljaren visste om fuktskadan') – answers the opposite case: it
 * weighs this much. Only the condition counts: 'Min make vill inte skiljas – …' says who wants what, not for which case.
 */
const DENIED_WEIGHT = 0.3;
const NEGATION = lettered(/\b(inte|aldrig|ej|utan att)\b/i);
// Cases the pages tell apart by where the thing was bought: a card on a purchase in a shop does not answer one made online,
// nor the other way round, whichever other words they share ('ångerrätt'). A message that names no place takes the earlier
// question's ('Jag köpte en jacka på nätet …' and then 'Butiken skrev aldrig något om ångerrätt').
const BOUGHT_WHERE: [RegExp, RegExp] = [
  lettered(/\b(i (en )?(vanlig |fysisk )?(butik|affär)|i butiken|i affären)\b/i),
  lettered(
    /\b(på nätet|nätet|på internet|online|webbshop\w*|webbutik\w*|nätbutik\w*|nätköp\w*|på distans|distansköp\w*|hemsida\w*|i en app|på (sin|sina|deras|dess) (sida|sidor|webbsida|webbplats))\b/i,
  ),
];
function otherPlaceOfPurchase(title: string, message: string, context = ''): boolean {
  const [shop, online] = BOUGHT_WHERE;
  const question = shop.test(message) || online.test(message) ? message : `${message} ${context}`;
  return (shop.test(title) && online.test(question) && !shop.test(question)) || (online.test(title) && shop.test(question) && !online.test(question));
}
const NEGATED_WORD = lettered(/\b(?:fast|trots att|även om|om)\s+(?:\p{L}+\s+){0,3}?(?:inte|aldrig)\s+(\p{L}+)/giu);
/** A word the pages do not know ('kolesterol', 'bröllopet') counts against a card's coverage: it may be what the question is about. */
const UNKNOWN_WEIGHT = 0.4;
/** A question how to do something ('Hur gör man för att …?', 'Hur går det till?'): a word of it the pages do not know counts fully. */
const PROCEDURE = lettered(/\b(hur (gör|går|tar|får|kan|ansöker|söker) (man|jag|vi|det)( till| för att| tillbaka)?|hur går det till)\b/i);

// Cards that explain (authored pairs, FAQ items, articles, service and business pages) before the
// home page's summaries and the local pages.
const KIND_WEIGHT: Record<ChatDocument['kind'], number> = { article: 1, service: 1, business: 1, local: 0.85, legal: 0.8, page: 0.6 };
/** How strongly a word only the visitors' wordings use names a subject, where a title counts 1. */
const WORDING_SUBJECT = 0.5;
const SOURCE_WEIGHT: Record<Card['source'], number> = { authored: 1.6, faq: 1.35, section: 1 };

/** A card's visitor wordings without the words of its own title (what the index holds as `asked`). */
export function withoutTitleWords(card: Card): string {
  const own = [...new Set(words(card.title).map(stem))];
  // A misspelling of the title's own word ('uppsagningstid') is that word again.
  const isOwn = (term: string) => own.some((word) => word === term || (term.length >= 6 && editDistance(term, word, 1) <= 1));
  return card.asked
    .map((text) =>
      words(text)
        .filter((word) => !isOwn(stem(word)))
        .join(' '),
    )
    .join('\n');
}

interface IndexedCard {
  id: number;
  title: string;
  asked: string;
  heading: string;
  answer: string;
  text: string;
  page: string;
  category: string;
}

export class Knowledge {
  private constructor(
    readonly cards: readonly Card[],
    private readonly index: MiniSearch<IndexedCard>,
    private readonly splitter: CompoundSplitter,
    /** Page titles by path: the pages a reply may link to. */
    readonly pages: ReadonlyMap<string, string>,
    /** The indexed terms, how common each is, and which of them the cards are about. */
    private readonly vocabulary: Vocabulary,
    /** The documents as given: sections that are no cards (the terms, the about page) stay readable. */
    readonly documents: readonly ChatDocument[],
    /** How earlier visitors' questions were answered (visitor-votes.ts); none unless given. */
    readonly votes: VisitorVotes = VisitorVotes.none,
  ) {}

  /** visitorQuestions: the labelled earlier questions whose vote may choose among the relevant cards. */
  static build(documents: readonly ChatDocument[], visitorQuestions: readonly VisitorQuestion[] = []): Knowledge {
    const cards = buildCards(documents);
    const pages = new Map(documents.map((document) => [document.path, document.title]));
    const vocabulary = new Set<string>();
    for (const card of cards) {
      for (const word of words(`${card.pageTitle} ${card.heading} ${card.text}`)) if (isContentWord(word)) vocabulary.add(word);
    }
    const splitter = new CompoundSplitter(vocabulary);
    const documentFrequency = new Map<string, number>();
    // What the cards are about: the words of their titles, headings and page titles, and the longer parts of compounds there.
    const subjects = new Map<string, number>();
    for (const card of cards) {
      const named = new Set<string>();
      for (const word of words(`${card.title} ${card.heading} ${card.pageTitle} ${card.category ?? ''}`)) {
        if (!isContentWord(word)) continue;
        named.add(stem(word));
        for (const part of splitter.split(word)) if (part.length >= 5) named.add(part);
      }
      for (const term of named) subjects.set(term, (subjects.get(term) ?? 0) + 1);
    }
    // The visitors' wordings name a subject too ('sparken'), but at half a title's strength and only
    // where no title does: their everyday words ('vann', 'hundägaren') never make a chance word a strong subject.
    for (const card of cards) {
      for (const word of words(card.asked.join(' '))) if (isContentWord(word) && !subjects.has(stem(word))) subjects.set(stem(word), WORDING_SUBJECT);
    }
    let cardTerms = new Set<string>();
    const pageTerms = new Map<string, Set<string>>();
    const index = new MiniSearch<IndexedCard>({
      fields: ['title', 'asked', 'heading', 'answer', 'text', 'page', 'category'],
      tokenize: (text) => words(text),
      // A compound is indexed as itself and as its parts, so 'tillstånd' finds 'arbetstillstånd'.
      processTerm: (term) => {
        if (!isContentWord(term)) return null;
        const terms = [stem(term), ...splitter.split(term)];
        for (const entry of terms) cardTerms.add(entry);
        return terms;
      },
    });
    for (const card of cards) {
      cardTerms = new Set();
      const rest = card.text.startsWith(card.answer) ? card.text.slice(card.answer.length) : card.text;
      index.add({
        id: card.id,
        title: card.title,
        // The visitors' own words, not the card's question again: a word the title already has would count twice.
        asked: withoutTitleWords(card),
        heading: card.heading === card.title ? '' : card.heading,
        answer: card.answer,
        text: rest,
        page: card.pageTitle,
        category: card.category ?? '',
      });
      for (const term of cardTerms) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
      for (const term of cardTerms) (pageTerms.get(card.path) ?? pageTerms.set(card.path, new Set()).get(card.path)!).add(term);
    }
    // How rare a term is counts by pages, not cards: a page's own subject ('undersökningsplikt') is in many of its cards.
    const pageFrequency = new Map<string, number>();
    for (const terms of pageTerms.values()) for (const term of terms) pageFrequency.set(term, (pageFrequency.get(term) ?? 0) + 1);
    const vocabularyOfPages = new Vocabulary(documentFrequency, pageFrequency, subjects, pageTerms.size);
    const knowledge = new Knowledge(cards, index, splitter, pages, vocabularyOfPages, documents);
    if (!visitorQuestions.length) return knowledge;
    const votes = VisitorVotes.build(visitorQuestions, (text) => knowledge.stemsOf(text));
    return new Knowledge(cards, index, splitter, pages, vocabularyOfPages, documents, votes);
  }

  /** The same knowledge with one batch of earlier questions left out of the vote (the evaluation's view of a new batch). */
  withoutVotesOf(group: string): Knowledge {
    return new Knowledge(this.cards, this.index, this.splitter, this.pages, this.vocabulary, this.documents, this.votes.without(group));
  }

  /** How much a term says, from 0.25 (in most cards) to 1 (in few). */
  importance(term: string): number {
    return this.vocabulary.importance(term);
  }

  /** Whether the index has the term, or (for longer terms) a term that starts with it. */
  knows(term: string, exact = false): boolean {
    return this.vocabulary.knows(term, exact);
  }

  /** The stems of a text's content words and of their compound parts (for matching sentences). */
  stemsOf(text: string): Set<string> {
    const stems = new Set<string>();
    for (const word of words(text)) {
      if (!isContentWord(word)) continue;
      stems.add(stem(word));
      for (const part of this.splitter.split(word)) stems.add(part);
    }
    return stems;
  }

  get size(): number {
    return this.cards.length;
  }

  /** The words searched for: the question's stems, their root forms, compound parts and everyday synonyms. */
  queryTerms(question: string, context = '', whole = false): QueryTerm[] {
    return buildQueryTerms(question, context, this.splitter, this.vocabulary, whole);
  }

  private readonly titles = new TitleMatch(
    (text) => this.stemsOf(text),
    (term) => this.importance(term),
    (term) => this.isPageSubject(term),
  );

  private pageSubjects?: string[];

  /** Whether a term is, or is a form of, what a content page as a whole is about (title-match.ts). */
  isPageSubject(term: string): boolean {
    this.pageSubjects ??= pageSubjectsOf(this.documents);
    return this.pageSubjects.some((subject) => subject === term || (term.length >= 5 && subject.startsWith(term)) || term.startsWith(subject));
  }

  /** Share (by weight) of the subjects a card's title names that the question names too (title-match.ts). */
  titlePrecision(card: Card, terms: readonly QueryTerm[]): number {
    return this.titles.precision(card, terms);
  }

  /** whole: every sentence counts alike (an earlier question asked again with a switched fact). */
  search(question: string, options: { context?: string; limit?: number; whole?: boolean } = {}): SearchResult {
    const terms = this.queryTerms(question, options.context, options.whole);
    // Each known word of the question weighs by how rare its own term is in the pages.
    const wordWeight = new Map<number, number>();
    const topicWords = new Set<number>();
    // A word is a subject of the pages when a title names it (not only a part of it).
    const subjectWords = new Set<number>();
    const strength = new Map<number, number>();
    for (const entry of terms) {
      if (entry.word < 0 || !this.knows(entry.term, entry.exact)) continue;
      const weight = this.importance(entry.term);
      const current = wordWeight.get(entry.word);
      if (current === undefined || entry.weight === 1) wordWeight.set(entry.word, entry.weight === 1 ? weight : Math.max(current ?? 0, weight));
      if (entry.topic) topicWords.add(entry.word);
      // Its own stem (exact when it has everyday synonyms), a shorter form, a synonym or the word meant; not a part of a compound.
      const named = entry.weight >= 0.8 || entry.exact ? this.vocabulary.subjectStrength(entry.term, entry.exact) : 0;
      if (named > 0) {
        subjectWords.add(entry.word);
        strength.set(entry.word, Math.max(strength.get(entry.word) ?? 0, named));
      }
    }
    for (const [word, weight] of wordWeight) if (!subjectWords.has(word)) wordWeight.set(word, weight * INCIDENTAL_WEIGHT);
    const storyWords = new Set(terms.filter((entry) => entry.story).map((entry) => entry.word));
    for (const [word, weight] of wordWeight) if (storyWords.has(word)) wordWeight.set(word, weight * STORY_WEIGHT);
    const knownWords = wordWeight.size;
    let knownWeight = 0;
    let topicWeight = 0;
    for (const [word, weight] of wordWeight) {
      knownWeight += weight;
      if (topicWords.has(word)) topicWeight += weight;
    }
    const questionWords = new Set(terms.filter((entry) => entry.word >= 0).map((entry) => entry.word)).size;
    const unknown = new Set(terms.filter((entry) => entry.word >= 0 && entry.topic && !wordWeight.has(entry.word)).map((entry) => entry.word));
    // A question how to do something the pages never name ('Hur gör man för att adoptera …?') is not answered by the words around it.
    const procedure = PROCEDURE.test(question);
    for (const word of unknown) topicWeight += (procedure && !storyWords.has(word) ? 1 : UNKNOWN_WEIGHT) * (storyWords.has(word) ? STORY_WEIGHT : 1);
    const strongSubjects = [...topicWords].filter((word) => (strength.get(word) ?? 0) >= 2).length;
    const empty = { hits: [], terms, questionWords, knownWords, knownTopics: topicWords.size, unknownTopics: unknown.size, strongSubjects };
    if (!terms.length || !this.cards.length) return empty;
    const byTerm = new Map(terms.map((entry) => [entry.term, entry]));
    const wanted = asksFor(question);
    // … among the words a title names, when it has any: a rare word of its story ('kock', 'Thailand') is not what it was about.
    const contextTerms = terms.filter((entry) => entry.word === -1);
    const contextSubjects = contextTerms.filter((entry) => this.vocabulary.subjectStrength(entry.term, entry.exact) >= 1);
    const contextTopic = 0.8 * Math.max(0, ...(contextSubjects.length ? contextSubjects : contextTerms).map((entry) => this.importance(entry.term)));
    const results = this.index.search(terms.map((entry) => entry.term).join(' '), {
      tokenize: (text) => text.split(' '),
      processTerm: (term) => term,
      boostTerm: (term) => (byTerm.get(term)?.weight ?? 1) * (byTerm.get(term)?.story ? STORY_WEIGHT : 1),
      // The visitors' wordings weigh a little less than the author's question: there are several, and they are looser.
      boost: { title: 4, asked: 3, heading: 1.5, answer: 1.2, text: 0.3, page: 0.6, category: 0.3 },
      prefix: (term) => term.length >= 4 && !byTerm.get(term)?.exact,
      fuzzy: (term) => (term.length >= 8 && !byTerm.get(term)?.exact ? 0.15 : false),
      maxFuzzy: 2,
      combineWith: 'OR',
    });
    // The visitor's own words and what they mean ('visste' is 'kände'), when the question denies nothing itself.
    const affirmed = NEGATION.test(question) ? new Set<string>() : new Set(terms.filter((entry) => entry.word >= 0).map((entry) => entry.term));
    const denies = (card: Card) => affirmed.size > 0 && [...card.title.matchAll(NEGATED_WORD)].some((match) => affirmed.has(stem(match[1]!.toLowerCase())));
    const hits = results.slice(0, 60).map((result): SearchHit => {
      // A word found through a part of it, a synonym or a shorter form counts by that term's weight.
      const matched = new Map<number, number>();
      let contextMatched = false;
      for (const term of result.queryTerms) {
        const entry = byTerm.get(term);
        // The earlier question's subject is in its rarest words ('skilsmässa', not 'går').
        if (entry?.word === -1 && this.importance(term) >= contextTopic) contextMatched = true;
        if (entry && entry.word >= 0 && wordWeight.has(entry.word)) matched.set(entry.word, Math.max(matched.get(entry.word) ?? 0, entry.weight));
      }
      let found = 0;
      let foundTopic = 0;
      let matchedTopics = 0;
      let matchedSubjects = 0;
      let subjectStrength = 0;
      for (const [word, weight] of matched) {
        found += weight * wordWeight.get(word)!;
        if (topicWords.has(word)) {
          foundTopic += weight * wordWeight.get(word)!;
          matchedTopics += 1;
          if (subjectWords.has(word)) matchedSubjects += 1;
          subjectStrength = Math.max(subjectStrength, strength.get(word) ?? 0);
        }
      }
      const coverage = knownWeight ? found / knownWeight : 0;
      const topicCoverage = topicWeight ? foundTopic / topicWeight : 0;
      const card = this.cards[result.id as number]!;
      const titleCoverage = this.titles.coverage(card, terms, topicWords, wordWeight);
      // The topic words decide; the other words only break ties. A card whose own question names the topic comes first.
      const precision = this.titles.precision(card, terms);
      const offSubject = this.titles.namesUnaskedSubject(card, terms);
      const denied = denies(card) || otherPlaceOfPurchase(card.title, question, options.context);
      const score =
        result.score *
        (0.6 + 0.4 * coverage) *
        (0.2 + topicCoverage) *
        (1 + 1.5 * titleCoverage) *
        (0.4 + 0.6 * precision) *
        (offSubject ? UNASKED_SUBJECT_WEIGHT : 1) *
        (denied ? DENIED_WEIGHT : 1) *
        KIND_WEIGHT[card.kind] *
        SOURCE_WEIGHT[card.source] *
        asksForWeight(wanted, card.title);
      return {
        card,
        score,
        coverage,
        topicCoverage,
        titleCoverage,
        precision,
        matchedWords: matched.size,
        matchedTopics,
        matchedSubjects,
        subjectStrength,
        offSubject,
        denied,
        contextMatched,
      };
    });
    hits.sort((a, b) => b.score - a.score);
    // A follow-up is about the earlier question's subject: only cards that name it.
    const list = options.context && hits.some((hit) => hit.contextMatched) ? hits.filter((hit) => hit.contextMatched) : hits;
    return { ...empty, hits: list.slice(0, options.limit ?? 12) };
  }
}
