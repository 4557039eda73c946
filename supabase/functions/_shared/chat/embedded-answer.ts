// The answer without a language model (supabase/functions/legal-chat/README.md): the intent first, then
// the cards. A legal question gets the best card whole with at most two "Läs också" links; two
// equally close cards get "Menar du …?"; a one-word question gets a question back with choices;
// below the relevance threshold an honest "no sure answer" with topics to choose from.
import { isMigrationCard } from './migration-words.ts';
import type { SiteInfo } from '../lead-mails.ts';
import { cardLink, type Card } from './cards.ts';
import type { ChatTurn } from './chat-request.ts';
import { classify, verdictFacts, type Intent } from './intents.ts';
import type { Knowledge, SearchHit } from './knowledge.ts';
import { ambiguous, isLong, rankCards, type Ranking } from './ranking.ts';
import { conversationState } from './conversation.ts';
import { coversAbroad, newCountry } from './other-country.ts';
import { fitsRoles } from './role-fit.ts';
import {
  answerReply,
  asksQuestion,
  choiceFor,
  clarifyReply,
  didYouMeanReply,
  employeeOwnMatter,
  isPlea,
  NOT_EMPLOYMENT_LAW,
  noMatchReply,
  verdictReply,
  type ChatChoice,
} from './reply.ts';
import { abroadReply, bookingReply, englishReply, greetingReply, improperReply, outsideReply, priceReply, thanksReply } from './fixed-replies.ts';
import { NOT_LAW } from './topics.ts';
import { otherQuestions } from './other-questions.ts';
import { withEarlier } from './visitor-votes.ts';
import { isContentWord, isTopicWord, plainPunctuation, words, writtenPronouns } from './swedish-text.ts';

export { NOTICE, contactLine, fillSiteValues } from './reply.ts';
export type { ChatChoice } from './reply.ts';

export type AnswerKind =
  'answer' | 'did-you-mean' | 'clarify' | 'no-match' | 'outside' | 'verdict' | 'improper' | 'price' | 'booking' | 'english' | 'greeting' | 'thanks';

/**
 * Words in a row with nothing that joins them into a sentence ('banan fönster sju blå trumpet?'): no question about
 * anything, so the chat says it did not understand rather than that the matter is outside its field.
 */
function isWordSalad(message: string): boolean {
  const list = words(message);
  return list.length >= 3 && list.every(isContentWord);
}

/** A plea that asks for help or says it is urgent, rather than only whether it is too late. */
const HELP_ASKED = /(?<!\p{L})(hjälp\p{L}*|bråttom|akut)(?!\p{L})/iu;

/** A question of at most this many content words names no case of its own. */
const SHORT_QUESTION = 3;
/** The share of a verdict card's own question that must be about the visitor's words, and the share of theirs it must name (or be this precise). */
const VERDICT_CARD_PRECISION = 0.35;
const VERDICT_CARD_TITLE = 0.3;
const VERDICT_CARD_PRECISE = 0.5;

export interface EmbeddedAnswer {
  intent: Intent;
  kind: AnswerKind;
  reply: string;
  /** Buttons the widget shows: "Menar du …?", a question back, topics to choose from. */
  choices: ChatChoice[];
  /** The card the reply quotes (none, or exactly one). */
  card?: Card;
  /** The cards above the threshold, best first: the grounding a model gets. */
  relevant: Card[];
}

// Topics offered when nothing fits; each asks a question the cards answer.
const TOPICS: ChatChoice[] = [
  { label: 'Skilsmässa och bodelning', message: 'Hur går en skilsmässa till?' },
  { label: 'Arv och testamente', message: 'Vem ärver om det inte finns något testamente?' },
  { label: 'Hyresrätt', message: 'Hur lång uppsägningstid har jag på min hyreslägenhet?' },
  { label: 'Reklamation av en vara', message: 'Hur länge kan jag reklamera en vara?' },
];

// A topic first for a visitor whose side the general topics leave out (an employee told to leave).
const ROLE_TOPICS: Record<string, ChatChoice> = {
  employee: { label: 'Uppsagd – vad gäller för mig?', message: 'Jag har blivit uppsagd och tycker att det är fel – hur lång tid har jag på mig att agera?' },
};

function suggestions(hits: readonly SearchHit[], roles: ReadonlySet<string>): ChatChoice[] {
  const picked: ChatChoice[] = [...roles].flatMap((role) => ROLE_TOPICS[role] ?? []).slice(0, 1);
  for (const hit of hits) {
    if (picked.length === 2) break;
    if (hit.matchedTopics === 0 || !asksQuestion(hit.card) || picked.some((choice) => choice.message === hit.card.title)) continue;
    picked.push(choiceFor(hit.card));
  }
  for (const topic of TOPICS) if (picked.length < 4) picked.push(topic);
  return picked.slice(0, 4);
}

