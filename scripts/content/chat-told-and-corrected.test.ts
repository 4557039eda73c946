// What the graders of held-out-82 and -83 found wrong, as the visitor asked it: the child's other parent who stops paying,
// an inkasso claim for a gym card already cancelled, an appeal asked for after a story about why the decision went so, a
// greeting that asks whether a person answers, a speeding fine and a pupil frozen out at school, a will forged for a father
// who has died, an ex's rented flat after a separation, which country's law an inheritance follows, a stepchild whose
// stepfather died, a father abroad who will not sign for the child to move, and a fact told after an answer (stepdaughters
// after a divorce by agreement, an invoice from 2021, a mother's home to be sold, a washing machine bought from a brother-in-law).
import { describe, expect, it } from 'vitest';
import { cardLink } from 'supabase-functions/chat/cards.ts';
import { embeddedAnswer } from 'supabase-functions/chat/embedded-answer.ts';
import { Knowledge } from 'supabase-functions/chat/knowledge.ts';
import { answerTo, knowledge, linkOf, site } from './chat-on-site.ts';

describe('a matter told in its own words', () => {
  it('tells a parent whom the other parent no longer pays how to get the money: underhållsstöd, not an inkasso dispute', () => {
    for (const question of [
      'Min sons pappa har inte betalat de 1 800 kr i månaden som vi kom överens om sedan i april. Jag är ensamstående och det är tufft ekonomiskt. Hur får jag pengarna?',
      'barnens mamma betalar inte längre, vad gör jag',
    ]) {
      const answer = answerTo(question);
      expect(answer.card?.title, question).toBe('Barnets andra förälder betalar inte underhållsbidraget – hur får jag pengarna?');
      expect(answer.reply).toContain('underhållsstöd hos Försäkringskassan');
    }
  });

  it('answers an inkasso claim for a gym card cancelled by mail, not as one who resigned from a job', () => {
    const answer = answerTo(
      'Har fått ett inkassobrev på 3 400 kr från ett gym, de påstår att jag är skyldig avgifter för månader efter att jag sa upp kortet. Jag har mejlet där jag sa upp mig. Vad ska jag göra, räcker det att strunta i det?',
    );
    expect(answer.card?.title).toBe('Jag har fått ett inkassokrav som jag inte håller med om – måste jag betala?');
    // One who resigned is still an employee.
    expect(answerTo('jag sa upp mig, hur lång uppsägningstid har jag').card?.title).toMatch(/uppsägningstid/i);
  });

  it('answers how to appeal when the story is about why the application was refused, even where earlier visitors voted for the reason', () => {
    const question =
      'Jag har fått nej på min ansökan om svenskt medborgarskap, de hänvisar till skulder jag hade hos Kronofogden för två år sedan som nu är betalda. Går det att överklaga och vart ska jag skicka det?';
    const appeal = '/articles/svenskt-medborgarskap-svenska-pass#om-du-far-avslag';
    expect(linkOf(answerTo(question))).toBe(appeal);
    // A vote for the card on debts (the reason for the refusal) does not take the appeal's place.
    const debts = '/articles/svenskt-medborgarskap-svenska-pass#skotsamhet';
    const voted = Knowledge.build(knowledge.documents, [
      { question: 'Jag har skulder hos Kronofogden, kan jag ändå få svenskt medborgarskap eller får jag nej?', links: [debts], group: 'earlier' },
    ]);
    const answer = embeddedAnswer(voted, site, question);
    expect(answer.card && cardLink(answer.card)).toBe(appeal);
    expect(answer.card?.title).toBe('Hur överklagar jag ett avslag på min ansökan om medborgarskap?');
  });

  it('finds the law of the country where the one who died lived, not of the country whose citizen he was', () => {
    const answer = answerTo(
      'Min pappa bodde i Göteborg i över 30 år men behöll sitt irakiska medborgarskap. Nu har han gått bort och hans bröder säger att det är irakisk lag som gäller för arvet. Stämmer det?',
    );
    expect(answer.card?.title).toBe('Vilket lands lag gäller för arvet om den avlidne bodde i Sverige men var medborgare i ett annat land?');
    expect(answer.reply).toContain('hemvist');
  });

  it('tells a stepchild whose stepfather died that stepchildren do not inherit, and a wife that her husband’s son from before may take his share at once', () => {
    const stepchild = answerTo('min bonuspappa dog förra månaden, mamma va gift m honom. ärver ja nåt efter honom eller bara hans egna barn??');
    expect(stepchild.card?.title).toBe('Ärver mina bonusbarn mig?');
    const wife = answerTo(
      'Min man har en son från sitt förra äktenskap som vi nästan aldrig träffar. Om min man dör före mig, kan sonen kräva ut sin del direkt så att jag måste sälja huset? Huset är i princip allt vi äger.',
    );
    expect(wife.card?.title).toBe('Kan min make tvingas sälja huset för att betala ut arvet till mitt särkullbarn?');
  });

  it('tells one whose ex wants her out of his rented flat that she may be able to take it over, and gives a bought flat to the bodelning', () => {
    const answer = answerTo(
      'Jag och mitt ex bodde i fyra år i hans hyreslägenhet, bara han står på kontraktet. Våra två barn bor mest hos mig. Nu säger han att jag måste vara ute till månadsskiftet. Måste jag det?',
    );
    // The card on taking over the flat comes first, as the answer or as the first of two the visitor may mean.
    const takeOver = 'Vi har separerat och bara mitt ex står på hyreskontraktet – kan jag få ta över hyresrätten?';
    expect(answer.kind === 'answer' ? answer.card?.title : answer.choices?.[0]?.label).toBe(takeOver);
    expect(answerTo('vi var sambor, bara han står på hyreskontraktet och nu säger han att jag måste flytta').reply).toContain('sambolagen 22 §');
    // A flat the couple bought is no hyresrätt.
    expect(
      answerTo(
        'Vi har varit sambor i åtta år och nu har han flyttat ut. Lägenheten står bara på honom, men vi köpte den för att bo i tillsammans. Har jag rätt till någon del av den?',
      ).card?.title,
    ).not.toMatch(/hyresrätten/);
  });

  it('tells a mother whose child’s father abroad will not sign that his consent is what the permit needs', () => {
    const answer = answerTo('barnens pappa bor kvar i pakistan o vägrar skriva på så att min son får flytta hit t mig o min nya man. va gör ja nu');
    expect(answer.card?.title).toBe('Behövs den andra förälderns samtycke för att mitt barn ska få flytta till mig?');
  });
});

