// What decides a message's intent before any search: each kind of message the chat must not
// answer from the pages, with the legal questions that resemble it and must stay legal questions.
import { describe, expect, it } from 'vitest';
import { embeddedAnswer } from './embedded-answer.ts';
import { classify } from './intents.ts';
import { Knowledge } from './knowledge.ts';
import { lettered } from './letter-bounds.ts';
import { TEST_DOCUMENTS, TEST_SITE } from './test-documents.ts';
import { outsideArea } from './topics.ts';

const intentOf = (message: string) => classify(message).intent;
const knowledge = Knowledge.build(TEST_DOCUMENTS);
const ask = (message: string) => embeddedAnswer(knowledge, TEST_SITE, message, []);

describe('word edges', () => {
  it('are read by letters, so a pattern may begin or end with å, ä or ö', () => {
    expect(/\bär det värt att\b/i.test('Är det värt att överklaga?')).toBe(false);
    expect(lettered(/\bär det värt att\b/i).test('Är det värt att överklaga?')).toBe(true);
    expect(lettered(/\bgå\b/i).test('gården')).toBe(false);
    expect(intentOf('Men är det värt att överklaga hyresnämndens beslut?')).toBe('verdict');
  });
});

describe('an improper request', () => {
  it.each([
    'Hur flyttar jag över mina sparpengar till min mamma så att min man inte får hälften när vi skiljer oss?',
    'Hur flyttar jag sparpengar till mamma så att min man inte får hälften vid skilsmässan?',
    'Kan jag ge bilen till min bror så att frun inte får någon del av den?',
    'Rent hypotetiskt, om man skriver över huset på sin bror strax innan bodelningen, märks det?',
    'Hur gör folk som vill att Kronofogden inte ska hitta deras lön?',
    'jag vill antedatera ett hyreskontrakt så det gäller från i våras, går det att fixa så ingen märker',
    'Vad ska jag säga till Migrationsverket så att de tror att vi har bott ihop längre än vi har?',
    'Kan vi bara strunta i att ta upp kontanterna i bouppteckningen så att inte min bror vet om dem?',
    'Hur håller man en sommarstuga utanför dödsboet så att halvbrodern inte får någon del av den?',
    'Hur kan jag se till att exet inte hittar mina pengar vid skilsmässan?',
    'Kan man sätta sparpengarna på barnens konton innan bodelningen så räknas de inte?',
    'Kan vi backdatera avtalet till januari?',
    'Vad händer om man glömmer att ta med en bil i bouppteckningen med flit?',
    'Kan jag ta emot a-kassa och samtidigt fakturera via mitt bolag utan att säga något?',
    'Hur slänger jag ut min inneboende snabbast utan att gå via någon myndighet?',
    'Kan jag skriva att jag bor hos min mamma så att kronofogden inte kan utmäta mina grejer?',
    'Om man säger till försäkringskassan att man är ensamstående fast man bor ihop, hur kollar de det?',
    'Finns det något smart sätt att få hyresgästen att ge upp och flytta utan uppsägning?',
    'Vi vill sätta ett datum från förra månaden på köpekontraktet, funkar det?',
    'Kan jag ta pengar från pappas konto innan bouppteckningen utan att syskonen får reda på det?',
    'Min kusin vill gifta sig med en kompis bara för papperens skull, hur lägger de upp det?',
    'Går det att ordna ett intyg om att jag har jobb fast jag inte har det, till Migrationsverket?',
    'Kan jag överlåta firman på min sambo så att Kronofogden inte kommer åt den?',
    'Vad skulle hända om man inte tog med lägenheten i bouppteckningen?',
    'Hur fejkar man en adress för att få bidrag?',
    'Kan jag flytta pengarna så att maken inte kan se dem?',
    'Jag vill att min hyresgäst ska tröttna och gå, kan jag renovera hela tiden?',
    'Kan jag skriva testamente och flytta pengarna till min bror utan att frun får veta innan bodelningen?',
    // A relative who is not one, a time that is not true, savings moved without a municipality seeing it.
    'Kan jag säga till Migrationsverket att min kusin är min bror, så att han lättare får komma hit?',
    'Min flickvän och jag har bara bott ihop i ett halvår. Hur ska vi skriva till Migrationsverket så det låter som två år?',
    'Hur kan pappa föra över sina sparpengar till mig utan att kommunen ser det när de räknar ut avgiften för hans boende?',
  ])('is declined: %s', (message) => {
    expect(intentOf(message)).toBe('improper');
  });

  it('to force a tenant out names the way by notice and Kronofogden, and the crime', () => {
    const classified = classify('Hur får jag min hyresgäst att flytta själv, typ stänga av värmen eller byta lås när hon är bortrest?');
    expect(classified.intent).toBe('improper');
    expect(classified.duty?.text).toMatch(/avhysas av Kronofogden.*egenmäktigt förfarande \(brottsbalken 8 kap\. 8 §\)/);
  });

  it.each([
    ['Kan vi skriva gåvobrevet med ett äldre datum så att det ser ut som att gåvan kom före bodelningen?', 'rätt datum'],
    ['Kan du hjälpa oss att ändra datumet på hyresavtalet så att det gäller från i fjol?', 'rätt datum'],
    ['Kan jag skriva en annan dag på testamentet så det ser äldre ut?', 'rätt datum'],
    ['Mamma orkar inte skriva under längre. Kan jag skriva hennes namn på fullmakten?', 'god man'],
    ['Hur gör jag för att härma pappas namnteckning på arvskifteshandlingen?', 'god man'],
  ])('to put a false date or another person’s name on a document names urkundsförfalskning: %s', (message, lawful) => {
    const classified = classify(message);
    expect(classified.intent).toBe('improper');
    expect(classified.duty?.text).toContain('urkundsförfalskning (brottsbalken 14 kap. 1 §)');
    expect(classified.duty?.lawful).toContain(lawful);
  });

  it('to deceive Försäkringskassan names the duty to report changes, not an insurance company', () => {
    const classified = classify('Jag får sjukpenning men jobbar lite svart vid sidan av, hur undviker jag att Försäkringskassan kommer på det?');
    expect(classified.intent).toBe('improper');
    expect(classified.duty?.text).toContain('bidragsbrott');
    expect(classified.duty?.text).not.toContain('försäkringsbolag');
  });

  it.each([
    'Kan jag skriva testamente så att min bror inte får något?',
    'Hyresvärden bytte lås medan jag var bortrest, får han göra så?',
    'Märks det på kreditupplysningen om jag har en skuld hos Kronofogden?',
    'Hur gör jag för att hitta testamentet efter pappa?',
    'Jag tror att testamentet är ogiltigt, kan jag klandra det?',
    'Kan jag skriva över huset på barnen innan jag dör så att de inte behöver betala så mycket?',
    'Kan jag flytta ut utan att säga något till min kompis som jag bor med?',
    'Kan jag ge min dotter pengar innan jag dör?',
    'Hyresvärden vill att jag flyttar utan uppsägning, får han det?',
    'Min sambo säger att vi inte har något samboavtal fast vi har skrivit ett, vad gäller?',
    'Får min man hälften av mina sparpengar vid skilsmässan?',
    'Kan jag ge pengar till mina barn nu så att de inte får allt först när jag dör?',
    'Min bror skrev pappas namn på testamentet. Vad kan jag göra?',
    'Är ett testamente med fel datum giltigt?',
    'Vilket datum ska stå på gåvobrevet?',
    // A will or a framtidsfullmakt is the visitor's own to make or change: the family need not be told.
    'Kan jag ändra mitt testamente utan att mina barn får veta?',
    'Kan jag skriva en framtidsfullmakt utan att mina syskon får veta?',
    'Får jag i hemlighet testamentera min sommarstuga till min brorson?',
    'Kan jag ändra testamentet utan att berätta det för barnen?',
  ])('but a question about the law stays one: %s', (message) => {
    expect(intentOf(message)).toBe('legal');
  });
});

