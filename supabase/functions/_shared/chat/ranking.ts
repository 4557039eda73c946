// Which card answers the question: the search over the cards, the visitor's roles as a filter,
// and a relevance threshold that means something – the card must share the question's topic
// words (numbers and verbs like 'starta' or 'göra' do not count). Tuned on the labelled tuning
// set (supabase/functions/legal-chat/eval/tuning.json, `pnpm eval:chat`).
import type { ChatTurn } from './chat-request.ts';
import type { Card } from './cards.ts';
import { OPPOSITE, conversationState, rolesIn, type ConversationState } from './conversation.ts';
import { fitsRoles, isEmployeeCardOnEmployerPage } from './role-fit.ts';
import { ASKS_AGAIN, forSwitchedFact } from './switched-fact.ts';
import type { Knowledge, SearchHit, SearchResult } from './knowledge.ts';
import { lettered } from './letter-bounds.ts';
import { HARMED_BY_SOMEONE_CLOSE } from './topics.ts';
import { sharesOnlySetting } from './central-word.ts';
import { ASKED_POINTS } from './asked-points.ts';
import { euRulesCard, isMigrationCard, namesMigration } from './migration-words.ts';
import { isContentWord, isTopicWord, plainPunctuation, words, writtenPronouns } from './swedish-text.ts';
import { asksFor, asksForWeight, statesWhatIsAsked } from './title-match.ts';

/** Share of the question's topic words a card must match (a third of a long question). */
export const TOPIC_COVERAGE = 0.5;
export const TOPIC_COVERAGE_LONG = 0.34;
/**
 * A story of many sentences names many things besides what it asks ('villa', 'september', 'mejl'):
 * a card that shares several of its subjects answers it at a lower share.
 */
export const TOPIC_COVERAGE_STORY = 0.25;
const STORY_TOPICS = 8;
const STORY_MATCHED_SUBJECTS = 3;
/**
 * A shorter question's closest card of all answers at the story's share too when its own question names a fifth of the
 * visitor's ('Hyresvärden säger att vi får betala tre månaders hyra till' after a tenant's death): a leader that shares the
 * subjects but not the question ('ex' read as the other parent) does not.
 */
const LEADING_TITLE_COVERAGE = 0.2;
/** … and that is among the closest cards of all (a card far behind shares the story's words by chance). */
const STORY_SCORE_RATIO = 0.75;
/**
 * A card far ahead of every other, whose own question is mostly about the visitor's words, is no chance match: it answers
 * at the story's share too ('provanställd … får inte stanna efter nästa vecka': the daughter, the café and the owner are
 * words of the story, the trial employment its matter).
 */
