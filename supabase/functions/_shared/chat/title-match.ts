// How a card's own title (its question) meets the visitor's question: how much of the question
// it names (coverage), and how much of it the question asks about (precision).
import type { Card } from './cards.ts';
import type { ChatDocument } from './knowledge-types.ts';
import { rootForms, type QueryTerm } from './query-terms.ts';
import { lettered } from './letter-bounds.ts';
import { isTopicWord, stem, words } from './swedish-text.ts';

/** A page title's words this long name its subject; shorter ones ('krav', 'köp', 'steg') are generic. */
const PAGE_SUBJECT_LENGTH = 6;

/** What the content pages as a whole are about: the long topic words at the head of their titles ('medborgarskap', 'arbetstillstånd'). */
export function pageSubjectsOf(documents: readonly ChatDocument[]): string[] {
  const subjects = documents
    .filter((document) => document.kind !== 'page' && document.kind !== 'legal')
    // The head of the title names the subject; what follows a dash or a question lists its parts ('– uppsägning och deposition').
    .flatMap((document) =>
      words(document.title.split(/\s[–-]\s|[?:]/)[0]!)
        .filter(isTopicWord)
        .map(stem),
    )
    .filter((subject) => subject.length >= PAGE_SUBJECT_LENGTH);
  return [...new Set(subjects)];
}

export class TitleMatch {
  constructor(
    private readonly stemsOf: (text: string) => Set<string>,
    private readonly importance: (term: string) => number,
    /** Whether a term is what a whole page is about ('medborgarskap', 'arbetstillstånd', 'bostadsrätt'). */
    private readonly isPageSubject: (term: string) => boolean = () => false,
  ) {}

  private readonly stems = new Map<number, Set<string>[]>();
  private readonly topics = new Map<number, string[][]>();
  private readonly titleTopics = new Map<number, string[]>();

  /** The card's own question and the visitors' wordings of it: a question meets the card through whichever of them it is closest to. */
  private static wordings(card: Card): string[] {
    return [card.title, ...card.asked];
  }

  /**
   * Share (by weight) of the subjects a card's title names that the question names too: a title
   * about something the visitor did not ask about ('… i en bostadsrätt' for a washing machine) is
   * another question.
   */
  precision(card: Card, terms: readonly QueryTerm[]): number {
    let wordings = this.topics.get(card.id);
    if (!wordings) this.topics.set(card.id, (wordings = TitleMatch.wordings(card).map((text) => [...new Set(words(text).filter(isTopicWord).map(stem))])));
    // A visitor's wording with a single subject ('chefen sa upp mig, hur lång uppsägningstid har jag')
    // cannot tell this card from the others about that subject (a flat's notice period).
    return Math.max(...wordings.filter((stems, i) => i === 0 || stems.length >= 2).map((stems) => this.precisionOf(stems, terms)));
  }

  private precisionOf(stems: readonly string[], terms: readonly QueryTerm[]): number {
    let total = 0;
    let found = 0;
    for (const term of stems) {
      const weight = this.importance(term);
      total += weight;
      const named = terms.some((entry) => entry.word >= 0 && (entry.term === term || (!entry.exact && entry.term.length >= 4 && term.startsWith(entry.term))));
      if (named) found += weight;
    }
    return total ? found / total : 1;
  }

  /**
   * Whether the card's title is about a subject of a whole page that the question does not name:
   * 'Kan jag bli medborgare om jag har skulder hos Kronofogden?' is about citizenship and only
   * mentions the debts, 'Vad händer med mitt arbetstillstånd om jag blir uppsagd?' is about the
   * permit. Such a card answers another question than the visitor's.
   */
  namesUnaskedSubject(card: Card, terms: readonly QueryTerm[]): boolean {
    let stems = this.titleTopics.get(card.id);
    if (!stems) this.titleTopics.set(card.id, (stems = [...new Set(words(card.title).filter(isTopicWord).map(stem))]));
    // … in any of its forms: 'umgänget' is named by the visitor's 'umgänge'.
    return stems.some((term) => this.isPageSubject(term) && !mentioned(term, terms) && !rootForms(term).some((form) => mentioned(form, terms)));
  }

