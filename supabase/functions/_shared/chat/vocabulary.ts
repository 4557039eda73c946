// The pages' own words, to tell what a question is about: every indexed term with the number of
// cards it occurs in, and the subject terms – the words the cards' titles, headings and page titles
// name. A word that only occurs in a card's running text ('bror', 'mening', 'helgen') is a word
// the pages use in passing; a question must name a subject of the pages to be answered from them.

/** The first index at which a sorted list holds a value not below the term. */
function lowerBound(list: readonly string[], term: string): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (list[middle]! < term) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Whether a sorted list holds the term or, for terms of four letters or more, one that starts with it. */
function holds(list: readonly string[], term: string, exact: boolean): boolean {
  const found = list[lowerBound(list, term)];
  if (found === term) return true;
  return !exact && term.length >= 4 && found !== undefined && found.startsWith(term);
}

/** The terms of a sorted list that are the term or (four letters or more) start with it. */
function matching(list: readonly string[], term: string, exact: boolean): string[] {
  const found: string[] = [];
  for (let i = lowerBound(list, term); i < list.length; i++) {
    const entry = list[i]!;
    if (entry === term || (!exact && term.length >= 4 && entry.startsWith(term))) found.push(entry);
    else break;
  }
  return found;
}

/** Edits (insert, delete, substitute, swap two neighbours) from a to b, or max + 1 when more than max. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_v, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** Share of the pages that use a word widely enough to make it a subject of the practice, not one card's. */
const WIDE_USE = 0.08;

export class Vocabulary {
  private readonly terms: readonly string[];
  private readonly subjectList: readonly string[];
  private readonly corrections = new Map<string, string | undefined>();

  constructor(
    /** In how many cards each term occurs. */
    private readonly documentFrequency: ReadonlyMap<string, number>,
    /** On how many pages each term occurs. */
    private readonly pageFrequency: ReadonlyMap<string, number>,
    /** In how many cards' titles, headings or page titles each subject term occurs. */
    private readonly subjects: ReadonlyMap<string, number>,
    private readonly pageCount: number,
  ) {
    this.terms = [...documentFrequency.keys()].sort();
    this.subjectList = [...subjects.keys()].sort();
  }

  /** Whether the index has the term, or (for longer terms) a term that starts with it. */
  knows(term: string, exact = false): boolean {
    return holds(this.terms, term, exact);
  }

  /**
   * How many cards' titles, headings or page titles name the term: 0 for a word the pages only
   * use in passing, 1 for one card's own subject ('hund'), more for a subject of the pages
   * ('äktenskapsförord', 'uppsägning', and a word of one title that many pages use).
   */
  subjectStrength(term: string, exact = false): number {
    let count = 0;
    for (const entry of matching(this.subjectList, term, exact)) count += this.subjects.get(entry)!;
    // One card's title, but the pages use it widely ('dödsfall', 'laglott'): a subject of the practice.
    if (count === 1 && (this.pageFrequency.get(term) ?? 0) >= Math.max(2, Math.ceil(WIDE_USE * this.pageCount))) count = 2;
    return count;
  }

  /**
   * How much a word of the question says, from 0.25 (on most pages: 'tid', 'köp') to 1 (on
   * one): coverage counts rare words more.
   */
  importance(term: string): number {
    const count = this.pageFrequency.get(term);
    if (!count) return 1;
    const max = Math.log(1 + this.pageCount);
    return Math.min(1, Math.max(0.25, Math.log(1 + this.pageCount / count) / max));
  }

  /**
   * The index term a misspelt word stands for ('arbetstilstånd' → 'arbetstillstånd'): one edit
   * for a term of five to seven letters, two for a longer one, the same first letter, and only
   * when one term is closest (the more common one of equally close terms).
   */
  correct(term: string): string | undefined {
    if (term.length < 5) return undefined;
    if (this.corrections.has(term)) return this.corrections.get(term);
    const max = term.length >= 8 ? 2 : 1;
    const first = term[0]!;
    let best: string | undefined;
    let bestDistance = max + 1;
    for (let i = lowerBound(this.terms, first); i < this.terms.length && this.terms[i]![0] === first; i++) {
      const candidate = this.terms[i]!;
      if (candidate.length < 4) continue;
      const distance = editDistance(term, candidate, max);
      const closer =
        distance < bestDistance || (distance === bestDistance && (this.documentFrequency.get(candidate) ?? 0) > (this.documentFrequency.get(best!) ?? 0));
      if (distance <= max && closer) {
        best = candidate;
        bestDistance = distance;
      }
    }
    if (this.corrections.size > 10_000) this.corrections.clear();
    this.corrections.set(term, best);
    return best;
  }
}