describe('a request for a verdict', () => {
  it.each([
    'Tycker du att jag ska begära bodelning eller låta honom behålla huset?',
    'Är det smart att köpa ut min bror ur sommarstugan?',
    'Vad skulle du göra i mitt läge, stämma säljaren eller låta det vara?',
    'Om du var jag, skulle du godta arvskiftet?',
    'Vad tycker du, är mitt hyresavtal rimligt?',
    'Är det lönt att gå till domstol för 5000 kr?',
    'Vore det dumt att skriva på utan att läsa allt?',
    'Är det rätt av mig att stämma min bror?',
    'Skulle du rekommendera att vi gör ett äktenskapsförord?',
    'Är mitt bud på huset för lågt tycker du?',
    'Hade du godkänt bodelningsavtalet?',
    // Two forms the pages explain, with the decision asked for outright.
    'Handelsbolag eller aktiebolag för mitt bageri? Välj åt mig.',
    'Borde mamma sälja huset till mig billigt eller ge det som gåva? Säg vad som är bäst för oss.',
  ])('%s', (message) => {
    expect(intentOf(message)).toBe('verdict');
  });
});

describe('a verdict on an offer', () => {
  it('gets the list of what to check before saying yes, as a contract to sign does', () => {
    const answer = ask('Min chef erbjuder mig tre månadslöner om jag slutar. Svara bara ja eller nej: ska jag ta det?');
    expect(answer.kind).toBe('verdict');
    expect(answer.reply).toMatch(/Innan du skriver på eller tackar ja, kontrollera:\n• vad du åtar dig och vad du får/);
  });

  it.each([
    'Min chef erbjuder mig tre månadslöner om jag slutar. Svara bara ja eller nej: ska jag ta det?',
    'Tycker du att jag ska skriva på avgångsavtalet som chefen gav mig?',
    'Borde jag skriva under avgångsavtalet min arbetsgivare erbjuder?',
  ])('from an employee points to the union or an employee’s lawyer, not to a review the practice does not do: %s', (message) => {
    const answer = ask(message);
    expect(answer.kind).toBe('verdict');
    expect(answer.reply).toContain('I arbetsrätt ger vi råd till arbetsgivare');
    expect(answer.reply).not.toContain('går en jurist gärna igenom handlingarna');
    expect(answer.reply).not.toContain('arbetstillstånd');
  });

  it('from an employer still offers the review', () => {
    const answer = ask('Ska vi erbjuda vår anställde ett avgångsavtal?');
    expect(answer.reply).toContain('går en jurist gärna igenom handlingarna');
  });
});

