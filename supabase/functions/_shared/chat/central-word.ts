// A question's point is its rare content word ('katt', 'parabol', 'nyckel'); the setting it is asked in
// ('hyresvärden', 'lägenheten', 'chefen') is a subject of many cards. A card that shares only the setting
// does not answer it: 'Får hyresvärden förbjuda mig att ha katt?' is no question on besittningsskydd.
// See docs/content-authoring.md#chat-questions and the legal-chat README (honest no-answer).
import type { Knowledge, SearchHit, SearchResult } from './knowledge.ts';

/** A word says what the question is about when it is as rare as a word can be in the cards and names no page's subject. */
const RARE = 0.99;

/** The question's central words: the terms of each rare topic word of the sentence that asks. */
function centralWords(knowledge: Knowledge, result: SearchResult): string[][] {
  const byWord = new Map<number, string[]>();
  for (const term of result.terms) {
    if (term.word < 0 || !term.topic || term.story) continue;
    (byWord.get(term.word) ?? byWord.set(term.word, []).get(term.word)!).push(term.term);
  }
  return [...byWord.values()].filter(
    (terms) => terms.every((term) => !knowledge.isPageSubject(term)) && Math.max(...terms.map((term) => knowledge.importance(term))) >= RARE,
  );
}

/**
 * A card that covers less than this share of the question's topic words may share only its setting, not its
 * point: two setting words of three ('hyresvärden', 'lägenheten' and 'katt') are not the question.
 */
const SETTING_ONLY = 0.7;
/** Words this common say nothing of the matter ('sätta', 'slutar'). */
const COMMON = 0.3;
/** Stems that name only where the matter is and with whom: the landlord, the flat, the employer, the job, the firm. */
const SETTING = /^(hyresvärd|hyr|värd|lägen|läg|bost|lägenhet|chef|arbetsgiv|arbet|giv|jobb|jobbe|företag|företage|firm|bolag)$/;

const cardStems = new WeakMap<object, Set<string>>();
const stemsOfCard = (knowledge: Knowledge, { card }: SearchHit): Set<string> => {
  let stems = cardStems.get(card);
  if (!stems) cardStems.set(card, (stems = knowledge.stemsOf(`${card.title} ${card.heading} ${card.answer} ${card.asked.join(' ')}`)));
  return stems;
};

/**
 * Whether the card shares only the setting of the question: every word of the question it names is
 * a setting word ('hyresvärden', 'lägenheten') or a common one, and the question has a central word
 * ('katt') that no card found for it names at all, so the pages do not cover its point.
 */
export function sharesOnlySetting(knowledge: Knowledge, result: SearchResult, hit: SearchHit): boolean {
  if (hit.topicCoverage >= SETTING_ONLY) return false;
  const stems = stemsOfCard(knowledge, hit);
  const shared = result.terms.filter((term) => term.topic && stems.has(term.term) && !SETTING.test(term.term));
  // One common word ('sätta') is no shared matter; a rarer one, or two words ('flytta' with 'barnen'), is.
  if (shared.some((term) => knowledge.importance(term.term) >= COMMON) || new Set(shared.map((term) => term.word)).size >= 2) return false;
  const central = centralWords(knowledge, result);
  const named = (terms: string[]) => result.hits.some((other) => terms.some((term) => stemsOfCard(knowledge, other).has(term)));
  return central.some((terms) => !named(terms));
}
