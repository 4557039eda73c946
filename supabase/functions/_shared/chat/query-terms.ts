// The words a question is searched with besides its own: everyday words and phrases the pages
// say otherwise, root forms of short words and the parts of Swedish compounds.
import { isContentWord, isTopicWord, stem, words } from './swedish-text.ts';
import { lettered } from './letter-bounds.ts';
import type { Vocabulary } from './vocabulary.ts';
import { COURTESY, EVERYDAY_PHRASES, withDivorceDivision, withThingsBroken } from './everyday-phrases.ts';
import { EVERYDAY_WORDS, OUTSIDE_EU } from './everyday-words.ts';

// 'Jag har aldrig krävt någon på ersättning. Är det för sent nu?' asks the same of what the story names.
const LATE_FRAME =
  /(?<!\p{L})för\s+sent(\s+att\s+(kräva|begära|klaga|reklamera|överklaga|bestrida|ångra|driva|stämma)(?!\p{L})|(\s+nu|\s+för\s+(mig|oss))?\s*\?)/iu;
// 'Min bror dog … Han var ogift. Vem ärver honom?' asks who the heirs are: the death is what every inheritance follows and
// the civil status the case, its frame, not its subject – else the estate's other matters (its debts, its bouppteckning)
// or the cards on marriage answer instead of the order of heirs.
const HEIRS_FRAME = lettered(/\bvem\s+(ärver|får\s+arvet)\b|\bärver\s+(hans|hennes|hens|mina|min|mitt|våra|vår)\s+\S+\s+(något|någonting|allt|arvet)\b/i);
const HEIRS_FRAME_WORDS = new Set(['dog', 'dött', 'död', 'avled', 'dödsfall', 'dödsbo', 'ogift', 'ogifta'].map(stem));

// Definite and plural endings the light Snowball stemmer leaves on short words ('arvet', 'avtalet').
const ENDINGS = ['arna', 'erna', 'orna', 'en', 'et', 'an', 'na'];

export function rootForms(term: string): string[] {
  const forms: string[] = [];
  for (const ending of ENDINGS) {
    if (term.endsWith(ending) && term.length - ending.length >= 3) forms.push(term.slice(0, -ending.length));
  }
  // The definite form of a word that ends in a vowel ('kvittot', 'kontot').
  if (/[aeiouyåäö]t$/.test(term) && term.length >= 6) forms.push(term.slice(0, -1));
  return forms;
}

/**
 * Splits Swedish compounds into words the pages use: 'vårdnadstvist' → 'vårdnad' + 'tvist',
 * 'hyreskontrakt' → 'hyra' + 'kontrakt', 'arbetstillstånd' → 'arbete' + 'tillstånd'. Only where
 * the tail is a word of the pages and the head one with its linking letter, so nothing is invented.
 */
export class CompoundSplitter {
  private readonly words: ReadonlySet<string>;
  private readonly cache = new Map<string, string[]>();

  constructor(vocabulary: Iterable<string>) {
    this.words = new Set(vocabulary);
  }

  /** The word a compound's first part stands for: 'arbets' → 'arbete', 'gåvo' → 'gåva', 'hyres' → 'hyra'. */
  private headWord(head: string): string | undefined {
    const candidates = [head, `${head}a`, `${head}e`];
    if (/[seoa]$/.test(head)) candidates.push(head.slice(0, -1), `${head.slice(0, -1)}a`, `${head.slice(0, -1)}e`);
    if (head.endsWith('es')) candidates.push(`${head.slice(0, -2)}a`);
    return candidates.find((candidate) => candidate.length >= 3 && this.words.has(candidate));
  }

  /**
   * The pages' word at the end of a compound whose head they do not know ('restauranglokal' →
   * 'lokal'): at least five letters, after a head of at least four, so 'lokal' is found and
   * nothing short is read into a word.
   */
  knownTail(word: string): string | undefined {
    for (let cut = 4; cut <= word.length - 5; cut++) {
      const tail = word.slice(cut);
      if (this.words.has(tail)) return stem(tail);
    }
    return undefined;
  }

