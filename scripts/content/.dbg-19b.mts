import { Knowledge } from '../../supabase/functions/_shared/chat/knowledge.ts';
import { cardLink } from '../../supabase/functions/_shared/chat/cards.ts';
import { rankCards } from '../../supabase/functions/_shared/chat/ranking.ts';
import { siteFromSource } from './areas-from-source.ts';
async function main() {
  const k = Knowledge.build((await siteFromSource(() => {})).corpus.documents);
  for (const q of process.argv.slice(2)) {
    const [a, b] = q.split('||'); const r = b ? rankCards(k, b, [{ content: a!, isUser: true }]) : rankCards(k, q, []);
    console.log(`\n## ${q}  known=${r.result.knownTopics} unknown=${r.result.unknownTopics} roles=${[...r.state.roles]}`);
    console.log('  terms:', r.result.terms.map((t) => `${t.term}:${t.word}:${t.weight.toFixed(2)}${t.topic ? '' : '-'}`).join(' '));
    for (const h of r.relevant.slice(0, 5)) console.log(`  R ${h.score.toFixed(1)} tc=${h.topicCoverage.toFixed(2)} ti=${h.titleCoverage.toFixed(2)} ${cardLink(h.card)} | ${h.card.title}`);
    for (const h of r.hits.slice(0, 4)) console.log(`  H ${h.score.toFixed(1)} tc=${h.topicCoverage.toFixed(2)} ms=${h.matchedSubjects} ${cardLink(h.card)} | ${h.card.title}`);
  }
}
void main();
