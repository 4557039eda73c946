// A follow-up that switches one fact of the earlier question ('och om jag köpte den till min firma?') is the
// earlier question asked again with the new fact (docs/content-authoring.md#chat-questions). A card written
// for the old fact (the consumer, the married couple) tells the visitor the old rule applies to them: it is
// never the answer again. When no card is left, the earlier page's card on whom its rule is for answers
// ('När har du ångerrätt?' for a firm's purchase); without one, the honest no-answer does.
import type { Knowledge, SearchHit } from './knowledge.ts';
import { lettered } from './letter-bounds.ts';
import { CUE_PATTERNS } from './role-cues.ts';
import { isTopicWord, stem, words } from './swedish-text.ts';

// Every cue a message names a fact with ('jag köpte', 'i en butik', 'till min firma'): words of the facts, not of the
// question's point nor a new topic.
export const FACT_CUES = CUE_PATTERNS.map((cue) => lettered(new RegExp(cue.pattern.source, `${cue.pattern.flags.replace('g', '')}g`)));

/** A word of the point is at least this share as rare as the rarest ('ångra', not 'köp'). */
const POINT_SHARE = 0.6;
/** The earlier answers whose pages are looked at for the rule's scope. */
const SCOPE_PAGES = 3;
// A section on the rule's scope: when it applies, which law governs, who is covered.
const SCOPE_HEADING = lettered(/^(när (gäller|har du|har man)|vilken lag gäller|vem (omfattas|har rätt))\b/i);

// A fact that takes the buyer out of the consumer's rules: a private seller, a purchase for one's firm. (A firm whose
// customers are consumers is bound by those rules: the consumer's cards say what the customer may ask of it.)
const NO_CONSUMER = ['private-sale', 'business-buyer'];

/** The facts the earlier turns had that this message switched away, and those its new facts exclude even when unsaid. */
export function lostRoles(earlier: ReadonlySet<string>, roles: ReadonlySet<string>, now: ReadonlySet<string> = new Set()): Set<string> {
  const lost = new Set([...earlier].filter((role) => !roles.has(role)));
  if (NO_CONSUMER.some((role) => now.has(role))) lost.add('consumer');
  return lost;
}

/** Whether a card is written for a fact the follow-up switched away, and not also for the new one. */
export function writtenForOldFact(cardRoles: readonly string[], lost: ReadonlySet<string>, now: ReadonlySet<string>): boolean {
  return cardRoles.some((role) => lost.has(role)) && !cardRoles.some((role) => now.has(role) && !lost.has(role) && role !== 'private');
}

/** The card that says whom the earlier answer's rule is for: on the earlier answer's page, or the next page that has one. */
export function scopeCard(knowledge: Knowledge, earlierAnswers: readonly SearchHit[]): SearchHit | undefined {
  for (const answer of earlierAnswers.slice(0, SCOPE_PAGES)) {
    const scope = knowledge.cards.filter((card) => card.path === answer.card.path && SCOPE_HEADING.test(card.heading));
    const card = scope.find((candidate) => candidate.source !== 'section') ?? scope[0];
    if (card) return knowledge.search(card.title, { limit: 20 }).hits.find((hit) => hit.card.id === card.id);
  }
  return undefined;
}

/**
 * The earlier question's point: its rarest topic words that the card which answered it names too, that name no fact
 * and that the follow-up does not say again
 * ('ångra' in 'Kan jag ångra ett köp i en webbutik?', answered by 'Kan jag ångra ett köp jag har gjort på nätet?'; 'köp' is
 * far more common on the pages and no point of its own).
 */
export function pointOf(knowledge: Knowledge, earlier: string, answeredBy: SearchHit | undefined, followUp = ''): Set<string> {
  if (!answeredBy) return new Set();
  const answered = knowledge.stemsOf(answeredBy.card.title);
  // The follow-up's own words tell the new fact ('när jag köper av en privatperson'), not the earlier point.
  const restated = new Set(words(followUp).map(stem));
  const factless = FACT_CUES.reduce((text, cue) => text.replace(cue, ' '), earlier);
  const shared = words(factless)
    .filter(isTopicWord)
    .map(stem)
    .filter((word) => answered.has(word) && !restated.has(word));
  const rarest = Math.max(0, ...shared.map((word) => knowledge.importance(word)));
  return new Set(shared.filter((word) => knowledge.importance(word) >= POINT_SHARE * rarest));
}

/** Whether a card speaks of the earlier question's point at all. */
export function onPoint(knowledge: Knowledge, hit: SearchHit, point: ReadonlySet<string>): boolean {
  if (!point.size) return true;
  const stems = knowledge.stemsOf(`${hit.card.title} ${hit.card.heading} ${hit.card.answer}`);
  return [...point].some((word) => stems.has(word));
}

// The status of the one a family joins in a migration matter ('jag är svensk medborgare', 'jag har arbetstillstånd'):
// one fact with several values, read only to see a follow-up switch it, never to filter cards (a card on the
// försörjningskrav names citizens and permit holders alike).
const SPONSOR_STATUS: { value: string; pattern: RegExp }[] = [
  {
    value: 'swedish-citizen',
    pattern: lettered(/\b((jag|vi|hon|han) är|(har |hade )?(blivit|blev|bli)) svensk(a)? medborgare\b|\b(har|fått|fick) svenskt medborgarskap\b/gi),
  },
  {
    value: 'permit-holder',
    pattern: lettered(
      /\b(jag|vi|hon|han)( bara| själv)? (har|hade|fick|har fått)( ett| en| mitt| bara)?( permanent(a)?| tillfälligt| tidsbegränsat)? (arbetstillstånd|uppehållstillstånd|put)\b/gi,
    ),
  },
];

