// The home page's content: the nine situations, the eight service categories, the
// three-step process and the related links. Plain data: only type imports, so Node can read it
// for the chat's search index. Rendered by pages/home-page.tsx.
import type { HomeContent } from './home-content-schema';

export default {
  page: {
    seo: {
      title: 'Juridisk rådgivning för privatpersoner',
      description:
        'Juridisk hjälp med familj, arv, migration, fastighet och avtal. Kostnadsfri behovsanalys per telefon – de första {{freeMinutes}} minuterna är gratis.',
    },
    hero: {
      title: 'Juridisk hjälp när du behöver den – tydligt, tryggt och till fast pris',
      lead: 'Berätta kort om din situation så ringer vi upp dig för en kostnadsfri behovsanalys. De första {{freeMinutes}} minuterna är gratis, och du får veta vad som gäller och vad nästa steg kostar innan du bestämmer dig.',
      mailSubject: 'Fråga via webbplatsen',
    },
    sections: {
      situations: {
        heading: 'Din situation',
        intro:
          'Står du inför en separation, ett arv, ett bostadsköp eller ett beslut från Migrationsverket? Välj det som liknar din situation – så ser du vad som gäller och vad du bör göra först.',
      },
      categories: { heading: 'Våra tjänster', intro: 'Vi hjälper privatpersoner i hela Sverige inom åtta rättsområden.' },
      process: { heading: 'Så går det till' },
      team: { heading: 'Teamet' },
      related: { heading: 'Hitta rätt hjälp' },
    },
    team: {
      before: 'Du får en egen jurist som följer ditt ärende från början till slut, med språkstöd när det behövs. Vårt arbete leds av chefsjurist',
      after: 'med inriktning på fastighetsrätt, migrationsrätt och familjerätt.',
      aboutLink: 'Läs mer om oss och hur vi arbetar',
    },
    help: {
      title: 'Få hjälp nu',
      call: 'Ring oss för en kostnadsfri behovsanalys – de första {{freeMinutes}} minuterna är gratis och du förbinder dig inte till något.',
      mailSubject: 'Jag behöver hjälp',
      write:
        'Vill du hellre skriva? Beskriv ditt ärende i [formuläret överst på sidan](/#beskriv-ditt-arende) eller på [kontaktsidan](/kontakt), så hör vi av oss inom {{replyHours}} timmar.',
    },
  },

  // The first six show by default (docs/product-rules.md#lists-and-limits), so the most common and most urgent come first.
  situations: [
    {
      id: 'avslag-fran-migrationsverket',
      title: 'Avslag från Migrationsverket',
      icon: 'gavel',
      description: 'Du har fått avslag på en ansökan om uppehålls- eller arbetstillstånd. Fristen för att överklaga är bara tre veckor.',
      fullDescription: [
        'Ett avslag från Migrationsverket kan överklagas till migrationsdomstolen. Överklagandet ska ha kommit in till **Migrationsverket inom tre veckor** från den dag du fick del av beslutet (förvaltningslagen 44 §). Kommer det in för sent prövas det inte alls.',
        'Läs beslutet noga och anteckna vilken dag du fick det. Skriv vilket beslut du överklagar, hur du vill att det ändras och varför, och bifoga det som styrker dina skäl. Hinner du inte få fram all bevisning kan du skicka in överklagandet i tid och komplettera efteråt.',
        'Migrationsverket prövar först om beslutet ska ändras och skickar annars överklagandet vidare till migrationsdomstolen. Ibland är en ny ansökan en bättre väg än ett överklagande, till exempel när ett dokument saknades. Vi hjälper dig att välja rätt väg – läs mer om [migrationsrätt](/services/migration).',
      ],
      services: [
        { name: 'Överklagande till migrationsdomstolen', href: '/services/migration' },
        { name: 'Ny ansökan om arbets- eller uppehållstillstånd', href: '/services/migration' },
        { name: 'Familjeåterförening', href: '/services/migration' },
      ],
      timeframe: '',
      urgency: 'Akut',
    },
    {
      id: 'nagon-har-avlidit',
      title: 'Någon har avlidit',
      icon: 'scroll',
      description: 'En närstående har gått bort och du behöver veta vad som ska göras med dödsboet – bouppteckning, arv och testamente.',
      fullDescription: [
        'När någon dör bildas ett dödsbo som förvaltas gemensamt av dödsbodelägarna, i regel efterlevande make, arvingar och universella testamentstagare (ärvdabalken 18 kap. 1 §). Sälj eller dela inte ut något ur dödsboet förrän det är klart vem som ärver och vilka skulder som finns.',
        'En bouppteckning ska förrättas **inom tre månader från dödsfallet** och lämnas in till Skatteverket senast en månad efter förrättningen (ärvdabalken 20 kap.). Behöver ni mer tid kan ni begära anstånd hos Skatteverket. Räcker tillgångarna bara till begravningen och andra kostnader för dödsfallet kan en dödsboanmälan hos kommunen ersätta bouppteckningen.',
        'Finns ett testamente ska arvingarna delges det. Den som vill klandra testamentet måste väcka talan inom sex månader från delgivningen, och ett barn som vill ha ut sin laglott måste begära jämkning inom samma tid. Barn från ett tidigare förhållande har rätt att få ut sitt arv direkt. Läs mer i [Arvsrätt – testamente, bouppteckning och arvskifte](/articles/arvsratt-testamente-arvskifte).',
      ],
      services: [
        { name: 'Bouppteckning', href: '/services/arv' },
        { name: 'Arvskifte', href: '/services/arv' },
        { name: 'Testamente och laglott', href: '/services/arv' },
        { name: 'Bodelning när en make har avlidit', href: '/services/arv' },
      ],
      timeframe: '',
      urgency: 'Hög',
    },
    {
      id: 'skilsmassa-eller-separation',
      title: 'Skilsmässa eller separation',
      icon: 'heart-crack',
      description: 'Ni ska skiljas eller flytta isär och behöver veta vad som gäller för betänketid, bostaden och hur egendomen ska delas.',
      fullDescription: [
        'Gifta ansöker om äktenskapsskillnad hos tingsrätten, tillsammans eller var för sig. Betänketiden är **sex månader** om bara en av er vill skiljas, om någon av er begär den eller om någon av er varaktigt bor tillsammans med eget barn under 16 år som han eller hon har vårdnaden om (äktenskapsbalken 5 kap. 1–2 §§). Efter betänketiden måste någon av er begära dom inom ett år från att den började, annars faller ärendet. Räkna med 6–12 månader i allt.',
        'Egendomen delas genom en bodelning. Utgångspunkten är att giftorättsgodset delas lika, medan egendom som är enskild enligt äktenskapsförord, gåvobrev eller testamente hålls utanför. Det som fanns den dag ansökan kom in till tingsrätten är det som ska delas (äktenskapsbalken 9 kap. 2 §).',
        'Sambor delar bara samboegendom – gemensam bostad och bohag som skaffats för gemensamt bruk – och bodelning måste begäras **senast ett år** efter att samboförhållandet upphörde (sambolagen (2003:376) 8 §). Har ni barn behöver ni också komma överens om [vårdnad, boende och umgänge](/services/barn).',
      ],
      services: [
        { name: 'Skilsmässa', href: '/services/familj' },
        { name: 'Bodelning', href: '/services/familj' },
        { name: 'Separation mellan sambor', href: '/services/familj' },
        { name: 'Vårdnad, boende och umgänge', href: '/services/barn' },
      ],
      timeframe: '',
      urgency: 'Medel',
    },
    {
      id: 'tvist-om-vardnad-eller-umgange',
      title: 'Tvist om vårdnad eller umgänge',
      icon: 'baby',
      description: 'Ni är inte överens om var barnet ska bo, vem som ska ha vårdnaden eller hur umgänget ska gå till.',
      fullDescription: [
        'Barnets bästa avgör alla frågor om vårdnad, boende och umgänge (föräldrabalken 6 kap. 2 a §). Gemensam vårdnad fortsätter efter en skilsmässa om inte domstolen beslutar något annat, och barnet har rätt till umgänge med den förälder det inte bor hos.',
        'Börja med familjerätten i din kommun. Där kan ni få kostnadsfria samarbetssamtal och skriva ett avtal om vårdnad, boende och umgänge som gäller som en dom när socialnämnden har godkänt det. Anteckna vad som händer, spara meddelanden och håll barnet utanför konflikten.',
        'Går det inte att komma överens kan tingsrätten pröva frågan och besluta om vad som ska gälla under tiden. Hur barnet faktiskt har levt under en längre period väger tungt i bedömningen, så vänta inte om umgänget har upphört eller barnet har flyttat.',
      ],
      services: [
        { name: 'Vårdnad', href: '/services/barn' },
        { name: 'Boende och umgänge', href: '/services/barn' },
        { name: 'Avtal om vårdnad, boende och umgänge', href: '/services/barn' },
        { name: 'Vårdnadstvist i tingsrätten', href: '/services/barn' },
      ],
      timeframe: '',
      urgency: 'Hög',
    },
    {
      id: 'uppsagd-fran-din-hyresratt',
      title: 'Uppsagd från din hyresrätt',
      icon: 'key',
      description: 'Hyresvärden har sagt upp ditt hyresavtal eller hotar med att göra det. Flytta inte innan du vet vad som gäller.',
      fullDescription: [
        'Som hyresgäst i en bostad har du i regel besittningsskydd: hyresvärden kan bara avsluta avtalet mot din vilja av de skäl som anges i hyreslagen (jordabalken 12 kap.), och godtar du inte uppsägningen är det hyresnämnden som prövar frågan. Uppsägningen ska vara skriftlig, och uppsägningstiden för ett avtal på obestämd tid är normalt tre månader.',
        'Har du sagts upp för att hyran inte har betalats kan du ofta få behålla lägenheten om du betalar hela skulden inom **tre veckor** från att du fick hyresvärdens underrättelse om att du kan återvinna hyresrätten (jordabalken 12 kap. 44 §). Den fristen är kort – betala, eller kontakta socialtjänsten, direkt.',
        'Spara uppsägningen och all korrespondens, anteckna vilken dag du fick den och svara hyresvärden skriftligt om du inte godtar den. Gäller uppsägningen störningar eller otillåten andrahandsuthyrning är det viktigt att snabbt kunna visa att problemet har upphört.',
      ],
      services: [
        { name: 'Uppsägning och besittningsskydd', href: '/services/fastighet' },
        { name: 'Obetald hyra och återvinning', href: '/services/fastighet' },
        { name: 'Tvist i hyresnämnden', href: '/services/fastighet' },
        { name: 'Andrahandsuthyrning', href: '/services/fastighet' },
      ],
      timeframe: '',
      urgency: 'Hög',
    },
    {
      id: 'fel-i-bostaden-efter-kop',
      title: 'Fel i bostaden efter köp',
      icon: 'house',
      description: 'Du har köpt ett hus eller en bostadsrätt och upptäckt fuktskador, läckage eller andra fel som du inte kände till.',
      fullDescription: [
        'Vid köp av ett hus ansvarar säljaren för dolda fel, alltså fel som du inte kunde upptäcka vid en noggrann undersökning (jordabalken 4 kap. 19 §). Köparen har en långtgående undersökningsplikt, så det som syntes eller borde ha upptäckts vid besiktningen kan du sällan kräva ersättning för. Vid köp av en bostadsrätt gäller i stället köplagen (1990:931).',
        'Du måste **reklamera inom skälig tid** efter att du märkt eller borde ha märkt felet. Den som dröjer riskerar att förlora rätten att åberopa felet. För hus är den yttersta gränsen tio år från tillträdet (jordabalken 4 kap. 19 b §), för bostadsrätter två år från tillträdet (köplagen 32 §).',
        'Dokumentera felet med bilder, förhindra att skadan blir värre, gå igenom köpekontraktet och besiktningsprotokollet och meddela säljaren skriftligt vad du har upptäckt. Kontrollera också vad din hemförsäkring och en eventuell dolda fel-försäkring täcker. Läs mer i [Fastighetsbesiktning – så fungerar din undersökningsplikt](/articles/fastighetsbesiktning-guide).',
      ],
      services: [
        { name: 'Reklamation av dolda fel', href: '/services/fastighet' },
        { name: 'Krav och förhandling med säljaren', href: '/services/fastighet' },
        { name: 'Fel i bostadsrätt', href: '/services/fastighet' },
        { name: 'Tvist i domstol', href: '/services/fastighet' },
      ],
      timeframe: '',
      urgency: 'Hög',
    },
    {
      id: 'vara-eller-tjanst-med-fel',
      title: 'Vara eller tjänst med fel',
      icon: 'shopping-bag',
      description: 'En vara du har köpt har gått sönder eller en hantverkare har gjort ett dåligt jobb, och företaget vill inte ta ansvar.',
      fullDescription: [
        'När du köper en vara av ett företag gäller konsumentköplagen (2022:260), och när du anlitar ett företag för en tjänst, till exempel en reparation, gäller konsumenttjänstlagen (1985:716). Båda är tvingande till din förmån. Du kan i första hand kräva att felet åtgärdas eller att du får en ny vara, i andra hand prisavdrag eller hävning, och dessutom skadestånd.',
        'Reklamera skriftligt inom skälig tid efter att du märkt felet – **inom två månader** är du alltid i tid. För varor är den yttersta gränsen tre år från att du fick varan, och fel som visar sig inom två år antas ha funnits från början. Det är då företaget som måste visa att det inte var så.',
        'Har du köpt på nätet har du dessutom normalt 14 dagars ångerrätt. Säger företaget nej kan du anmäla tvisten till Allmänna reklamationsnämnden, som prövar den skriftligt och betydligt billigare än en domstol. Läs mer i [Konsumenträtt – dina rättigheter vid reklamation](/articles/konsumentratt-rattigheter-reklamation).',
      ],
      services: [
        { name: 'Reklamation', href: '/services/handel' },
        { name: 'Ångerrätt vid köp på nätet', href: '/services/handel' },
        { name: 'Tvist med hantverkare', href: '/services/handel' },
        { name: 'Anmälan till Allmänna reklamationsnämnden', href: '/services/handel' },
      ],
      timeframe: '',
      urgency: 'Medel',
    },
    {
      id: 'skadad-vem-betalar',
      title: 'Skadad – vem betalar?',
      icon: 'siren',
      description: 'Du har skadats i en olycka, i trafiken eller genom någon annans vårdslöshet och undrar vem som ska ersätta dig.',
      fullDescription: [
        'Vem som betalar beror på hur skadan uppstod. Personskador i trafiken ersätts av trafikförsäkringen enligt trafikskadelagen (1975:1410), i de flesta fall oavsett vem som orsakade olyckan. Har någon vållat skadan genom vårdslöshet kan den personen, dennes arbetsgivare eller försäkring bli skadeståndsskyldig enligt skadeståndslagen (1972:207). Din egen olycksfalls- eller hemförsäkring kan också ge ersättning.',
        'Sök vård och se till att skadorna dokumenteras i journalen. Polisanmäl om skadan kan bero på ett brott, anmäl skadan till försäkringsbolaget så snart som möjligt och spara kvitton på alla kostnader – läkarbesök, mediciner, resor och förlorad inkomst.',
        'Ett skadeståndsanspråk preskriberas i regel efter tio år (preskriptionslagen (1981:130)), men vissa lagar har kortare frister, och försäkringsbolaget vill ha skadeanmälan så snart som möjligt. Ersättningen för inkomstförlust, sveda och värk och bestående men kan bli betydande, så låt gärna någon granska försäkringsbolagets beräkning innan du godtar den.',
      ],
      services: [
        { name: 'Personskada', href: '/services/skador' },
        { name: 'Trafikskada', href: '/services/skador' },
        { name: 'Förhandling med försäkringsbolaget', href: '/services/skador' },
        { name: 'Skada orsakad av en produkt', href: '/services/skador' },
      ],
      timeframe: '',
      urgency: 'Medel',
    },
    {
      id: 'du-har-lanat-ut-pengar',
      title: 'Du har lånat ut pengar som inte betalas tillbaka',
      icon: 'banknote',
      description: 'Du har lånat ut pengar till en vän, en släkting eller en tidigare partner, och pengarna kommer inte tillbaka.',
      fullDescription: [
        'Ett lån gäller även utan skuldebrev. Kan du visa att pengarna fördes över är det som huvudregel den som tog emot dem som måste visa att de var en gåva (NJA 2014 s. 364). Sms, mejl, banköverföringar med meddelandet ”lån” och vittnen stärker din sak. Finns ett skuldebrev gäller skuldebrevslagen (1936:81).',
        'Skicka ett skriftligt betalningskrav med belopp, sista betalningsdag och kontonummer. Bestrider låntagaren inte skulden kan du ansöka om betalningsföreläggande hos Kronofogden, vilket kostar {{fakta.betalningsforelaggandeAvgift}}. Bestrids den prövas frågan av tingsrätten, och gäller tvisten högst ett halvt prisbasbelopp ({{fakta.ftMalGrans}} år {{fakta.prisbasbelopp.ar}}) handläggs den som ett förenklat tvistemål med begränsad kostnadsrisk.',
        'Tiden är sällan akut: en fordran preskriberas normalt efter tio år, och preskriptionen avbryts när låntagaren får ett skriftligt krav från dig eller erkänner skulden (preskriptionslagen (1981:130)). Men ju längre du väntar, desto svårare kan det bli att bevisa lånet och få betalt.',
      ],
      services: [
        { name: 'Betalningskrav och Kronofogden', href: '/services/ekonomi' },
        { name: 'Skuldebrev', href: '/services/ekonomi' },
        { name: 'Gåva eller lån – bevisfrågor', href: '/services/ekonomi' },
        { name: 'Tvist i tingsrätten', href: '/services/ekonomi' },
      ],
      timeframe: '',
      urgency: 'Låg',
    },
  ],

  categories: [
    {
      title: 'Familj',
      icon: 'users',
      href: '/services/familj',
      description: 'Skilsmässa, bodelning, samboavtal och äktenskapsförord – när familjen bildas eller går isär.',
      expertise: 'Vi arbetar med äktenskapsbalken och sambolagen, från avtal som förebygger tvister till bodelningar när ett förhållande tar slut.',
      services: [
        {
          name: 'Skilsmässa',
          description: 'Ansökan om äktenskapsskillnad, betänketid och vad som gäller under tiden.',
          details:
            'Betänketiden är sex månader om någon av er begär den eller om någon bor med eget barn under 16 år som han eller hon har vårdnaden om (äktenskapsbalken 5 kap.). Hela processen tar ofta 6–12 månader.',
          timeframe: 'Ofta 6–12 månader',
          benefits: ['Rätt ansökan från början', 'Klart besked om betänketiden'],
        },
        {
          name: 'Bodelning',
          description: 'Fördelning av giftorättsgods eller samboegendom när förhållandet tar slut.',
          details: 'Vi reder ut vad som är giftorättsgods och vad som är enskild egendom, räknar fram andelarna och skriver en bodelningshandling som håller.',
          timeframe: '',
          benefits: ['Genomgång av all egendom och alla skulder', 'En bodelningshandling som ni båda kan skriva under'],
        },
        {
          name: 'Äktenskapsförord',
          description: 'Avtal om att viss egendom ska vara enskild i stället för giftorättsgods.',
          details:
            'Ett äktenskapsförord ska vara skriftligt, undertecknat av båda makarna och registrerat hos Skatteverket för att gälla (äktenskapsbalken 7 kap.).',
          timeframe: 'Ofta 1–2 veckor, därefter registrering',
          benefits: ['Formkraven uppfyllda', 'Hjälp med registreringen hos Skatteverket'],
        },
        {
          name: 'Samboavtal',
          description: 'Avtal om att samboegendom inte ska delas, eller om hur den ska delas.',
          details:
            'Sambolagen ger ett begränsat skydd och sambor ärver inte varandra. Ett samboavtal tillsammans med testamente kan ge den trygghet som lagen inte ger.',
          timeframe: 'Ofta 1–2 veckor',
          benefits: ['Anpassat efter er ekonomi', 'Besked om när ett testamente också behövs'],
        },
        {
          name: 'Övrigt',
          description: 'Andra frågor inom familjerätten, till exempel underhåll mellan makar eller vem som får bo kvar i bostaden.',
          details: 'Berätta vad det gäller så bedömer vi i behovsanalysen om och hur vi kan hjälpa dig.',
          timeframe: '',
          benefits: ['Kostnadsfri behovsanalys – de första {{freeMinutes}} minuterna', 'Besked om nästa steg'],
        },
      ],
      benefits: [
        'Kostnadsfri behovsanalys – de första {{freeMinutes}} minuterna',
        'Fast pris efter behovsanalysen',
        'En egen jurist genom hela ärendet',
        'Språkhjälp vid behov',
      ],
    },
    {
      title: 'Barn',
      icon: 'baby',
      href: '/services/barn',
      description: 'Vårdnad, boende och umgänge – med barnets bästa i centrum.',
      expertise: 'Vi arbetar med föräldrabalken och hjälper er i första hand att hitta en lösning som ni båda kan stå för, och vid behov i tingsrätten.',
      services: [
        {
          name: 'Vårdnad',
          description: 'Gemensam eller ensam vårdnad och vad det betyder i vardagen.',
          details:
            'Gemensam vårdnad är huvudregeln även efter en separation, men domstolen kan besluta om ensam vårdnad om det är bäst för barnet (föräldrabalken 6 kap.).',
          timeframe: '',
          benefits: ['Tydligt besked om dina möjligheter', 'Barnets bästa i centrum'],
        },
        {
          name: 'Boende',
          description: 'Var barnet ska bo – hos en av er eller växelvis.',
          details: 'Vi hjälper dig att ta fram ett förslag som fungerar i praktiken och tar hänsyn till barnets ålder, skola och vilja.',
          timeframe: '',
          benefits: ['Ett genomtänkt förslag', 'Hjälp inför samtal med familjerätten'],
        },
        {
          name: 'Umgänge',
          description: 'Hur barnet ska träffa den förälder det inte bor hos.',
          details: 'Barnet har rätt till umgänge med båda föräldrarna. Vi hjälper dig när umgänget inte fungerar eller när det finns oro för barnets säkerhet.',
          timeframe: '',
          benefits: ['Konkreta förslag på umgängesschema', 'Stöd när avtalet inte följs'],
        },
        {
          name: 'Avtal och domstol',
          description: 'Avtal som socialnämnden godkänner, eller en process i tingsrätten.',
          details:
            'Ett avtal om vårdnad, boende eller umgänge som socialnämnden har godkänt gäller som en dom. Går det inte att enas kan tingsrätten besluta om vad som ska gälla under tiden.',
          timeframe: '',
          benefits: ['Avtal som håller', 'Förberedelse inför varje förhandling'],
        },
        {
          name: 'Övrigt',
          description: 'Andra frågor om barn och föräldrar, till exempel underhållsbidrag eller flytt med barn.',
          details: 'Berätta vad det gäller så bedömer vi i behovsanalysen om och hur vi kan hjälpa dig.',
          timeframe: '',
          benefits: ['Kostnadsfri behovsanalys – de första {{freeMinutes}} minuterna', 'Besked om nästa steg'],
        },
      ],
      benefits: [
        'Kostnadsfri behovsanalys – de första {{freeMinutes}} minuterna',
        'En egen jurist genom hela ärendet',
        'Fast pris efter behovsanalysen',
        'Språkhjälp vid behov',
      ],
    },
    {
      title: 'Arv',
      icon: 'scroll',
      href: '/services/arv',
      description: 'Testamente, bouppteckning och arvskifte – från planering till ett avslutat dödsbo.',
      expertise: 'Vi arbetar med ärvdabalken och lagen om framtidsfullmakter och hjälper både den som vill planera och den som ska ta hand om ett dödsbo.',
      services: [
        {
          name: 'Testamente',
          description: 'Ett testamente som uppfyller formkraven och säger det du menar.',
          details:
            'Ett testamente ska vara skriftligt och bevittnas av två personer som är närvarande samtidigt (ärvdabalken 10 kap. 1 §). Vi tar också hänsyn till barnens laglott och särkullbarns rätt.',
          timeframe: 'Ofta 1–2 veckor',
          benefits: ['Formkraven uppfyllda', 'Tydliga formuleringar som minskar risken för tvist'],
        },
        {
          name: 'Bouppteckning',
          description: 'Förrättning och inlämning till Skatteverket inom lagens frister.',
          details:
            'Bouppteckningen ska förrättas inom tre månader från dödsfallet och lämnas in till Skatteverket senast en månad efter förrättningen (ärvdabalken 20 kap.).',
          timeframe: 'Inom 3 månader från dödsfallet',
          benefits: ['Fristerna hålls', 'Korrekt underlag till Skatteverket'],
        },
        {
          name: 'Arvskifte',
          description: 'Fördelning av dödsboets tillgångar mellan arvingarna.',
          details:
            'Arvskiftet ska vara skriftligt och undertecknas av alla dödsbodelägare (ärvdabalken 23 kap. 4 §). Vi räknar fram andelarna med hänsyn till testamente och bodelning.',
          timeframe: '',
          benefits: ['Rätt fördelning enligt lag och testamente', 'En handling som alla kan skriva under'],
        },
        {
          name: 'Framtidsfullmakt',
          description: 'Bestäm själv vem som ska sköta dina angelägenheter om du inte längre kan.',
          details:
            'En framtidsfullmakt enligt lagen (2017:310) om framtidsfullmakter ska vara skriftlig och bevittnas av två personer. Den börjar gälla först när du inte längre kan ta hand om dina angelägenheter.',
          timeframe: 'Ofta 1–2 veckor',
          benefits: ['Formkraven uppfyllda', 'Fullmakt anpassad efter dina behov'],
        },
        {
          name: 'Övrigt',
          description: 'Andra arvsfrågor, till exempel laglott, klander av testamente eller förvaltning av ett dödsbo.',
          details:
            'Vissa arvsfrågor har korta frister, till exempel sex månader från delgivningen för att klandra ett testamente eller begära jämkning för laglott.',
          timeframe: '',
          benefits: ['Kostnadsfri behovsanalys – de första {{freeMinutes}} minuterna', 'Besked om vilka frister som gäller'],
        },
      ],
      benefits: [
        'Kostnadsfri behovsanalys – de första {{freeMinutes}} minuterna',
        'Fast pris efter behovsanalysen',
        'En egen jurist genom hela ärendet',
        'Språkhjälp vid behov',
      ],
    },
    {
      title: 'Migration',
      icon: 'globe',
      href: '/services/migration',
      description: 'Arbetstillstånd, uppehållstillstånd, familjeåterförening och överklaganden.',
      expertise: 'Vi arbetar med utlänningslagen (2005:716) och Migrationsverkets krav och hjälper dig att lämna in en komplett ansökan från början.',
      services: [
        {
          name: 'Arbetstillstånd',
          description: 'Ansökan om arbetstillstånd och förlängning.',
          details:
            'Tidigare räckte {{fakta.lonekravFore2023}} i månaden. Sedan den {{fakta.lonekravProcent.fran}} krävs en lön på minst {{fakta.lonekravProcent}} av medianlönen ({{fakta.lonekrav}} i månaden med den medianlön som SCB publicerade 2025) och villkor i nivå med kollektivavtal.',
          timeframe: 'Ofta 2–4 månader hos Migrationsverket',
          benefits: ['Kontroll av lön och villkor före ansökan', 'Komplett ansökan från början'],
        },
        {
          name: 'Familjeåterförening',
          description: 'Uppehållstillstånd för make, maka, sambo, registrerad partner eller barn under 18 år.',
          details:
            'I de flesta fall gäller ett försörjningskrav: den som bor i Sverige ska kunna försörja sig själv och familjen och ha en bostad av tillräcklig storlek och standard. Makar och sambor ska som huvudregel båda ha fyllt 21 år.',
          timeframe: '',
          benefits: ['Genomgång av försörjningskravet', 'Språkhjälp vid behov'],
        },
        {
          name: 'Permanent uppehållstillstånd',
          description: 'Permanent uppehållstillstånd och vägen till svenskt medborgarskap.',
          details:
            'Efter fyra år med arbetstillstånd under de senaste sju åren kan permanent uppehållstillstånd bli aktuellt. Medborgarskap kräver bland annat styrkt identitet, permanent uppehållstillstånd, hemvist i Sverige under en viss tid och skötsamhet. Kraven har skärpts, enligt uppgifter vi ännu inte har kunnat bekräfta i lagtexten med åtta års hemvist som huvudregel från den {{fakta.medborgarskapInkomstkrav.fran}}, så vi kontrollerar vad som gäller för just din ansökan.',
          timeframe: '',
          benefits: ['Besked om när du uppfyller kraven', 'Rätt underlag till Migrationsverket'],
        },
        {
          name: 'Överklagande',
          description: 'Överklagande av Migrationsverkets beslut till migrationsdomstolen.',
          details:
            'Överklagandet ska ha kommit in inom tre veckor från att du fick del av beslutet (förvaltningslagen 44 §). Vi bedömer om ett överklagande eller en ny ansökan är den bästa vägen.',
          timeframe: 'Inom 3 veckor från beslutet',
          benefits: ['Fristen hålls', 'Genomgång av beslutets skäl'],
        },
        {
          name: 'Övrigt',
          description: 'Andra migrationsfrågor, till exempel uppehållstillstånd för studier eller uppehållsrätt för EU-medborgares familj.',
          details: 'Berätta vad det gäller så bedömer vi i behovsanalysen om och hur vi kan hjälpa dig.',
          timeframe: '',
          benefits: ['Kostnadsfri behovsanalys – de första {{freeMinutes}} minuterna', 'Språkhjälp vid behov'],
        },
      ],
      benefits: [
        'Språkhjälp vid behov',
        'Fast pris efter behovsanalysen',
        'En egen jurist genom hela ärendet',
        'Kostnadsfri behovsanalys – de första {{freeMinutes}} minuterna',
      ],
    },
    {
      title: 'Fastighet',
      icon: 'house',
      href: '/services/fastighet',
      description: 'Köp och försäljning, fel i fastighet, bostadsrätt och hyra.',
      expertise:
        'Vi arbetar med jordabalken, bostadsrättslagen och hyreslagen och granskar helst avtalet innan du skriver under, då det är lättast att undvika en tvist.',
      services: [
        {
          name: 'Köp och försäljning',
          description: 'Granskning av köpekontrakt och hjälp fram till tillträdet.',
          details:
            'Ett köp av fast egendom kräver ett skriftligt köpekontrakt (jordabalken 4 kap. 1 §). För lagfarten betalar du stämpelskatt på {{fakta.stampelskattKop}} av priset, eller av taxeringsvärdet om det är högre, plus en expeditionsavgift på {{fakta.lagfartAvgift}}.',
          timeframe: '',
          benefits: ['Granskning innan du skriver under', 'Besked om alla kostnader vid köpet'],
        },
        {
          name: 'Fel i fastighet',
          description: 'Dolda fel, reklamation och krav mot säljaren.',
          details:
            'Säljaren ansvarar för dolda fel som du inte kunde upptäcka vid en noggrann undersökning (jordabalken 4 kap. 19 §). Reklamera inom skälig tid; den yttersta gränsen är tio år från tillträdet.',
          timeframe: '',
          benefits: ['Bedömning av om felet är dolt', 'Reklamation i rätt tid'],
        },
        {
          name: 'Bostadsrätt',
          description: 'Köp av bostadsrätt, föreningens ekonomi och tvister med föreningen.',
          details: 'Vi granskar överlåtelseavtalet, föreningens årsredovisning och stadgar och hjälper dig om du hamnar i tvist med föreningen eller säljaren.',
          timeframe: '',
          benefits: ['Genomgång av föreningens ekonomi', 'Stöd i tvist med föreningen'],
        },
        {
          name: 'Hyra',
          description: 'Uppsägning, besittningsskydd, andrahandsuthyrning och tvister i hyresnämnden.',
          details:
            'Hyresgästens uppsägningstid är tre månader för ett avtal på obestämd tid (jordabalken 12 kap. 4 §). Säger hyresvärden upp dig har du i regel besittningsskydd.',
          timeframe: '',
          benefits: ['Besked om ditt besittningsskydd', 'Stöd i hyresnämnden'],
        },
        {
          name: 'Övrigt',
          description: 'Andra fastighetsfrågor, till exempel lagfart och pantbrev, servitut eller samägande.',
          details:
            'Nya pantbrev kostar {{fakta.stampelskattPantbrev}} av beloppet plus {{fakta.pantbrevAvgift}}. Berätta vad det gäller så bedömer vi i behovsanalysen hur vi kan hjälpa dig.',
          timeframe: '',
          benefits: ['Kostnadsfri behovsanalys – de första {{freeMinutes}} minuterna', 'Besked om nästa steg'],
        },
      ],
      benefits: [
        'Kostnadsfri behovsanalys – de första {{freeMinutes}} minuterna',
        'Fast pris efter behovsanalysen',
        'En egen jurist genom hela ärendet',
        'Språkhjälp vid behov',
      ],
    },
    {
      title: 'Ekonomi',
      icon: 'piggy-bank',
      href: '/services/ekonomi',
      description: 'Gåvobrev, skuldebrev, lån mellan privatpersoner och borgen.',
      expertise: 'Vi skriver gåvobrev och skuldebrev som håller även när relationen inte gör det, och hjälper dig att få tillbaka pengar du har lånat ut.',
      services: [
        {
          name: 'Gåvor och gåvobrev',
          description: 'Ett gåvobrev som visar vad som är en gåva och på vilka villkor.',
          details:
            'Med ett gåvobrev kan du bestämma att gåvan ska vara mottagarens enskilda egendom. En gåva av fastighet kräver alltid ett skriftligt gåvobrev (jordabalken 4 kap. 29 §).',
          timeframe: 'Ofta 1–2 veckor',
          benefits: ['Tydliga villkor för gåvan', 'Skydd vid mottagarens skilsmässa'],
        },
        {
          name: 'Lån och skuldebrev',
          description: 'Skuldebrev för lån mellan privatpersoner, med ränta och återbetalningsplan.',
          details:
            'Ett skuldebrev gör det lätt att visa att pengarna var ett lån och inte en gåva. Vi anpassar villkoren för ränta, amortering och vad som händer om låntagaren inte betalar.',
          timeframe: 'Ofta 1–2 veckor',
          benefits: ['Bevis på att det är ett lån', 'Klara villkor för återbetalning'],
        },
        {
          name: 'Borgen',
          description: 'Vad det innebär att gå i borgen och hur du begränsar risken.',
          details:
            'Vid en proprieborgen kan långivaren kräva dig direkt när låntagaren inte betalar i tid (handelsbalken 10 kap.). Vi går igenom åtagandet innan du skriver under.',
          timeframe: '',
          benefits: ['Genomgång innan du skriver under', 'Besked om din risk'],
        },
        {
          name: 'Obetalda lån',
          description: 'Betalningskrav, betalningsföreläggande hos Kronofogden och tvist i tingsrätten.',
          details:
            'Bestrids inte skulden kan Kronofogden meddela ett utslag som går att verkställa; ansökan kostar {{fakta.betalningsforelaggandeAvgift}}. En fordran preskriberas normalt efter tio år (preskriptionslagen (1981:130)).',
          timeframe: '',
          benefits: ['Ett skriftligt krav som avbryter preskriptionen', 'Rätt väg till Kronofogden eller tingsrätten'],
        },
        {
          name: 'Övrigt',
          description: 'Andra ekonomiska frågor mellan privatpersoner, till exempel förskott på arv eller samägd egendom.',
          details: 'Berätta vad det gäller så bedömer vi i behovsanalysen om och hur vi kan hjälpa dig.',
          timeframe: '',
          benefits: ['Kostnadsfri behovsanalys – de första {{freeMinutes}} minuterna', 'Besked om nästa steg'],
        },
      ],
      benefits: ['Kostnadsfri behovsanalys – de första {{freeMinutes}} minuterna', 'Fast pris efter behovsanalysen', 'En egen jurist genom hela ärendet'],
    },
    {
      title: 'Skador',
      icon: 'shield-alert',
      href: '/services/skador',
      description: 'Skadestånd vid personskada, sakskada och ren förmögenhetsskada.',
      expertise: 'Vi arbetar med skadeståndslagen, trafikskadelagen och produktansvarslagen och granskar försäkringsbolagens beräkningar.',
      services: [
        {
          name: 'Personskada',
          description: 'Ersättning för vårdkostnader, inkomstförlust, sveda och värk och bestående men.',
          details: 'Vi samlar medicinska underlag och räknar fram vad du har rätt till enligt skadeståndslagen (1972:207) 5 kap.',
          timeframe: '',
          benefits: ['Genomgång av alla ersättningsposter', 'Granskning av försäkringsbolagets beräkning'],
        },
        {
          name: 'Fordonsskador',
          description: 'Ersättning efter en trafikolycka, för skador på både fordon och person.',
          details:
            'Personskador i trafiken ersätts från fordonets trafikförsäkring enligt trafikskadelagen (1975:1410), i de flesta fall oavsett vem som orsakade olyckan.',
          timeframe: '',
          benefits: ['Rätt försäkring och rätt motpart', 'Stöd i kontakten med försäkringsbolaget'],
        },
        {
          name: 'Skador på egendom',
          description: 'Skador på din bostad, bil eller annan egendom som någon annan har orsakat.',
          details: 'Vi utreder vem som bär ansvaret, hur mycket som ska ersättas och vad din egen försäkring täcker.',
          timeframe: '',
          benefits: ['Utredning av ansvaret', 'Beräkning av kravet'],
        },
        {
          name: 'Produktskador',
          description: 'Skador som en farlig produkt har orsakat på dig eller din egendom.',
          details:
            'Enligt produktansvarslagen (1992:18) svarar tillverkaren eller importören för skador som en säkerhetsbrist orsakar, utan att du behöver visa att någon har varit vårdslös.',
          timeframe: '',
          benefits: ['Besked om vem som är ansvarig', 'Krav inom lagens frister'],
        },
        {
          name: 'Övrigt',
          description: 'Andra skadeståndsfrågor, till exempel fel i en tjänst, ren förmögenhetsskada eller kränkningsersättning.',
          details:
            'Ett skadeståndsanspråk preskriberas i regel efter tio år, men vissa anspråk har kortare frister. Berätta vad som har hänt så bedömer vi vad du kan kräva.',
          timeframe: '',
          benefits: ['Kostnadsfri behovsanalys – de första {{freeMinutes}} minuterna', 'Besked om vilka frister som gäller'],
        },
      ],
      benefits: [
        'Kostnadsfri behovsanalys – de första {{freeMinutes}} minuterna',
        'Fast pris efter behovsanalysen',
        'En egen jurist genom hela ärendet',
        'Språkhjälp vid behov',
      ],
    },
    {
      title: 'Handel',
      icon: 'shopping-bag',
      href: '/services/handel',
      description: 'Reklamation, konsumenträtt, köpeavtal och överlåtelser.',
      expertise:
        'Vi arbetar med konsumentköplagen, konsumenttjänstlagen, distansavtalslagen och köplagen, från reklamationen till Allmänna reklamationsnämnden eller tingsrätten.',
      services: [
        {
          name: 'Reklamationer',
          description: 'Reklamation av fel i varor och tjänster som du har köpt av ett företag.',
          details:
            'Du ska reklamera inom skälig tid – inom två månader efter att du märkt felet är alltid i tid – och senast tre år efter att du fick varan (konsumentköplagen (2022:260)).',
          timeframe: '',
          benefits: ['Ett skriftligt krav som håller', 'Hjälp om företaget säger nej'],
        },
        {
          name: 'Konsumenträtt',
          description: 'Ångerrätt, försenade leveranser och tvister med företag.',
          details:
            'Vid köp på nätet har du normalt 14 dagars ångerrätt enligt lagen (2005:59) om distansavtal och avtal utanför affärslokaler. Vi hjälper dig när företaget inte betalar tillbaka.',
          timeframe: '',
          benefits: ['Besked om dina rättigheter', 'Stöd inför en anmälan till Allmänna reklamationsnämnden'],
        },
        {
          name: 'Överlåtelseavtal',
          description: 'Avtal när du överlåter en bil, en båt eller en andel i samägd egendom.',
          details: 'Vi reder ut vad som ska överlåtas, i vilket skick och vad som gäller om något visar sig vara fel.',
          timeframe: 'Standardavtal inom 48 timmar',
          benefits: ['Tydligt vad som överlåts', 'Färre tvister efteråt'],
        },
        {
          name: 'Köpeavtal',
          description: 'Köpeavtal för bil, båt och andra större köp mellan privatpersoner.',
          details:
            'Vid köp mellan privatpersoner gäller köplagen (1990:931), som ger köparen ett svagare skydd än konsumentköplagen. Ett skriftligt avtal visar vad som har utlovats.',
          timeframe: 'Standardavtal inom 48 timmar',
          benefits: ['Klara villkor om skick och fel', 'Trygghet för både köpare och säljare'],
        },
        {
          name: 'Övrigt',
          description: 'Andra frågor om köp och konsumenträtt, till exempel avbeställning eller köp från utlandet.',
          details: 'Berätta vad det gäller så bedömer vi i behovsanalysen om och hur vi kan hjälpa dig.',
          timeframe: '',
          benefits: ['Kostnadsfri behovsanalys – de första {{freeMinutes}} minuterna', 'Besked om nästa steg'],
        },
      ],
      benefits: [
        'Kostnadsfri behovsanalys – de första {{freeMinutes}} minuterna',
        'Fast pris efter behovsanalysen',
        'En egen jurist genom hela ärendet',
        'Språkhjälp vid behov',
      ],
    },
  ],

  // Describe the case, free needs analysis by phone, advisory meeting (docs/product-rules.md#the-offer-and-the-promises).
  steps: [
    {
      title: 'Beskriv ditt ärende',
      description: 'Fyll i formuläret med några rader om din situation. Vi svarar inom {{replyHours}} timmar.',
    },
    {
      title: 'Kostnadsfri behovsanalys per telefon',
      description: 'Vi ringer upp dig och går igenom ditt ärende. De första {{freeMinutes}} minuterna är kostnadsfria och du förbinder dig inte till något.',
    },
    {
      title: 'Rådgivningsmöte',
      description:
        'Vill du gå vidare bokar vi ett rådgivningsmöte med en jurist till rabatterat pris. Avbokning ska ske senast {{cancelHours}} timmar före mötet.',
    },
  ],

  // At most 8 – the five local pages and the articles behind the most common situations.
  related: [
    '/services/fastighetsratt-solna',
    '/services/familjeratt-solna',
    '/services/arvsratt-husby',
    '/services/migrationsratt-rinkeby',
    '/services/avtalsratt-ostermalm',
    '/articles/familjeratt-skilsmassa-bodelning',
    '/articles/arvsratt-testamente-arvskifte',
    '/articles/migrationsratt-arbetstillstand-uppehallstillstand',
  ],
} satisfies HomeContent;
