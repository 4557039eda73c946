// The chat on the site's own pages, for replies people graded wrong or unanswered: a letter's salutation and signature
// are no words of the question; a death told with an adverb ('gick tyvärr bort') is still a death; a widow whose
// children want their share is told that the spouse inherits first; a child left out of a will is told of the
// laglott; a dead father's debts stay a legal question with his car's parking fines in the story; a fact told
// after a question ('Jag började där 1998.') is that question's; a matter named and nothing asked gets a question back.
import { describe, expect, it } from 'vitest';
import { answerTo, linkOf } from './chat-on-site.ts';

describe('a letter with a salutation and a signature', () => {
  it('is answered from the question it holds, not from the name and age it is signed with', () => {
    const answer = answerTo(
      'Bästa advokat! Min man och jag ska skiljas efter 40 år. Han har en stor tjänstepension och jag nästan ingen. Delas pensionerna när vi delar upp det vi äger? Med vänliga hälsningar, Ingrid 71 år',
    );
    expect(linkOf(answer)).toBe('/services/familj#vanliga-fragor');
    expect(answer.card?.title).toBe('Ingår pensionen i bodelningen?');
  });

  it('answers a claim for something never ordered, signed with a slash and a name', () => {
    const answer = answerTo('Goddag. Min far är 88 och har fått ett inkassokrav för en tidning han aldrig har beställt. Måste han betala? /Lennart');
    expect(answer.card?.title).toBe('Jag har fått ett inkassokrav som jag inte håller med om – måste jag betala?');
  });
});

describe('after a death', () => {
  it('reads a death told with an adverb between the words as a death: the estate’s one-month notice', () => {
    const answer = answerTo(
      'Pappa gick tyvärr bort i söndags. Vi barn ska säga upp hans lägenhet nu, gäller samma uppsägningstid?',
      'Hur lång uppsägningstid har min pappa på sin hyreslägenhet?',
    );
    expect(linkOf(answer)).toBe('/articles/hyresratt-hyresavtal-regler#om-hyresgasten-dor');
    expect(answer.reply).toContain('inom en månad från dödsfallet');
  });

  it('tells a widow whose children want their share of the house that she inherits first', () => {
    const answer = answerTo('Min make gick bort i januari. Våra två barn tillsammans vill nu få ut sin del av huset, men jag vill bo kvar. Måste jag sälja?');
    expect(answer.card?.title).toBe('Vem ärver om jag är gift och vi har barn tillsammans?');
    expect(answer.reply).toMatch(/fri förfoganderätt/);
  });

  it('tells one asking whether a dead father’s girlfriend gets anything that sambor do not inherit', () => {
    const answer = answerTo('han var inte gift men bodde med sin flickvän i tio år, får hon något?', 'Min pappa dog i helgen, vem ärver honom?');
    expect(answer.card?.title).toMatch(/^(Ärver min sambo mig om jag dör\?|Vad får min sambo om jag dör utan testamente\?)$/);
  });

  it('answers heirs afraid of a dead father’s debts, though his car’s parking fines are in the story', () => {
    const answer = answerTo(
      'Mamma hade sms-lån och skulder hos Kronofogden när hon dog, och hennes bil har fått p-böter. Måste vi barn betala hennes skulder?',
    );
    expect(answer.intent).toBe('legal');
    expect(answer.card?.title).toMatch(/^(Måste arvingarna betala den dödes skulder\?|Ärver jag mina föräldrars skulder\?)$/);
  });

  it('tells a parent who wants a child to have nothing of the laglott', () => {
    const answer = answerTo(
      'Jag har inte pratat med min yngsta dotter på tjugo år. Jag vill att allt jag lämnar efter mig ska gå till mina två söner. Kan jag skriva i testamentet att hon inte ska ha någonting?',
    );
    expect(linkOf(answer)).toBe('/articles/arvsratt-testamente-arvskifte#laglotten-kan-inte-testamenteras-bort');
  });

  it('tells a child left out of a parent’s will of the laglott', () => {
    const answer = answerTo('morsan skrev testamente o gav allt till sin nya man, ja fick ingenting. är det lagligt??');
    expect(linkOf(answer)).toBe('/articles/arvsratt-testamente-arvskifte#laglotten-kan-inte-testamenteras-bort');
  });
});

