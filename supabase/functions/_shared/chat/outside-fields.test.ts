// A question in a field the practice does not work in – health care, the school, tax, a neighbour's barking dog, a
// police case, everyday chores – is answered honestly as outside it, with the field and where to turn. The same words
// in one of the practice's own matters keep it the practice's: harm and who pays for it is skadestånd, not health
// care; a tenant's notice or an employer's dismissal stays housing or labour law, whatever else the story names.
import { describe, expect, it } from 'vitest';
import { classify } from './intents.ts';

const intentOf = (message: string) => classify(message).intent;

describe('a question outside the practice', () => {
  it.each([
    'Hur länge ska bullarna vara i ugnen?',
    'När måste man byta till vinterdäck?',
    'Vilken är den bästa pizzerian i Solna?',
    'Vilken bra pizzeria finns det nära ert kontor i Stocksund?',
    'Hur får jag bort rödvinsfläckar ur soffan?',
    'Min mamma behöver plats på ett äldreboende, hur ansöker vi?',
    'Min fot är bruten, vilken värktablett är bäst?',
    'Jag har ont i nacken, vilken värktablett är bäst?',
  ])('is answered as outside it: %s', (message) => {
    expect(intentOf(message), message).toBe('out-of-area');
  });

  it('about a stain to remove is still no legal question', () => {
    expect(classify('Hur får jag bort en kaffefläck från mattan?').intent).not.toBe('legal');
  });

  it('but a stain on a sofa the shop will not mend, and money claimed back for it, is a consumer complaint', () => {
    const message =
      'Soffan jag köpte för 18 000 kr har en fläck i tyget som inte går bort, och butiken kan varken laga den eller leverera en ny. Hur mycket pengar kan jag kräva tillbaka?';
    expect(intentOf(message)).toBe('legal');
  });

  it('and so is whether an estate must file a tax return, or whether a company needs an auditor', () => {
    expect(intentOf('Måste dödsboet deklarera?')).toBe('legal');
    expect(intentOf('Jag har en enskild firma som går bra. Behöver aktiebolaget ha en revisor om jag byter, eller kan jag slippa det i början?')).toBe('legal');
  });

  it('and so is a payment order for a parking fee, or what a landlord may deduct from the deposit for a worn floor', () => {
    expect(
      intentOf('Kronofogden har skickat ett betalningsföreläggande om en parkeringsavgift som jag tycker är fel. Vad händer om jag bara inte svarar?'),
    ).toBe('legal');
    expect(intentOf('och när jag flyttar ut, får de dra av för att golvet är lite slitet efter tre år?')).toBe('legal');
    expect(intentOf('Får jag dra av räntan på mitt lån?')).toBe('out-of-area');
  });

  it('sends a question on keeping student aid to CSN', () => {
    const csn = classify('hur många poäng måste man klara per termin för att få behålla csn');
    expect(csn.intent).toBe('out-of-area');
    expect(csn.outside?.hint).toContain('besvarar CSN');
  });

  it('and so is a concussion in a claim for compensation', () => {
    expect(intentOf('Jag halkade i butiken och fick hjärnskakning. Kan jag få ersättning?')).toBe('legal');
  });

  it('and so is compensation asked for after a crash one caused, or a roofer’s leaking work complained of in the rain', () => {
    expect(intentOf('min syster krockade med bilen i går, helt hennes fel, och nu har hon jätteont i axeln. får hon nån ersättning alls?')).toBe('legal');
    expect(intentOf('snickaren som bytte våra fönster har slarvat, det regnar in vid karmen. hur länge kan man klaga på sånt?')).toBe('legal');
  });

  it('and so is money asked for after a collision, however much it still hurts', () => {
    expect(intentOf('Jag blev påkörd när jag cyklade och var sjukskriven i tre månader, och har fortfarande ont i ryggen. Vad kan jag få pengar för?')).toBe(
      'legal',
    );
  });

  it.each([
    ['Läkaren vill inte sjukskriva mig fast jag har jätteont i ryggen. Vilken behandling har jag rätt att kräva?', 'hälsa och sjukvård'],
    ['Skolan har stängt av min son i en vecka efter ett bråk på rasten. Får de göra så?', 'skolan'],
    ['Jag har glömt att deklarera i år. Vad händer nu, får jag böter?', 'skatter och deklaration'],
    ['Vilken fond ska jag välja för mitt barns sparande?', 'sparande och placeringar'],
    ['Hur många veckor ska man vänta efter en hjärnskakning innan man börjar träna igen?', 'hälsa och sjukvård'],
    ['En av mina anställda åkte fast för rattfylleri i firmabilen. Vad kan han få för straff?', 'straffrätt (brott och brottmål)'],
    ['Kan ni tipsa om en bra redovisningsbyrå som kan ta hand om bokföringen för vårt AB?', 'skatter och deklaration'],
    ['Hur fyller jag i deklarationen när jag har sålt min bostadsrätt i år? Vilken blankett ska jag använda?', 'skatter och deklaration'],
  ])('names the field it belongs to: %s → %s', (message, label) => {
    const classified = classify(message);
    expect(classified.intent, message).toBe('out-of-area');
    expect(classified.outside?.label, message).toBe(label);
  });

  it('names traffic offences and the driving licence for a fine for speeding', () => {
    expect(classify('Jag fick böter för fortkörning, vad gör jag?').outside?.label).toBe('trafikbrott och körkort');
  });

  it("sends a neighbour's barking dog to the municipality's environment office", () => {
    const dog = classify('Grannens hund skäller varje natt och jag får inte sova. Kan jag kräva att kommunen tar hunden ifrån honom?');
    expect(dog.intent).toBe('out-of-area');
    expect(dog.outside?.hint).toMatch(/miljöförvaltning/);
  });

  it.each([
    'Min granne har polisanmält mig för olaga hot efter ett bråk i tvättstugan. Vad händer nu, behöver jag en försvarare?',
    'En anställd har polisanmält mig för misshandel efter ett bråk på jobbet. Vad händer när jag blir kallad till förhör?',
  ])('sends one reported to the police who asks about the case to a defence lawyer, whatever else the story names: %s', (question) => {
    const classified = classify(question);
    expect(classified.intent, question).toBe('out-of-area');
    expect(classified.outside?.hint, question).toContain('försvarare');
  });

  it.each([
    'Grannen under mig spelar hög musik varje natt och har skrikit hot åt mig i trapphuset. Jag har ringt polisen tre gånger. Kan han dömas för ofredande, och vad blir straffet i så fall?',
    'Grannen har hotat mig, kan han dömas för olaga hot?',
  ])('takes what punishment another person faces for a criminal case, though the story names a threat: %s', (question) => {
    expect(classify(question).outside?.label, question).toBe('straffrätt (brott och brottmål)');
  });

  it('but one harmed by someone close who asks whether he can be convicted is answered with the ways to safety, by the practice', () => {
    expect(intentOf('Min sambo slog mig igår, kan han dömas för det?')).toBe('legal');
  });
});

