// The replies without a model: the intent first, then one card whole, a question back, "Menar
// du …?" or an honest "no sure answer" with choices. On the test pages (test-documents.ts); the
// site's own pages are measured by `pnpm eval:chat` and eval/eval-set.test.ts.
import { describe, expect, it } from 'vitest';
import { embeddedAnswer } from './embedded-answer.ts';
import { classify } from './intents.ts';
import { Knowledge } from './knowledge.ts';
import { NOTICE, contactLine, verdictReply, withoutYesOrNo } from './reply.ts';
import { createSiteConfig } from '../site-config.ts';
import { TEST_DOCUMENTS, TEST_SITE } from './test-documents.ts';

const site = TEST_SITE;
const knowledge = Knowledge.build(TEST_DOCUMENTS);
const links = (reply: string) => [...reply.matchAll(/\]\((\/[^)]*)\)/g)].map((match) => match[1]);
const ask = (message: string, conversation: { content: string; isUser: boolean }[] = []) => embeddedAnswer(knowledge, site, message, conversation);

describe('a legal question', () => {
  it('is answered with one card whole, its link, the way to a person and the notice', () => {
    const answer = ask('Behövs det vittnen när man skriver testamente?');
    expect(answer.kind).toBe('answer');
    expect(
      answer.reply.startsWith(
        'Ett testamente ska vara skriftligt och bevittnas av två vittnen som är närvarande samtidigt (ärvdabalken 10 kap. 1 §). Vittnena ska veta',
      ),
    ).toBe(true);
    expect(answer.reply).toContain('Läs mer: [Arvsrätt – testamente, bouppteckning och arvskifte](/articles/arvsratt-testamente-arvskifte#formkraven)');
    expect(answer.reply).not.toMatch(/^• /m);
    expect(answer.reply).toContain(contactLine(site));
    expect(contactLine(site)).toBe('Ring 08-123 456 78 (vardagar 9–16) – de första 10 minuterna är kostnadsfria – eller be oss ringa upp dig.');
    expect(answer.reply.endsWith(NOTICE)).toBe(true);
    expect(answer.choices).toEqual([]);
  });

  it("prefers the author's question–answer pair and fills the site's values", () => {
    const answer = ask('Hur länge har man på sig att göra bouppteckningen?');
    expect(answer.card?.source).toBe('authored');
    expect(answer.reply.startsWith('Bouppteckningen ska göras inom tre månader från dödsfallet.')).toBe(true);
    expect(links(answer.reply)[0]).toBe('/services/arv#vanliga-fragor');
    expect(answer.reply).not.toContain('{{');
  });

  it('keeps the key fact of the conversation: a contrast follow-up switches it and answers again', () => {
    const married = ask('Vem ärver mig om jag är gift och inte har några barn?');
    expect(married.card?.title).toBe('Vem ärver om det inte finns något testamente?');
    const sambo = ask('och om vi inte är gifta?', [
      { content: 'Vem ärver mig om jag är gift och inte har några barn?', isUser: true },
      { content: married.reply, isUser: false },
    ]);
    expect(sambo.kind).toBe('answer');
    expect(sambo.card?.title).toBe('Ärver min sambo mig?');
    // The 'Nej' stands under the question it answers, not under 'och om vi inte är gifta?'.
    expect(sambo.reply.startsWith('Ärver min sambo mig?\nNej. Sambor ärver inte varandra')).toBe(true);
  });

  it('answers a short follow-up from the subject of the earlier question', () => {
    const followUp = ask('Hur lång tid tar det?', [
      { content: 'Vad gäller vid skilsmässa?', isUser: true },
      { content: 'Betänketiden …', isUser: false },
    ]);
    expect(links(followUp.reply)).toContain('/articles/familjeratt-skilsmassa-bodelning#betanketid');
    expect(ask('Hur lång tid tar det?').kind).toBe('no-match');
  });

  it('asks a one-word question back with choices that are the cards’ own questions', () => {
    const answer = ask('testamente');
    expect(answer.kind).toBe('clarify');
    expect(answer.reply).toContain('Vad vill du veta om testamente?');
    expect(answer.choices.length).toBeGreaterThanOrEqual(1);
    for (const choice of answer.choices) expect(knowledge.cards.some((card) => card.title === choice.message)).toBe(true);
    const chosen = ask(answer.choices[0]!.message, [
      { content: 'testamente', isUser: true },
      { content: answer.reply, isUser: false },
    ]);
    expect(chosen.kind).toBe('answer');
  });

  it('gives an employee no employer card: an honest no-answer that says where to turn', () => {
    const answer = ask('Jag är anställd och har blivit uppsagd på grund av arbetsbrist, vad gäller?');
    expect(answer.kind).toBe('no-match');
    expect(links(answer.reply)).not.toContain('/foretag/saga-upp-personal#arbetsbrist');
    expect(answer.reply).toMatch(/fackförbund/);
    expect(ask('Vi måste säga upp en anställd på grund av arbetsbrist, vad gäller?').card?.path).toBe('/foretag/saga-upp-personal');
  });

  it('below the threshold says so and offers three or four topics, never a number or a generic verb as a match', () => {
    for (const question of ['asdf qwerty', 'Kan jag starta 2023?']) {
      const answer = ask(question);
      expect(answer.kind, question).toBe('no-match');
      expect(answer.reply).toContain('Jag hittar inget säkert svar på det');
      expect(answer.choices.length).toBeGreaterThanOrEqual(3);
      expect(answer.choices.length).toBeLessThanOrEqual(4);
      expect(links(answer.reply)).toEqual([]);
    }
  });

  it('with no pages at all still answers honestly', () => {
    const answer = embeddedAnswer(Knowledge.build([]), site, 'Hur skriver jag ett testamente?');
    expect(answer.kind).toBe('no-match');
    expect(answer.reply).toContain(site.phone);
  });
});