  /** The stems of the two parts, or none. The longest tail that is a word of its own wins. */
  split(word: string): string[] {
    if (word.length < 6) return [];
    let parts = this.cache.get(word);
    if (!parts) {
      parts = [];
      // Tails are whole words of the pages ('tillstånd', 'tid'); checking them first keeps this cheap.
      for (let cut = 3; cut <= word.length - 3; cut++) {
        const tail = word.slice(cut);
        if (!this.words.has(tail)) continue;
        // A six-letter word splits only into two whole words ('billån', 'husköp'), never with a linking letter read in.
        const head = word.length === 6 ? (this.words.has(word.slice(0, cut)) && cut === 3 ? word.slice(0, cut) : undefined) : this.headWord(word.slice(0, cut));
        if (head) {
          parts = [stem(head), stem(tail)];
          break;
        }
      }
      if (this.cache.size > 100_000) this.cache.clear();
      this.cache.set(word, parts);
    }
    return parts;
  }
}

export interface QueryTerm {
  /** What is looked up in the index (a stem, a shorter form of it, or a part of a compound). */
  term: string;
  /** Which content word of the question it stands for (-1: from the conversation before). */
  word: number;
  weight: number;
  /** Matched as a whole word only (an everyday word whose stem would find unrelated compounds). */
  exact?: boolean;
  /** The word says what the question is about (not a number, not 'starta', 'göra', 'tid'). */
  topic?: boolean;
  /** The word is only in the story around the question, not in the sentence that asks it. */
  story?: boolean;
}

// A clause that concedes a fact ('fast vi har gemensam vårdnad', 'trots att jag betalar', 'även om vi är överens'),
// up to the next comma; 'fast' only before its subject, so 'fast egendom' and 'fast pris' stay words of the question.
const CONCESSION_SOURCE = String.raw`\b(fast (jag|vi|du|ni|han|hon|de|dom|den|det|man|min|mitt|mina|vår|vårt|våra|hans|hennes|deras)|fastän|trots att|även om)\b[^,;.!?]*`;
const CONCESSION = lettered(new RegExp(CONCESSION_SOURCE, 'i'));
const CONCESSIONS = lettered(new RegExp(CONCESSION_SOURCE, 'gi'));
// A citizenship stated as a fact of the case ('Hon var svensk medborgare och ogift, ärver jag …?') is the story too.
const STATED_CITIZENSHIP_SOURCE = String.raw`\b(är|var|blev|har varit) (\p{L}+ )?medborgare( i \p{L}+)?\b`;
const STATED_CITIZENSHIP = lettered(new RegExp(STATED_CITIZENSHIP_SOURCE, 'iu'));
const STATED_CITIZENSHIPS = lettered(new RegExp(STATED_CITIZENSHIP_SOURCE, 'giu'));

// … told without the visitor in it: 'Min kompis och jag startade ett bolag och han fick hälften' is the visitor's own case.
const FIRST_PERSON = lettered(/\b(jag|vi|mig|oss)\b/i);
const COMPARED_CASE = lettered(
  /\b((min|mitt|en|ett|hans|hennes|vår) (\p{L}+ )?(kompis\p{L}*|vän|vännen|väninna\p{L}*|kollega\p{L}*|granne\p{L}*|grann\p{L}+|polare\p{L}*|polarn|syster|systern|bror|brodern|kusin\p{L}*|svåger|svägerska|bekant\p{L}*|annan \p{L}+)|polarn|syrran|brorsan|kompisen|väninnan|kollegan|grannen)\b[^.!?]*\b(fick|ärvde|sa|sade|säger|skrev|hade|slapp|vann|behöll|blev|har fått|fick behålla)\b|\bpå (flashback|familjeliv|facebook|reddit|nätet|internet|ett forum|forumet)\b|\b(någon|folk) (skrev|säger|sa|skriver)\b/iu,
);

/**
 * The words of a message's story: in a message of several sentences, those that are not in the
 * sentences that ask (the ones ending in '?', else the last). 'Vi har varit gifta i tjugo år …
 * Har jag rätt till underhåll efter skilsmässan?' asks about underhåll, not about the twenty years.
 */