const FAR_AHEAD_RATIO = 6;
const FAR_AHEAD_PRECISION = 0.5;
// A death is no side of a matter: the estate's cards weigh more by ESTATE_WEIGHT alone, or a will's form ('bara EN person som
// skrivit på som vittne') after a death lost to any card of the estate.
const SIDED_ROLES = ['sambo', 'married', 'tenant', 'subtenant', 'landlord', 'employer', 'employee', 'creditor', 'debtor', 'company'];
const FAR_BEHIND = 0.05;
/** Two cards this close in score are 'about equally close': the visitor is asked which one. */
export const AMBIGUOUS_RATIO = 0.9;
/** A card that names the earlier question's subject weighs this much more in a follow-up. */
const FOLLOW_UP_WEIGHT = 1.5;
/** An authored or FAQ card this close to a section of the same page answers instead of it. */
const AUTHORED_RATIO = 0.6;
/** … when it covers at least this share of the topic the section covers. */
const AUTHORED_TOPIC_RATIO = 0.7;
/** … and names at least this share of what its own question is about, measured against the section's. */
const AUTHORED_PRECISION_RATIO = 0.5;
/** After a death nearly everything is the estate's matter (its debts, its house, its loans): its cards weigh this much more again. */
const ESTATE_WEIGHT = 1.5;
/** A card on the visitor's subject this close to one about another subject answers instead. */
const OFF_SUBJECT_RATIO = 0.5;
/** … and names about as much of the visitor's topic: a card that shares one word of it is no better answer. */
const OFF_SUBJECT_TOPIC_RATIO = 0.6;
/** What a question asks for that a card of its page may answer while the closest card does not: a time, a cost or an appeal. */
const CHILDREN_FACTS = new Set(['stepfamily', 'joint-children']);
const CHILDREN_NAMED = lettered(/\bbarn\p{L}*/iu);
const FAMILY_FACTS = new Set(['abroad', 'stepfamily', 'joint-children', 'childless']);
const POINTED_KINDS = new Set(['time', 'cost', 'duration', 'appeal']);
/** … when that card is at least this share of the closest card's score. */
const POINTED_RATIO = 0.25;
/** … and names at least this share of the topic the closest card names (a long story names many things the point does not). */
const POINTED_TOPIC_RATIO = 0.4;
/** … or, stating it in its answer, names nearly as much of the question in its own question. */
const POINTED_TITLE_RATIO = 0.9;
// A card whose own question names this much more of the visitor's question, on as much of its topic,
// comes first when its score is at least this share of the leader's.
const EXACT_TITLE_MARGIN = 0.1;
// … when it names most of the question and asks about little else.
const EXACT_TITLE_COVERAGE = 0.75;
const EXACT_TITLE_PRECISION = 0.5;
const EXACT_TITLE_RATIO = 0.4;
// The pages' card on violence and threats (112, kontaktförbud, socialtjänsten) answers one who is harmed by someone close.
const SAFETY_QUERY = 'våld hot kontaktförbud';
/** A consumer's card answers a firm that sells to consumers when its own question names at least this share of the firm's. */
const CONSUMER_RULE_TITLE = 0.5;
// The words that find a permit's cards for one who asks whether to leave Sweden, and the ways a job ends that such a
// visitor names (a card on them answers before one on permanent residence).
const STAY_QUERY = 'uppehållstillstånd arbetstillstånd';
const JOB_ENDS = lettered(
  /\b(uppsagd|sagt upp (mig|honom|henne)|sa upp (mig|honom|henne)|säga upp (mig|honom|henne)|arbetsbrist|varsla\w*|anställningen (upphör|tar slut|slutar))\b/i,
);
const FAMILY_MIGRATION_PAGE = 'anhoriginvandring';
const COMING_HERE = lettered(
  /\b((flytta|flyttar|komma|kommer|ta|tar|få|får|hämta|hämtar|bjuda) (\S+ ){0,3}hit|(till|i|hit till) (mig i )?sverige|uppehållstillstånd\w*|uppehållskort\w*|anhöriginvandring\w*|migrationsverket\w*|återförena\w*|familjeåterförening\w*|visum|asyl\w*|bosätta\w*|(bo|stanna|leva) (här|kvar här)|från utlandet|(ansöka|ansöker|söka|söker) (om )?(tillstånd|uppehåll)\w*|försörjningskrav\w*|bostadskrav\w*|arbetstillstånd\w*|medborgar\w*|utvis\w*|ambassad\w*)\b/i,
);
const SAFETY_CARD = lettered(/\b(våld|hotar mig)\b/i);
// A card whose own question is about premises ('lokalhyran', 'vårt lokalavtal').
const PREMISES_CARD = lettered(/\b(lokal\p{L}*|\p{L}+lokal(en|er|erna)?)\b/iu);
// A card on taking over a rented home after a separation answers only one who speaks of renting: a flat the couple bought is
// divided in the bodelning.
const RENTED_HOME_CARD = lettered(/\bta över hyresrätten\b/i);
const RENTING_NAMED = lettered(/\b(hyr\p{L}*|kontrakt\p{L}*|förstahand\p{L}*)\b/iu);
// … and a card on a waiver of the right to stay answers only one who speaks of having waived it.
const WAIVER_CARD = lettered(/\bavstått från besittningsskyddet\b/i);
const WAIVER_NAMED = lettered(/\b(avst\p{L}*|avsagt|avsäg\p{L}*|besittningsskydd\p{L}*)\b/iu);
// A message that asks something of its matter ('vad är arvskifte', 'kan jag …').
const ASKING = lettered(/^(vems|var|kan|får|måste|ska|bör|gäller|är|finns)\b|\b(hur|vad|va|vem|vilk\w*|när|varför)\b/i);
const WHAT_APPLIES = lettered(/[,.–-]?\s*\b(vad gäller( (det|då|här|nu))?|hur funkar (det|det här))\s*\??\s*$/i);
// 'uppsagd. vad gör jag nu', 'uppsagd, vad nu': what to do, asked of a matter named in a word or two ('Min hund har diarré, vad ska jag göra?' says more).
const WHAT_TO_DO = lettered(/[,.–-]?\s*\b(vad (gör|ska|bör) (jag|ja|vi)( göra)?( nu| då)?|vad nu|vad händer nu)\s*\??\s*$/i);
// 'snälla hjälp mig det gäller min son': a plea before the matter, which asks nothing of it.
const PLEA = lettered(/^(snälla|snälla ni)?[\s,!]*(hjälp|hjälpa)( mig| oss)?[\s,.!]*/i);
// 'fick ett kuvert från kronofogden idag, vad betyder det', 'kronofogden brev??', 'avtalet jag skrev på igår', 'Jag har fått ett
// brev om en skuld, vad gör jag?': a letter or a paper named and nothing of what it says, so it is asked back.
const LETTER_ONLY = lettered(
  /^(det |ett |en )?(avtal(et)?|kontrakt(et)?|papper(et)?|pappret|dokument(et)?)( som)? (jag|vi) (skrev på|skrev under|har skrivit på|har skrivit under|fick|har fått)( \S+){0,2}[\s?!.]*$|^((jag |vi |ja )?(har )?(fick|fått|har fått|fått hem) )?(ett |en )?(brev|kuvert|papper|beslut|mejl|mail)( \S+)? (från|om( en| ett)?) (\S+)( (idag|i dag|igår|i går|nyss|precis))?[\s,.!–-]*(vad (betyder|innebär) (det|detta|det här|det för mig)|vad (gör|ska|bör) (jag|ja|vi)( nu| då)?|vad händer nu)[\s?!.]*$|^((brev|kuvert|papper) från \S+|\S+ (brev|kuvert|papper))[\s?!.]*$/i,
);
// 'Kan man kräva tillbaka?' with nothing before it: a claim with neither what nor from whom, asked back.
const ONLY_CLAIM = lettered(
  /^\W*(kan|får|måste|ska) (man|jag|ja|vi) (\S+ )?(kräva|få|begära) (\S+ )?(tillbaka|ersättning|skadestånd|pengarna|pengar)( tillbaka)?[\s?!.]*$/i,
);
// 'är det för sent??' with nothing before it: whether some time limit has run out, not which – it is asked back.
const ONLY_LATE = lettered(/^\W*(men )?(är|e|ä) (det|de|d) (för sent|kört)( nu)?[\s?!.]*$/i);
/** How many cards a question back to a matter no card answers offers. */
const VAGUE_CHOICES = 6;
const ABOUT_ONLY = lettered(
  /^(det gäller|det handlar om|angående|ang\.|gäller|en fråga om|fråga om|frågor om|(problem|besvär|strul|bråk) (med|m)|bråk om|tjafs om|gräl om|osämja om|konflikt om)\b/i,
);
// '… vet inte vart jag ska vända mig' after a matter named: the visitor is lost, and asks nothing of the matter yet.
const LOST = lettered(/[,.–-]?\s*(och )?(jag )?vet inte (vart|var|hur|vad) (jag|vi) (ska|kan|bör) (vända (mig|oss)|göra|börja)[\s.!]*$/i);
const REPLACEMENT = lettered(/\b(i stället|istället|i stallet|istallet)\b/i);
const VIOLENCE_NAMED = lettered(
  /\b(våld\w*|hot|hotet|hoten|hotar|hotade|hotat|hotfull\w*|slår|slog|slagit|knuff\w*|misshand\w*|stryp\w*|våldt\w*|rädd\w*|skräm\w*|kontaktförbud\w*|skyddat boende|förföljer|trakasser\w*|112|polis\w*)\b/i,
);
const STAY_OR_LEAVE = lettered(
  /\b(lämna|lämnar|åka ut ur|flytta från|stanna|stannar|stanna kvar|bo kvar|få bo kvar|få stanna) (i )?(sverige|landet)\b|\b(åka|resa|flytta|åker|reser|flyttar) (hem|tillbaka hem)( igen)?\b|\bvad händer (då )?med (mitt|hans|hennes|deras|vårt) (arbetstillstånd|uppehållstillstånd|tillstånd)\b|\butvis\w*/i,
);
/** A card that explains the matter this close to the home page's summary of it answers instead. */
const SUMMARY_RATIO = 0.5;
const STILL_IN_TIME = lettered(/\b(hinner (jag|vi|man|hon|han)( fortfarande| ännu)?|är det (redan )?för sent|har (jag|vi) missat (fristen|tiden))\b/i);
/**
 * The card's own question, whatever its case, spacing and closing punctuation. A heading that asks nothing ('Arvskifte')
 * sent alone names a topic, and is asked back like any other.
 */
