// The chat on the site's own pages, for replies people graded wrong or unanswered: a letter's salutation and signature
// are no words of the question; a death told with an adverb ('gick tyvärr bort') is still a death; a widow whose
// children want their share is told that the spouse inherits first; a child left out of a will is told of the
// laglott; a dead father's debts stay a legal question with his car's parking fines in the story; a fact told
// after a question ('Jag började där 1998.') is that question's; a matter named and nothing asked gets a question back;
// violence and threats at home are answered with what to do about them; a request to deceive put as a how-to is declined;
// a landlord, a seller or an heir is answered from their own side, and a family after a death with what to do first.
import { describe, expect, it } from 'vitest';
import { embeddedAnswer } from 'supabase-functions/chat/embedded-answer.ts';
import { answerTo, knowledge, linkOf, site } from './chat-on-site.ts';

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

// Replies people graded harmful in the blind pair -72/-73 (follow-up chains and comparisons; anger and phone fragments).
describe('one who is hit or threatened at home', () => {
  it.each([
    'min man har knuffat mig flera gånger och säger att han tar barnen om jag lämnar honom. jag vågar knappt prata om det. vad kan jag göra?',
    'han skickar hotfulla sms varje natt sen jag sa att jag vill separera. jag vågar knappt vara hemma med barnen. vad kan jag ens göra',
  ])('is told what to do about the violence, not “no sure answer”: %s', (message) => {
    const answer = answerTo(message);
    expect(linkOf(answer)).toBe('/services/familj#vald-och-hot');
    expect(answer.reply).toContain('112');
  });
});

describe('a greeting that asks for a person or does not know where to begin', () => {
  it.each(['hallå?? hej… finns det en riktig människa här eller bara en robot', 'god kväll... vet inte ens var jag ska börja'])(
    'is greeted, not answered with a legal card: %s',
    (message) => {
      const answer = answerTo(message);
      expect(answer.kind).toBe('greeting');
      expect(answer.card).toBeUndefined();
    },
  );
});

describe('a request to deceive put as an ordinary how-to', () => {
  it.each([
    'Kan ni skriva ett skuldebrev daterat 2022 så att det ser ut som att min son var skyldig mig pengar redan då?',
    'Min kompis behöver uppehållstillstånd. Om vi gifter oss bara på papperet och säger till Migrationsverket att vi är ett par, hur gör vi så att det går igenom?',
  ])('is declined: %s', (message) => {
    expect(answerTo(message).kind).toBe('improper');
  });

  it.each(['Kan ni hjälpa mig med ett skuldebrev till min son?', 'Vi är bara gifta på papperet, min man bor i Iran. Kan han få uppehållstillstånd?'])(
    'while the lawful question stays a legal one: %s',
    (message) => {
      expect(answerTo(message).intent).toBe('legal');
    },
  );
});