describe('a matter of the practice that touches such a field', () => {
  it.each([
    'Jag fick fel behandling på sjukhuset och har fortfarande ont i ryggen. Kan jag få ersättning?',
    // A stain on a garment sent back to a web shop is a question of the right to cancel, not of cleaning.
    'vi har en liten webbshop med festklänningar o en kund har skickat tillbaka en klänning inom 14 dagar, men den luktar parfym o har en fläck på kjolen så hon har uppenbarligen haft den på fest. måste vi betala tillbaka hela summan?',
    'Läkaren på vårdcentralen sa att min fot bara var stukad, men den var bruten. Nu har den läkt fel. Kan jag få ersättning?',
    // A fall outside a shop, and whether the shop must pay, is a claim for damages.
    'Min mamma halkade på en isfläck precis utanför mataffären och bröt höften. Det var inte sandat. Kan affären bli skyldig att betala?',
    'Försäkringsbolaget har erbjudit mig 40 000 kr efter bilolyckan i våras, men jag har fortfarande ont i nacken. Om jag tackar ja nu, kan jag få mer senare om det blir värre?',
    'Jag blev påkörd av en bil på ett övergångsställe 2021 och har fortfarande ont i nacken, men jag har aldrig sökt någon ersättning. Är det för sent nu?',
  ])('is harm and who pays for it, skadestånd, not health care: %s', (question) => {
    expect(intentOf(question), question).toBe('legal');
  });

  it.each([
    'Hyresvärden har ställt in en ny ugn och höjt hyran, får han det?',
    'Hyresvärden vill säga upp mig för att min hund skäller. Får han det?',
    // A boss who 'skäller' is no animal.
    'Min chef skäller på mig varje dag inför alla. Kan jag säga upp mig och få ersättning?',
    'Chefen vill säga upp mig för att jag varit sjukskriven mycket, får han det?',
    'Jag har jobbat som vikarie på ett äldreboende sedan 2023, hela tiden nya kontrakt. När måste de ge mig fast jobb?',
    'Vi äger en pizzeria i Solna och hyresvärden vill höja hyran. Får han det?',
    'Vi tog över vårt hus i augusti och nu i november luktar det mögel i källaren och det finns fuktfläckar bakom en garderob. Besiktningsmannen anmärkte inte på källaren. Kan vi kräva något?',
    // A suspension from school next to a custody dispute: the custody is the question.
    'Skolan har stängt av min son och mitt ex vill nu ha ensam vårdnad. Kan hon få det?',
    // The rent of the flat left for a care home is the tenant's notice period, not the care.
    'Hej, min mamma har äntligen fått plats på ett äldreboende och flyttar dit nästa månad. Hur länge måste hon fortsätta betala hyran för sin gamla hyreslägenhet efter att hon sagt upp den?',
    'Mamma ska flytta till ett äldreboende. Hur snabbt kan hon säga upp sin hyreslägenhet?',
    // A loan for a driving licence is a loan: the licence is only what it was for.
    'För fem år sedan lånade jag ut 80 000 kronor till mitt barnbarn till körkort och bil. Vi skrev inget papper och han har inte betalat något. Är det för sent för mig att kräva tillbaka pengarna?',
  ])('stays a question of housing, labour or family law, a loan, or a fault in a house bought: %s', (question) => {
    expect(intentOf(question), question).toBe('legal');
  });

  it.each([
    ['Hur mycket kostar en plats på äldreboende?', 'socialtjänsten'],
    [
      'Jag fick en felparkeringsavgift från kommunen utanför min egen hyreslägenhet fast jag bara lastade ur. Hur bestrider jag den?',
      'trafikbrott och körkort',
    ],
  ])('while the care home’s fee, or a parking fine by one’s flat, stays outside: %s', (question, field) => {
    expect(classify(question).outside?.label, question).toBe(field);
  });

  it.each([
    'Min anställda är misstänkt för stöld, kan vi avskeda henne?',
    'Jag blev polisanmäld av min hyresvärd för skadegörelse, kan han säga upp mitt kontrakt?',
    'Jag har blivit anmäld till Migrationsverket, vad händer nu med mitt uppehållstillstånd?',
  ])('with a police report in the story stays ours when it asks about the practice’s own matter: %s', (question) => {
    expect(intentOf(question), question).toBe('legal');
  });
});
