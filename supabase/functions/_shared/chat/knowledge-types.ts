// What the chat's knowledge reads (a page as a ChatDocument, the corpus of a composition) and
// what its search returns (hits with their coverage of the question).
import type { Card } from './cards.ts';
import type { QueryTerm } from './query-terms.ts';

/** A page as the chat reads it; shared's SearchDocument is this type (Edge deploys only supabase/functions). */
export interface ChatDocument {
  path: string;
  title: string;
  kind: 'article' | 'service' | 'local' | 'business' | 'page' | 'legal';
  category?: string;
  sections: { heading: string; anchor?: string; text: string }[];
  /** Question–answer pairs written by the page's author: the chat's best answers. */
  questions?: { question: string; answer: string; asked?: string[]; roles?: string[]; anchor?: string }[];
}

/** The chat's corpus (chat/corpus.ts): a composition's chat-corpus.json, and legal-chat/corpus.json for the Edge entry. */
export interface ChatCorpus {
  version: 1;
  builtAt: string;
  documents: ChatDocument[];
}

export interface SearchHit {
  card: Card;
  /** BM25 score weighted by coverage: cards that answer more of the question come first. */
  score: number;
  /** Share (0–1) of the question's words known to the index that this card matched. */
  coverage: number;
  /**
   * Share (0–1) of the question's topic words (no numbers, no generic verbs) that this card
   * matched, by weight; words the pages do not know count against it.
   */
  topicCoverage: number;
  /** Share (0–1) of the question's topic words that the card's title names. */
  titleCoverage: number;
  /** Share (by weight) of the subjects the card's own question names that the visitor's question names too. */
  precision: number;
  /** How many of the question's words, and of its topic words, this card matched. */
  matchedWords: number;
  matchedTopics: number;
  /** How many of the matched topic words are subjects of the pages (a title names them), not words they use in passing. */
  matchedSubjects: number;
  /** How many cards' titles name the strongest of them: 1 for one card's own subject ('hund'), more for a subject of the pages. */
  subjectStrength: number;
  /** Whether its title is about a page's subject that the question does not name (it only mentions the question's word). */
  offSubject: boolean;
  /** Whether its own question is for the case the visitor's words deny ('… fast säljaren inte kände till felet?' for 'säljaren visste'). */
  denied: boolean;
  /** Whether it names the subject of the earlier question (searches with a context). */
  contextMatched?: boolean;
}

export interface SearchResult {
  hits: SearchHit[];
  terms: QueryTerm[];
  /** How many content words the question has, how many of them the index knows, and how many are topic words it knows. */
  questionWords: number;
  knownWords: number;
  knownTopics: number;
  /** Topic words of the question the pages do not know at all ('kolesterol', 'allsvenskan'). */
  unknownTopics: number;
  /** Topic words of the question that name a subject of the practice (several titles, or one title and three pages). */
  strongSubjects: number;
}
