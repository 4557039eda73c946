// The chat's knowledge: every section of every published page as a passage in one MiniSearch
// index (BM25), with Swedish stems and stop words. Built once per process from the corpus
// (composed from the live areas' knowledge, chat/corpus.ts), never per request.
import MiniSearch from 'minisearch';
import { isContentWord, sentences, stem, words } from './swedish-text.ts';

/** The same shape as shared/src/content/search-document.ts (Edge deploys only supabase/functions). */
export interface ChatDocument {
  path: string;
  title: string;
  kind: 'article' | 'service' | 'local' | 'business' | 'page' | 'legal';
  category?: string;
  sections: { heading: string; anchor?: string; text: string }[];
  /** Question–answer pairs written by the page's author: the chat's best answers. */
  questions?: { question: string; answer: string; roles?: string[]; anchor?: string }[];
}

/** The chat's corpus (chat/corpus.ts): a composition's chat-corpus.json, and legal-chat/corpus.json for the Edge entry. */
export interface ChatCorpus {
  version: 1;
  builtAt: string;
  documents: ChatDocument[];
}

export interface Passage {
  id: number;
  path: string;
  anchor?: string;
  pageTitle: string;
  kind: ChatDocument['kind'];
  category?: string;
  heading: string;
  text: string;
  sentences: string[];
}

export interface SearchHit {
  passage: Passage;
  /** BM25 score weighted by coverage: passages that answer more of the question come first. */
  score: number;
  /** Share (0–1) of the question's words known to the index that this passage matched. */
  coverage: number;
  /** How many of the question's words this passage matched. */
  matchedWords: number;
  /** Whether it names the subject of the earlier question (searches with a context). */
  contextMatched?: boolean;
}

export interface QueryTerm {
  /** What is looked up in the index (a stem, a shorter form of it, or a part of a compound). */
  term: string;
  /** Which content word of the question it stands for (-1: from the conversation before). */
  word: number;
  weight: number;
  /** Matched as a whole word only (an everyday word whose stem would find unrelated compounds). */
  exact?: boolean;
}

export interface SearchResult {
  hits: SearchHit[];
  terms: QueryTerm[];
  /** How many content words the question has, and how many of them the index knows at all. */
  questionWords: number;
  knownWords: number;
}

// Words people use that the pages say otherwise; added to a question with a lower weight.
const EVERYDAY_WORDS: Record<string, string[]> = {
  skilja: ['skilsmässa'], skiljas: ['skilsmässa'], skiljer: ['skilsmässa'], separera: ['separation', 'skilsmässa'], separerar: ['separation', 'skilsmässa'],
  ärva: ['arv', 'arvinge'], ärver: ['arv', 'arvinge'], ärvde: ['arv'], dog: ['dödsfall', 'dödsbo'], dött: ['dödsfall', 'dödsbo'], död: ['dödsfall', 'dödsbo'],
  avliden: ['dödsbo'], avled: ['dödsbo'], jobb: ['arbete', 'anställning'], jobba: ['arbete'], jobbar: ['arbete'], jobbet: ['arbete', 'anställning'],
  lägenhet: ['bostad'], lägenheten: ['bostad'], kontrakt: ['avtal'], kontraktet: ['avtal'], sparken: ['uppsägning', 'avsked'],
  hyreslägenhet: ['hyresrätt', 'bostad', 'hyresgäst'], hyreslägenheten: ['hyresrätt', 'bostad', 'hyresgäst'], hyreskontrakt: ['hyresavtal'],
  hyreskontraktet: ['hyresavtal'], webbutik: ['distansavtal', 'ångerrätt'], webbutiken: ['distansavtal', 'ångerrätt'], nätbutiken: ['distansavtal', 'ångerrätt'],
  avskeda: ['avsked'], träffa: ['umgänge'], träffar: ['umgänge'], ex: ['förälder'], trasig: ['fel', 'reklamation'], sönder: ['fel', 'reklamation'], nätet: ['distansavtal', 'ångerrätt'], internet: ['distansavtal'],
  webbshop: ['distansavtal', 'ångerrätt'], nätbutik: ['distansavtal', 'ångerrätt'], ångra: ['ångerrätt'], ångrar: ['ångerrätt'], olycka: ['personskada', 'skadestånd'],
  skadad: ['personskada', 'skadestånd'], skadades: ['personskada', 'skadestånd'], ersättning: ['skadestånd'], firma: ['företag', 'bolag'], aktiebolaget: ['aktiebolag'],
  hus: ['fastighet', 'villa'], huset: ['fastighet', 'villa'], villan: ['fastighet'], medborgare: ['medborgarskap'], pass: ['medborgarskap'],
  flytta: ['flytt'], sambon: ['sambo', 'sambolagen'], fru: ['make', 'maka'], make: ['äktenskap'], frun: ['maka'], maken: ['make'],
  pappa: ['förälder'], mamma: ['förälder'], ungarna: ['barn'], ungar: ['barn'], överklaga: ['överklagande'],
  vräkt: ['uppsägning', 'besittningsskydd'], vräka: ['uppsägning', 'besittningsskydd'], vräker: ['uppsägning', 'besittningsskydd'], vräkning: ['uppsägning', 'besittningsskydd'],
};

