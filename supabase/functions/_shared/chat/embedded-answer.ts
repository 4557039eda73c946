// The answer without a language model: written in Swedish from the best passages of the site's own
// pages, naming them as links, and always ending with the way to a person and the notice.
// Reply syntax: plain text, "• " bullets and [title](/path#anchor) links, which is what the chat
// widget renders (widgets/src/chat/message-content.tsx).
import type { SiteInfo } from '../lead-mails.ts';
import type { ChatTurn } from './chat-request.ts';
import type { Knowledge, Passage, QueryTerm, SearchHit, SearchResult } from './knowledge.ts';
import { isContentWord, words } from './swedish-text.ts';
import { PRACTICE_AREAS, isContractReview, isGreeting, isThanks, outsideArea } from './topics.ts';

export const NOTICE = 'Svaret är allmän information, inte juridisk rådgivning i ditt ärende.';

export type AnswerKind = 'answer' | 'no-match' | 'outside' | 'contract-review' | 'greeting' | 'thanks';

export interface EmbeddedAnswer {
  kind: AnswerKind;
  reply: string;
  /** The pages the reply links to, as /path or /path#anchor. */
  citations: string[];
  /** The passages the reply drew on (given to a model as well). */
  passages: Passage[];
}

/** The way to a person (spec §1: phone hours, the free first 10 minutes, the callback). */
export function contactLine(site: SiteInfo): string {
  return `Ring ${site.phone} (vardagar 8–17) – de första 10 minuterna är kostnadsfria – eller be oss ringa upp dig.`;
}

/** Placeholders the corpus keeps for values that follow the site's settings. */
export function fillSiteValues(text: string, site: SiteInfo): string {
  return text.replace(/\{\{(phone|email|siteName|siteUrl)\}\}/g, (_all, key: string) =>
    key === 'phone' ? site.phone : key === 'email' ? site.email : key === 'siteName' ? site.name : site.siteUrl,
  );
}

export function linkTo(passage: Pick<Passage, 'path' | 'anchor'>): string {
  return passage.anchor ? `${passage.path}#${passage.anchor}` : passage.path;
}

/** A link label may not hold brackets (the widget's link syntax). */
function label(title: string): string {
  return title.replace(/[[\]]/g, '').trim();
}

function finish(parts: string[], site: SiteInfo): string {
  return [...parts.filter(Boolean), contactLine(site), NOTICE].join('\n\n');
}

// ---------------------------------------------------------------------------------------------
// Choosing sentences

const MAX_SENTENCE = 280;

function shorten(sentence: string): string {
  if (sentence.length <= MAX_SENTENCE) return sentence;
  const cut = sentence.slice(0, MAX_SENTENCE - 20);
  return `${cut.slice(0, cut.lastIndexOf(' '))} …`;
}

interface Candidate {
  text: string;
  passage: Passage;
  /** Position of the sentence in its passage. */
  position: number;
  score: number;
  stems: Set<string>;
}

function matches(sentenceStem: string, term: QueryTerm): boolean {
  if (sentenceStem === term.term) return true;
  // Prefixes cover compounds and endings: 'bouppteckning' in 'bouppteckningen', 'vårdn' in 'vårdnadshavare'.
  return !term.exact && term.term.length >= 4 && sentenceStem.startsWith(term.term);
}

/**
 * How much of the question a sentence answers: the question's words it contains, each by its
 * weight and by how rare it is in the pages ('skilsmässa' says more than 'tar').
 */
function sentenceScore(knowledge: Knowledge, stems: Set<string>, terms: readonly QueryTerm[]): number {
  const best = new Map<number, number>();
  for (const term of terms) {
    for (const sentenceStem of stems) {
      if (matches(sentenceStem, term)) {
        best.set(term.word, Math.max(best.get(term.word) ?? 0, term.weight * knowledge.importance(term.term)));
        break;
      }
    }
  }
  let score = 0;
  for (const weight of best.values()) score += weight;
  return score;
}

const POINTER = /\b(läs mer|finns i vår artikel|beskriver vi i|i artikeln om|se )/i;
const LEANING = /^(det innebär|detta|då |därför|dessutom|men )/i;

function candidates(knowledge: Knowledge, hits: readonly SearchHit[], terms: readonly QueryTerm[]): Candidate[] {
  const top = hits[0]?.score ?? 1;
  const list: Candidate[] = [];
  for (const hit of hits) {
    const headingBonus = sentenceScore(knowledge, knowledge.stemsOf(hit.passage.heading), terms) > 0 ? 0.3 : 0;
    hit.passage.sentences.forEach((text, position) => {
      const stems = knowledge.stemsOf(text);
      let score = sentenceScore(knowledge, stems, terms);
      if (score === 0) return;
      // Tables and list debris are no sentences; pointers to other pages and sentences that lean
      // on the one before them ("Det innebär: …") answer less on their own.
      if (/---|\|/.test(text)) return;
      score += headingBonus + 0.6 * (hit.score / top);
      if (text.length < 40) score *= 0.6;
      else if (text.length > 260) score *= 0.85;
      if (text.trim().endsWith('?') || text.trim().endsWith(':')) score *= 0.3;
      if (POINTER.test(text)) score *= 0.5;
      if (LEANING.test(text)) score *= 0.8;
      list.push({ text, passage: hit.passage, position, score, stems });
    });
  }
  return list.sort((a, b) => b.score - a.score);
}