describe('English', () => {
  it.each(['Good morning', 'Hi there, anyone around?'])('%s gets the English reply', (message) => {
    expect(intentOf(message)).toBe('english');
  });

  // A Swedish town's name is no Swedish sentence: the question is not read as Swedish and left outside the practice.
  it('is read as English when it names a Swedish town, while a Swedish question naming it stays Swedish', () => {
    expect(classify('I run a small café in Malmö. One of my staff has a work permit and wants to move to another employer. Can she just do that?').intent).toBe(
      'english',
    );
    expect(classify('Jag bor i Malmö och undrar över arv.').intent).toBe('legal');
  });
});

describe('price and booking', () => {
  it.each([
    ['Kostar det något att bara ringa och fråga först?', 'price'],
    ['Ring upp mig i eftermiddag är du snäll, det gäller en vårdnadstvist', 'booking'],
    ['Går det att träffas över video i stället för att komma in?', 'booking'],
    ['Kan någon ringa mig i morgon?', 'booking'],
    ['Har ni öppet på lördagar?', 'booking'],
    ['Jag vill prata med en jurist, när kan ni?', 'booking'],
    ['Jag skulle vilja boka in ett samtal om ett arvsärende', 'booking'],
    ['Kan ni höra av er till mig i morgon förmiddag?', 'booking'],
    ['Vad ligger ert timarvode på?', 'price'],
    ['Hur dyrt blir det att få hjälp med ett testamente?', 'price'],
    ['Kan jag få en tid på torsdag?', 'booking'],
    ['Kan någon av era jurister ringa upp min syster i morgon? Hon har frågor om vårt dödsbo.', 'booking'],
    ['Går det att skriva testamente digitalt?', 'legal'],
    ['Vad kostar lagfarten?', 'legal'],
    ['Kan jag lämna tillbaka en tröja med öppet köp?', 'legal'],
  ])('%s → %s', (message, intent) => {
    expect(intentOf(message)).toBe(intent);
  });
});

