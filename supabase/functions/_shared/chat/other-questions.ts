// A message that asks two or three things ('Måste jag flytta? Och kan jag få tillbaka det jag betalat för mycket?') is
// answered on its main question by one card, whole. Each other question that a card answers on its own – with the story
// the visitor told around it – gets a button that asks it, so no part of the message is silently dropped.
import type { Card } from './cards.ts';
import type { ChatTurn } from './chat-request.ts';
import type { Knowledge, SearchHit } from './knowledge.ts';
import { rankCards } from './ranking.ts';
import { asksQuestion } from './reply.ts';
import { isContentWord, words } from './swedish-text.ts';

/** At most this many other questions get a button: the answer stays the reply's main part. */
const MAX_OTHER_QUESTIONS = 2;
/** A question of fewer content words ('Eller?', 'Vad gäller?') asks nothing on its own. */
const MIN_PART_WORDS = 2;
/** The share of a card's words a question asked alone must name: 'direkt till domstolen?' names too little of any card. */
const MIN_PART_PRECISION = 0.4;
/** A question that the answer's card also answers, nearly as well as its best card, is answered already. */
const ANSWERED_RATIO = 0.7;

/** The questions a message asks (its sentences that end in '?', or its numbered points) and the story around them. */
export function questionParts(message: string): { parts: string[]; story: string } {
  const sentences = message
    .split(/(?<=[.!?])\s+|\n+|\s(?=\(?\d\s?[.)]\s)/)
    .map((sentence) => sentence.trim().replace(/^\(?\d\s?[.)]\s+/, ''))
    .filter(Boolean);
  const parts = sentences.filter((sentence) => sentence.endsWith('?') && words(sentence).filter(isContentWord).length >= MIN_PART_WORDS);
  const story = sentences.filter((sentence) => !parts.includes(sentence)).join(' ');
  return { parts, story };
}

/**
 * The cards that answer the message's other questions, each asked alone with the story: only one that is not the
 * answer's own, is relevant to the whole message too (a part alone loses the story's sense: 'har ja rätt att få tbx
 * jobbet??' is no question on temporary staff), asks a question a button can show, and is accepted by `fits` (the
 * visitor's side of the matter).
 */
export function otherQuestions(
  knowledge: Knowledge,
  message: string,
  conversation: readonly ChatTurn[],
  whole: readonly SearchHit[],
  fits: (hit: SearchHit) => boolean,
): Card[] {
  const { parts, story } = questionParts(message);
  if (parts.length < 2) return [];
  const found: Card[] = [];
  for (const part of parts) {
    // The part read in the story ('… 3000 kr mer än hon betalar. Kan jag få tillbaka det?'), or after it, as a follow-up to it.
    const card =
      partCard(knowledge, `${story} ${part}`.trim(), conversation, whole, fits) ??
      (story ? partCard(knowledge, part, [...conversation, { content: story, isUser: true }], whole, fits) : undefined);
    if (!card || found.some((other) => other.id === card.id || other.title === card.title)) continue;
    found.push(card);
    if (found.length === MAX_OTHER_QUESTIONS) break;
  }
  return found;
}

/** The card that answers one part of a message, unless the answer's own card answers it nearly as well. */
function partCard(
  knowledge: Knowledge,
  part: string,
  conversation: readonly ChatTurn[],
  whole: readonly SearchHit[],
  fits: (hit: SearchHit) => boolean,
): Card | undefined {
  const answered = whole[0]!.card;
  const ranking = rankCards(knowledge, part, conversation);
  const top = ranking.relevant[0];
  // 'och om vi gifter oss i sommar?' switches a fact of the earlier question: the whole message asks it again.
  if (ranking.state.contrast || ranking.vague || !top || top.precision < MIN_PART_PRECISION || !fits(top) || !asksQuestion(top.card)) return undefined;
  if (top.card.id === answered.id || top.card.title === answered.title) return undefined;
  if (ranking.relevant.some((hit) => hit.card.id === answered.id && hit.score >= top.score * ANSWERED_RATIO)) return undefined;
  return whole.some((hit) => hit.card.id === top.card.id) ? top.card : undefined;
}
