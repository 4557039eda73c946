// The chat on the site's own pages, as a person's reading of the blind batches held-out-26 and -27 found it: an employee
// dismissed by word of mouth refused; a permit holder 'precis
// uppsagd' answered with the employer's rules; a sole trader's unpaid bill to a private person answered with a private
// loan's ten years; one who fell in a pothole four years ago and asks 'Är det för sent nu?' answered with the burden of
// proof; a son asked to witness his mother's framtidsfullmakt answered with what relatives may do without one; a word
// salad answered as a field outside the practice.
import { describe, expect, it } from 'vitest';
import { cardLink } from 'supabase-functions/chat/cards.ts';
import { answerTo, linkOf } from './chat-on-site.ts';

const ask = answerTo;

describe('the chat as held-out-26 and -27 were read', () => {
  it('tells an employee dismissed by word of mouth that the notice holds but should have been written', () => {
    const answer = ask('chefen sa bara muntligt i fikarummet att ja e uppsagd fr o m nästa månad. gäller d ens när ja inte fått nåt papper?');
    expect(linkOf(answer)).toBe('/foretag/saga-upp-personal#dokumentation');
    expect(answer.reply).toContain('ett muntligt besked gäller ändå');
    expect(answer.reply).toContain('8 § LAS');
  });

  it('reads one who was just dismissed as an employee, and answers a permit holder with the three months to find a job', () => {
    const answer = ask('Jag har arbetstillstånd som lagerarbetare och blev precis uppsagd på grund av arbetsbrist. Måste jag lämna Sverige direkt?');
    expect(linkOf(answer)).toBe('/articles/migrationsratt-arbetstillstand-uppehallstillstand#om-anstallningen-upphor');
    expect(answer.reply).toContain('tre månader');
  });

  it('offers a sole trader whose private customer never paid the limitation of a claim on a consumer, not a private loan', () => {
    const answer = ask(
      'Jag har enskild firma och målade om ett radhus åt en privatperson för fyra år sedan. Hon betalade aldrig och jag har inte skickat någon påminnelse sedan dess. Kan jag fortfarande kräva pengarna?',
    );
    const shown = answer.card ? cardLink(answer.card) : answer.choices[0]?.label;
    expect(shown).not.toBe('/services/ekonomi#lan-och-skuldebrev');
    expect(answer.choices[0]?.label ?? answer.card?.title).toBe('Hur lång är preskriptionstiden för en skuld?');
  });

  it('answers one who asks whether it is too late to claim for a fall four years ago with the ten-year limit', () => {
    const answer = ask(
      'Jag cyklade omkull för fyra år sedan i ett stort hål i vägen och bröt handleden. Jag har aldrig krävt någon på ersättning. Är det för sent nu?',
    );
    expect(answer.reply).toContain('preskriberas som regel efter tio år');
  });

  it('tells a son whose mother writes a framtidsfullmakt that he and his wife may not witness it', () => {
    const answer = ask(
      'Mamma vill skriva en framtidsfullmakt där jag ska sköta hennes ekonomi om hon blir sämre. Kan jag och min fru vara vittnen när hon skriver under?',
    );
    expect(linkOf(answer)).toBe('/articles/framtidsfullmakt-trygghet-framtid#formkraven-sa-blir-fullmakten-giltig');
    expect(answer.reply).toContain('svärbarn');
  });

  it('says it did not understand a word salad instead of calling it a field outside the practice', () => {
    const salad = ask('banan fönster sju blå trumpet?');
    expect(salad.intent).toBe('legal');
    expect(salad.reply).toContain('Jag hittar inget säkert svar');
    expect(ask('Vad blir det för väder i helgen?').intent).toBe('out-of-area');
  });
});