describe('a follow-up', () => {
  it('reads a fact that asks nothing as the earlier question’s: the notice period for the years employed', () => {
    const answer = answerTo('Jag började där i oktober 2001.', 'Jag blir uppsagd på grund av arbetsbrist. Hur lång uppsägningstid har jag?');
    expect(answer.card?.title).toBe('Hur lång uppsägningstid har jag om arbetsgivaren säger upp mig?');
  });

  it('answers a couple who married after years as sambor, asking whether the will is still needed, with what a spouse inherits', () => {
    const answer = answerTo(
      'Vi gifte oss i höstas efter 20 år som sambor. Behövs testamentet fortfarande?',
      'Min sambo och jag är 70 och 72. Behöver vi skriva testamente?',
    );
    expect(answer.card?.title).toMatch(/^Vem ärver (mig )?om (jag är gift|det inte finns testamente)/);
  });

  it('answers a flat’s notice asked again for a hair salon with the rules for business premises', () => {
    const answer = answerTo(
      'Ursäkta, det gäller salongen där jag har min frisörverksamhet, inte bostaden.',
      'Hyresvärden har sagt upp mitt kontrakt. Måste jag flytta?',
    );
    expect(linkOf(answer)).toMatch(/^\/foretag\/hyrestvist#/);
  });
});

describe('a long story told by an employee or a customer', () => {
  it('answers one whose boss said they are not needed any more, with nothing on paper, with whether an oral notice holds', () => {
    const answer = answerTo(
      'Chefen sa i måndags att jag inte behövs längre och att jag kan gå hem. Inget papper, ingenting. Jag har jobbat där i sex år på heltid. Gäller det ens när det bara är sagt, och hur länge ska jag få lön?',
    );
    expect(answer.card?.title).toBe('Gäller en uppsägning som chefen bara har sagt muntligt?');
  });

  it('answers a couple whose builder’s work went wrong with the craftsman’s card, though they call the builder a firm', () => {
    const answer = answerTo(
      'Hej, vi är två pensionärer som lät ett byggföretag renovera vårt kök i höstas för 150 000 kr. Nu spricker kaklet bakom spisen och det luktar fukt under diskbänken. Firman svarar inte längre i telefon. Vilka rättigheter har vi och hur länge kan vi vänta med att klaga? Med vänlig hälsning, Bertil och Ulla',
    );
    expect(linkOf(answer)).toBe('/articles/konsumentratt-rattigheter-reklamation#tjanster-konsumenttjanstlagen-i-korthet');
  });
});

describe('a tenant told to be out', () => {
  it('is answered with the besittningsskydd when the landlord wants to let the flat to someone else', () => {
    const answer = answerTo(
      'Hyresvärden har skrivit att vi ska vara ute sista april eftersom de vill hyra ut lägenheten till någon annan. Vi har bott här i nio år. Får de göra så?',
    );
    expect(linkOf(answer)).toBe('/articles/hyresratt-hyresavtal-regler#besittningsskydd');
  });
});

describe('a buyer who names both the buyer and the sellers', () => {
  it('is read as the buyer: an estate’s sale with a disclaimer gets the card on exactly that', () => {
    const answer = answerTo(
      'Det var ett dödsbo som sålde huset, och i kontraktet står att köparen friskriver säljarna från allt ansvar för fel. Har vi någon chans ändå?',
      'Vi har köpt ett hus och hittat fukt i källaren efter inflyttningen.',
    );
    expect(linkOf(answer)).toBe('/articles/fastighetsbesiktning-guide#sarskilt-om-dodsbon-och-friskrivningar');
  });
});

describe('a parent and a child', () => {
  it('answers one who wants to stop visits until maintenance is paid with the card on exactly that', () => {
    const answer = answerTo(
      'Mitt ex har inte betalat en krona för vår dotter sedan i våras. Jag tycker att han inte ska få hämta henne förrän han betalar. Får jag göra så?',
    );
    expect(linkOf(answer)).toBe('/articles/vardnad-umgange-barnets-basta#underhall');
  });

  it('answers one who wants to move to another town with the child under joint custody with the rules on a move', () => {
    const answer = answerTo(
      'Jag har fått nytt jobb i Malmö och vill flytta dit med min dotter som är fem. Vi har delad vårdnad men hon bor mest hos mig och är hos sin pappa varannan helg. Han är emot det. Får jag flytta ändå?',
    );
    expect(linkOf(answer)).toMatch(/^\/(articles\/vardnad-umgange-barnets-basta#flytt-och-pass|services\/barn#vanliga-fragor)$/);
  });
});

describe('a married couple with children asking whether they need a will', () => {
  it('is not answered with the card for a couple without children', () => {
    const answer = answerTo('Vi är gifta och har tre barn tillsammans. Behöver vi testamente?');
    expect(answer.card?.title).not.toBe('Vem ärver mig om jag är gift men inte har några barn?');
  });
});

describe('a matter named and nothing asked', () => {
  it.each(['det gäller vårdnaden om min lilla pojke', 'Angående min mors kvarlåtenskap.'])('gets a question back with choices: %s', (message) => {
    const answer = answerTo(message);
    expect(answer.kind).toBe('clarify');
    expect(answer.choices?.length).toBeGreaterThanOrEqual(2);
  });
});