// Phrases that name a subject the pages call otherwise ('flytta hit' is about residence permits).
const EVERYDAY_PHRASES: { pattern: RegExp; words: string[] }[] = [
  { pattern: /\b(flytta|komma|bo|leva)\s+(hit|till\s+sverige|i\s+sverige)\b/i, words: ['uppehållstillstånd', 'anhöriginvandring'] },
  { pattern: /\b(gå|gått)\s+sönder\b/i, words: ['fel', 'reklamation'] },
  { pattern: /\bsäga\s+upp\b/i, words: ['uppsägning'] },
  { pattern: /\b(anlita\s+(er|en\s+jurist)|era\s+priser|ert\s+arvode|vad\s+kostar\s+(ni|en\s+jurist|det\s+att\s+anlita))\b/i, words: ['arvode', 'behovsanalys', 'pris'] },
];

// Definite and plural endings the light Snowball stemmer leaves on short words ('arvet', 'avtalet').
const ENDINGS = ['arna', 'erna', 'orna', 'en', 'et', 'an', 'na'];

function rootForms(term: string): string[] {
  const forms: string[] = [];
  for (const ending of ENDINGS) {
    if (term.endsWith(ending) && term.length - ending.length >= 3) forms.push(term.slice(0, -ending.length));
  }
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

  /** The stems of the two parts, or none. The longest tail that is a word of its own wins. */
  split(word: string): string[] {
    if (word.length < 7) return [];
    let parts = this.cache.get(word);
    if (!parts) {
      parts = [];
      // Tails are whole words of the pages ('tillstånd', 'tid'); checking them first keeps this cheap.
      for (let cut = 3; cut <= word.length - 3; cut++) {
        const tail = word.slice(cut);
        if (!this.words.has(tail)) continue;
        const head = this.headWord(word.slice(0, cut));
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

// The pages that explain a subject (articles, service and business pages) before the pages that
// summarise it (the local pages, the home page, whose texts sit in dialogs) or govern the site
// (legal texts).
const KIND_WEIGHT: Record<ChatDocument['kind'], number> = { article: 1, service: 1, business: 1, local: 0.85, legal: 0.8, page: 0.45 };

interface IndexedPassage {
  id: number;
  title: string;
  heading: string;
  text: string;
  category: string;
}

export class Knowledge {
  private constructor(
    readonly passages: readonly Passage[],
    private readonly index: MiniSearch<IndexedPassage>,
    private readonly splitter: CompoundSplitter,
    /** Page titles by path: the pages a reply may link to. */
    readonly pages: ReadonlyMap<string, string>,
    /** Every indexed term, sorted, to tell which of a question's words the pages use at all. */
    private readonly indexTerms: readonly string[],
    /** In how many passages each term occurs. */
    private readonly documentFrequency: ReadonlyMap<string, number>,
  ) {}

  static build(documents: readonly ChatDocument[]): Knowledge {
    const passages: Passage[] = [];
    const pages = new Map<string, string>();
    for (const document of documents) {
      pages.set(document.path, document.title);
      for (const section of document.sections) {
        const text = section.text.replace(/\s+/g, ' ').trim();
        if (!text) continue;
        passages.push({
          id: passages.length,
          path: document.path,
          anchor: section.anchor || undefined,
          pageTitle: document.title,
          kind: document.kind,
          category: document.category,
          heading: section.heading.trim(),
          text,
          sentences: sentences(text),
        });
      }
    }
    const vocabulary = new Set<string>();
    for (const passage of passages) {
      for (const word of words(`${passage.pageTitle} ${passage.heading} ${passage.text}`)) if (isContentWord(word)) vocabulary.add(word);
    }
    const splitter = new CompoundSplitter(vocabulary);
    const documentFrequency = new Map<string, number>();
    let passageTerms = new Set<string>();
    const index = new MiniSearch<IndexedPassage>({
      fields: ['title', 'heading', 'text', 'category'],
      tokenize: (text) => words(text),
      // A compound is indexed as itself and as its parts, so 'tillstånd' finds 'arbetstillstånd'.
      processTerm: (term) => {
        if (!isContentWord(term)) return null;
        const terms = [stem(term), ...splitter.split(term)];
        for (const entry of terms) passageTerms.add(entry);
        return terms;
      },
    });
    for (const passage of passages) {
      passageTerms = new Set();
      index.add({ id: passage.id, title: passage.pageTitle, heading: passage.heading, text: passage.text, category: passage.category ?? '' });
      for (const term of passageTerms) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
    }
    return new Knowledge(passages, index, splitter, pages, [...documentFrequency.keys()].sort(), documentFrequency);
  }

  /**
   * How much a word of the question says, from 0.25 (in most passages: 'tid', 'lång') to 1 (in
   * few): coverage counts rare words more.
   */
  importance(term: string): number {
    const count = this.documentFrequency.get(term);
    if (!count) return 1;
    const max = Math.log(1 + this.passages.length);
    return Math.min(1, Math.max(0.25, Math.log(1 + this.passages.length / count) / max));
  }

  /** Whether the index has the term, or (for longer terms) a term that starts with it. */
  knows(term: string, exact = false): boolean {
    const terms = this.indexTerms;
    let low = 0;
    let high = terms.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (terms[middle]! < term) low = middle + 1;
      else high = middle;
    }
    const found = terms[low];
    if (found === term) return true;
    return !exact && term.length >= 4 && found !== undefined && found.startsWith(term);
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
    return this.passages.length;
  }

  /** The words searched for: the question's stems, their root forms, compound parts and everyday synonyms. */
  queryTerms(question: string, context = ''): QueryTerm[] {
    const terms: QueryTerm[] = [];
    const add = (term: string, word: number, weight: number, exact = false) => {
      if (term.length < 2) return;
      const existing = terms.find((entry) => entry.term === term);
      if (existing) {
        existing.weight = Math.max(existing.weight, weight);
        existing.exact = existing.exact && exact;
      } else terms.push({ term, word, weight, exact });
    };
    const questionWords = [...new Set(words(question).filter(isContentWord))];
    questionWords.forEach((word, i) => {
      const stemmed = stem(word);
      const synonyms = EVERYDAY_WORDS[word];
      // 'skiljas' means a divorce, not 'skiljeförfarande': an everyday word counts as the pages' word.
      add(stemmed, i, synonyms ? 0.6 : 1, Boolean(synonyms));
      for (const form of rootForms(stemmed)) add(form, i, 0.8);
      for (const part of this.splitter.split(word)) add(part, i, 0.6);
      for (const synonym of synonyms ?? []) add(stem(synonym), i, 0.9);
    });
    for (const phrase of EVERYDAY_PHRASES) {
      if (phrase.pattern.test(question)) for (const word of phrase.words) add(stem(word), questionWords.length, 0.9);
    }
    // A follow-up ("Hur lång tid tar det?") is searched with the earlier question's words, weighted down.
    for (const word of words(context).filter(isContentWord)) add(stem(word), -1, 0.6);
    return terms;
  }

  search(question: string, options: { context?: string; limit?: number } = {}): SearchResult {
    const terms = this.queryTerms(question, options.context);
    // Each known word of the question weighs by how rare its own term is in the pages.
    const wordWeight = new Map<number, number>();
    for (const entry of terms) {
      if (entry.word < 0 || !this.knows(entry.term, entry.exact)) continue;
      const weight = this.importance(entry.term);
      const current = wordWeight.get(entry.word);
      if (current === undefined || entry.weight === 1) wordWeight.set(entry.word, entry.weight === 1 ? weight : Math.max(current ?? 0, weight));
    }
    const knownWords = wordWeight.size;
    let knownWeight = 0;
    for (const weight of wordWeight.values()) knownWeight += weight;
    const questionWords = new Set(terms.filter((entry) => entry.word >= 0).map((entry) => entry.word)).size;
    if (!terms.length || !this.passages.length) return { hits: [], terms, questionWords, knownWords };
    const byTerm = new Map(terms.map((entry) => [entry.term, entry]));
    const contextTopic = 0.8 * Math.max(0, ...terms.filter((entry) => entry.word === -1).map((entry) => this.importance(entry.term)));
    const results = this.index.search(terms.map((entry) => entry.term).join(' '), {
      tokenize: (text) => text.split(' '),
      processTerm: (term) => term,
      boostTerm: (term) => byTerm.get(term)?.weight ?? 1,
      boost: { title: 1.5, heading: 2, category: 0.5 },
      prefix: (term) => term.length >= 4 && !byTerm.get(term)?.exact,
      fuzzy: (term) => (term.length >= 8 && !byTerm.get(term)?.exact ? 0.15 : false),
      maxFuzzy: 2,
      combineWith: 'OR',
    });
    const hits = results.slice(0, 40).map((result): SearchHit => {
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
      for (const [word, weight] of matched) found += weight * wordWeight.get(word)!;
      const coverage = knownWeight ? found / knownWeight : 0;
      const passage = this.passages[result.id as number]!;
      return { passage, score: result.score * (0.2 + coverage) * KIND_WEIGHT[passage.kind], coverage, matchedWords: matched.size, contextMatched };
    });
    hits.sort((a, b) => b.score - a.score);
    // A follow-up is about the earlier question's subject: only passages that name it.
    if (options.context && hits.some((hit) => hit.contextMatched)) {
      return { hits: hits.filter((hit) => hit.contextMatched).slice(0, options.limit ?? 8), terms, questionWords, knownWords };
    }
    return { hits: hits.slice(0, options.limit ?? 8), terms, questionWords, knownWords };
  }
}