function sameQuestion(title: string, message: string): boolean {
  if (!title.trim().endsWith('?')) return false;
  // The message has been through plainPunctuation and writtenPronouns (embedded-answer.ts); the card's title goes the same way.
  const plain = (text: string) =>
    writtenPronouns(plainPunctuation(text))
      .toLowerCase()
      .replace(/\s+/g, ' ')
      .replace(/[\s?!.]+$/, '')
      .trim();
  return plain(title) === plain(message);
}
/** A follow-up that asks for a time and names at most this many subjects of its own asks it of the earlier matter. */
const TIME_FOLLOW_UP_TOPICS = 3;
/** A card written for the visitor's side of the matter (married, tenant, employee …) weighs this much more. */
const SIDED_WEIGHT = 2;
const NARROW_ROLES = ['subtenant', 'sambo'];
const NARROW_WEIGHT = 1.5;

export interface Ranking {
  /** Cards above the threshold, best first, for the visitor's roles. */
  relevant: SearchHit[];
  /** Everything the search found for the visitor's roles (topic suggestions come from here). */
  hits: SearchHit[];
  /** Cards the roles filtered out: a question nothing else answers was asked from the other side. */
  filtered: number;
  /** Whether a card would answer the question if the visitor were on the other side (an employee asking an employer's question). */
  otherSide: boolean;
  result: SearchResult;
  state: ConversationState;
  /** A question of one or two words that names a topic: asked back, not answered. */
  vague: boolean;
  /** The card of a point the story asks whatever else it names (ASKED_POINTS, violence at home): it answers, not 'Menar du …?'. */
  asked?: number;
  /** The card put first because its own question asks for what the visitor asks for (an appeal, a time) and the closest one's does not. */
  pointed?: number;
}

/** A question that names four or more things: a card answers it at a lower share of them. */
const LONG_TOPICS = 4;
export function isLong(result: SearchResult): boolean {
  return result.knownTopics + result.unknownTopics >= LONG_TOPICS;
}

export function isRelevant(hit: SearchHit, result: SearchResult): boolean {
  // Positive evidence: the card shares a subject of the pages with the question, not only a word they use in passing.
  if (result.knownTopics === 0 || hit.matchedSubjects === 0) return false;
  // One card's own subject ('hund') alone is chance in a question that is about something else as well ('Min hund har diarré').
  if (hit.matchedSubjects < 2 && hit.subjectStrength < 2 && hit.matchedTopics < result.knownTopics + result.unknownTopics) return false;
  // Mostly words the pages do not know ('lorem ipsum dolor sit amet'): one that happens to match is chance.
  if (result.questionWords >= 5 && result.knownWords <= 1) return false;
  const topics = result.knownTopics + result.unknownTopics;
  const long = isLong(result);
  const story =
    (topics >= STORY_TOPICS || (long && hit === result.hits[0] && hit.titleCoverage >= LEADING_TITLE_COVERAGE)) &&
    hit.matchedSubjects >= STORY_MATCHED_SUBJECTS &&
    hit.score >= STORY_SCORE_RATIO * (result.hits[0]?.score ?? 0);
  const farAhead =
    hit === result.hits[0] &&
    hit.score >= FAR_AHEAD_RATIO * (result.hits[1]?.score ?? Infinity) &&
    hit.titleCoverage >= LEADING_TITLE_COVERAGE &&
    hit.precision >= FAR_AHEAD_PRECISION &&
    hit.matchedTopics >= 2;
  if (hit.topicCoverage < (story || farAhead ? TOPIC_COVERAGE_STORY : long ? TOPIC_COVERAGE_LONG : TOPIC_COVERAGE)) return false;
  // One shared word of a longer question is chance ('helgen', 'Stockholm').
  return result.knownTopics < 3 || hit.matchedTopics >= 2;
}

/**
 * A business page's answer for the employee waits for a visitor who says they are employed – unless
 * the visitor says nothing of who they are and asks exactly its question ('Hur lång är
 * uppsägningstiden?'): then it is one of the answers they may mean.
 */
function asksItsQuestion(hit: SearchHit, roles: ReadonlySet<string>): boolean {
  return isEmployeeCardOnEmployerPage(hit.card.roles) && roles.size === 0 && hit.titleCoverage >= 0.99 && hit.topicCoverage >= 0.99;
}