  /** Share of the question's topic words that the card's own title (its question, or a visitor's wording of it) names. */
  coverage(card: Card, terms: readonly QueryTerm[], topicWords: ReadonlySet<number>, wordWeight: ReadonlyMap<number, number>): number {
    if (!topicWords.size) return 0;
    let wordings = this.stems.get(card.id);
    if (!wordings) this.stems.set(card.id, (wordings = TitleMatch.wordings(card).map((text) => this.stemsOf(text))));
    return Math.max(...wordings.map((stems) => coverageOf(stems, terms, topicWords, wordWeight)));
  }
}

/**
 * Whether the question or the conversation before it names a term: itself, a longer form, or as
 * the visitor's own word a part of it ('besikta' in 'fastighetsbesiktning'); not through a part of
 * one of the visitor's compounds ('tillstånd' of 'uppehållstillstånd').
 */
function mentioned(term: string, terms: readonly QueryTerm[]): boolean {
  return terms.some(
    (entry) =>
      entry.term === term ||
      (!entry.exact && entry.term.length >= 4 && term.startsWith(entry.term)) ||
      (entry.weight === 1 && entry.term.length >= 5 && term.includes(entry.term)),
  );
}

function coverageOf(stems: ReadonlySet<string>, terms: readonly QueryTerm[], topicWords: ReadonlySet<number>, wordWeight: ReadonlyMap<number, number>): number {
  const named = new Set<number>();
  for (const entry of terms) {
    if (entry.word < 0 || !topicWords.has(entry.word) || named.has(entry.word)) continue;
    for (const stem of stems) {
      if (stem === entry.term || (!entry.exact && entry.term.length >= 4 && stem.startsWith(entry.term))) {
        named.add(entry.word);
        break;
      }
    }
  }
  // By weight: the title that names the rare subject ('undersökningsplikt') beats one that names 'köp'.
  let total = 0;
  let found = 0;
  for (const word of topicWords) {
    total += wordWeight.get(word) ?? 0;
    if (named.has(word)) found += wordWeight.get(word) ?? 0;
  }
  return total ? found / total : 0;
}

// What a question asks for: a cost, a time or a deadline, or a person. A card whose own question
// asks for the same ('Vad kostar lagfarten?') answers 'Vad kostar lagfarten när man köper hus?'
// better than one about the same subject that asks something else ('När måste jag söka lagfart?').
const ASKS_FOR: { kind: string; pattern: RegExp }[] = [
  {
    kind: 'cost',
    pattern: lettered(
      /\b(vad kostar|kostar det|hur mycket (\w+ )?(kostar|blir|betalar|ska|måste|får)|hur (hög|höga|stor) (\w+ )?(får|ska|måste|blir)|vad (blir|är) (det|kostnaden|avgiften|priset)|hur dyr\w*|kostnad(en|erna)? för|avgift(en)? för)\b/i,
    ),
  },
  // How long something takes ('Hur lång tid tar det att få tillståndet?') is not how long it lasts or how long one has.
  { kind: 'duration', pattern: lettered(/\b(hur lång tid tar|hur länge tar|tar det lång tid)\b/i) },
  {
    kind: 'time',
    pattern: lettered(
      /\b(hur länge|hur lång tid|hur snabbt|inom hur lång|när måste|när preskriberas|(är|blir) (det|den|skulden|lånet|fordran|kravet) (\w+ )?preskriberad\w*|senast när|tidsgräns\w*|tidsfrist\w*|deadline|hinner (jag|vi|man) (fortfarande|än|ännu|ångra|reklamera|klaga|överklaga|säga upp|kräva|begära|ansöka|anmäla)|(har (jag|vi) )?redan missat|hur många (månader|mån|veckor|dagar)|för ?sent att|för ?sent( nu)?(?= ?\?)|hur bråttom|är det bråttom)\b/i,
    ),
  },
  // An appeal ('Går det att överklaga?'): a card on how to appeal, before one on why the decision went as it did.
  { kind: 'appeal', pattern: lettered(/\böverklag\p{L}*/iu) },
  // Whether what was agreed holds ('Gäller det vi sa?', 'Är det bindande?'): a card on whether an agreement binds.
  {
    kind: 'binding',
    pattern: lettered(
      /\b(bindande|giltigt?|gäller (testamentet|fullmakten|framtidsfullmakten|gåvobrevet|äktenskapsförordet|samboavtalet|skuldebrevet)(?=\s*\?)|gäller (det|det som|avtalet|överenskommelsen) (vi|som vi|jag) (sa|sagt|kom överens om|avtalade|avtalat|lovade)|gäller ett muntligt)\b/i,
    ),
  },
  // What one may demand ('Vad kan jag kräva?', 'Vilka rättigheter har jag?'): a card on the remedies, not on how long one may complain.
  {
    kind: 'remedy',
    pattern: lettered(/\b(vad kan (jag|vi|man) kräva|vad har (jag|vi|man) (för rätt\w*|rätt till)|vilka rättigheter)\b/i),
  },
  // What to do next ('Vad gör vi?', 'Hur går vi vidare?'): a card that says what to do, not what one is entitled to.
  {
    kind: 'action',
    pattern: lettered(
      /\b(vad (gör|ska|bör|kan|måste) (jag|vi|man)( \w+)?( göra)?|(kan|går det att) (jag|vi|man)? ?göra något|hur går (jag|vi|man) vidare|hur gör (jag|vi|man))\b/i,
    ),
  },
];