/** Up to four cards with different titles, from as many pages as possible: the choices of a question back. */
function clarifyChoices(hits: readonly SearchHit[]): ChatChoice[] {
  const byPage = new Set<string>();
  const chosen: Card[] = [];
  // Questions make buttons; a section heading ('Skötsamhet') does not. Both sides of a matter get a say.
  const questions = hits.filter((hit) => asksQuestion(hit.card));
  // A heading that asks ('Före eller efter kontraktet?') leans on its page: a visitor's own question comes first.
  const standalone = questions.filter((hit) => hit.card.source !== 'section');
  const headings = questions.filter((hit) => hit.card.source === 'section');
  for (const [pass, ordered] of [
    [true, standalone],
    [false, standalone],
    [true, headings],
    [false, headings],
  ] as const) {
    for (const hit of ordered) {
      if (chosen.length === 4) break;
      if (chosen.some((card) => card.title === hit.card.title || card === hit.card)) continue;
      if (pass && byPage.has(hit.card.path)) continue;
      byPage.add(hit.card.path);
      chosen.push(hit.card);
    }
  }
  return chosen.map(choiceFor);
}

/**
 * A short follow-up that adds a fact to the visitor's legal question ('men det var jag som cyklade mot rött' after asking who
 * pays for an injury in traffic) is part of that question, even where its words alone would name a field outside the practice.
 */
function addsToLegalQuestion(message: string, conversation: readonly ChatTurn[]): boolean {
  const earlier = conversation.filter((turn) => turn.isUser).at(-1);
  return Boolean(earlier && FOLLOW_UP_OPENER.test(message) && words(message).length <= FOLLOW_UP_WORDS && classify(earlier.content).intent === 'legal');
}
const FOLLOW_UP_OPENER = /^\s*(men|och|fast|dock)(?!\p{L})/iu;
const FOLLOW_UP_WORDS = 12;

/** An employee's own job, in this message or the visitor's earlier ones: the practice advises employers there. */
function ownEmployment(message: string, conversation: readonly ChatTurn[]): boolean {
  const roles = conversationState(message, conversation).roles;
  return roles.has('employee') && !roles.has('employer') && !roles.has('company');
}