function relevantOf(result: SearchResult, roles: ReadonlySet<string>, followUp = false): { relevant: SearchHit[]; hits: SearchHit[]; filtered: number } {
  const hits = result.hits.filter((hit) => fitsRoles(hit.card.roles, roles) || asksItsQuestion(hit, roles));
  // "Hur lång tid tar det?" has no topic of its own: the earlier question's subject is its topic.
  // A card a twentieth as close as the closest card for the visitor shares the question's words by chance ('byta', 'tillbaka').
  const near = (hit: SearchHit) => hit.score >= FAR_BEHIND * (hits[0]?.score ?? 0);
  const relevant = followUp && result.knownTopics === 0 ? hits.filter((hit) => hit.contextMatched) : hits.filter((hit) => isRelevant(hit, result) && near(hit));
  return { hits, relevant, filtered: result.hits.length - hits.length };
}

/**
 * Ranks the cards for a message in its conversation: a contrast follow-up searches the earlier
 * question with the switched fact; a short follow-up or the answer to a clarifying question is
 * searched together with the earlier question's words; anything else on its own.
 */
export function rankCards(knowledge: Knowledge, message: string, conversation: readonly ChatTurn[]): Ranking {
  const state = conversationState(message, conversation);
  // The earlier question and this one searched together, done once and only when a rule below needs it.
  let joinedResult: SearchResult | undefined;
  const joinedSearch = () => (joinedResult ??= knowledge.search(`${state.previous} ${state.query}`, { limit: 40 }));
  const contentWords = words(message).filter(isContentWord);
  const topicWords = contentWords.filter(isTopicWord);
  const own = knowledge.search(state.query, { limit: 40, whole: state.contrast });
  let chosen = own;
  let found = relevantOf(own, state.roles);
  // A card's own question sent word for word (a choice button the chat offered) is that card's, first, past the vote and
  // never asked back: the chat offered it for this visitor, so neither the earlier message's subject nor a role carried from
  // it ('huset') moves it.
  const exactOwn = own.hits.find((hit) => sameQuestion(hit.card.title, message));
  if (exactOwn) {
    const relevant = [exactOwn, ...found.relevant.filter((hit) => hit.card.id !== exactOwn.card.id)];
    const id = exactOwn.card.id;
    return { ...found, relevant, result: own, state, vague: false, otherSide: false, asked: id, pointed: id };
  }
  // A firm that sells to consumers is bound by the consumer's rights: when no card for firms answers ('vi har en liten webbshop
  // … vem betalar returfrakten när kunden ångrar sig?'), the consumer's card whose own question is the firm's states the rule.
  // The same when the firm's cards found only share the subject and none's own question names as much of the visitor's
  // ('Gäller våra villkor även när vi säljer till privatpersoner?' for who pays the return freight).
  const firmTitle = Math.max(0, ...found.relevant.map((hit) => hit.titleCoverage));
  if (state.roles.has('to-consumers') && firmTitle < CONSUMER_RULE_TITLE) {
    const consumerSide = new Set([...state.roles].filter((role) => role !== 'company' && role !== 'to-consumers'));
    const asConsumer = relevantOf(own, consumerSide.add('consumer'));
    const rule = asConsumer.relevant[0];
    if (rule?.card.roles.includes('consumer') && rule.titleCoverage >= CONSUMER_RULE_TITLE) found = asConsumer;
  }
  const short = contentWords.length <= 4;
  // 'Men om hon är helt beroende av mig och vi bodde ihop?' continues the earlier question however many words it has.
  // One who switches sides and asks in words of their own ('om det är jag som är hyresgäst med förstahandskontrakt, hur lång
  // är min uppsägningstid?') asks the question for that side: the earlier question's words are the other side's.
  const ownSide = state.sideSwitched && topicWords.length >= 2;
  // A follow-up that no card answers alone ('Det var 2014 och vi har inte pratat om det sen dess. Är det preskriberat nu?' after a
  // loan to a friend) adds a fact to the earlier question, however many words it has.
  const unanswered = found.relevant.length === 0;
  if (!state.contrast && state.previous && !ownSide && (short || state.answersClarify || state.continues || unanswered)) {
    const before = knowledge.search(state.previous, { limit: 12 });
    if (relevantOf(before, state.roles).relevant.length) {
      // "Hur lång tid tar det?" has no subject of its own: it is the earlier question asked further.
      // … and so has one whose only subject is a word the pages use for what it asks ('hur länge har jag på mig att säga till?'
      // after a sofa bought on Blocket is read as 'frist'): it is the earlier question asked for its time limit.
      const withContext =
        own.knownTopics === 0 || topicWords.length === 0 || unanswered || (state.continues && !REPLACEMENT.test(message))
          ? joinedSearch()
          : knowledge.search(state.query, { context: state.previous, limit: 40 });
      const joined = relevantOf(withContext, state.roles, own.knownTopics > 0);
      // The earlier subject wins unless the message names a subject of its own that the cards answer well.
      // 'Och om jag har bott där i tre år?' continues the earlier question whatever its own words match.
      const ownStrong = !state.continues && found.relevant[0] && found.relevant[0].topicCoverage >= 0.99 && topicWords.length >= 2;
      if (joined.relevant.length && !ownStrong) {
        chosen = withContext;
        found = joined;
      }
    }
  }
  // A family member's residence permit answers one who speaks of someone coming or staying here: a widow's sons and a divorce
  // asked for a friend from Syria share the family words, not the matter.
  if (!COMING_HERE.test(`${state.previous ?? ''} ${message}`)) found.relevant = found.relevant.filter((hit) => !hit.card.path.includes(FAMILY_MIGRATION_PAGE));
  // A card written for the visitor's side of the matter comes before a general one; someone who
  // writes 'jag' and names no company is most likely a private person.
  // In a conversation, a card that also names the earlier question's subject comes before one that does not.
  const sided = [...state.roles].filter((role) => SIDED_ROLES.includes(role));
  const privatePerson = !state.roles.has('company') && /\b(jag|mig|min|mitt|mina|vi|oss|vår|vårt|våra)\b/i.test(message);
  const related = new Set<number>();
  if (state.previous && !state.contrast && !state.addsFact && (chosen === own || state.continues) && found.relevant.length > 1) {
    for (const hit of knowledge.search(state.query, { context: state.previous, limit: 40 }).hits) if (hit.contextMatched) related.add(hit.card.id);
  }
  if (sided.length || privatePerson || related.size) {
    const weight = (hit: SearchHit) =>
      hit.score *
      sideWeight(hit.card.roles, state.roles) *
      (state.roles.has('estate') && hit.card.roles.includes('estate') ? ESTATE_WEIGHT : 1) *
      (privatePerson && hit.card.roles.includes('private') ? 1.25 : 1) *
      (related.has(hit.card.id) ? FOLLOW_UP_WEIGHT : 1);
    found.relevant.sort((a, b) => weight(b) - weight(a));
  }
  // 'Gäller det också när jag köper av en privatperson?' asks the earlier question (ångerrätt) again with a new fact:
  // a card on the earlier subject answers it, not one on the new fact alone.
  // A follow-up that brings in a new party or case ('min firmas faktura' after a loan to a brother, 'Hon gick tyvärr bort …
  // gäller samma tid?' after a tenant's notice) is asked for that case: the earlier question's cards need not come first.
  // Children told of ('min fru har två döttrar från sitt förra äktenskap … ändrar det något?' after a divorce) are a fact of the
  // same family, not a new party.
  const newParty = [...rolesIn(message)].some((role) => !FAMILY_FACTS.has(role) && !rolesIn(state.previous ?? '').has(role));
  if (state.continues && !newParty && related.size && found.relevant.some((hit) => related.has(hit.card.id))) {
    found.relevant = [...found.relevant.filter((hit) => related.has(hit.card.id)), ...found.relevant.filter((hit) => !related.has(hit.card.id))];
  }
  // A card whose own question (its title or a visitor's wording of it) names clearly more of the
  // visitor's question is the exact card, and beats a neighbour that merely shares the topic words
  // ('Vad händer med mitt arbetstillstånd om jag blir uppsagd?' before 'Får jag byta arbetsgivare …?').
  const [near] = found.relevant;
  const wanted = asksFor(message);
  if (near) {
    const exact = found.relevant.find(
      (hit) =>
        hit !== near &&
        !hit.offSubject &&
        // … never one for the case the visitor's words deny: it names their words to answer the opposite.
        !hit.denied &&
        hit.titleCoverage >= EXACT_TITLE_COVERAGE &&
        hit.titleCoverage >= near.titleCoverage + EXACT_TITLE_MARGIN &&
        hit.precision >= EXACT_TITLE_PRECISION &&
        hit.topicCoverage > near.topicCoverage &&
        hit.coverage >= near.coverage &&
        // … and asks for what the visitor asks for (what to do, a time) at least as well.
        asksForWeight(wanted, hit.card.title) >= asksForWeight(wanted, near.card.title) &&
        hit.score >= EXACT_TITLE_RATIO * near.score,
    );
    if (exact) found.relevant = [exact, ...found.relevant.filter((hit) => hit !== exact)];
  }
  // The author's answer beats the text extracted from the same page when it is about as close.
  const [top] = found.relevant;
  if (top && top.card.source === 'section') {
    // … written for that section, or on the visitor's topic: not another section's that shares only part of it ('Hur stor deposition …?' for the rent).
    const written = found.relevant.find(
      (hit) =>
        hit.card.source !== 'section' &&
        hit.card.path === top.card.path &&
        (hit.card.anchor === top.card.anchor || hit.topicCoverage >= AUTHORED_TOPIC_RATIO * top.topicCoverage) &&
        // … and asks for what the visitor asks for (a time: 'Två månader till hyresnämnden') at least as well.
        asksForWeight(wanted, hit.card.title) >= asksForWeight(wanted, top.card.title) &&
        // … and is not about a narrower case the visitor did not name ('… om jag har fått skydd som flykting?' for 'Vad är försörjningskravet?').
        (topicWords.length < 2 || hit.precision >= AUTHORED_PRECISION_RATIO * top.precision) &&
        hit.score >= AUTHORED_RATIO * top.score,
    );
    if (written) found.relevant = [written, ...found.relevant.filter((hit) => hit !== written)];
  }
  // A card of the same page whose own question asks for what the visitor asks for (a time, a cost) answers the point asked
  // where the leader only shares the subject and states no time or cost at all: 'Är det för sent att begära ersättning?'
  // after a traffic accident four years ago asks for the time limit, not for who pays.
  const [leader] = found.relevant;
  let pointedId: number | undefined;
  if (leader && wanted && POINTED_KINDS.has(wanted) && asksForWeight(wanted, leader.card.title) <= 1 && !statesWhatIsAsked(wanted, leader.card.answer)) {
    const pointed = found.hits.find(
      (hit) =>
        hit !== leader &&
        hit.card.path === leader.card.path &&
        !hit.denied &&
        !hit.offSubject &&
        hit.matchedTopics >= 2 &&
        // … and its question is about what the visitor names ('Hur snabbt kan dödsboet säga upp …?' answers no one who is alive).
        hit.precision >= EXACT_TITLE_PRECISION &&
        hit.topicCoverage >= POINTED_TOPIC_RATIO * leader.topicCoverage &&
        // … asking for it, or answering the leader's own question as closely with the time or cost stated ('Kan jag ångra ett
        // köp på nätet?' – 'Ja, … 14 dagars ångerrätt' – for 'Hinner jag ångra köpet?' eleven days on).
        (asksForWeight(wanted, hit.card.title) > 1 ||
          (statesWhatIsAsked(wanted, hit.card.answer) && hit.titleCoverage >= POINTED_TITLE_RATIO * leader.titleCoverage)) &&
        hit.score >= POINTED_RATIO * leader.score,
    );
    if (pointed) {
      found.relevant = [pointed, ...found.relevant.filter((hit) => hit.card.id !== pointed.card.id)];
      pointedId = pointed.card.id;
    }
  }
  // A card whose question is about a subject the visitor did not name ('… mitt uppehållstillstånd …'
  // for a violent husband) gives way to one that stays on the visitor's subject when that is anywhere near as close.
  // … unless the earlier question named it ('hyreslägenhet' before 'Pappa gick tyvärr bort … säga upp hans lägenhet').
  const [lead] = found.relevant;
  const namedEarlier = (hit: SearchHit) => Boolean(state.previous) && joinedSearch().hits.some((other) => other.card.id === hit.card.id && !other.offSubject);
  if (lead?.offSubject && !namedEarlier(lead)) {
    const onSubject = found.relevant.find(
      (hit) => !hit.offSubject && hit.score >= OFF_SUBJECT_RATIO * lead.score && hit.topicCoverage >= OFF_SUBJECT_TOPIC_RATIO * lead.topicCoverage,
    );
    if (onSubject) found.relevant = [onSubject, ...found.relevant.filter((hit) => hit !== onSubject)];
  }
  // The home page's summary of a situation points on; a card that explains the matter answers when it is anywhere near as close.
  const [first] = found.relevant;
  if (first && first.card.kind === 'page') {
    const explained = found.relevant.find((hit) => hit.card.kind !== 'page' && hit.score >= SUMMARY_RATIO * first.score);
    if (explained) found.relevant = [explained, ...found.relevant.filter((hit) => hit !== explained)];
  }
  // The card on violence and threats answers no one who does not speak of violence, threats or fear: 'min partner säger att
  // hon ska ha hälften när vi separerar' shares its words 'partner' and 'separation', and it would alarm for nothing.
  if (!VIOLENCE_NAMED.test(`${message} ${state.previous ?? ''}`)) {
    found.relevant = found.relevant.filter((hit) => !SAFETY_CARD.test(`${hit.card.title} ${hit.card.heading}`));
  }
  // A card on premises ('Vad händer om vi betalar lokalhyran för sent?') answers only a visitor who names premises or a firm:
  // 'betalade hyran typ 10 dagar sent' is a home's rent.
  if (!state.roles.has('company')) found.relevant = found.relevant.filter((hit) => !PREMISES_CARD.test(hit.card.title));
  if (!RENTING_NAMED.test(`${message} ${state.previous ?? ''}`)) found.relevant = found.relevant.filter((hit) => !RENTED_HOME_CARD.test(hit.card.title));
  if (!WAIVER_NAMED.test(message)) found.relevant = found.relevant.filter((hit) => !WAIVER_CARD.test(hit.card.title));
  // A migration card answers only a question on migration (migration-words.ts).
  if (!namesMigration(knowledge, `${message} ${state.previous ?? ''}`)) found.relevant = found.relevant.filter((hit) => !isMigrationCard(hit.card));
  // … and first when the visitor asks whether they may stay in the country: 'Jag har arbetstillstånd och blev uppsagd på grund
  // av arbetsbrist. Måste jag lämna Sverige nu?' asks about the permit, not about being taken back by the employer.
  else if (STAY_OR_LEAVE.test(message)) {
    // When the employer's pages crowd the migration cards out of the relevant ones, the permit's own card is searched for.
    // … and one whose job ends asks about the permit when the employment ends, not about permanent residence.
    // An employer asking what happens to an employee's permit is answered by the permit holder's card.
    const holder = new Set([...state.roles].filter((role) => role !== 'employer' && role !== 'company'));
    const jobEnds = JOB_ENDS.test(message);
    const searched = () =>
      knowledge
        .search(`${message} ${STAY_QUERY}${jobEnds ? ' uppsagd' : ''}`, { limit: 20 })
        .hits.filter((hit) => isMigrationCard(hit.card) && fitsRoles(hit.card.roles, holder));
    const inRelevant = found.relevant.filter((hit) => isMigrationCard(hit.card));
    const candidates = inRelevant.length || found.relevant.length === 0 ? inRelevant : searched();
    const migration = (jobEnds ? candidates.find((hit) => JOB_ENDS.test(hit.card.title)) : undefined) ?? candidates[0];
    if (migration) found.relevant = [migration, ...found.relevant.filter((hit) => hit.card.id !== migration.card.id)];
  }
  let asked: number | undefined;
  for (const point of ASKED_POINTS) {
    if (!point.asks(message, state.roles, state.previous ?? '')) continue;
    const fits = (hit: SearchHit) => point.card.test(hit.card.title) && fitsRoles(hit.card.roles, state.roles);

    const card = found.relevant.find(fits) ?? knowledge.search(point.query, { limit: 10 }).hits.find(fits);
    if (card) {
      found.relevant = [card, ...found.relevant.filter((hit) => hit.card.id !== card.card.id)];
      asked = card.card.id;
      if (point.firm) pointedId = card.card.id;
    }
  }
  if (HARMED_BY_SOMEONE_CLOSE.test(message)) {
    const safety = knowledge.search(SAFETY_QUERY, { limit: 10 }).hits.find((hit) => SAFETY_CARD.test(`${hit.card.title} ${hit.card.heading}`));
    if (safety) {
      found.relevant = [safety, ...found.relevant.filter((hit) => hit.card.id !== safety.card.id)];
      asked = safety.card.id;
    }
  }
  // A citizen of another EU country on migration: the card on the EU's free movement (migration-words.ts).
  const eu = state.roles.has('eu-citizen') ? euRulesCard(knowledge, `${message} ${state.previous ?? ''}`) : undefined;
  if (eu) found.relevant = [eu, ...found.relevant.filter((hit) => hit.card.id !== eu.card.id)];
  // The earlier question's own answers, ranked once and only when a rule below needs them.
  let earlier: SearchHit[] | undefined;
  const earlierAnswers = () => (earlier ??= state.previous ? rankCards(knowledge, state.previous, []).relevant : []);
  // 'Och om hon i stället är tysk medborgare?' asks the earlier question for another case: the earlier answer is no answer to it.
  if (state.previous && REPLACEMENT.test(message) && found.relevant.length) {
    const before = earlierAnswers()[0];
    if (before) found.relevant = found.relevant.filter((hit) => hit.card.id !== before.card.id);
  }
  // A switched fact is a hard filter: a card for the old fact is no answer (switched-fact.ts).
  if (state.contrast && state.previous) {
    const earlierRoles = new Set(conversation.filter((turn) => turn.isUser).flatMap((turn) => [...rolesIn(turn.content)]));
    found.relevant = forSwitchedFact(knowledge, found.relevant, message, state.previous, earlierRoles, state.roles, rolesIn(message), earlierAnswers);
  }
  // A follow-up stays in the earlier question's area when a card of that area answers it: 'Och kan hon skaffa pass åt honom
  // utan att fråga mig?' after a custody move asks for the custodians' consent, not for a new citizen's passport. One that
  // brings in a new party ('min firmas faktura' after a loan to a brother) may well leave the area, and so may a point the
  // story asks firmly ('min bror vägrar skriva under uppsägningen' after a dead father's lease: the estate's management).
  if (state.previous && !state.contrast && !ownSide && !newParty && pointedId === undefined && found.relevant.length) {
    const areas = new Set(
      earlierAnswers()
        .slice(0, 3)
        .map((hit) => areaOf(hit.card)),
    );
    if (areas.size && !areas.has(areaOf(found.relevant[0]!.card))) {
      // … among the cards found for the message itself ('hur lång tid har jag på mig då?' after a hidden fault: the
      // fault's time limits, not an estate's), else among those that name the earlier subject and share a word of the message.
      const inArea =
        found.relevant.find((hit) => areas.has(areaOf(hit.card))) ??
        knowledge
          .search(state.query, { context: state.previous, limit: 40 })
          .hits.find((hit) => hit.contextMatched && hit.matchedTopics > 0 && fitsRoles(hit.card.roles, state.roles) && areas.has(areaOf(hit.card)));
      if (inArea) found.relevant = [inArea, ...found.relevant.filter((hit) => hit.card.id !== inArea.card.id)];
    }
  }
  // 'Beslutet kom för 19 dagar sedan. Hinner jag fortfarande?' after a refused permit: a time asked of the earlier matter, with
  // no subject of its own, is answered by the earlier answer when that states a time (the appeal's three weeks).
  // … unless the card found already asks for a time or names one in its own question (the hidden fault's time limits for
  // 'Hur lång tid har vi på oss att säga till säljaren?').
  const timeStated = found.relevant[0] && asksForWeight('time', found.relevant[0].card.title) > 1;
  // 'Hinner jag fortfarande, och hur gör jag rent praktiskt?' asks the time too, whatever else it asks …
  // … and 'hinner jag fortfarande?' asks it of the earlier matter however many facts of dates it tells first.
  const stillInTime = STILL_IN_TIME.test(message);
  let timeOfEarlier: number | undefined;
  if (state.previous && !state.contrast && (wanted === 'time' || stillInTime) && (stillInTime || own.knownTopics <= TIME_FOLLOW_UP_TOPICS) && !timeStated) {
    const before = earlierAnswers()[0];
    if (before && fitsRoles(before.card.roles, state.roles) && statesWhatIsAsked('time', before.card.answer)) {
      found.relevant = [before, ...found.relevant.filter((hit) => hit.card.id !== before.card.id)];
      timeOfEarlier = before.card.id;
    }
  }
  // Children told of with 'ändrar det något?' ('min fru har två döttrar från sitt förra äktenskap … ändrar det något?' after a
  // divorce by agreement): the earlier answer, when it speaks of children, says what they change.
  const childrenTold = [...rolesIn(message)].some((role) => CHILDREN_FACTS.has(role) && !rolesIn(state.previous ?? '').has(role));
  if (state.previous && !state.contrast && childrenTold && ASKS_AGAIN.test(message)) {
    const before = earlierAnswers()[0];
    if (before && fitsRoles(before.card.roles, state.roles) && CHILDREN_NAMED.test(before.card.answer)) {
      found.relevant = [before, ...found.relevant.filter((hit) => hit.card.id !== before.card.id)];
    }
  }
  // 'skilsmässa', 'kronofogden?': one topic word and nothing else, unless it answers a question back.
  // 'fel på huset': a few words naming a matter that cards for both sides of it answer (the buyer's, the seller's) is asked back too.
  const bothSides = found.relevant
    .slice(0, 3)
    .some((hit) =>
      hit.card.roles.some((role) =>
        found.relevant.slice(0, 3).some((other) => other.card.roles.includes(OPPOSITE[role] ?? '') && !other.card.roles.includes(role)),
      ),
    );
  const fewWords = words(message).length <= 3 && !message.includes('?') && topicWords.length <= 2 && bothSides;
  // 'fråga om bodelning', 'behöver hjälp med testamente': a request for help that names one matter and asks nothing of it.
  // 'arv och testamente': two matters named side by side and nothing asked, too.
  const namesOnly =
    !message.includes('?') &&
    (topicWords.length === 1 || (topicWords.length === 2 && words(message).length <= 3 && /\s(och|eller)\s/i.test(message))) &&
    contentWords.length <= 2 &&
    !ASKING.test(message.trim());
  // 'farmors arv, vad gäller?' and 'chefen sa upp mig': one matter named, with nothing asked of it but what applies.
  const bare = message.replace(WHAT_APPLIES, ' ').trim();
  const matter = message.replace(WHAT_TO_DO, ' ').trim();
  const namedOnly =
    own.knownTopics === 1 &&
    own.unknownTopics <= 1 &&
    ((words(bare).length <= 4 && !bare.replace(/[\s?!.]+$/, '').includes('?') && !ASKING.test(bare)) ||
      (matter !== message.trim() && words(matter).length <= 2 && !matter.includes('?')));
  // 'det gäller vårdnaden om min lilla tjej', 'Angående min fars kvarlåtenskap.', 'Problem med firman som lagade taket': a
  // matter named as the opening of a letter, with nothing yet asked of it.
  const opening = message.trim().replace(PLEA, '').replace(LOST, '');
  const aboutOnly = ABOUT_ONLY.test(opening) && !message.includes('?') && words(opening).length <= 8 && !ASKING.test(opening.replace(ABOUT_ONLY, ''));
  // 'arvet efter farbror', 'min sons vårdnad', 'uppsagd från jobbet idag': a few words with no question in them, said first.
  // Words in a row that nothing joins ('banan telefon blå sjutton') are no matter named: they are not understood …
  const joined = words(message).some((word) => !isContentWord(word));
  // … asked back with the cards that answer it, not with cards that only share a word ('farmors grejer efter begravningen').
  const terse = !state.previous && !message.includes('?') && words(message).length <= 5 && joined && !ASKING.test(message.trim()) && found.relevant.length >= 1;
  const vague =
    ((topicWords.length === 1 && words(message).length <= 2) ||
      terse ||
      fewWords ||
      namesOnly ||
      namedOnly ||
      aboutOnly ||
      LETTER_ONLY.test(message.trim()) ||
      (!state.previous && (ONLY_LATE.test(message) || ONLY_CLAIM.test(message)))) &&
    !(state.previous && state.answersClarify);
  // A card that shares only the setting of the question ('hyresvärden', 'lägenheten') and none of its point ('katt') does not answer it.
  // … but the earlier answer that states the time asked of it is the point ('Hinner jag fortfarande?'), and so is the card of a
  // point the story asks firmly ('ett testamente där allt går till min dotter … sonen': the laglott).
  if (chosen === own && found.relevant.length)
    found.relevant = found.relevant.filter((hit) => hit.card.id === timeOfEarlier || hit.card.id === pointedId || !sharesOnlySetting(knowledge, own, hit));
  // A matter named and nothing asked, that no card answers as it stands ('det gäller vårdnaden om min lilla tjej'): the cards
  // whose own question names it are the choices of a question back, not an honest 'no sure answer' – and one card alone
  // ('bråk om arvet') is no choice, so they fill up what there is.
  if (vague && found.relevant.length < 2) {
    const named = chosen.hits.filter((hit) => hit.titleCoverage > 0 && !hit.offSubject && fitsRoles(hit.card.roles, state.roles));
    found.relevant = [...found.relevant, ...named.filter((hit) => !found.relevant.includes(hit))].slice(0, VAGUE_CHOICES);
  }
  const otherSide = !found.relevant.length && chosen.hits.some((hit) => !fitsRoles(hit.card.roles, state.roles) && isRelevant(hit, chosen));
  return {
    ...found,
    result: chosen,
    state,
    vague,
    otherSide,
    asked: found.relevant[0]?.card.id === asked ? asked : undefined,
    pointed: found.relevant[0]?.card.id === pointedId ? pointedId : undefined,
  };
}

