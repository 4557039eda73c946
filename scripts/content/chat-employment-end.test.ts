// The chat on the site's own pages: one who is dismissed, however they tell it ('uppsägningsbesked', 'sa upp mig på
// sms', 'chefen sparka mig direkt', 'min boss … sa du behöver inte komma mer'), is the employee, not the employer. One who will not accept it must give notice of
// the claim within two weeks and sue within four months (LAS 40–41 §§) or lose it, so the deadline comes first, also
// when they ask whether they may wait; a notice by text or by word of mouth holds though it should have been written;
// one let go for shortage of work who asks to come back has a right to re-employment (25 § LAS).
import { describe, expect, it } from 'vitest';
import { answerTo, linkOf } from './chat-on-site.ts';

describe('an employee who will not accept a dismissal', () => {
  it.each([
    [
      'Jag har jobbat på ett lager i tre år och i måndags fick jag ett papper om att jag är uppsagd för att jag ”inte passar in i gruppen”. Jag tänker inte acceptera det. Finns det någon tidsgräns för när jag måste ha sagt ifrån?',
      'inom två veckor',
    ],
    [
      'Jag fick mitt uppsägningsbesked i fredags efter åtta år på företaget och tycker att det är helt orättvist. Finns det någon deadline jag måste hålla koll på?',
      'två veckor',
    ],
  ])('gets the time limit for contesting it when they ask for one: %s', (question, limit) => {
    const answer = answerTo(question);
    expect(linkOf(answer)).toBe('/foretag/saga-upp-personal#varning-uppsagning-utan-saklig-grund');
    expect(answer.reply).toContain(limit);
  });

  it.each([
    ['Chefen sa upp mig i fredags och jag tycker att det var helt orimligt. Hur snabbt måste jag göra något?', undefined],
    [
      'Måste jag säga ifrån till arbetsgivaren direkt, eller kan jag vänta tills jag har pratat med facket om en månad?',
      'Jag blev uppsagd i dag och tycker inte att de hade skäl.',
    ],
  ])('gets the two weeks when they ask how fast they must act or whether they may wait: %s', (question, earlier) => {
    const answer = answerTo(question, earlier);
    expect(linkOf(answer)).toBe('/foretag/saga-upp-personal#varning-uppsagning-utan-saklig-grund');
    expect(answer.reply).toMatch(/två veckor/);
  });

  it('gets the two weeks and the four months when the notice of dismissal is told in everyday words', () => {
    const answer = answerTo('Fick beskedet om uppsägning igår efter 5 år, känns helt fel. Hur lång tid har jag på mig att göra nåt?');
    expect(answer.reply).toContain('två veckor');
    expect(answer.reply).toContain('fyra månader');
  });
});

describe('an employee dismissed on the spot', () => {
  it("reads 'chefen sparka mig direkt' as the employee's, and answers with the rules on avsked", () => {
    const fired = answerTo('chefen sparka mig direkt idag utan uppsägningstid pga ett bråk med en kollega, e d ens lagligt??');
    expect(linkOf(fired)).toBe('/foretag/saga-upp-personal#personliga-skal');
  });
});

describe('a notice of dismissal not given on paper', () => {
  it('answers a notice given by text message with whether a notice not on paper holds', () => {
    const answer = answerTo('chefen sa upp mig på sms igår kväll, inget riktigt papper nånstans. e d ens giltigt?? vad gör ja nu');
    expect(linkOf(answer)).toBe('/foretag/saga-upp-personal#dokumentation');
    expect(answer.reply).toMatch(/skriftligt/);
  });

  it('tells an employee dismissed by word of mouth that the notice holds but should have been written', () => {
    const answer = answerTo('chefen sa bara muntligt i fikarummet att ja e uppsagd fr o m nästa månad. gäller d ens när ja inte fått nåt papper?');
    expect(linkOf(answer)).toBe('/foretag/saga-upp-personal#dokumentation');
    expect(answer.reply).toContain('ett muntligt besked gäller ändå');
    expect(answer.reply).toContain('8 § LAS');
  });

  it('tells one whose boss said on the phone not to come any more that the notice holds', () => {
    const answer = answerTo("Min boss ringde mig igår och sa 'du behöver inte komma mer'. Jag fick inget papper. Är jag uppsagd på riktigt då?");
    expect(linkOf(answer)).toBe('/foretag/saga-upp-personal#dokumentation');
    expect(answer.reply).toContain('ett muntligt besked gäller ändå');
  });
});

describe('an employee let go for shortage of work who asks to come back', () => {
  it.each([
    [
      'Om företaget börjar anställa igen om ett halvår, har han rätt att få jobbet tillbaka?',
      'Min man blev uppsagd på grund av arbetsbrist efter sex år. Hur lång uppsägningstid har han?',
    ],
    ['jobbade 8 mån på lagret o nu säger dom att dom inte behöver mig mer pga neddragningar. har ja nån rätt att komma tbx om dom anställer igen??', undefined],
  ])('gets the right to re-employment when the employer hires again: %s', (question, earlier) => {
    const answer = answerTo(question, earlier);
    expect(answer.card?.title, question).toBe('Har jag rätt att bli återanställd efter en uppsägning på grund av arbetsbrist?');
    expect(answer.reply, question).toContain('25 § LAS');
  });

  it('still gets the section on arbetsbrist when no work permit is named', () => {
    const back = answerTo('Jag blev uppsagd på grund av arbetsbrist i våras. Har jag rätt att bli återanställd om de anställer igen?');
    expect(linkOf(back)).toBe('/foretag/saga-upp-personal#arbetsbrist');
  });
});

describe('an employer who asks how long a long-serving employee is paid after notice', () => {
  it('is given the notice periods by length of employment', () => {
    const answer = answerTo('Hur länge måste jag fortsätta betala lön till en snickare som har jobbat hos mig i sju år om jag säger upp honom?');
    expect(answer.reply).toContain('fyra efter sex');
    expect(answer.reply).toContain('11 § LAS');
  });
});