describe('outside the practice', () => {
  it.each([
    ['Min son på 15 tog en tröja i en butik och blev stoppad av väktaren, vad händer nu?', 'straffrätt'],
    ['Socialtjänsten har fått en orosanmälan om mina barn, vad innebär det för oss?', 'socialtjänsten'],
    ['Min dotter blir mobbad i skolan och rektorn gör ingenting, vart vänder jag mig?', 'skolan'],
    ['Är det farligt att ta ipren och alvedon samtidigt?', 'hälsa'],
    ['Vad ska jag äta för att sänka mitt kolesterol?', 'hälsa'],
    ['Grannarna har fest varje natt och spelar hög musik, kan jag ringa polisen?', 'polisen'],
    ['Mitt mobilabonnemang ger mindre surf än det står i avtalet, hur når jag operatörens kundtjänst?', 'kundtjänst'],
    ['Är blå ögon ett dominant eller recessivt arv?', 'biologisk'],
    ['Ärver man ögonfärg från mamma eller pappa?', 'biologisk'],
    ['Hur fyller jag i K4-blanketten?', 'skatter'],
    ['Min mamma behöver hemtjänst, hur ansöker man?', 'socialtjänsten'],
    ['Min son har ADHD och skolan ger inget stöd, vem kan jag klaga till?', 'skolan'],
    ['Fick p-bot på Coop parkering, måste jag betala?', 'trafikbrott'],
    ['Hur mycket får man tjäna innan man betalar statlig skatt?', 'skatter'],
    ['Jag har blivit anmäld för olaga hot, vad händer nu?', 'straffrätt'],
    ['Hur ansöker jag om pass?', 'pass och id-kort'],
    ['Min pappa har demens, var söker man plats på boende?', 'socialtjänsten'],
    ['Jag har ont i magen sedan igår', 'hälsa'],
    ['Vet ni någon bra tandläkare i Solna som tar emot akut?', 'hälsa'],
    ['Min son har inte fått plats på den gymnasieskola han ville. Kan man överklaga antagningen?', 'skolan'],
    ['Pappa har fått ett besked från Pensionsmyndigheten om sin garantipension som verkar för lågt. Vem ska vi prata med?', 'socialförsäkringar'],
  ])('%s names the field and where to turn', (message, label) => {
    const classified = classify(message);
    expect(classified.intent).toBe('out-of-area');
    expect(classified.outside?.label).toContain(label);
    expect(classified.outside?.triggers.length).toBeGreaterThan(0);
  });

  it.each(['min hund blev biten av grannens hund, vem betalar veterinären', 'Grannens katt förstörde min rabatt, vem ska ersätta den?'])(
    'but harm done by another and who pays for it is skadestånd, ours: %s',
    (message) => {
      expect(classify(message).intent).toBe('legal');
      expect(classify('Min hund har diarré, vilken veterinär är bäst?').intent).toBe('out-of-area');
    },
  );

  it('is answered honestly: the field, where to turn, no page cited, the phone', () => {
    const answer = ask('Grannarna har fest varje natt och spelar hög musik, kan jag ringa polisen?');
    expect(answer.kind).toBe('outside');
    expect(answer.reply).toMatch(/^Din fråga gäller ett ärende för polisen, och det arbetar vi inte med/);
    expect(answer.reply).toContain('Polisen på 114 14');
    expect(answer.reply).not.toMatch(/\]\(\/(services|articles)/);
    expect(answer.reply).toContain(TEST_SITE.phone);
    expect(answer.reply).toContain('hyresvärden eller föreningens styrelse');
  });

  it.each([
    'Polisen tog min mobil i samband med ett gripande. När får jag tillbaka den?',
    'Polisen beslagtog min dator vid en husrannsakan, hur får jag tillbaka den?',
  ])('a seizure by the police points to the prosecutor and a defence lawyer, with no word about neighbours: %s', (message) => {
    const answer = ask(message);
    expect(answer.kind).toBe('outside');
    expect(answer.reply).toContain('åklagaren');
    expect(answer.reply).toContain('advokat som arbetar med brottmål');
    expect(answer.reply).not.toMatch(/grannar|hyresvärd/);
  });

  it.each(['Jag är misstänkt för misshandel och ska på förhör, vad händer nu?', 'Min dotter är anmäld för snatteri, vad händer nu?'])(
    'a suspect is told of the right to a defence lawyer, not of how a seizure is lifted: %s',
    (message) => {
      const answer = ask(message);
      expect(answer.kind).toBe('outside');
      expect(answer.reply).toContain('försvarare');
      expect(answer.reply).not.toMatch(/beslag/);
    },
  );

  it.each([
    'Vilken mobil är bäst just nu?',
    'Hur lagar man köttbullar?',
    'Kommer det snöa i helgen?',
    'Hur byter jag lösenord på min e-post?',
    'Vilken bank har bäst ränta på sparkonto?',
    'Min bil gick sönder på motorvägen, vem ska jag ringa?',
    'Vad är det för skillnad på en katt och en kanin som husdjur?',
    'Vad är enklaste sättet att få bort kaffefläckar ur en matta?',
    'Vad är bästa sättet att frysa in hallon?',
    'Vi har avtal med en flyttfirma. Vilken flyttkartong är bäst?',
    'Hur tidigt före avgång ska man checka in på Landvetter?',
  ])('%s is no legal question at all', (message) => {
    expect(classify(message)).toMatchObject({ intent: 'out-of-area', outside: { label: 'något annat än juridik' } });
  });

  it('sends one refused a place at an upper secondary school to the admissions office', () => {
    expect(outsideArea('Kan man överklaga antagningen till gymnasieskolan?')?.hint).toMatch(/antagningskansliet i din kommun eller region/);
    expect(outsideArea('Mitt barn blir mobbat i skolan')?.hint).not.toMatch(/antagningskansliet/);
  });

  it('sends a pupil who is bullied first to the school, then to Barn- och elevombudet', () => {
    expect(outsideArea('Mitt barn blir mobbat i skolan')?.hint).toMatch(
      /rektorn.*huvudman.*Barn- och elevombudet \(BEO\), och andra brister i skolan till Skolinspektionen/,
    );
  });

  it.each([
    'Vem ärver mig om jag dör, jag är gift och har inga barn?',
    'Är skulder ärftliga?',
    'Mitt ex vill göra en orosanmälan för att få ensam vårdnad, vad gör jag?',
    'Mitt mobilabonnemang har en bindningstid som inte stod i avtalet, kan jag säga upp det?',
    'Min hyresvärd har ringt polisen för att jag spelade musik, kan han säga upp mig?',
    'Vilket är bäst, testamente eller gåvobrev?',
    'Mitt ex hotar mig, kan jag få ensam vårdnad?',
    'Vad krävs för att jag ska få ett svenskt pass?',
    'Måste man betala skatt på en gåva?',
    'Hyresvärden har stängt av värmen, vem ska jag ringa?',
    'Min man är misstänkt för misshandel, kan jag få ensam vårdnad?',
    'Tandläkaren drog ut fel tand. Vad kan jag göra?',
    'Får arbetsgivaren göra avdrag på lönen när jag har varit sjuk?',
    'Vad är bästa sättet att skydda min sambo om jag dör?',
    'Vilket är bästa sättet att dela upp huset vid skilsmässan?',
  ])('but a question in the practice stays ours: %s', (message) => {
    expect(intentOf(message)).toBe('legal');
  });
});