// The pages' categories that are one area of the practice: a child's custody is family law ('Barn' on its service page,
// 'Familjerätt' on the articles), and a local page ('/services/arvsratt-husby', category 'Husby') is its area's.
const AREA_OF_CATEGORY: Record<string, string> = { Barn: 'Familjerätt', 'Köp och konsumenträtt': 'Konsumenträtt' };
const AREA_OF_LOCAL_PAGE: Record<string, string> = {
  arvsratt: 'Arvsrätt',
  familjeratt: 'Familjerätt',
  fastighetsratt: 'Fastighetsrätt',
  migrationsratt: 'Migrationsrätt',
  avtalsratt: 'Avtalsrätt',
};

/** The area of the practice a card is in (a page's category: Familjerätt, Migrationsrätt …). */
function areaOf(card: Card): string {
  const local = card.kind === 'local' ? AREA_OF_LOCAL_PAGE[/^\/services\/([a-z]+)-/.exec(card.path)?.[1] ?? ''] : undefined;
  return local ?? AREA_OF_CATEGORY[card.category ?? ''] ?? card.category ?? card.path;
}

/** How much a card written for the visitor's side weighs: their side, and more for the narrower side they named (in second hand, sambo) than for the broad one (a tenant, a couple). */
export function sideWeight(cardRoles: readonly string[], visitor: ReadonlySet<string>): number {
  const sided = SIDED_ROLES.some((role) => visitor.has(role) && cardRoles.includes(role));
  const narrow = NARROW_ROLES.some((role) => visitor.has(role) && cardRoles.includes(role));
  return (sided ? SIDED_WEIGHT : 1) * (narrow ? NARROW_WEIGHT : 1);
}

/** Two different cards about equally close to the question, from different subjects. */
export function ambiguous(relevant: readonly SearchHit[]): [SearchHit, SearchHit] | undefined {
  const [first, second] = relevant;
  if (!first || !second) return undefined;
  if (second.score < first.score * AMBIGUOUS_RATIO) return undefined;
  if (first.card.title === second.card.title || first.card.category === second.card.category) return undefined;
  // A card about a subject the visitor did not name ('… mitt uppehållstillstånd …') is no equal choice beside one on theirs.
  if (second.offSubject && !first.offSubject) return undefined;
  // Only questions can be offered as the choice; a section heading is answered, not offered.
  if (!first.card.title.endsWith('?') || !second.card.title.endsWith('?')) return undefined;
  // A card whose own question names the visitor's subject clearly better is the answer, not a guess.
  if (Math.abs(first.titleCoverage - second.titleCoverage) >= 0.25) return undefined;
  return [first, second];
}