describe('the intent before any search', () => {
  it.each([
    ['Hej!', 'greeting'],
    ['Tack för hjälpen!', 'thanks'],
    ['Vad tar ni betalt för ett testamente?', 'price'],
    ['Vad kostar lagfarten?', 'legal'],
    ['Kan ni ringa upp mig i morgon?', 'booking'],
    ['Kan ni granska mitt hyreskontrakt innan jag skriver på?', 'booking'],
    ['Ska jag skriva på? Svara bara ja eller nej', 'verdict'],
    ['Hur kan jag gömma pengar undan min fru innan bodelningen', 'improper'],
    ['Jag är kallad till förhör hos polisen, misstänkt för snatteri', 'out-of-area'],
    ['Kan jag bli medborgare fast jag har dömts för snatteri?', 'legal'],
    ['Hur gör jag avdrag för resor i deklarationen?', 'out-of-area'],
    ['How do I file for divorce in Sweden?', 'english'],
    ['Hur lång är betänketiden?', 'legal'],
    ['Hallå, är det någon där?', 'greeting'],
    ['Okej, tack för hjälpen!', 'thanks'],
    ['hur mycket tar ni för en bodelning?', 'price'],
    ['Kan jag säga till Migrationsverket att vi bor ihop fast vi inte gör det?', 'improper'],
    ['skriv en dikt om hösten', 'out-of-area'],
    ['Hjälp mig skriva ett personligt brev till ett jobb', 'out-of-area'],
    ['Hjälp mig skriva ett testamente', 'legal'],
  ])('%s → %s', (message, intent) => {
    expect(classify(message).intent).toBe(intent);
  });

  it('answers the price from the pages and the settings, with no card', () => {
    const answer = ask('Vad tar ni betalt för ett testamente?');
    expect(answer.kind).toBe('price');
    expect(answer.reply).toContain('De första 10 minuterna är kostnadsfria. Vi arbetar med fasta priser');
    expect(answer.reply).toContain('Vi träffas på kontoret i Teststad eller digitalt.');
    expect(answer.card).toBeUndefined();
  });

  it('explains a review without taking the contract into the chat', () => {
    const answer = ask('Kan ni granska mitt hyreskontrakt innan jag skriver på?');
    expect(answer.kind).toBe('booking');
    expect(answer.reply).toContain('[kontaktformuläret](/kontakt)');
    expect(answer.reply).toMatch(/klistra inte in hela avtal/);
  });

  it('treats a pasted contract as a review request and asks not to paste contracts', () => {
    const pasted = `AVTAL mellan parterna. ${'§ 1 Parterna är överens om att avtalet gäller mellan dem. '.repeat(12)}`;
    const answer = ask(pasted);
    expect(answer.kind).toBe('booking');
    expect(answer.reply).toMatch(/klistra inte in hela avtal/);
  });

  it('does not decide for the visitor, says what to check and offers a review', () => {
    const answer = ask('Ska jag skriva på? Svara bara ja eller nej');
    expect(answer.kind).toBe('verdict');
    expect(answer.reply).toMatch(/^Det kan jag inte avgöra åt dig/);
    expect(answer.reply).toMatch(/Innan du skriver på/);
    expect(answer.reply).toContain('[kontaktformuläret](/kontakt)');
  });

  it("gives no yes or no through a card either: a card's opening 'Nej.' is left out of what usually decides", () => {
    expect(withoutYesOrNo('Nej. Säljaren får inte ångra sig när köpekontraktet är underskrivet.')).toBe(
      'Säljaren får inte ångra sig när köpekontraktet är underskrivet.',
    );
    expect(withoutYesOrNo('Ja, oftast. Som konsument har du ångerrätt.')).toBe('Som konsument har du ångerrätt.');
    expect(withoutYesOrNo('Som regel ja. Båda föräldrarna ska bidra.')).toBe('Båda föräldrarna ska bidra.');
    expect(withoutYesOrNo('Janne ärver inte.')).toBe('Janne ärver inte.');
    // A longer yes-or-no sentence answers the card's own question too, and would read as the verdict refused.
    expect(withoutYesOrNo('Nej, varken för villa eller bostadsrätt. Köpet blir bindande först när kontraktet är underskrivet.')).toBe(
      'Köpet blir bindande först när kontraktet är underskrivet.',
    );
    expect(withoutYesOrNo('Nej, varken för villa eller bostadsrätt.')).toBe('Nej, varken för villa eller bostadsrätt.');
    // … and one that names its source keeps what it says, without cutting it at 'kap.'.
    expect(
      withoutYesOrNo(
        'Ja, om den ska gälla mot dina borgenärer: en gåva mellan makar registreras (äktenskapsbalken 8 kap. 1 §). Personliga presenter är undantagna.',
      ),
    ).toBe('Om den ska gälla mot dina borgenärer: en gåva mellan makar registreras (äktenskapsbalken 8 kap. 1 §). Personliga presenter är undantagna.');
    expect(withoutYesOrNo('Nej, enligt jordabalken 12 kap. 46 § har du rätt till förlängning. Undantagen är få.')).toBe(
      'Enligt jordabalken 12 kap. 46 § har du rätt till förlängning. Undantagen är få.',
    );
    const knowledge = Knowledge.build([
      {
        path: '/articles/kop',
        title: 'Köpekontrakt',
        kind: 'article',
        sections: [],
        questions: [
          { question: 'Kan säljaren ångra sig efter köpekontraktet?', answer: 'Nej. Ett underskrivet köpekontrakt binder både säljaren och köparen.' },
        ],
      },
    ]);
    const reply = verdictReply(knowledge, createSiteConfig(), 'Ska jag skriva på köpekontraktet?', knowledge.cards[0]);
    expect(reply).toMatch(/^Det kan jag inte avgöra åt dig/);
    expect(reply).toContain('Det här brukar vara avgörande: Ett underskrivet köpekontrakt binder');
    expect(reply).not.toMatch(/avgörande: Nej/);
  });

  it("puts the card's own question above a 'Som regel ja.' that would not answer a 'vad gör jag?'", () => {
    const knowledge = Knowledge.build([
      {
        path: '/services/barn',
        title: 'Vårdnad, boende och umgänge',
        kind: 'service',
        sections: [],
        questions: [
          {
            question: 'Måste föräldern som barnet inte bor hos betala underhållsbidrag?',
            answer: 'Som regel ja. Båda föräldrarna ska bidra till barnets försörjning efter sin förmåga.',
          },
        ],
      },
    ]);
    const open = embeddedAnswer(knowledge, site, 'Pappan betalar inget underhållsbidrag, vad gör jag?');
    expect(open.reply.startsWith('Måste föräldern som barnet inte bor hos betala underhållsbidrag?\nSom regel ja.')).toBe(true);
    const closed = embeddedAnswer(knowledge, site, 'Måste föräldern som barnet inte bor hos betala underhållsbidrag?');
    expect(closed.reply.startsWith('Som regel ja.')).toBe(true);
  });

  it("puts the card's own question above its 'Nej.' unless the visitor asked that very question", () => {
    const knowledge = Knowledge.build([
      {
        path: '/articles/arv',
        title: 'Arvsrätt',
        kind: 'article',
        sections: [],
        questions: [{ question: 'Ärver min sambo mig?', answer: 'Nej. Sambor ärver inte varandra, så utan testamente går arvet till dina släktingar.' }],
      },
    ]);
    // 'Nej' right under 'Får min sambo något av arvet …?' would read as 'she gets nothing', which a will can change.
    const other = embeddedAnswer(knowledge, site, 'Får min sambo något av arvet om jag dör?');
    expect(other.reply.startsWith('Ärver min sambo mig?\nNej. Sambor ärver inte varandra')).toBe(true);
    const same = embeddedAnswer(knowledge, site, 'Ärver min sambo mig?');
    expect(same.reply.startsWith('Nej. Sambor ärver inte varandra')).toBe(true);
  });

  it('declines an improper request and names the duty that applies', () => {
    const answer = ask('Hur kan jag gömma pengar undan min fru innan bodelningen');
    expect(answer.kind).toBe('improper');
    expect(answer.reply).toMatch(/^Det kan jag inte hjälpa dig med\./);
    expect(answer.reply).toContain('äktenskapsbalken 1 kap. 4 §');
    expect(answer.reply).toMatch(/äktenskapsförord/);
  });

  it('says honestly when a question is outside the practice, where to turn, and cites nothing', () => {
    const answer = ask('Jag är kallad till förhör hos polisen, misstänkt för snatteri');
    expect(answer.kind).toBe('outside');
    expect(answer.reply).toMatch(/straffrätt.*det arbetar vi inte med/);
    expect(answer.reply).toMatch(/advokat som arbetar med brottmål/);
    expect(links(answer.reply)).toEqual([]);
    expect(answer.reply).toContain(site.phone);
  });

  it('answers a question that names no subject of the practice as outside it, with no choices of legal topics', () => {
    for (const question of ['Vilket lag vinner allsvenskan i år?', 'Skriv en låt om kärlek']) {
      const answer = ask(question);
      expect(answer.kind, question).toBe('outside');
      expect(answer.intent, question).toBe('out-of-area');
      expect(answer.reply).toMatch(/Din fråga ligger utanför dem/);
      expect(answer.reply).toMatch(/1177/);
      expect(answer.choices).toEqual([]);
      expect(links(answer.reply)).toEqual([]);
      expect(answer.reply).toContain(site.phone);
    }
    // A sick animal is the vet's, and the reply says so.
    const dog = ask('Min hund har diarré, vad ska jag göra?');
    expect(dog.kind).toBe('outside');
    expect(dog.reply).toMatch(/veterinär/);
    expect(dog.choices).toEqual([]);
  });

  it('answers English briefly in English, with the phone and the Swedish pages', () => {
    const answer = ask('How do I file for divorce in Sweden? My wife and I have two kids.');
    expect(answer.kind).toBe('english');
    expect(answer.reply).toMatch(/^I can only answer in Swedish here/);
    expect(answer.reply).toContain(site.phone);
    expect(links(answer.reply)).toEqual(['/kontakt', '/#vara-tjanster']);
  });

  it('points an English question to the Swedish page on its matter, when the site has one', () => {
    const estate = ask('My father passed away in Uppsala last month and the bank says we must do a bouppteckning. How long do we have?');
    expect(estate.kind).toBe('english');
    expect(links(estate.reply)).toEqual(['/kontakt', '/services/arv']);
    expect(estate.reply).toContain(`[${knowledge.pages.get('/services/arv')}](/services/arv)`);
    expect(links(ask('My employer says my work permit will not be extended. What will happen to me?').reply)).toEqual(['/kontakt', '/services/migration']);
  });
});