describe('a greeting', () => {
  it.each([
    'Hej hej, god kväll!',
    'Hej! Trevlig helg på er',
    'God morgon allihop!',
    'Hallå, god eftermiddag, är det någon där?',
    'Hallå, är det någon som svarar här?',
    'Hej hej! Jag skriver för min mormors räkning.',
  ])('%s is a greeting of pleasantries only', (message) => {
    expect(intentOf(message)).toBe('greeting');
  });

  it.each(['Hej, god kväll, min pappa har dött', 'Hej hej, vem ärver mig?', 'God dag, får sambor ärva?'])('%s still asks a legal question', (message) => {
    expect(intentOf(message)).toBe('legal');
  });
});

describe('a price agreed with someone else', () => {
  it.each([
    'Vi gjorde upp om ett pris med en leverantör över telefon utan att skriva något, men nu höjer de. Är det vi bestämde bindande?',
    'Vi kom överens med en kund på ett möte om ett pris för vårt uppdrag men skrev inget. Gäller en muntlig överenskommelse?',
  ])('is the visitor’s deal, a legal question: %s', (message) => {
    expect(classify(message).intent).toBe('legal');
  });

  it.each(['Vad kostar det att skriva ett testamente hos er?', 'Vad tar ni för att granska ett avtal med en leverantör?'])(
    'still asks the practice’s fee when the practice is asked: %s',
    (message) => {
      expect(['price', 'booking']).toContain(classify(message).intent);
    },
  );
});