/** What a question asks for ('cost', 'time'), if it says so. */
export function asksFor(text: string): string | undefined {
  return ASKS_FOR.find((entry) => entry.pattern.test(text))?.kind;
}

const STATED_PERIOD = lettered(/\b(\d+|en|ett|två|tre|fyra|fem|sex|sju|åtta|nio|tio|tolv) (dagar|dag|veckor|vecka|månader|månad|år)\b/i);

/** A card whose own question asks for the same as the visitor's weighs this much more; one that asks for another thing, this much less. */
const ASKS_FOR_WEIGHT = 1.5;
const ASKS_OTHER_WEIGHT = 0.5;
const UNASKED_COST_WEIGHT = 0.8;

/** How a card's own question (a cost, a time) meets what the visitor asks for. */
export function asksForWeight(wanted: string | undefined, title: string): number {
  const asked = asksFor(title);
  // 'Får föreningen neka mig …?' asks whether, not how much: a card on the cost answers another question.
  if (!wanted) return asked === 'cost' ? UNASKED_COST_WEIGHT : 1;
  // Asking what to do or what one may demand does not rule out a card that answers with a cost or a time limit ('… hur lång tid har jag på mig att agera?').
  if (wanted === 'action' || wanted === 'remedy' || wanted === 'appeal') return asked === wanted ? ASKS_FOR_WEIGHT : 1;
  // … and a card on how to appeal may well state the time limit asked for.
  if (asked === 'appeal') return 1;
  // A heading that states the time ('Två månader till hyresnämnden') answers a question for it.
  if (wanted === 'time' && !asked && STATED_PERIOD.test(title)) return ASKS_FOR_WEIGHT;
  return asked === wanted ? ASKS_FOR_WEIGHT : asked ? ASKS_OTHER_WEIGHT : 1;
}

const STATED_TIME = lettered(
  /\b((\d+|en|ett|två|tre|fyra|fem|sex|sju|åtta|nio|tio|tolv|femton|tjugo) (arbetsdagar|dagar|dag|veckor|vecka|månader|månad|år|timmar)|senast|frist\w*|preskri\w*)\b/i,
);
const STATED_APPEAL = lettered(/\böverklag\p{L}*/iu);
const STATED_COST = lettered(/(\d[\d\s]*\s*(kr|kronor|procent|%)|\b(prisbasbelopp\w*|avgift\w*|kostar|kostnad\w*|gratis|kostnadsfri\w*)\b)/i);

/** Whether an answer states what a question asks for (a time, a cost, an appeal) at all: one that does not leaves out the point asked. */
export function statesWhatIsAsked(wanted: string, answer: string): boolean {
  if (wanted === 'time' || wanted === 'duration') return STATED_TIME.test(answer);
  if (wanted === 'cost') return STATED_COST.test(answer);
  if (wanted === 'appeal') return STATED_APPEAL.test(answer);
  return true;
}
