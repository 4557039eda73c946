// How visitors have asked before: the labelled questions of the chat's tuning set
// (legal-chat/eval/tuning.json), each with the cards that answer it. A new question's most similar earlier
// questions vote for their cards, and the vote may choose among the cards the ranking already found
// relevant, after every guard (intent, relevance, roles) has spoken. It adds a card only to a long question the
// ranking found none relevant for, and only the ranking's own closest one (embedded-answer.ts). It decides
// where the ranker's words do not: 'han flyttar till Göteborg med barnen … gemensam vårdnad' shares more
// words with the card on custody than with the one on moving with a child, but earlier visitors who wrote
// like that were answered by the one on moving. A vote for a link that a release has removed finds no card.

/** One labelled earlier question: its words and the card links (`/path#anchor`) that answer it. */
export interface VisitorQuestion {
  question: string;
  links: readonly string[];
  /** The batch it was written in: the evaluation leaves a batch's own questions out of its vote. */
  group: string;
}

/** An evaluation question as the tuning file holds it (scripts/content/eval-chat.ts). */
interface LabelledQuestion {
  intent: string;
  question: string;
  conversation?: { content: string; isUser: boolean }[];
  expected: string[];
  sections?: string[];
  batch?: string;
  of?: string;
}

/**
 * The questions that can vote: legal questions with the sections that answer them, a follow-up with the visitor's
 * earlier messages before it (its own words lean on them). A paraphrase belongs to the batch of the question it says
 * again, so that leaving one out leaves the other out too.
 */
export function visitorQuestionsOf(questions: readonly LabelledQuestion[]): VisitorQuestion[] {
  const groupOf = voteGroups(questions);
  return questions.flatMap((entry) => {
    if (entry.intent !== 'legal') return [];
    const links = entry.sections?.length ? entry.sections : entry.expected.filter((link) => link.includes('#'));
    return links.length ? [{ question: withEarlier(entry.question, entry.conversation ?? []), links, group: groupOf(entry) }] : [];
  });
}

/** The group of each question: its batch, or for a paraphrase the batch of the question it says again. */
export function voteGroups(questions: readonly LabelledQuestion[]): (entry: LabelledQuestion) => string {
  const batchOf = new Map(questions.map((entry) => [entry.question, entry.batch ?? '']));
  return (entry) => (entry.of !== undefined ? batchOf.get(entry.of) : undefined) ?? entry.batch ?? '';
}

/** Only this close (cosine of the weighted words) an earlier question votes at all. */
const MIN_SIMILARITY = 0.2;
/** The most similar earlier questions that vote. */
const NEIGHBOURS = 8;
/** The ranking's first cards the vote may choose among. */
const CANDIDATES = 8;
/** The chosen card needs this share of the whole vote … */
const MIN_SHARE = 0.4;
/** … and this many times the vote of the ranking's own first card. */
const OVER_FIRST = 1.5;

export class VisitorVotes {
  private constructor(
    private readonly entries: readonly { links: readonly string[]; group: string; norm: number }[],
    /** For each word, the earlier questions that use it (their index) and its weight there: only those are compared. */
    private readonly postings: ReadonlyMap<string, readonly { at: number; weight: number }[]>,
    private readonly rarity: (term: string) => number,
    private readonly stemsOf: (text: string) => Set<string>,
    private readonly leftOut?: string,
  ) {}

  static readonly none = new VisitorVotes(
    [],
    new Map(),
    () => 0,
    () => new Set(),
  );

  /** stemsOf: the words of a text as the index reads them (Knowledge.stemsOf). */
  static build(questions: readonly VisitorQuestion[], stemsOf: (text: string) => Set<string>): VisitorVotes {
    const stemmed = questions.map((entry) => ({ entry, stems: stemsOf(entry.question) }));
    const frequency = new Map<string, number>();
    for (const { stems } of stemmed) for (const term of stems) frequency.set(term, (frequency.get(term) ?? 0) + 1);
    // A word few earlier questions use says more about which card they needed (and every word says something, also in a
    // pool of one).
    const rarity = (term: string) => Math.log(1 + stemmed.length / Math.max(1, frequency.get(term) ?? 0));
    const postings = new Map<string, { at: number; weight: number }[]>();
    const entries = stemmed.map(({ entry, stems }, at) => {
      let squares = 0;
      for (const term of stems) {
        const weight = rarity(term) ** 2;
        squares += weight;
        (postings.get(term) ?? postings.set(term, []).get(term)!).push({ at, weight });
      }
      return { links: entry.links, group: entry.group, norm: Math.sqrt(squares) };
    });
    return new VisitorVotes(entries, postings, rarity, stemsOf);
  }

  get size(): number {
    return this.entries.length;
  }

  /** The same votes without one batch's questions: how the evaluation measures a batch as if it were new. */
  without(group: string): VisitorVotes {
    return new VisitorVotes(this.entries, this.postings, this.rarity, this.stemsOf, group);
  }

  /** Each card link's share of the vote of the earlier questions most like this one (empty when none is close). */
  vote(question: string): Map<string, number> {
    const stems = this.stemsOf(question);
    const norm = Math.sqrt([...stems].reduce((sum, term) => sum + this.rarity(term) ** 2, 0));
    const votes = new Map<string, number>();
    if (!norm) return votes;
    const shared = new Map<number, number>();
    for (const term of stems) for (const { at, weight } of this.postings.get(term) ?? []) shared.set(at, (shared.get(at) ?? 0) + weight);
    const near = [...shared.keys()]
      .sort((a, b) => a - b)
      .map((at) => ({ entry: this.entries[at]!, similarity: shared.get(at)! / (norm * this.entries[at]!.norm) }))
      .filter((neighbour) => neighbour.entry.group !== this.leftOut)
      .filter((neighbour) => neighbour.similarity >= MIN_SIMILARITY)
      .sort((a, b) => b.similarity - a.similarity)
      .slice(0, NEIGHBOURS);
    const total = near.reduce((sum, neighbour) => sum + neighbour.similarity, 0);
    for (const { entry, similarity } of near) {
      for (const link of entry.links) votes.set(link, (votes.get(link) ?? 0) + similarity / entry.links.length / total);
    }
    return votes;
  }

  /** The link the earlier visitors' vote gives the largest share, with that share (undefined when none is close). */
  leader(question: string): { link: string; share: number } | undefined {
    let best: { link: string; share: number } | undefined;
    for (const [link, share] of this.vote(question)) if (!best || share > best.share) best = { link, share };
    return best;
  }

  /**
   * The index, among the ranking's first cards (their links, best first), of the one the earlier visitors' vote
   * clearly prefers to the first; undefined when the vote does not overrule the ranking.
   */
  preferred(question: string, links: readonly string[]): number | undefined {
    if (!this.entries.length || links.length < 2) return undefined;
    const votes = this.vote(question);
    const first = votes.get(links[0]!) ?? 0;
    let best: number | undefined;
    let bestShare = first;
    links.slice(0, CANDIDATES).forEach((link, at) => {
      const share = votes.get(link) ?? 0;
      if (share > bestShare) [best, bestShare] = [at, share];
    });
    return best !== undefined && bestShare >= MIN_SHARE && bestShare > OVER_FIRST * first ? best : undefined;
  }
}

/** What votes for a message: the visitor's earlier messages and this one (a follow-up's words lean on them). */
export function withEarlier(question: string, conversation: readonly { content: string; isUser: boolean }[]): string {
  return [...conversation.filter((turn) => turn.isUser).map((turn) => turn.content), question].join(' ');
}