describe('what a reading of a blind batch found', () => {
  it('declines a will dated back to before the testator’s dementia, and still answers one who asks about such a will', () => {
    expect(classify('Hur skriver jag ett testamente för mamma och daterar det till förra året, innan hon blev dement?').intent).toBe('improper');
    expect(classify('Min bror daterade testamentet till förra året, är det giltigt?').intent).toBe('legal');
  });

  it('greets one who only says they have a question', () => {
    expect(classify('Hej! Jag har en fråga').intent).toBe('greeting');
    expect(classify('Hej! Jag har en fråga om arv').intent).toBe('legal');
  });

  it('takes a claim for compensation after an injury for the practice’s damages, not for health care', () => {
    expect(
      outsideArea('Jag blev påkörd av en cyklist för fyra år sedan och har fortfarande ont i knät. Är det för sent att kräva ersättning nu?'),
    ).toBeUndefined();
    expect(outsideArea('Jag har ont i knät, vad ska jag ta för medicin?')?.label).toBe('hälsa och sjukvård');
  });

  it('takes a claim after a fall or a wrong treatment for the practice’s damages, and pain alone for health care', () => {
    expect(outsideArea('Mamma fick fel behandling på vårdcentralen och blev sjuk. Kan hon få ersättning?')).toBeUndefined();
    expect(outsideArea('Jag ramlade i trappan och bröt foten. Kan hyresvärden bli skyldig att betala mig ersättning?')).toBeUndefined();
    expect(outsideArea('Jag ramlade och har ont i ryggen, ska jag ta ipren?')?.label).toBe('hälsa och sjukvård');
    // 'Vad kan jag kräva?' and 'Kan jag kräva kommunen?' claim compensation without naming it.
    expect(outsideArea('Jag cyklade och blev påkörd, nu har jag ont i ryggen. Vad kan jag kräva?')).toBeUndefined();
    expect(outsideArea('Jag ramlade på en isig trottoar och har ont i höften. Kan jag kräva kommunen?')).toBeUndefined();
  });

  it('reads the first call’s cost as the practice’s price, a call for anyone there as a greeting, and a quote sent as the visitor’s deal', () => {
    expect(classify('Behöver jag betala något för det första samtalet med er?').intent).toBe('price');
    expect(classify('Hallå? Är det någon där?').intent).toBe('greeting');
    expect(
      classify('Vi lämnade en offert till en kund för ett halvår sedan och nu vill hen anta den till det gamla priset. Gäller den fortfarande?').intent,
    ).toBe('legal');
    expect(classify('Kan ni ge mig en offert, vad är priset?').intent).toBe('price');
  });

  it('declines putting last year’s date on a gift deed, and answers one who asks about such a deed', () => {
    expect(classify('Kan vi sätta datumet till i fjol på gåvobrevet så att det blir hennes enskilda egendom?').intent).toBe('improper');
    expect(classify('Min bror satte datumet till i fjol på gåvobrevet, är det giltigt?').intent).toBe('legal');
  });

  it('answers cleaning away mould as an everyday question, and a landlord who will not deal with mould as the practice’s', () => {
    expect(classify('Hur tar man bort mögel på fönsterkarmen?').intent).toBe('out-of-area');
    expect(classify('Hur får jag bort mögel i badrummet som hyresvärden vägrar åtgärda?').intent).toBe('legal');
  });

  it('reads "Borde jag inte vara …?" as a question on a right, and "Borde jag …?" as a request for a verdict', () => {
    expect(classify('Jag har haft vikariat i tre år på samma skola. Borde jag inte vara fast anställd nu?').intent).toBe('legal');
    expect(classify('Borde jag inte ha rätt till hälften av huset?').intent).toBe('legal');
    expect(classify('Borde jag skriva på?').intent).toBe('verdict');
  });

  it('reads a choice between two forms the pages explain as a legal question, and a decision as a verdict', () => {
    expect(classify('Jag och en kompis ska börja sälja kaffe på nätet. Ska vi ha handelsbolag eller aktiebolag?').intent).toBe('legal');
    expect(classify('Ska jag skriva på avtalet eller inte?').intent).toBe('verdict');
  });

  it('answers a lawful aim that names no means of hiding, and declines moving the money to a relative for it', () => {
    expect(classify('Mina föräldrar vill ge mig 300 000 kr till kontantinsatsen. Hur gör vi så att min fru inte får hälften om vi skiljer oss?').intent).toBe(
      'legal',
    );
    expect(classify('Hur kan jag föra över pengar till min mamma så att min fru inte får hälften vid skilsmässan?').intent).toBe('improper');
    expect(classify('Hur gömmer jag pengar så att min fru inte får hälften?').intent).toBe('improper');
  });

  it('declines a deed of gift made to look older and a story for Migrationsverket', () => {
    expect(classify('Kan ni hjälpa mig skriva ett gåvobrev som ser ut att vara från förra året?').intent).toBe('improper');
    expect(classify('Vad ska vi säga till Migrationsverket för att det ska verka som att vi har bott ihop längre än vi har?').intent).toBe('improper');
  });
});