function similar(a: Set<string>, b: Set<string>): boolean {
  let shared = 0;
  for (const item of a) if (b.has(item)) shared += 1;
  return shared / Math.max(1, Math.min(a.size, b.size)) > 0.7;
}

// ---------------------------------------------------------------------------------------------
// The replies

function greetingReply(site: SiteInfo): EmbeddedAnswer {
  const reply = finish(
    ['Hej! Ställ din fråga med egna ord – till exempel om skilsmässa, arv, hyresavtal, arbetstillstånd eller ett avtal du vill ha granskat – så svarar jag utifrån det vi har skrivit på våra sidor.'],
    site,
  );
  return { kind: 'greeting', reply, citations: [], passages: [] };
}

function thanksReply(site: SiteInfo): EmbeddedAnswer {
  return { kind: 'thanks', reply: finish(['Varsågod! Fråga gärna igen om du undrar något mer.'], site), citations: [], passages: [] };
}

function outsideReply(site: SiteInfo, area: { label: string; hint: string }): EmbeddedAnswer {
  const reply = finish(
    [`Din fråga gäller ${area.label}, och det är inget vi arbetar med – så jag vill inte gissa. ${area.hint}`, `Vi hjälper till med ${PRACTICE_AREAS}. Är du osäker på om din fråga hör dit, fråga oss gärna.`],
    site,
  );
  return { kind: 'outside', reply, citations: [], passages: [] };
}

function noMatchReply(site: SiteInfo): EmbeddedAnswer {
  const reply = finish(
    [
      'Jag hittar inget på våra sidor som svarar på det, så jag vill inte gissa.',
      `Vi arbetar med ${PRACTICE_AREAS}. Gäller din fråga något av det, skriv den gärna med andra ord – eller tala direkt med en jurist.`,
    ],
    site,
  );
  return { kind: 'no-match', reply, citations: [], passages: [] };
}

function contractReviewReply(site: SiteInfo, hits: readonly SearchHit[], pasted: boolean): EmbeddedAnswer {
  const pages = distinctPages(hits.filter((hit) => hit.coverage > 0).map((hit) => hit.passage)).slice(0, 2);
  const lines = [
    pasted
      ? 'Det ser ut som ett avtal. I chatten kan jag inte granska ditt avtal, och det är bäst att du inte klistrar in hela avtal eller personuppgifter här. Så här granskar vi det i stället:'
      : 'Vi granskar gärna ditt avtal. Så går det till:',
    [
      '• Beskriv kort i [kontaktformuläret](/kontakt) vad avtalet gäller, vilka parterna är och när det ska skrivas under eller när tvisten uppstod. Skicka inte själva avtalet i chatten.',
      '• I den kostnadsfria behovsanalysen per telefon berättar vi hur du skickar avtalet med bilagor och eventuell e-post där villkoren diskuterats, och vad granskningen kostar – vi arbetar med fast pris.',
      '• En jurist går igenom vad du åtar dig, betalning, fel och förseningar, ansvarsbegränsningar, uppsägning och vad som saknas, och föreslår konkreta ändringar innan du skriver under.',
    ].join('\n'),
    pages.length ? `Läs gärna mer: ${pages.map((page) => `[${label(page.pageTitle)}](${linkTo(page)})`).join(', ')}` : '',
  ];
  return { kind: 'contract-review', reply: finish(lines, site), citations: ['/kontakt', ...pages.map(linkTo)], passages: pages };
}

function distinctPages(passages: readonly Passage[]): Passage[] {
  const seen = new Set<string>();
  return passages.filter((passage) => {
    if (seen.has(passage.path)) return false;
    seen.add(passage.path);
    return true;
  });
}