/** The sponsor's status a text names, if any. */
export function sponsorStatus(text: string): Set<string> {
  return new Set(SPONSOR_STATUS.filter((status) => new RegExp(status.pattern.source, 'iu').test(text)).map((status) => status.value));
}

/** The earlier question without the sponsor's status it named: the follow-up names the new one. */
export function withoutSponsorStatus(text: string): string {
  return SPONSOR_STATUS.reduce((stripped, status) => stripped.replace(status.pattern, ' '), text);
}

// Facts with more than two values: the children ('inga barn', 'barn tillsammans', 'en son från förut').
const FACT_KINDS = [['childless', 'joint-children', 'stepfamily']];

/**
 * Whether the message names a fact of the same kind as one of the earlier turns but with another value: a role whose
 * opposite the earlier turns had ('gift' after 'sambo', 'lokalen' after 'min lägenhet', 'jag är den anställda' after
 * 'vår anställd'), or another status of the one a family joins. The tense and the word order do not matter: the
 * facts are read by the role cues the chat keeps across turns (role-cues.ts), not by phrases of the follow-up.
 */
export function switchesFact(
  now: ReadonlySet<string>,
  earlier: ReadonlySet<string>,
  opposite: Readonly<Record<string, string>>,
  message: string,
  earlierTexts: readonly string[],
): boolean {
  if ([...now].some((role) => earlier.has(opposite[role] ?? '') && !earlier.has(role))) return true;
  if (FACT_KINDS.some((kind) => kind.some((role) => now.has(role) && !earlier.has(role)) && kind.some((role) => earlier.has(role) && !now.has(role))))
    return true;
  const status = sponsorStatus(message);
  const before = new Set(earlierTexts.flatMap((text) => [...sponsorStatus(text)]));
  return [...status].some((value) => !before.has(value)) && before.size > 0;
}

// Words that ask the earlier question again ('gäller samma sak för …', 'spelar det någon roll att …', 'behövs testamentet
// fortfarande?', 'hade det varit annorlunda om …', 'det gäller inte X utan Y', 'det gäller alltså lokalen, inte bostaden'):
// with a switched fact, the message is that question for the new fact.
export const ASKS_AGAIN = lettered(
  /\b(samma (sak|fråga|regel|regler|krav|villkor|\p{L}*tid|\p{L}*frist)|(är|blir) det (likadant|detsamma)|ändrar det|spelar det (någon )?roll|(någon|en) skillnad|annorlunda|tänk om|(behövs|behöver (vi|jag|hon|han)|krävs|gäller|räcker) (\p{L}+ ){0,2}fortfarande|hade (det|jag|vi|hon|han)|om (vi|jag|hon|han|det) (inte )?hade|gäller (det|detsamma)|det gäller (alltså |ju |faktiskt |egentligen )?[^.?!]{1,60}\binte|inte\b[^.?!]{1,40}\butan)\b/iu,
);

/** The earlier answers whose pages answer a follow-up that switched the status of the one a family joins. */
const EARLIER_PAGES = 1;

/**
 * The cards left when a contrast follow-up switched a fact: none written for the old fact, and those that speak of the
 * earlier question's point ('ångra'), not only of the new fact ('privatperson'); where none is left, the earlier page's
 * card on whom its rule is for. Another status of the one a family joins ('om jag är svensk medborgare') takes no role
 * away, but the question is still the earlier one: the pages that answered it answer it for the new status too
 * ('Försörjningskravet'), not the pages on the status itself (how to become a citizen).
 */
export function forSwitchedFact(
  knowledge: Knowledge,
  relevant: SearchHit[],
  message: string,
  previous: string,
  earlierRoles: ReadonlySet<string>,
  roles: ReadonlySet<string>,
  now: ReadonlySet<string>,
  earlierAnswers: () => readonly SearchHit[],
): SearchHit[] {
  const lost = lostRoles(earlierRoles, roles, now);
  if (!lost.size) {
    if (!sponsorStatus(message).size) return relevant;
    const earlierPages = new Set(
      earlierAnswers()
        .slice(0, EARLIER_PAGES)
        .map((hit) => hit.card.path),
    );
    const onTheEarlierPages = relevant.filter((hit) => earlierPages.has(hit.card.path));
    return onTheEarlierPages.length ? onTheEarlierPages : relevant;
  }
  // A civil status switched has its earlier question reworded already ('skiljer oss' → 'separerar', conversation.ts).
  const answers = earlierAnswers();
  const point = lost.has('married') || lost.has('sambo') ? new Set<string>() : pointOf(knowledge, previous, answers[0], message);
  const left = relevant.filter((hit) => !writtenForOldFact(hit.card.roles, lost, now) && onPoint(knowledge, hit, point));
  if (left.length) return left;
  const scope = scopeCard(knowledge, answers);
  return scope ? [scope] : left;
}