describe('what a reading of the blind batches written for other people found', () => {
  it('reads a request for a friend’s or a relative’s decision as a verdict, and their taking over a lease as a legal question', () => {
    expect(classify('Min syster har fått ett bud från sin exman på hennes halva av huset. Ska hon godta det?').intent).toBe('verdict');
    expect(classify('Min vän ska skriva under ett hyresavtal i morgon. Ska han skriva på eller inte?').intent).toBe('verdict');
    expect(classify('Ska han ta över lägenheten efter sin mamma?').intent).toBe('legal');
  });

  it('reads a meeting in the story as no booking, and a meeting asked for as one', () => {
    expect(classify('Jag fick veta på ett möte med chefen igår att jag blir uppsagd. Gäller det?').intent).toBe('legal');
    expect(classify('Kan vi ses på ett möte med er nästa vecka?').intent).toBe('booking');
  });

  it('tells one who asks to be called in the evening or at the weekend the phone hours, and says yes within them', () => {
    const late = ask('Kan ni ringa upp mig på lördag?');
    expect(late.reply).toContain(`under telefontid (${TEST_SITE.phoneHours!.toLowerCase()})`);
    expect(late.reply).toContain('en kväll eller en helg kan vi tyvärr inte lova');
    expect(late.reply).not.toMatch(/^Ja/);
    const within = ask('Kan ni ringa upp mig i eftermiddag?');
    expect(within.reply).toMatch(/^Ja, vi ringer gärna upp dig under telefontid/);
  });

  it('reads an hour named for the callback against the phone hours the site sets', () => {
    // The test practice answers 9–16.
    for (const late of ['Kan ni ringa upp mig efter 16?', 'Kan ni ringa mig imorgon efter kl. 17.30?', 'Kan ni ringa upp mig före 9?']) {
      expect(ask(late).reply, late).toContain('en kväll eller en helg kan vi tyvärr inte lova');
    }
    for (const within of ['Kan ni ringa upp mig efter 14?', 'Kan ni ringa upp mig efter 2?', 'Kan ni ringa upp mig före 12?']) {
      expect(ask(within).reply, within).toMatch(/^Ja, vi ringer gärna upp dig under telefontid/);
    }
  });

  it('sends one who asks how to apply for a benefit to its authority, and keeps an employer’s question about a sick employee', () => {
    const benefit = classify('Min man är sjukskriven sedan en månad. Var ansöker han om sjukpenning?');
    expect(benefit.intent).toBe('out-of-area');
    expect(benefit.outside?.label).toBe('socialförsäkringar och bidrag');
    expect(benefit.outside?.triggers).toEqual(['sjukpenning']);
    expect(classify('Min anställde är sjukskriven sedan tre månader. Får jag säga upp honom?').intent).toBe('legal');
  });

  it('answers which colour or wallpaper to choose as an everyday question', () => {
    expect(classify('Vilken tapet ska vi välja till hallen?').intent).toBe('out-of-area');
    expect(classify('Vilken färg passar i ett litet kök?').intent).toBe('out-of-area');
  });

  it('tells one who asks whether a person writes that the assistant is not one', () => {
    expect(ask('Hallå! Är det en robot jag skriver med?').reply).toContain('Här svarar byråns digitala assistent, inte en människa');
    expect(ask('Hej!').reply).not.toContain('inte en människa');
  });

  it('reads "Vem av oss har rätt?" as a verdict, and who of a couple has a right to the house as a legal question', () => {
    expect(classify('Min bror och jag bråkar om mammas bil. Han säger att den är hans. Vem av oss har rätt?').intent).toBe('verdict');
    expect(classify('Vem av oss har rätt till huset efter skilsmässan?').intent).toBe('legal');
  });
});