export function storyWords(question: string): Set<string> {
  const sentences = question.split(/(?<=[.!?])\s+|\n+/).filter((sentence) => words(sentence).some(isContentWord));
  // Another's case told for comparison ('En väninna ärvde allt efter sin man', 'polarn sa att …') is story however the
  // question is asked: the visitor's own case is what it asks about.
  const compared = sentences.filter((sentence) => COMPARED_CASE.test(sentence) && !FIRST_PERSON.test(sentence) && !/\?\s*$/.test(sentence));
  const own = sentences.filter((sentence) => !compared.includes(sentence));
  const kept = new Set(words(own.join(' ')));
  if (compared.length && own.length && [...kept].filter(isTopicWord).length >= 2) {
    return new Set(words(compared.join(' ')).filter((word) => isContentWord(word) && !kept.has(word)));
  }
  const conceded = CONCESSION.test(question) || STATED_CITIZENSHIP.test(question);
  if (sentences.length < 2 && !conceded) return new Set();
  const asking = sentences.filter((sentence) => /\?\s*$/.test(sentence));
  // A fact conceded in passing ('… fast vi har gemensam vårdnad') is story too, not the point asked.
  const askedText = (asking.length ? asking : sentences.slice(-1)).join(' ').replace(CONCESSIONS, ' ').replace(STATED_CITIZENSHIPS, ' ');
  const asked = new Set(words(askedText));
  // A question sentence with less than two subjects of its own ('Kan jag reklamera den?') needs the story to say what it is about.
  if (new Set([...asked].filter(isTopicWord)).size < 2) return new Set();
  return new Set(words(question).filter((word) => isContentWord(word) && !asked.has(word)));
}

const FAULT_TERMS = new Set(['fel', 'reklamation'].map(stem));
const CHANNEL_TERMS = new Set(['distansavtal', 'ångerrätt'].map(stem));
const PURCHASE_CHANNELS = new Set(['webbutik', 'webbutiken', 'nätbutiken', 'nätet', 'internet', 'webbshop', 'nätbutik']);
const COMPLAINT = lettered(/\b(reklamera\w*|reklamation\w*|klaga|klagar|klagat|klagade)\b/i);
const CANCELLING = lettered(/\b(ångra\w*|ångerrätt\w*|returnera\w*|skicka tillbaka)\b/i);

const OUTSIDE_EU_WORDS = new Set(OUTSIDE_EU);
const FAMILY_MATTER = lettered(/\b(skiljas|skilja|skiljer|skilsmäss\w*|bodelning\w*|vårdnad\w*|umgänge\w*|underhåll\w*)\b/i);
const ABROAD_MATTER = lettered(
  /\b(uppehållstillstånd\w*|arbetstillstånd\w*|migrationsverket\w*|medborgar\w*|visum|asyl\w*|utvis\w*|anhöriginvandring\w*|(flytta|komma|ta|få) (\S+ ){0,2}hit|ambassad\w*|pass|passet|resa|reser|åka|åker|semester\w*|\w*lov(et)?|utomlands|flytta\w*)\b/i,
);

// A letter's salutation ('Bästa advokat!', 'Goddag.') and its closing with the writer's name ('Med vänlig hälsning, Gunnar
// (84 år)', 'Tacksam för svar, Elsa 78 år', '/Annika'): no topic, and the name and age would count as words of the question.
const SALUTATION =
  /^\s*((hej(san)?|hallå|goddag|bästa|kära)(\s+(advokat|advokaten|advokater|jurist|juristen|jurister|ni|advokatbyrå\p{L}*|byrån))?)\s*[,.!:]/iu;
const CLOSING =
  /(?<!\p{L})((med\s+)?(vänlig(a)?|bästa|varma)\s+hälsning(ar)?|mvh|högaktningsfullt|vänligen|tacksam(ma)?\s+för\s+(svar|hjälp|besked|råd)|tack\s+på\s+förhand|tack\s+för\s+hjälpen)(?!\p{L})[^.?!]{0,40}[.!]?\s*$/iu;
const SIGNATURE = /\s+\/\s*\p{Lu}\p{L}+(\s+\p{Lu}\p{L}+)?\s*$/u;

/** The question without its polite frame ('God dag.', 'Jag vore tacksam för besked …'), which names no topic. */
export function withoutCourtesy(question: string): string {
  return question.replace(SALUTATION, ' ').replace(CLOSING, ' ').replace(SIGNATURE, ' ').replace(COURTESY, ' ');
}