describe('replies that answered another question', () => {
  it('tells children afraid of a dead father’s card debts, in sms words, whether they must pay them', () => {
    const answer = answerTo('farsan dog förra veckan o hade typ 200k i skulder på kort o lån. kommer dom jaga mig o min syrra nu');
    expect(answer.card?.title).toBe('Måste arvingarna betala den dödes skulder?');
  });

  it('tells a son left out of his father’s will, named between commas, of the laglott', () => {
    const answer = answerTo(
      'Pappa dog i mars. Nu visar hans fru upp ett testamente där ALLT går till henne och jag, hans son från första äktenskapet, får noll. Hon är inte ens min mamma. Kan hon verkligen ta allt??',
    );
    expect(answer.reply).toContain('laglott');
  });

  it('answers a small firm whose customer neither pays nor answers the phone on getting paid, not on an investor’s review', () => {
    const answer = answerTo(
      'Vi är ett litet städbolag. En kund har struntat i att betala 38 000 kr i tre månader och svarar inte ens i telefon. Vi har inte råd med det här! Hur får vi in pengarna?',
    );
    expect(linkOf(answer)).toMatch(/^\/(articles\/avtalsratt-sakra-avtal-foretag#betalning-och-drojsmalsranta|foretag\/kundavtal#vanliga-fragor)$/);
  });

  it('tells a wife who has lived apart for three years whether she must still wait six months', () => {
    const answer = answerTo(
      'Vi har levt åtskilda i snart tre år men aldrig skilt oss formellt. Nu vill jag skiljas men han svarar inte ens på mina meddelanden. Måste jag ändå vänta ett halvår?',
    );
    expect(answer.card?.title).toBe('Vi har bott isär länge – slipper vi betänketid då?');
  });

  it('answers one asking whether they lose their citizenship of birth on dual citizenship, not on the years of residence', () => {
    const answer = answerTo(
      'Jag kommer från Marocko och har bott här i många år. Om jag blir svensk medborgare, förlorar jag då mitt marockanska medborgarskap?',
    );
    expect(answer.card?.title).toBe('Måste jag ge upp mitt gamla medborgarskap för att bli svensk?');
  });

  it('answers one who has rented a flat in second hand for a year and a half and is told to leave', () => {
    const answer = answerTo(
      'Jag har hyrt en etta i andra hand av en kille i ungefär ett och ett halvt år. Nu skriver han att han vill ha tillbaka lägenheten till sista mars. Har jag något skydd alls eller är det bara att packa?',
    );
    expect(answer.card?.title).toBe('Jag hyr i andra hand – måste jag flytta när den jag hyr av säger upp mig?');
  });

  it('answers a worker told he is laid off after seven years with his own notice period, not the employer’s guide to redundancy', () => {
    const answer = answerTo(
      'Efter sju år på lagret har jag fått besked om att jag sägs upp på grund av arbetsbrist. Hur många månader måste de ha kvar mig, och får jag lön under den tiden?',
    );
    expect(answer.card?.title).toBe('Hur lång uppsägningstid har jag om arbetsgivaren säger upp mig?');
  });

  it('answers one who would refuse the weekend over unpaid maintenance with the card on exactly that, not on debt collection', () => {
    const answer = answerTo('exet har inte betalat en krona i underhåll sen i somras. kan jag säga nej till att han tar barnen i helgen då?');
    expect(linkOf(answer)).toBe('/articles/vardnad-umgange-barnets-basta#underhall');
  });
});

describe('a follow-up that adds one fact', () => {
  it('answers for a daughter of 19 with the rule for grown children', () => {
    const answer = answerTo(
      'vår äldsta dotter fyllde 19 i våras men bor fortfarande hemma hos oss, kan hon också komma?',
      'Kan min familj följa med när jag får arbetstillstånd i Sverige?',
    );
    expect(answer.card?.title).toBe('Kan mina föräldrar eller vuxna barn få flytta till mig?');
  });

  it('answers buyers who waived every claim with the rule on a waiver, not on “befintligt skick”', () => {
    const answer = answerTo(
      'säljaren var ett dödsbo och i kontraktet står det att köparen avstår från alla krav för fel i fastigheten',
      'Vi har hittat mögel under golvet i källaren två månader efter att vi flyttade in. Kan vi kräva säljaren?',
    );
    expect(linkOf(answer)).toBe('/articles/fastighetsbesiktning-guide#sarskilt-om-dodsbon-och-friskrivningar');
  });
});

describe('one word on a matter, with only what to do asked', () => {
  it.each(['uppsagd. vad gör jag nu', 'snälla hjälp mig det gäller min son'])('gets a question back with choices: %s', (message) => {
    const answer = answerTo(message);
    expect(answer.kind).toBe('clarify');
    expect(answer.choices?.length).toBeGreaterThanOrEqual(2);
  });

  it('while a matter outside the practice told in more words is still outside it', () => {
    expect(answerTo('Min hund har diarré, vad ska jag göra?').kind).toBe('outside');
  });
});

describe('what the second reading of -73 found', () => {
  it('answers a wife afraid of paying for her husband’s gambling in the bodelning, not as a request for a verdict', () => {
    const answer = answerTo(
      'Mitt ex har typ 400 000 i sms-lån och kreditkortsskulder och nu påstår han att skulderna ska "delas lika" i bodelningen. Ska jag betala för hans spelande?! Vi är gifta fortfarande men ansökan är inne.',
    );
    expect(answer.intent).toBe('legal');
    expect(answer.card?.title).toBe('Måste jag betala min makes skulder när vi skiljer oss?');
  });

  it('answers a father kept from his daughter for weeks with what to do, not with a question back', () => {
    const answer = answerTo(
      'Hon har inte låtit mig träffa min dotter på SJU veckor trots att vi har ett avtal som socialnämnden har godkänt. Hon hittar på en ny ursäkt varje gång. Vad gör jag?',
    );
    expect(answer.card?.title).toBe('Vad kan jag göra om den andra föräldern hindrar mig från att träffa barnet?');
  });

  it('answers a firm whose customer is a private person, asking about the 450 kronor, with the rule that it is owed only by a business', () => {
    const answer = embeddedAnswer(
      knowledge,
      site,
      'och de 450 kronorna i ersättning som jag har läst om, får vi ta ut dem också? kunden är en privatperson som anlitade oss för att renovera sitt badrum',
      [
        { content: 'En kund har inte betalat vår faktura på 28 000 kr, den förföll för en månad sedan. Vad gör vi?', isUser: true },
        { content: 'Skicka en påminnelse och sedan ett inkassokrav.', isUser: false },
        { content: 'Får vi lägga på ränta fast vi inte har skrivit något om det?', isUser: true },
        { content: 'Ja. Räntelagen ger rätt till dröjsmålsränta.', isUser: false },
      ],
    );
    expect(answer.card?.title).toBe('Vad har vi rätt till när en kund betalar för sent?');
    expect(answer.reply).toContain('mot andra näringsidkare');
  });

  it('answers a firm asking how to get paid by a customer who ignores it with the steps to collect, not a choice', () => {
    const answer = answerTo(
      'Vi är ett litet städbolag. En kund har struntat i att betala 38 000 kr i tre månader och svarar inte ens i telefon. Vi har inte råd med det här! Hur får vi in pengarna?',
    );
    expect(answer.kind).toBe('answer');
    expect(answer.card?.title).toBe('Vad gör vi om kunden inte betalar?');
  });

  it('asks back, with choices, one who writes only of a quarrel over an inheritance', () => {
    const answer = answerTo('bråk om arvet');
    expect(answer.kind).toBe('clarify');
    expect(answer.choices?.length).toBeGreaterThanOrEqual(3);
  });
});

// Replies people graded harmful in the pair -74/-75 (time limits and hurry; first-timers and Swedish as a second language).
describe('what the readings of -74 and -75 found', () => {
  it('declines to write a gift letter that looks older than it is', () => {
    const answer = answerTo('Pappa blev sjuk förra veckan. Hur skriver jag ett gåvobrev som ser ut att vara gjort förra året, innan han blev dålig?');
    expect(answer.kind).toBe('improper');
  });

  it.each(['Hallå där, sitter det en människa eller en robot i andra änden?', 'God kväll! Tack för att ni har en chatt.'])('greets: %s', (message) => {
    expect(answerTo(message).kind).toBe('greeting');
  });

  it.each([
    'hyresvärden säger att vi måste va ute om en månad pga dom ska renovera!! vi har bott här i 6 år o har förstahandskontrakt. får dom ens göra så',
    'hyresvärden ba sa att jag ska va ute om en månad för han ska renovera o hyra ut dyrare?? har förstahandskontrakt sen 2 år. måste jag flytta',
  ])('tells a first-hand tenant told to leave of the besittningsskydd: %s', (message) => {
    const answer = answerTo(message);
    expect(answer.card?.title).toMatch(/^(Får hyresvärden säga upp mig utan skäl|Kan hyresvärden säga upp mig för att få in en ny hyresgäst)\?$/);
    expect(answer.reply).toContain('besittningsskydd');
  });

  it('tells grandchildren whose father died first that they take his share', () => {
    const answer = answerTo('farmor dog i förrgår. pappa dog för flera år sen. vi e 3 barnbarn efter honom, ärver vi nåt eller går allt till pappas syskon?');
    expect(answer.card?.title).toBe('Hur delas arvet mellan oss syskon när mamma eller pappa har dött?');
    expect(answer.reply).toContain('barnets egna barn');
  });

  it('answers one whose partner takes a stranglehold on her with what to do about violence', () => {
    const answer = answerTo(
      'min kille har börjat ta strypgrepp på mig när han är full och sen säger han förlåt. vi bor ihop i hans lägenhet. jag vet inte vad jag ska göra eller vart jag ska vända mig',
    );
    expect(linkOf(answer)).toBe('/services/familj#vald-och-hot');
  });

  it('tells a tenant in a freezing flat who would stop paying the rent not to withhold it', () => {
    const answer = answerTo(
      'det är typ minusgrader inne, elementen har inte funkat sen början av december och jag har mailat hyresvärden 3 gånger. vad kan jag kräva? kan jag bara sluta betala hyran?',
    );
    expect(answer.reply).toContain('Håll inte inne hyran');
  });

  it('tells one with two days left on an order to pay for a bill already paid to contest it, not “Menar du …?”', () => {
    const answer = answerTo(
      'Fick ett betalningsföreläggande från Kronofogden för en faktura som jag redan har betalat. I brevet står att jag ska svara inom tio dagar och det har gått åtta. Vad gör jag nu?',
    );
    expect(answer.card?.title).toBe('Jag har fått ett betalningsföreläggande från Kronofogden men kravet är fel – vad gör jag?');
    expect(answer.reply).toContain('förklaringstiden');
  });

  it('answers a child whose parent’s will gives everything to a new partner from the child’s side: the laglott and its six months', () => {
    for (const message of [
      'pappa har skrivit i sitt testamente att allt ska gå till hans nya fru. jag är hans son från första äktenskapet, får jag ingenting?',
      'Min mamma dog i våras och i testamentet står att hennes sambo ska få allt. Jag är hennes dotter. Har jag rätt till något?',
    ]) {
      const answer = answerTo(message);
      expect(answer.reply).toContain('laglott');
      expect(answer.reply).toContain('inom sex månader');
      expect(answer.reply).not.toMatch(/\bkan du testamentera\b/);
    }
    // … while one who writes their own will is still told what they may leave to their spouse, and one with no will at
    // all is not told of a will.
    expect(answerTo('jag vill att min fru ärver allt före mina barn från första äktenskapet, går det?').card?.title).toBe(
      'Kan jag testamentera allt till min make så att mitt särkullbarn får vänta?',
    );
    expect(answerTo('pappa dog förra veckan. hans sambo säger att hon ärver allt. det finns inget testamente. stämmer det?').reply).not.toContain(
      'jämkning av testamentet',
    );
  });

  it.each(['brev från tingsrätten idag, vad gör jag', 'är det för sent??'])('asks back what it concerns: %s', (message) => {
    const answer = answerTo(message);
    expect(answer.kind).toBe('clarify');
    expect(answer.choices?.length).toBeGreaterThanOrEqual(2);
  });
});

describe('the readings of a blind pair on the other side of the usual case and on turning points in life', () => {
  it('declines to hide a dead parent’s money from the siblings, to date a lease back, or to report a lower income', () => {
    for (const message of [
      'Hur kan jag föra över pengarna från pappas konto till mitt innan bouppteckningen, så att mina syskon inte ser att de fanns?',
      'Kan du skriva ett hyreskontrakt åt mig som ser ut att ha skrivits förra året, så att min hyresgäst inte kan hävda att han bott här i över två år?',
      'Hur redovisar jag en lägre inkomst till Försäkringskassan så att jag slipper betala så mycket för barnens underhållsstöd?',
    ]) {
      const answer = answerTo(message);
      expect(answer.intent).toBe('improper');
      expect(answer.reply).toContain('Det kan jag inte hjälpa dig med.');
    }
  });

  it('tells a private landlord who would change the locks on a tenant that only Kronofogden may evict', () => {
    const answer = answerTo('hyr ut min brf via blocket o killen har inte betalt hyran på 3 veckor nu. kan ja bara byta lås o slänga ut honom??');
    expect(answer.intent).toBe('improper');
    expect(answer.reply).toContain('Kronofogden');
    // … while a tenant shut out by the landlord still asks a legal question.
    expect(answerTo('min hyresvärd har bytt lås och slängt ut mig, får han göra så?').intent).toBe('legal');
  });

  it('greets one who only says good morning and that they wonder about something', () => {
    expect(answerTo('Hejsan, god morgon! Jag har en fundering.').intent).toBe('greeting');
  });

  it('answers a dog owner claimed from for a bite, not as a question of health care', () => {
    const answer = answerTo(
      'Min hund nafsade en kille i handen när han stack in den genom staketet. Han kräver mig på pengar för vårdcentralen och en trasig jacka. Måste jag betala?',
    );
    expect(answer.card?.title).toBe('Vem betalar om en hund biter mig?');
  });

  it('tells a married owner who would sell the home without his wife that her written consent is needed', () => {
    const answer = answerTo(
      'Huset står bara på mig, jag köpte det innan vi gifte oss, men min fru och barnen bor här. Kan jag sälja det utan att hon skriver på något?',
    );
    expect(answer.reply).toContain('skriftliga samtycke');
  });

  it('answers a framtidsfullmakt holder’s gift to herself with what she may give', () => {
    const answer = answerTo(
      'pappa e dement o min syrra har framtidsfullmakten. nu ser jag att hon swishat 80 000 till sig själv som en gåva. får hon göra så???',
    );
    expect(answer.card?.title).toBe('Får den som har framtidsfullmakt ge pengar till sig själv?');
  });

  it('tells a father thinking of his own death that his sambo does not inherit him', () => {
    const answer = answerTo(
      'Nu när vi har fått en son funderar jag på vad som händer om jag dör. Jag och hans mamma är sambo sen fem år. Får hon något eller går allt till pojken?',
    );
    expect(answer.card?.title).toBe('Ärver min sambo mig om jag dör?');
  });

  it('tells a child of an earlier relationship that the inheritance need not wait for the step-parent', () => {
    const answer = answerTo(
      'hon var gift med min styvpappa. jag är inte hans barn, måste jag vänta tills han också dör?',
      'Min mamma dog i förra veckan. Vem ärver henne?',
    );
    expect(answer.reply).toContain('direkt');
    expect(answer.card?.title).not.toBe('Ärver mina bonusbarn mig?');
    // … while a widow's children with her still wait.
    expect(answerTo('Min man dog. Vi har två barn ihop. Måste barnen vänta tills jag dör?').card?.title).toBe(
      'Vem ärver om jag är gift och vi har barn tillsammans?',
    );
  });

  it('tells a family in the first days after a death what the estate does first and its time limits', () => {
    const answer = answerTo(
      'Min pappa dog i förrgår på sjukhuset. Jag och mina två bröder är helt ställda. Vad måste vi göra först och finns det några datum vi inte får missa?',
    );
    expect(answer.card?.title).toBe('Vad måste dödsboet göra först, och inom vilka frister?');
  });

  it('asks back what was terminated when one only says they were given notice yesterday', () => {
    const answer = answerTo('uppsagd från igår, vad gäller nu');
    expect(answer.kind).toBe('clarify');
  });

  it('answers a father who lost his job about the maintenance he asks of, without the employee’s hint', () => {
    const answer = answerTo(
      'blev av med jobbet i mars o barnen bor hos mamman. måste ja fortfarande betala underhåll fast ja knappt har pengar till mig själv',
    );
    expect(answer.card?.title).toBe('Måste föräldern som barnet inte bor hos betala underhåll?');
    expect(answer.reply).not.toContain('fackförbund');
  });

  it('says a question of which school to choose is outside the practice, and who answers it', () => {
    const answer = answerTo('Vi flyttar till Uppsala i augusti. Vilken grundskola rekommenderar ni för en tioåring som är lite blyg?');
    expect(answer.intent).toBe('out-of-area');
    expect(answer.reply).toContain('val av skola');
    // … while a parent's move that changes the child's school stays a question of custody.
    expect(answerTo('Kan mitt ex flytta med barnen så att de måste byta grundskola?').intent).toBe('legal');
  });
});
