// The chat on the site's own pages: an employee's probation and an employer's cut in staff are answered by the
// employment pages' own answers (the employee with the note that the practice advises employers), and a fall on ice
// by the personal-injury page, not by a shop purchase. An employer ending a probation must tell the employee two weeks
// before it ends; an employer choosing whom to let go may exempt at most three; a vikariat becomes permanent after
// more than two years, whichever side asks; an employee's long sickness is a matter of the rules on dismissal.
import { describe, expect, it } from 'vitest';
import { embeddedAnswer } from 'supabase-functions/chat/embedded-answer.ts';
import { answerTo, cardFor, knowledge, linkOf, site } from './chat-on-site.ts';

describe('employment questions from both sides', () => {
  it('answers a probationary employee with the rule on ending a probation, and says where an employee turns', () => {
    const reply = embeddedAnswer(
      knowledge,
      site,
      'Jag är provanställd sedan tre månader och min chef vill avsluta anställningen. Behöver han ange något skäl?',
      [],
    );
    expect(reply.card && `${reply.card.path}#${reply.card.anchor}`).toBe('/foretag/anstalla#provanstallning');
    expect(reply.reply).toContain('6 § LAS');
    expect(reply.reply).toContain('fackförbund');
  });

  it('answers an employer cutting staff with whom they may choose, not with staff options', () => {
    const reply = embeddedAnswer(knowledge, site, 'Vi har en frisörkedja med tio anställda och måste minska personalen. Får vi välja vilka som ska gå?', []);
    expect(reply.card?.title).toBe('Får vi välja vem som ska sägas upp vid arbetsbrist?');
    expect(cardFor('Vi måste gå från tolv till nio anställda eftersom försäljningen har rasat. Vem ska sägas upp först?')).toMatch(
      /^\/foretag\/saga-upp-personal#/,
    );
  });

  it('answers an owner who cannot keep all the staff, and asks whether the last one hired goes first, with the order of dismissal', () => {
    const cafe = answerTo(
      'Jag driver ett litet café med fyra anställda och har inte råd att ha kvar alla. Får jag själv välja vem som ska gå, eller måste den som anställdes sist sägas upp först?',
    );
    expect(linkOf(cafe)).toBe('/foretag/saga-upp-personal#vanliga-fragor');
    expect(cafe.reply).toContain('undanta högst tre arbetstagare');
    // A firm whose orders have fallen gets the section on arbetsbrist; its opening names the reasons, the order comes later in it.
    expect(
      cardFor(
        'Vi är ett litet byggföretag med nio snickare och orderingången har rasat i höst, så två måste gå. Får jag själv välja vilka som sägs upp, eller är det de som anställdes sist som ska gå?',
      ),
    ).toMatch(/^\/foretag\/saga-upp-personal#(vanliga-fragor|arbetsbrist)$/);
  });

  it("answers an employer ending a 'prövotid' with the two weeks' notice", () => {
    const answer = answerTo('Prövotiden för vår nya säljare går ut den 30 juni och vi vill inte behålla honom. När måste vi senast säga till honom?');
    expect(linkOf(answer)).toBe('/foretag/anstalla#vanliga-fragor');
    expect(answer.reply).toMatch(/två veckor/);
  });

  it('answers an employer with someone on trial time from the rules on provanställning, not a refusal', () => {
    const answer = answerTo(
      'Jag har en liten frisörsalong och en provanställd som inte fungerar. Hur långt innan provtiden går ut måste jag säga till henne att det inte blir någon fortsättning?',
    );
    expect(linkOf(answer)).toBe('/foretag/anstalla#provanstallning');
  });

  it.each([
    'Jag driver ett litet kafé och har en tjej som vikarierat hos oss till och från i snart tre år. Kan hon ha blivit fast anställd utan att vi bestämt det?',
    'Jag har jobbat som vikarie på ett äldreboende sedan 2023, hela tiden nya kontrakt. När måste de ge mig fast jobb?',
  ])('answers a long-time vikarie, from either side, with when a vikariat becomes permanent: %s', (question) => {
    const answer = answerTo(question);
    expect(linkOf(answer), question).toBe('/foretag/anstalla#las-grunder');
    expect(answer.reply).toMatch(/två år/);
  });

  it('answers an owner whose employee has been on sick leave for a year with the rules on dismissal', () => {
    const answer = answerTo(
      'Jag äger en frisersalong med fyra anställda. En av dem har varit sjukskriven till och från i över ett år och det blir väldigt svårt för oss. Kan jag säga upp henne på grund av det?',
    );
    expect(answer.card?.path).toBe('/foretag/saga-upp-personal');
  });
});

describe('a fall on ice outside a shop', () => {
  it('is a personal injury, not a purchase', () => {
    expect(cardFor('Jag halkade på en isig trappa utanför en bokhandel och bröt armen. Kan jag få ersättning av någon?')).toBe('/services/skador#vanliga-fall');
  });
});
