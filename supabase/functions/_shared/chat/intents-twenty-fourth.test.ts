// What a person's reading of the blind batches held-out-24 and -25 found in the intent step: a greeting with an emoji
// answered as a question; requests for a verdict in phone spelling ('ska ja ta det elr inte?'), as a forecast ('Kommer
// vi att vinna?') or as a handover ('Du får bestämma'); a car put in a brother's name so that Kronofogden cannot take it
// and a notice dated back so that the employee's time to contest it has run out, both answered as legal questions; one
// reported to the police who asks about the interview answered without the criminal lawyer; the price of a review
// answered as a booking. Then, as held-out-26 and -27 were read: savings moved to a mother's account before a divorce
// 'så att de inte kommer med i bodelningen' or asking whether it 'kommer att synas', a firm's car moved to a wife's name
// 'innan de hinner utmäta', a gift letter that should look two years old, 'Godmorgon! Är det här man kan ställa frågor
// till en jurist?', 'Vad brukar det kosta …?', 'Är det ett schysst bud? Ett ja eller nej räcker.' and 'Är det bra nog, ska vi
// ta det?'.
import { describe, expect, it } from 'vitest';
import { improperDuty } from './improper.ts';
import { classify } from './intents.ts';

describe('the intent step, as held-out-24 and -25 were read', () => {
  it('greets and thanks back when the words come with an emoji, and does not greet an emoji alone', () => {
    expect(classify('hej hej! 👋').intent).toBe('greeting');
    expect(classify('tack så mycket 🙏🏽').intent).toBe('thanks');
    expect(classify('👍').intent).not.toBe('greeting');
  });

  it('reads a request for a verdict in phone spelling, as a forecast or as a decision handed over', () => {
    for (const request of [
      'försäkringsbolaget erbjuder 40 000 efter olyckan, ska ja ta det elr inte? bara säg vad du hade gjort',
      'Vi funderar på att stämma vår leverantör för en försenad leverans. Kommer vi att vinna?',
      'Mitt ex föreslår att han får barnen varannan helg. Jag vet inte. Du får bestämma.',
    ]) {
      expect(classify(request).intent, request).toBe('verdict');
    }
    expect(classify('Kommer jag att få behålla lägenheten om vi skiljer oss?').intent).toBe('legal');
  });

  it('declines putting a car in a relative’s name so that Kronofogden cannot take it, and answers who owns it', () => {
    const request = 'jag har skulder hos kronofogden, kan ja skriva över bilen på min bror på pappret så dom inte tar den? han lämnar tbx sen';
    expect(classify(request).intent).toBe('improper');
    expect(improperDuty(request)?.text).toContain('brott mot borgenärer');
    expect(classify('Kan Kronofogden ta min bil om den står på min bror?').intent).toBe('legal');
  });

  it('declines dating a notice back so that the time to contest it has run out, and answers what date it must carry', () => {
    const request = 'Kan vi skriva ett datum i mars på uppsägningsbeskedet fast vi lämnar det i dag, så att hans frist för att bestrida redan har gått ut?';
    expect(classify(request).intent).toBe('improper');
    expect(improperDuty(request)?.text).toContain('urkundsförfalskning');
    expect(classify('Från vilket datum räknas fristen för att bestrida en uppsägning?').intent).toBe('legal');
  });

  it('sends one reported to the police who asks about the case to a criminal lawyer, whatever else the story names', () => {
    for (const question of [
      'Min granne har polisanmält mig för olaga hot efter ett bråk i tvättstugan. Vad händer nu, behöver jag en försvarare?',
      'En anställd har polisanmält mig för misshandel efter ett bråk på jobbet. Vad händer när jag blir kallad till förhör?',
    ]) {
      const classified = classify(question);
      expect(classified.intent, question).toBe('out-of-area');
      expect(classified.outside?.hint, question).toContain('försvarare');
    }
    // … but a question on the practice's own matter stays ours.
    expect(classify('Min anställda är misstänkt för stöld, kan vi avskeda henne?').intent).toBe('legal');
    expect(classify('Jag blev polisanmäld av min hyresvärd för skadegörelse, kan han säga upp mitt kontrakt?').intent).toBe('legal');
    expect(classify('Jag har blivit anmäld till Migrationsverket, vad händer nu med mitt uppehållstillstånd?').intent).toBe('legal');
  });

  it('answers the price of a review as a price, and a request for one as a booking', () => {
    expect(classify('Vad tar ni betalt för att granska ett kreditavtal och en borgensförbindelse från banken?').intent).toBe('price');
    expect(classify('Kan ni granska mitt testamente?')).toEqual({ intent: 'booking', review: true });
  });

  it('declines the hiding and backdating that held-out-26 and -27 asked for indirectly, and answers the questions beside them', () => {
    const requests: [string, string][] = [
      [
        'Hur flyttar jag över våra sparpengar till min mammas konto innan min fru ansöker om skilsmässa, så att de inte kommer med i bodelningen?',
        'äktenskapsbalken 1 kap. 4 §',
      ],
      [
        'Vi ska nog skiljas i vår. Om jag flyttar över mina sparpengar till min mammas konto innan vi lämnar in ansökan, kommer det att synas i bodelningen?',
        'äktenskapsbalken 1 kap. 4 §',
      ],
      [
        'Mitt bolag har skulder hos Kronofogden. Hur gör jag för att få över firmabilen och maskinerna på min frus namn innan de hinner utmäta något?',
        'brott mot borgenärer',
      ],
      ['Kan du hjälpa mig skriva ett gåvobrev till min dotter som ser ut att vara skrivet för två år sedan?', 'urkundsförfalskning'],
    ];
    for (const [request, duty] of requests) {
      expect(classify(request).intent, request).toBe('improper');
      expect(improperDuty(request)?.text, request).toContain(duty);
    }
    expect(classify('Räknas sparpengar på min mammas konto in i bodelningen?').intent).toBe('legal');
    expect(classify('Är gåvobrevet giltigt fast det skrevs för två år sedan?').intent).toBe('legal');
  });

  it('greets one who asks whether this is where to ask a lawyer, prices a document, and reads an offer to judge as a verdict', () => {
    expect(classify('Godmorgon! Är det här man kan ställa frågor till en jurist?').intent).toBe('greeting');
    expect(classify('Vad brukar det kosta att få hjälp med ett bodelningsavtal?').intent).toBe('price');
    expect(classify('Min kompanjon vill lösa ut mig ur vårt AB för 300 000 kr. Är det ett schysst bud? Ett ja eller nej räcker.').intent).toBe('verdict');
    expect(classify('Säljaren erbjuder oss 25 000 kr för fuktskadan i huset. Är det bra nog, ska vi ta det?').intent).toBe('verdict');
    expect(classify('Vad kostar lagfarten när man köper hus?').intent).toBe('legal');
  });
});
