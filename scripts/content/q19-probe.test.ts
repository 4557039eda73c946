import { it } from 'vitest';
import { knowledge } from './chat-on-site.ts';
const qs = [
  'Får hyresvärden förbjuda mig att ha katt i lägenheten?',
  'Får hyresvärden förbjuda mig att sätta upp en parabol på min balkong?',
  'Måste jag betala tillbaka friskvårdsbidraget om jag slutar på jobbet mitt i året?',
  'chefen har inte betalat ut lönen o säger att företaget har dåligt med pengar',
  'Kan min hyresvärd gå in i lägenheten med sin egen nyckel när jag inte är hemma?',
  'Får min arbetsgivare läsa mina privata mejl på jobbdatorn?',
  'hyresvärden säger att jag måste flytta ut för att dom ska renovera, måste jag det',
];
it('probe', () => {
  for (const q of qs) {
    const r: any = knowledge.search(q, { limit: 5 });
    console.log('\n' + q, 'known', r.knownTopics, 'unknown', r.unknownTopics, 'strong', r.strongSubjects);
    //, JSON.stringify(r.terms.map((t: any) => [t.word ?? t.term ?? t.text, t.topic, t.known ?? t.df ?? t.weight])));
    const h = r.hits[0]; const st = knowledge.stemsOf(`${h.card.title} ${h.card.answer} ${(h.card.asked ?? []).join(' ')}`);
    console.log(' ', h.card.path, h.card.anchor, '|', h.card.title);
    console.log(' ', r.terms.filter((t: any) => t.topic).map((t: any) => `${t.term}/${t.word}:${knowledge.importance(t.term).toFixed(2)}${st.has(t.term) ? '+' : '-'}${knowledge.isPageSubject(t.term) ? 'S' : ''}`).join(' '));
  }
});