/** The whole embedded answer to one message in its conversation. */
export function embeddedAnswer(knowledge: Knowledge, site: SiteInfo, typed: string, typedBefore: readonly ChatTurn[] = []): EmbeddedAnswer {
  const message = writtenPronouns(plainPunctuation(typed));
  const conversation = typedBefore.map((turn) => ({ ...turn, content: writtenPronouns(plainPunctuation(turn.content)) }));
  const none = { choices: [], relevant: [] };
  const classified = classify(message);
  const intent = classified.intent === 'out-of-area' && addsToLegalQuestion(message, conversation) ? 'legal' : classified.intent;
  switch (intent) {
    case 'greeting':
      return { ...none, intent, kind: 'greeting', reply: greetingReply(site, message) };
    case 'thanks':
      return { ...none, intent, kind: 'thanks', reply: thanksReply(site) };
    case 'english':
      return { ...none, intent, kind: 'english', reply: englishReply(site, message, knowledge.pages) };
    case 'price':
      return { ...none, intent, kind: 'price', reply: priceReply(knowledge, site, ownEmployment(message, conversation)) };
    case 'booking':
      return {
        ...none,
        intent,
        kind: 'booking',
        reply: bookingReply(knowledge, site, Boolean(classified.review), message, ownEmployment(message, conversation)),
      };
    case 'improper':
      return { ...none, intent, kind: 'improper', reply: improperReply(site, classified.duty!) };
    case 'out-of-area':
      return { ...none, intent, kind: 'outside', reply: outsideReply(site, classified.outside!) };
    default:
      break;
  }
  const ranking = rankCards(knowledge, intent === 'verdict' ? verdictFacts(message) : message, conversation);
  if (intent === 'legal' && !ranking.relevant.length && !ranking.vague) {
    const leader = longQuestionLeader(knowledge, ranking, withEarlier(message, conversation));
    if (leader) ranking.relevant = [leader];
  }
  const relevant = ranking.relevant.map((hit) => hit.card);
  // An employee's own employment matter: only a card on employment answers, never one that shares a word ('arbetsgivare', 'lön').
  const onEmployment = (hit: SearchHit) => !employeeOwnMatter(message, ranking.state.roles) || !NOT_EMPLOYMENT_LAW.test(`${hit.card.title} ${hit.card.answer}`);
  if (intent === 'verdict') {
    // Only a card that plainly is about the visitor's matter says what usually decides it: its own question names a good part
    // of the visitor's, and is not mostly about something else ('Kan en provanställning avbrytas …?' for a severance offer,
    // 'Mitt ex betalar inget underhåll …' for an offer on the house).
    const best = ranking.relevant[0];
    const onMatter = (hit: SearchHit) =>
      hit.precision >= VERDICT_CARD_PRECISION && (hit.titleCoverage >= VERDICT_CARD_TITLE || hit.precision >= VERDICT_CARD_PRECISE);
    // A card put first for the point the story asks (ranking.asked: 'två grannar skrev under' of a will) is on the matter.
    const card = best && (ranking.asked === best.card.id || onMatter(best)) && onEmployment(best) ? best.card : undefined;
    return { ...none, intent, kind: 'verdict', reply: verdictReply(knowledge, site, message, card, ranking.state.roles), card, relevant };
  }
  // A plea for help with no matter named is asked what happened, whatever card shares its 'akut'; a worry about time alone
  // ('är det för sent??') is first offered the cards on time limits, below.
  const plea = intent === 'legal' && !conversation.some((turn) => turn.isUser) && isPlea(message);
  const noMatter = () => ({
    intent,
    kind: 'no-match' as const,
    reply: noMatchReply(site, ranking.state.roles, message),
    choices: suggestions([], ranking.state.roles),
    relevant: [],
  });
  if (plea && HELP_ASKED.test(message)) return noMatter();
  if (ranking.vague && ranking.relevant.some((hit) => asksQuestion(hit.card))) {
    // 'skilsmässa' is asked about by its own word; 'pappa dog' or 'farmors arv, vad gäller' by 'det', not by a verb or a genitive.
    const said = words(message);
    const topic = said.length === 1 && isTopicWord(said[0]!) ? said[0]! : 'det';
    // The cards about the word come first; one about another subject that only mentions it
    // ('Kan jag bli medborgare om jag har skulder hos Kronofogden?') only fills up.
    // Among them, the cards whose own question names the visitor's words ('vårdnaden om min son': the ones on vårdnad) first.
    const named = new Set(knowledge.stemsOf(message));
    const namesIt = new Map(ranking.relevant.map((hit) => [hit, [...knowledge.stemsOf(hit.card.title)].some((stem) => named.has(stem)) ? 0 : 1]));
    const about = [...ranking.relevant].sort((a, b) => Number(a.offSubject) - Number(b.offSubject) || namesIt.get(a)! - namesIt.get(b)!);
    return { intent, kind: 'clarify', reply: clarifyReply(site, topic), choices: clarifyChoices(about), relevant: about.map((hit) => hit.card) };
  }
  if (plea) return noMatter();
  if (ranking.relevant.length && !onEmployment(ranking.relevant[0]!)) {
    return {
      intent,
      kind: 'no-match',
      reply: noMatchReply(site, ranking.state.roles, message),
      choices: suggestions(ranking.hits, ranking.state.roles),
      relevant: [],
    };
  }
  if (!ranking.relevant.length) {
    // A question or request that names no subject of the practice: not our field ('Vad blir det för väder?', 'Min hund har diarré').
    if (
      knowledge.size > 0 &&
      ranking.result.strongSubjects === 0 &&
      !ranking.otherSide &&
      !employeeOwnMatter(message, ranking.state.roles) &&
      /\?\s*$|^(vad|vem|vilk|hur|när|var|kan|vill|finns|skriv|berätta|ge mig|hjälp mig|hitta|räkna|översätt|förklara|tipsa|rekommendera)(?!\p{L})/iu.test(
        message.trim(),
      ) &&
      words(message).some(isTopicWord) &&
      !isWordSalad(message) &&
      !isPlea(message) &&
      !ranking.state.previous
    ) {
      return { ...none, intent: 'out-of-area', kind: 'outside', reply: outsideReply(site, NOT_LAW) };
    }
    return {
      intent,
      kind: 'no-match',
      reply: noMatchReply(site, ranking.state.roles, message),
      choices: suggestions(ranking.hits, ranking.state.roles),
      relevant,
    };
  }
  // A follow-up that moves the matter abroad ('och om pappan bor i Norge?'): the earlier Swedish answer is no answer to it.
  // A card about another country answers only when it stays in the earlier question's area ('och om vi gifte oss utomlands?' after a divorce is no migration question).
  let hits = ranking.relevant;
  const country = ranking.state.contrast ? undefined : newCountry(message, ranking.state.previous);
  const earlier = country ? rankCards(knowledge, ranking.state.previous!, []).relevant.map((hit) => hit.card) : [];
  const onEarlierSubject = (card: Card) => earlier.some((other) => other.path === card.path || (other.category && other.category === card.category));
  const top = hits[0];
  const topAnswers = Boolean(top && coversAbroad(top.card) && onEarlierSubject(top.card));
  // … and one written for the case abroad beats one that names another country in passing (an anstånd for property abroad).
  if (country && (!topAnswers || (!top!.card.roles.includes('abroad') && !isMigrationCard(top!.card)))) {
    // The earlier answer's own pages may take up other countries ('Köp från andra länder' under ångerrätt): that card answers.
    const abroad = abroadCard(knowledge, new Set(earlier.slice(0, EARLIER_PAGES).map((card) => card.path)), country, ranking.state.roles);
    if (!abroad && !topAnswers)
      return { intent, kind: 'no-match', reply: abroadReply(site, country), choices: suggestions(ranking.hits, ranking.state.roles), relevant };
    if (abroad && (!topAnswers || abroad.card.roles.includes('abroad'))) hits = [abroad, ...hits.filter((hit) => hit.card.id !== abroad.card.id)];
  }
  // Where earlier visitors who asked alike (a follow-up with what they asked before) were clearly answered by another of
  // the relevant cards, that card answers.
  // … unless the card first asks for what the visitor asks for (an appeal, a time) and the others' questions do not.
  // … and never for a short question that says neither of two equally close cases ('Hur lång är uppsägningstiden?': a job or a
  // flat): earlier visitors who asked more were answered for their own case, and this visitor is asked which.
  const saysNeither =
    !conversation.some((turn) => turn.isUser) && words(message).filter(isContentWord).length <= SHORT_QUESTION && ambiguous(hits) !== undefined;
  const voted =
    hits[0]?.card.id === ranking.pointed || saysNeither
      ? undefined
      : knowledge.votes.preferred(
          withEarlier(message, conversation),
          hits.map((hit) => cardLink(hit.card)),
        );
  if (voted !== undefined) hits = [hits[voted]!, ...hits.filter((_, at) => at !== voted)];
  const pair = voted === undefined && hits[0]?.card.id !== ranking.asked ? ambiguous(hits) : undefined;
  if (pair) {
    return {
      intent,
      kind: 'did-you-mean',
      reply: didYouMeanReply(site, pair[0].card, pair[1].card),
      choices: pair.map((hit) => choiceFor(hit.card)),
      relevant: hits.map((hit) => hit.card),
    };
  }
  const also = otherQuestions(knowledge, message, conversation, hits, onEmployment);
  return {
    intent,
    kind: 'answer',
    reply: answerReply(knowledge, site, hits, ranking.state.query, ranking.state.roles, also),
    choices: also.map(choiceFor),
    card: hits[0]!.card,
    relevant: hits.map((hit) => hit.card),
  };
}