function answerReply(knowledge: Knowledge, site: SiteInfo, hits: readonly SearchHit[], terms: readonly QueryTerm[]): EmbeddedAnswer | undefined {
  const list = candidates(knowledge, hits, terms);
  const lead = list[0];
  if (!lead) return undefined;
  const used: Candidate[] = [lead];
  let leadText = shorten(lead.text);
  // A short first sentence is followed by the next one of the same passage when that one is
  // about the question too.
  const next = list.find((candidate) => candidate.passage === lead.passage && candidate.position === lead.position + 1);
  if (leadText.length < 110 && next && next.text.length <= MAX_SENTENCE && !next.text.trim().endsWith('?')) {
    leadText = `${leadText} ${next.text}`;
    used.push(next);
  }

  const bullets: Candidate[] = [];
  for (const candidate of list.slice(1)) {
    if (bullets.length === 3) break;
    if (candidate.score < lead.score * 0.45) break;
    if (candidate.passage === lead.passage && Math.abs(candidate.position - lead.position) <= 1) continue;
    if (used.some((other) => similar(other.stems, candidate.stems))) continue;
    // At most two facts from one passage, so the reply draws on more than one place when it can.
    if (bullets.filter((bullet) => bullet.passage === candidate.passage).length >= 2) continue;
    bullets.push(candidate);
    used.push(candidate);
  }

  const linked = new Set<string>();
  const bulletLines = bullets.map((bullet) => {
    linked.add(bullet.passage.path);
    return `• ${shorten(bullet.text)} ([${label(bullet.passage.pageTitle)}](${linkTo(bullet.passage)}))`;
  });
  const readMore = linked.has(lead.passage.path) ? '' : `Läs mer: [${label(lead.passage.pageTitle)}](${linkTo(lead.passage)})`;
  const reply = finish([fillSiteValues(leadText, site), fillSiteValues(bulletLines.join('\n'), site), readMore], site);
  const citations = [...new Set([linkTo(lead.passage), ...bullets.map((bullet) => linkTo(bullet.passage))])];
  return { kind: 'answer', reply, citations, passages: distinctPassages(used.map((candidate) => candidate.passage)) };
}

function distinctPassages(passages: readonly Passage[]): Passage[] {
  return [...new Set(passages)];
}

export interface Retrieval {
  hits: SearchHit[];
  terms: QueryTerm[];
  /** Whether the best passage answers enough of the question to be used. */
  relevant: boolean;
}

/**
 * The passages that hold enough of the question: 40 % (30 % of a long one) of the
 * rarity-weighted words the pages use at all, and two words when the question has three or more (one shared word is chance:
 * 'helgen', 'Stockholm').
 */
function relevantHits(result: SearchResult): SearchHit[] {
  if (result.knownWords === 0) return [];
  const words = result.questionWords >= 3 ? 2 : 1;
  // A long question says more than it asks; a third of it in one passage is enough.
  const coverage = result.knownWords >= 6 ? 0.3 : 0.4;
  return result.hits.filter((hit) => hit.coverage >= coverage && hit.matchedWords >= words);
}

/**
 * Searches the question; a short follow-up ("Hur lång tid tar det?") is searched again together
 * with the visitor's previous question when that one had a subject the pages cover.
 */
export function retrieve(knowledge: Knowledge, message: string, conversation: readonly ChatTurn[]): Retrieval {
  const first = knowledge.search(message, { limit: 12 });
  const found = relevantHits(first);
  const previous = [...conversation].reverse().find((turn) => turn.isUser)?.content ?? '';
  const short = words(message).filter(isContentWord).length <= 4;
  if (previous && short && relevantHits(knowledge.search(previous)).length) {
    const second = knowledge.search(message, { context: previous, limit: 12 });
    if (second.hits.length) return { hits: second.hits, terms: second.terms, relevant: true };
  }
  return { hits: found, terms: first.terms, relevant: found.length > 0 };
}

/** Whether a question that names an outside field is still mostly about one of ours ('pensionär som vill skriva testamente'). */
function mostlyInArea(knowledge: Knowledge, message: string, triggers: readonly string[]): boolean {
  const rest = words(message).filter((word) => !triggers.includes(word)).join(' ');
  return relevantHits(knowledge.search(rest)).some((hit) => hit.matchedWords >= 2 && hit.coverage >= 0.6);
}

/** The whole embedded answer to one question. */
export function embeddedAnswer(knowledge: Knowledge, site: SiteInfo, message: string, conversation: readonly ChatTurn[] = []): EmbeddedAnswer {
  if (isGreeting(message)) return greetingReply(site);
  if (isThanks(message)) return thanksReply(site);
  const retrieval = retrieve(knowledge, message, conversation);
  if (isContractReview(message)) return contractReviewReply(site, retrieval.hits, message.length >= 600);
  const outside = outsideArea(message);
  if (outside && !mostlyInArea(knowledge, message, outside.triggers)) return outsideReply(site, outside);
  if (!retrieval.relevant) return noMatchReply(site);
  // Only passages nearly as much about the question as the best one are quoted.
  const best = retrieval.hits[0]!;
  const close = retrieval.hits.filter((hit) => hit.score >= best.score * 0.3 && hit.coverage >= best.coverage * 0.75);
  return answerReply(knowledge, site, close, retrieval.terms) ?? noMatchReply(site);
}

