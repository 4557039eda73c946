// The chat on the site's own pages: what the visitor asks for (an amount, what to do) picks the
// card that answers it, and the author's answer to another section of the same page does not take
// the place of the section on the visitor's topic.
import { describe, expect, it } from 'vitest';
import { cardLink } from 'supabase-functions/chat/cards.ts';
import { rankCards } from 'supabase-functions/chat/ranking.ts';
import { answerTo, knowledge } from './chat-on-site.ts';

const first = (message: string) => {
  const [top] = rankCards(knowledge, message, []).relevant;
  return top && `${cardLink(top.card)} ${top.card.title}`;
};

describe('what the visitor asks for, on the site’s pages', () => {
  it('the rent a private landlord may charge, not the deposition', () => {
    expect(first('Hur mycket hyra får jag ta när jag hyr ut min lägenhet privat?')).toMatch(/hyra-av-en-privatperson|ostermalm#om-omradet/);
  });

  it('the card that asks how much rent, when the visitor asks how much rent', () => {
    expect(first('Hur mycket hyra får jag ta ut när jag hyr ut min bostadsrätt i andra hand?')).toBe(
      '/services/avtalsratt-ostermalm#om-omradet Hur mycket får jag ta i hyra när jag hyr ut min bostadsrätt i andra hand?',
    );
  });

  it("the author's answer written for the same section still comes before the section's text", () => {
    expect(first('Jag lånade ut 50 000 kr till en kompis för tre år sedan utan något papper och han betalar inte. Kan jag göra något?')).toBe(
      '/services/ekonomi#lan-och-skuldebrev Hur länge kan jag kräva tillbaka pengar som jag har lånat ut?',
    );
  });

  it('"Kan vi göra något?" after a refusal gets what to do next: the appeal', () => {
    expect(first('Migrationsverket gav avslag på min mammas ansökan om att få bo hos mig. Kan vi göra något?')).toMatch(/^\/services\/migration#overklagande/);
  });

  it('what one may demand of a craftsman gets the card on the remedies, not how long one may complain', () => {
    expect(first('Snickaren har lagt vårt nya golv snett och vill inte komma tillbaka. Vad kan jag kräva?')).toBe(
      '/services/handel#avtalstyper Hantverkaren har gjort ett dåligt jobb – vilka rättigheter har jag?',
    );
  });

  it("a time asked for gets the section that states it before the author's answer on another point of the page", () => {
    expect(first('Hyresvärden har sagt upp vår butikslokal. Hur lång tid har vi på oss att gå till hyresnämnden?')).toBe(
      '/foretag/hyrestvist#indirekt-besittningsskydd Två månader till hyresnämnden',
    );
    expect(first('Hur länge gäller ett uppehållstillstånd för min man?')).toMatch(/#hur-lange-galler-tillstandet /);
  });
});

describe('a complaint that may be too late', () => {
  it('asks for the time to complain, not for a claim’s limitation', () => {
    const top = first('Leverantören levererade trasiga maskiner till vårt bolag för ett år sedan. Är det för sent att reklamera nu?');
    expect(top).toMatch(/^\/foretag\/avtalstvist#fran-reklamation-till-losning |reklamera fel i en vara vi köpt till företaget/);
    // A claim that may be too late still gets its limitation.
    expect(first('Jag lånade ut pengar till min kusin för åtta år sedan. Är det för sent att kräva tillbaka dem?')).toMatch(/Hur länge kan jag kräva tillbaka/);
  });
});

describe('the sentences a long section answers with, on the site’s pages', () => {
  it('for how long one has to claim the laglott are those that state the six months, not the example that says "i tid"', () => {
    const answer = answerTo('Hur lång tid har jag på mig att kräva den?', 'Kan pappa testamentera bort allt så att jag inte får något?');
    expect(answer.reply).toContain('inom sex månader');
    expect(answer.reply).not.toContain('Eva');
  });
});