/**
 * A long question names so much besides what it asks that no card shares enough of its words ('Grannen ovanför åkte på
 * semester med tvättmaskinen igång …'). Its closest card answers it still when two things agree: the card shares
 * several of the question's subjects, and earlier visitors who wrote alike were answered by it.
 */
function longQuestionLeader(knowledge: Knowledge, ranking: Ranking, asked: string): SearchHit | undefined {
  const [top] = ranking.hits;
  if (!top || !isLong(ranking.result) || top.matchedSubjects < LEADER_SUBJECTS || top.offSubject) return undefined;
  const leader = knowledge.votes.leader(asked);
  return leader && leader.link === cardLink(top.card) && leader.share >= LEADER_SHARE ? top : undefined;
}
/** The subjects of the pages the closest card must share with the long question … */
const LEADER_SUBJECTS = 2;
/** … and the share of the earlier visitors' vote its link must lead with. */
const LEADER_SHARE = 0.4;

// The pages of the earlier question's first answers, where a card on the case abroad is looked for.
const EARLIER_PAGES = 6;

/** The card on the earlier subject that takes up other countries, for the visitor's roles: one written for the case abroad first. */
function abroadCard(knowledge: Knowledge, paths: ReadonlySet<string>, country: string, roles: ReadonlySet<string>): SearchHit | undefined {
  return knowledge
    .search(`${country} andra länder utomlands`, { limit: 40 })
    .hits.filter((hit) => paths.has(hit.card.path) && coversAbroad(hit.card) && fitsRoles(hit.card.roles, roles))
    .sort((a, b) => Number(b.card.roles.includes('abroad')) - Number(a.card.roles.includes('abroad')))[0];
}