/** The words searched for: the question's stems, their root forms, compound parts, everyday synonyms and the pages' word for a misspelt one. */
export function buildQueryTerms(asked: string, context: string, splitter: CompoundSplitter, vocabulary: Vocabulary, whole = false): QueryTerm[] {
  const question = withDivorceDivision(withThingsBroken(withoutCourtesy(asked)));
  const terms: QueryTerm[] = [];
  const add = (term: string, word: number, weight: number, topic: boolean, exact = false) => {
    if (term.length < 2) return;
    const existing = terms.find((entry) => entry.term === term);
    if (existing) {
      existing.weight = Math.max(existing.weight, weight);
      existing.exact = existing.exact && exact;
    } else terms.push({ term, word, weight, exact, topic });
  };
  const questionWords = [...new Set(words(question).filter(isContentWord))];
  const story = whole ? new Set<string>() : storyWords(question);
  // 'Min väninna från Irak vill skiljas': where a divorce or a custody matter is asked and no one moves, travels or applies for a
  // permit, the country is where the visitor comes from, not 'ett land utanför EU' of the permit pages.
  const countryAsStory = FAMILY_MATTER.test(question) && !ABROAD_MATTER.test(question);
  questionWords.forEach((word, i) => {
    const stemmed = stem(word);
    const homeCountry = countryAsStory && OUTSIDE_EU_WORDS.has(word);
    const synonyms = homeCountry ? undefined : EVERYDAY_WORDS[word];
    const topic = isTopicWord(word) && !homeCountry;
    // 'skiljas' means a divorce, not 'skiljeförfarande': an everyday word counts as the pages' word.
    add(stemmed, i, synonyms ? 0.6 : 1, topic, Boolean(synonyms));
    for (const form of rootForms(stemmed)) add(form, i, 0.8, topic);
    for (const part of splitter.split(word)) add(part, i, 0.6, topic);
    // 'returfrakten' → 'returfrakt' → 'retur' + 'frakt' when the inflected compound does not split.
    for (const form of rootForms(word)) for (const part of splitter.split(form)) add(part, i, 0.6, topic);
    for (const synonym of synonyms ?? []) add(stem(synonym), i, 0.9, topic, true);
    // A misspelt word ('arbetstilstånd') stands for the pages' word nearest to it.
    if (!synonyms && !terms.some((entry) => entry.word === i && vocabulary.knows(entry.term, entry.exact))) {
      const corrected = vocabulary.correct(stemmed);
      if (corrected) add(corrected, i, 0.8, topic, true);
      // A compound of a word the pages do not use and one they do ('restauranglokal') is at least about the latter.
      const tail = corrected ? undefined : splitter.knownTail(word);
      if (tail) add(tail, i, 0.6, topic);
    }
  });
  for (const entry of terms) if (story.has(questionWords[entry.word]!)) entry.story = true;
  // Each phrase found is a word of its own: 'har två döttrar' (children) and 'ge allt' (the laglott) are two things the question names.
  let phrases = 0;
  for (const phrase of EVERYDAY_PHRASES) {
    const match = phrase.pattern.exec(question);
    if (!match || (phrase.when && !phrase.when(question, match))) continue;
    const index = questionWords.length + phrases++;
    for (const word of phrase.words) add(stem(word), index, 0.9, phrase.topic ?? true);
    if (!phrase.replaces) continue;
    const own = new Set(words(match[0]));
    for (const entry of terms) if (entry.word >= 0 && own.has(questionWords[entry.word]!)) entry.topic = false;
  }
  if (HEIRS_FRAME.test(question)) for (const entry of terms) if (HEIRS_FRAME_WORDS.has(entry.term)) entry.topic = false;
  // 'Är det för sent att kräva …?' asks for a time limit: 'sent' is the question's frame, not its subject.
  if (LATE_FRAME.test(question)) {
    for (const entry of terms) if (entry.word >= 0 && questionWords[entry.word] === 'sent') entry.topic = false;
    // … the time to complain when a complaint is what is late ('för sent att reklamera'), not a claim's limitation.
    for (const word of COMPLAINT.test(question) ? ['frist'] : ['frist', 'preskription']) add(stem(word), questionWords.length, 0.9, true);
  }
  // A thing bought online that has a fault ('slutade fungera', 'trasig') is a complaint: where it was bought says
  // how, not what is asked, so 'nätet' no longer stands for the right to cancel – unless the visitor speaks of that.
  if (terms.some((entry) => FAULT_TERMS.has(entry.term)) && !CANCELLING.test(question)) {
    const bought = (entry: QueryTerm) => entry.word >= 0 && PURCHASE_CHANNELS.has(questionWords[entry.word]!) && CHANNEL_TERMS.has(entry.term);
    terms.splice(0, terms.length, ...terms.filter((entry) => !bought(entry)));
  }
  // A follow-up ("Hur lång tid tar det?") is searched with the earlier question's words, weighted down.
  for (const word of words(context).filter(isContentWord)) add(stem(word), -1, 0.6, isTopicWord(word));
  return terms;
}