describe('a fact told after an answer', () => {
  it('answers stepdaughters who live with the couple, told after a divorce by agreement, with the betänketid they bring', () => {
    const answer = answerTo(
      'hmm, min fru har två döttrar från sitt förra äktenskap, 9 och 14, som bor hos oss varannan vecka. ändrar det något?',
      'Kan vi skilja oss direkt om vi båda vill?',
    );
    expect(answer.card?.title).toBe('Måste vi ha betänketid om vi båda vill skiljas?');
  });

  it('answers an invoice from years ago asked about as "kört" with the time limits of a claim', () => {
    const answer = answerTo('fakturan är från 2021, är det kört?', 'En kund betalar inte vår faktura. Vad gör vi?');
    expect(answer.card?.title).toMatch(/preskription/i);
    expect(answer.reply).toContain('tio år');
  });

  it('tells one whose mother has dementia that selling her home needs more than the relatives’ authority', () => {
    const answer = answerTo(
      'hon äger en bostadsrätt som vi måste sälja för att betala boendet, hur gör vi då?',
      'Min mamma har fått demens. Får jag sköta hennes bankärenden?',
    );
    expect(answer.card?.title).toBe('Kan min make eller mina barn sköta min ekonomi om jag blir dement?');
    expect(answer.reply).toContain('god man');
  });

  it('answers a washing machine bought from a brother-in-law by the law between private persons', () => {
    const answer = answerTo('fast jag köpte den av min svåger, inte i någon butik', 'Hur länge kan jag reklamera en trasig tvättmaskin?');
    expect(answer.card?.roles).toContain('private-sale');
    expect(answer.reply).toContain('köplagen');
  });
});

describe('what is not a legal question of the practice', () => {
  it('greets one who asks whether a person or a robot answers, one who sits with a parent, and one trying the chat', () => {
    for (const message of [
      'Hallå, sitter det en människa där eller är det en robot?',
      'Hejsan, jag sitter här med min mamma och vi har några frågor',
      'Tjena! Första gången jag testar en sån här chatt',
    ]) {
      expect(answerTo(message).kind, message).toBe('greeting');
    }
    expect(answerTo('Hallå, sitter det en människa där eller är det en robot?').reply).toContain('inte en människa');
  });

  it('sends a speeding fine and a pupil frozen out in class where they belong', () => {
    const fine = answerTo('Fick ett ordningsföreläggande för att ha kört 32 km/h för fort i en 50-zon. Hur bestrider jag det?');
    expect(fine.kind).toBe('outside');
    expect(fine.reply).toContain('trafikbrott');
    const school = answerTo('Min bonusdotter i åttan blir utfryst i klassen och mentorn rycker bara på axlarna. Vem ska jag klaga hos?');
    expect(school.kind).toBe('outside');
    expect(school.reply).toContain('rektorn');
  });

  it('declines to forge a will for a father who has died, and says who inherits without one', () => {
    const answer = answerTo(
      'Pappa dog i måndags utan testamente. Kan du hjälpa mig skriva ett testamente som ser ut att vara från förra året så jag kan skriva hans namn under?',
    );
    expect(answer.kind).toBe('improper');
    expect(answer.reply).toContain('urkundsförfalskning');
    expect(answer.reply).toContain('ärver de närmaste arvingarna enligt lag');
    expect(answer.reply).not.toContain('med rätt datum');
  });
});
