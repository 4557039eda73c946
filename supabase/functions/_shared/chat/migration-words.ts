// Which words name the matter of migration: those mostly the migration pages use. A card on permits answers only
// a question that names one (ranking.ts), so a word of many lives ('flytta', 'förälder', 'utomlands') draws none.
import type { Card } from './cards.ts';
import type { Knowledge, SearchHit } from './knowledge.ts';
import { lettered } from './letter-bounds.ts';
import { EU_CITIZEN } from './role-cues.ts';

// The migration pages answer only a question that names their matter: 'flytta', 'förälder', 'arbetsgivare' or
// 'utomlands' are words of many lives ('barnens pappa har dragit till Malmö med vår dotter', 'vi hyr ut radhuset
// när vi flyttar utomlands'), and a card on permits answers none of them.
export const isMigrationCard = (card: Card) => card.category === 'Migrationsrätt' || /migration/.test(card.path);
/** A term is the migration pages' own when at least this share of the pages that use it are theirs. */
const AREA_TERM_SHARE = 0.5;
const migrationTerms = new WeakMap<Knowledge, Set<string>>();

/** Whether a text names a word that mostly the migration pages use ('arbetstillstånd', 'Migrationsverket', 'Thailand'). */
export function namesMigration(knowledge: Knowledge, text: string): boolean {
  let own = migrationTerms.get(knowledge);
  if (!own) {
    const pagesOf = new Map<string, Set<Card>>();
    for (const card of knowledge.cards) {
      for (const term of knowledge.stemsOf(`${card.title} ${card.asked.join(' ')} ${card.text}`)) {
        (pagesOf.get(term) ?? pagesOf.set(term, new Set()).get(term)!).add(card);
      }
    }
    own = new Set();
    const areaPages = new Set(knowledge.cards.filter(isMigrationCard).map((card) => card.path)).size;
    for (const [term, cards] of pagesOf) {
      const paths = new Set([...cards].map((card) => card.path));
      const theirs = new Set([...cards].filter(isMigrationCard).map((card) => card.path));
      // … on two of their pages at least, where there are two: a word one page happens to use ('Malmö') is no sign of the matter.
      if (theirs.size >= Math.min(2, areaPages) && theirs.size >= AREA_TERM_SHARE * paths.size) own.add(term);
    }
    migrationTerms.set(knowledge, own);
  }
  return knowledge.queryTerms(text).some((entry) => entry.weight >= 0.8 && own.has(entry.term));
}

const EU_QUERY = 'familj EU-medborgare arbetar studerar';
const EU_CITIZENSHIP = lettered(new RegExp(EU_CITIZEN.source, 'gi'));

/**
 * A citizen of another EU country and their family have a right of residence under the EU's rules on free movement:
 * on migration, the card on those rules answers them, not the rules for a Swedish citizen's family. The citizenship
 * itself ('tysk medborgare') names no migration matter: 'ärver jag min svenska pappa?' is on inheritance.
 */
export function euRulesCard(knowledge: Knowledge, text: string): SearchHit | undefined {
  if (!namesMigration(knowledge, text.replace(EU_CITIZENSHIP, ' '))) return undefined;
  return knowledge.search(EU_QUERY, { limit: 10 }).hits.find((hit) => hit.card.roles.includes('eu-citizen') && isMigrationCard(hit.card));
}
