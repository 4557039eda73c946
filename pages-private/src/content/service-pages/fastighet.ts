import type { ServicePageContent } from '../service-page-schema';

export default {
  path: '/services/fastighet',
  reviewed: '2026-11-29',
  seo: {
    title: 'Fastighetsrätt – köp, lagfart, fel i bostad och hyra',
    description:
      'Köpa hus eller bostadsrätt: köpekontrakt, lagfart {{fakta.stampelskattKop}}, pantbrev {{fakta.stampelskattPantbrev}}, undersökningsplikt och dolda fel. Juridisk hjälp till fast pris inför och efter köpet.',
  },
  hero: {
    badge: 'Fastighetsrätt',
    title: 'Köpa, sälja och bo – juridisk hjälp med fastighet och bostad',
    lead: 'Ett bostadsköp är för de flesta den största affären i livet. Vi granskar kontraktet innan du skriver under, förklarar vad lagfart och pantbrev kostar och hjälper dig när huset visar sig ha fel.',
    mailSubject: 'Fråga om bostadsköp, lagfart eller fel i fastighet',
  },
  services: {
    heading: 'Det här hjälper vi dig med',
    cards: [
      {
        title: 'Köp och försäljning',
        description: 'Vi granskar eller skriver köpekontraktet så att villkoren skyddar dig.',
        features: [
          'Granskning av köpekontrakt före underskrift',
          'Villkor om lån, besiktning och tillträde',
          'Ansvarsfriskrivningar och säljarens uppgifter',
          'Lagfart och pantbrev efter köpet',
        ],
      },
      {
        title: 'Fel i fastighet',
        description: 'Har du hittat fel efter tillträdet bedömer vi om säljaren ansvarar och vad du kan kräva.',
        features: [
          'Bedömning av dolt fel mot undersökningsplikten',
          'Reklamation i rätt tid',
          'Krav på prisavdrag, skadestånd eller hävning',
          'Förhandling med säljaren och säljarens försäkring',
        ],
      },
      {
        title: 'Bostadsrätt',
        description: 'Köp av bostadsrätt följer andra regler än köp av hus. Vi hjälper dig att se skillnaderna.',
        features: [
          'Granskning av överlåtelseavtal och årsredovisning',
          'Medlemsprövning i föreningen',
          'Fel i lägenheten enligt köplagen',
          'Tvister med bostadsrättsföreningen om underhåll',
        ],
      },
      {
        title: 'Hyra',
        description: 'Som hyresgäst har du ett starkt skydd i jordabalken 12 kap. Vi hjälper dig att använda det.',
        features: [
          'Granskning av hyresavtal och andrahandsavtal',
          'Uppsägning och besittningsskydd',
          'Krav på åtgärder när lägenheten har brister',
          'Tvister om deposition och slutbesiktning',
        ],
      },
    ],
  },
  sections: [
    {
      kind: 'steps',
      id: 'kopa-bostad',
      heading: 'Så går ett husköp till',
      intro: 'Köp av fast egendom har strängare formkrav än nästan alla andra köp.',
      steps: [
        {
          title: 'Budgivning',
          description: 'Ett bud är inte bindande, varken för dig eller för säljaren. Båda kan ångra sig ända fram till att kontraktet är undertecknat.',
        },
        {
          title: 'Köpekontrakt',
          description:
            'Köpet ska vara skriftligt, undertecknat av er båda och ange priset och att fastigheten överlåts (jordabalken 4 kap. 1 §). Då betalar du oftast en handpenning.',
        },
        { title: 'Tillträde', description: 'På tillträdesdagen betalar du resten av priset, säljaren skriver under köpebrevet och du får nycklarna.' },
        {
          title: 'Lagfart',
          description:
            'Du ska söka lagfart hos Lantmäteriet inom tre månader från att köpebrevet skrevs under (jordabalken 20 kap. 2 §). Lagfarten visar att du är ägare och behövs för att du ska kunna ta ut nya pantbrev.',
        },
      ],
    },
    {
      kind: 'list',
      id: 'kostnader',
      heading: 'Vad kostar köpet utöver priset?',
      intro: 'Räkna med de här posterna när du gör din kalkyl. Beloppen gäller köp av hus och tomt, inte bostadsrätt.',
      items: [
        {
          title: 'Kontantinsats',
          text: 'Sedan den {{fakta.bolanetakKop.fran}} får bolånet vid köp vara högst {{fakta.bolanetakKop}} av bostadens värde enligt lagen om begränsning av bostadskrediter, så kontantinsatsen blir minst {{fakta.kontantinsatsProcent}}. För en bostad för {{fakta.exempelbostadPris}} blir det minst {{fakta.kontantinsatsExempel}}. För tilläggslån senare är taket {{fakta.bolanetakTillagg}}.',
        },
        {
          title: 'Lagfart',
          text: 'Stämpelskatt på {{fakta.stampelskattKop}} av köpeskillingen eller taxeringsvärdet, om det är högre, plus en expeditionsavgift på {{fakta.lagfartAvgift}}.',
        },
        {
          title: 'Pantbrev',
          text: 'Behöver banken nya pantbrev kostar de {{fakta.stampelskattPantbrev}} av pantbrevsbeloppet plus {{fakta.pantbrevAvgift}}. Befintliga pantbrev tar du över utan kostnad.',
        },
        {
          title: 'Besiktning och rådgivning',
          text: 'En överlåtelsebesiktning och en juridisk granskning av kontraktet kostar lite jämfört med ett fel du inte upptäckte.',
        },
      ],
    },
    {
      kind: 'prose',
      id: 'undersokningsplikt',
      heading: 'Undersökningsplikt och dolda fel',
      paragraphs: [
        'Som köpare har du en långtgående undersökningsplikt. Du kan inte åberopa fel som du borde ha upptäckt vid en sådan undersökning som var befogad med hänsyn till fastighetens skick, vad som är normalt för jämförbara fastigheter, priset och omständigheterna vid köpet (jordabalken 4 kap. 19 §). Syns fuktfläckar eller nämner besiktningen en risk, ska du undersöka vidare.',
        'Ett **dolt fel** är ett fel som du inte kunde upptäcka och inte heller borde ha räknat med. Du kan ha rätt till prisavdrag eller hävning även om säljaren inte kände till felet; skadestånd kräver i regel att säljaren har varit vårdslös eller lovat något om fastigheten. Du ska reklamera inom skälig tid från att du märkte eller borde ha märkt felet, och talan måste väckas senast tio år efter tillträdet (jordabalken 4 kap. 19 a–b §§).',
        'Läs mer i vår [guide om besiktning och undersökningsplikt](/articles/fastighetsbesiktning-guide).',
      ],
    },
    {
      kind: 'lists',
      id: 'hyra-och-bostadsratt',
      heading: 'Bostadsrätt och hyresrätt – det viktigaste',
      lists: [
        {
          title: 'Bostadsrätt',
          items: [
            'Du köper en andel i en förening, inte själva lägenheten – ingen lagfart och ingen stämpelskatt',
            'Överlåtelseavtalet ska vara skriftligt (bostadsrättslagen 6 kap. 4 §)',
            'Föreningens ekonomi avgör hur avgiften utvecklas – läs årsredovisningen',
            'Fel i lägenheten bedöms enligt köplagen: reklamera inom skälig tid och senast två år efter tillträdet',
          ],
        },
        {
          title: 'Hyresrätt',
          items: [
            'Din uppsägningstid som hyresgäst är som regel tre månader (jordabalken 12 kap. 4 §)',
            'Lagen anger inget tak för en deposition, och den ska tillbaka när du flyttar – utan avdrag för vanligt slitage',
            'Andrahandsuthyrning kräver hyresvärdens samtycke eller hyresnämndens tillstånd',
            'Hyr du i första hand har du besittningsskydd: säger hyresvärden upp avtalet har du rätt till förlängning om inte något av undantagen i jordabalken 12 kap. 46 § gäller. I andra hand (de två första åren) och vid uthyrning av någons egen bostad saknas det i regel',
          ],
        },
      ],
    },
  ],
  process: {
    heading: 'Så går det till',
    steps: [
      {
        title: 'Kostnadsfri behovsanalys',
        description: 'Berätta om köpet eller felet i formuläret eller per telefon. De första {{freeMinutes}} minuterna är kostnadsfria.',
      },
      { title: 'Granskning av handlingar', description: 'Vi läser kontrakt, besiktningsprotokoll, objektsbeskrivning och annan korrespondens.' },
      { title: 'Bedömning och råd', description: 'Du får ett tydligt besked om risker och möjligheter, och ett fast pris för nästa steg.' },
      { title: 'Avtal eller krav', description: 'Vi skriver kontraktet, reklamerar felet eller förhandlar med motparten för din räkning.' },
    ],
  },
  reasons: {
    heading: 'Varför välja oss',
    items: [
      { title: 'Före underskrift', description: 'Det mesta går att lösa i kontraktet. Vi granskar det innan du skriver under.' },
      { title: 'Fast pris', description: 'Kontraktsgranskning och reklamation till fast pris som du får veta i förväg.' },
      { title: 'En egen jurist', description: 'Samma jurist från kontrakt till tillträde – och efteråt om något visar sig vara fel.' },
      { title: 'Snabbt besked', description: 'Budgivningar går fort. Skriver du till oss får du svar inom {{replyHours}} timmar.' },
    ],
  },
  faq: [
    {
      question: 'Är ett bud på en bostad bindande?',
      answer:
        'Nej. Varken bud eller muntliga löften är bindande vid köp av fastighet. Köpet blir bindande först när ni båda har skrivit under ett skriftligt köpekontrakt.',
    },
    {
      question: 'Vad kostar lagfarten?',
      answer:
        'Stämpelskatten är {{fakta.stampelskattKop}} av köpeskillingen eller taxeringsvärdet, om det är högre, plus en expeditionsavgift på {{fakta.lagfartAvgift}}. Nya pantbrev kostar {{fakta.stampelskattPantbrev}} av beloppet plus {{fakta.pantbrevAvgift}}.',
    },
    {
      question: 'Vad är ett dolt fel?',
      answer:
        'Ett fel som du inte kunde upptäcka vid en befogad undersökning och som du inte heller hade anledning att räkna med, med tanke på husets ålder, skick och pris. Säljaren ansvarar för dolda fel i tio år efter tillträdet, men du ska reklamera inom skälig tid från att du märkte eller borde ha märkt felet.',
    },
    {
      question: 'Hur stor kontantinsats behöver jag?',
      answer:
        'Minst {{fakta.kontantinsatsProcent}} av priset, eftersom bolånet vid köp får vara högst {{fakta.bolanetakKop}} av bostadens värde (sedan den {{fakta.bolanetakKop.fran}}). Köper du för {{fakta.exempelbostadPris}} behöver du alltså minst {{fakta.kontantinsatsExempel}}. Läs mer i [tips inför köpet](/articles/fastighetskoep-tips-2025).',
    },
  ],
  related: {
    services: [
      '/services/fastighetsratt-solna',
      '/services/familjeratt-solna',
      '/services/avtalsratt-ostermalm',
      '/services/arvsratt-husby',
      '/services/migrationsratt-rinkeby',
      '/services/handel',
      '/services/ekonomi',
      '/services/skador',
      '/services/familj',
      '/services/arv',
      '/services/barn',
      '/services/migration',
    ],
    articles: [
      '/articles/fastighetskoep-tips-2025',
      '/articles/fastighetsbesiktning-guide',
      '/articles/bostadsratt-vs-villa-guide',
      '/articles/fastighetsratt-guide-kop-forsaljning',
      '/articles/kopekontrakt-kopeavtal-guide',
      '/articles/hyresratt-hyresavtal-regler',
      '/articles/bostadsrattsforeningar-styrelse-avgifter',
      '/articles/avtalstolkning-avtalsbrott-rattsmedel',
    ],
  },
  cta: {
    title: 'Ska du skriva kontrakt snart?',
    text: 'Ring oss innan du skriver under. De första {{freeMinutes}} minuterna är kostnadsfria, och du får veta vad en granskning kostar innan vi börjar.',
  },
  questions: [
    {
      question: 'Jag hyr i andra hand – måste jag flytta när den jag hyr av säger upp mig?',
      answer:
        'Har du hyrt i andra hand kortare tid än två år i följd har du i regel inget besittningsskydd, så du måste flytta när avtalet upphör (jordabalken 12 kap. 45 §). Den du hyr av måste ändå säga upp dig med rätt uppsägningstid: gäller avtalet tills vidare upphör det vid det månadsskifte som inträffar närmast efter tre månader från uppsägningen. Efter mer än två år i följd har du besittningsskydd, men det räcker i regel inte om förstahandshyresgästen ska flytta tillbaka själv.',
      asked: [
        'jag bor i andrahand och måste flytta, får de slänga ut mig?',
        'förstahandshyresgästen har sagt upp mig, har jag något skydd?',
        'har man besittningsskydd när man hyr i andra hand',
      ],
      roles: ['tenant', 'subtenant'],
      anchor: 'hyra-och-bostadsratt',
    },
    {
      question: 'När måste jag söka lagfart efter att ha köpt hus?',
      answer:
        'Du ska söka lagfart hos Lantmäteriet inom tre månader från att köpebrevet skrevs under (jordabalken 20 kap. 2 §). Lagfarten visar att du är ägare och behövs för att du ska kunna ta ut nya pantbrev.',
      asked: [
        'vi har precis köpt hus, när ska vi ansöka om lagfart',
        'varför behöver jag lagfart på huset jag har köpt',
        'lagfart hus hur lang tid efter kopet',
      ],
      roles: ['buyer'],
      anchor: 'kopa-bostad',
    },
    {
      question: 'Hur länge kan jag reklamera fel i en bostadsrätt jag har köpt?',
      answer: 'Fel i en bostadsrätt bedöms enligt köplagen: reklamera inom skälig tid från att du märkte felet, och senast två år efter tillträdet.',
      asked: [
        'vi upptäckte fukt i lägenheten vi köpte i våras, är det för sent att säga till säljaren',
        'köpte en bostadsrätt för tre år sen och har hittat ett fel nu, kan jag kräva något',
        'hur lange har man reklamationsratt pa en kopt lagenhet',
      ],
      roles: ['buyer'],
      anchor: 'hyra-och-bostadsratt',
    },
    {
      question: 'Kan jag kräva säljaren fast säljaren inte kände till felet?',
      answer:
        'Ja, prisavdrag eller hävning kan du ha rätt till även om säljaren inte kände till felet. Skadestånd kräver däremot i regel att säljaren har varit vårdslös eller har lovat något om fastigheten.',
      asked: [
        'säljaren säger att hon inte visste om fuktskadan, slipper hon då ansvar',
        'kan jag få prisavdrag fast säljaren inte kände till felet i huset',
        'jag sålde huset och visste inte om felet, kan köparen ändå kräva mig',
      ],
      roles: ['buyer', 'seller'],
      anchor: 'undersokningsplikt',
    },
    {
      question: 'Vad händer om jag väntar för länge med att reklamera ett fel i huset?',
      answer:
        'Du ska reklamera inom skälig tid från att du märkte eller borde ha märkt felet, och talan måste väckas senast tio år efter tillträdet (jordabalken 4 kap. 19 a–b §§). Reklamerar du för sent förlorar du i regel rätten att göra felet gällande.',
      asked: [
        'såg en spricka i grunden för ett år sen men har inte sagt något till säljaren, är det för sent',
        'vi har bott i huset i elva år och nu har vi hittat ett fel från när det byggdes',
        'vad hander om man reklamerar for sent efter huskop',
      ],
      roles: ['buyer'],
      anchor: 'undersokningsplikt',
    },
    {
      question: 'Får hyresvärden säga upp mig utan skäl?',
      answer:
        'Inte om du hyr i första hand: då har du besittningsskydd och rätt till förlängning, om inte något av undantagen i jordabalken 12 kap. 46 § gäller, till exempel att du allvarligt har misskött dig. Hyr du i andra hand och har gjort det kortare än två år i följd, hyr ett rum i hyresvärdens egen bostad eller hyr enligt lagen om uthyrning av egen bostad saknar du i regel besittningsskydd (12 kap. 45 §).',
      asked: [
        'hyresvärden vill att jag flyttar men säger inte varför',
        'fick ett brev om att mitt hyreskontrakt är uppsagt, måste jag flytta',
        'kan hyresvärden bara säga upp mig hur som helst',
      ],
      roles: ['tenant'],
      anchor: 'hyra-och-bostadsratt',
    },
    {
      question: 'Får hyresvärden byta lås och stänga ute mig?',
      answer:
        'Nej. Hyresvärden får inte själv byta lås och stänga ute den som bor i lägenheten, inte heller vid obetald hyra – det kan vara egenmäktigt förfarande (brottsbalken 8 kap. 8 §). En avhysning kräver ett beslut av hyresnämnden, tingsrätten eller Kronofogden och verkställs av Kronofogden. Blir du utelåst, ring polisen och kontakta socialtjänsten om ni inte har någonstans att bo.',
      asked: [
        'hyresvärden hotar att byta låset om jag inte flyttar på fredag',
        'hyresvärden har bytt lås medan jag var bortrest, vad gör jag',
        'får värden låsa ute mig för att jag är skyldig hyra',
      ],
      roles: ['tenant'],
      anchor: 'hyra-och-bostadsratt',
    },
    {
      question: 'Gäller det att jag har avstått från besittningsskyddet i mitt hyreskontrakt?',
      answer:
        'Inte om det bara står i hyreskontraktet. För en bostad måste ett avstående skrivas i en särskild handling, och när du hyr i första hand gäller det i regel bara om hyresnämnden har godkänt det (jordabalken 12 kap. 45 a §). Annars har du kvar ditt besittningsskydd: vill hyresvärden att du flyttar och du säger nej, måste hyresvärden gå till hyresnämnden.',
      asked: [
        'det står i mitt hyreskontrakt att jag avstår från besittningsskydd, gäller det?',
        'hyresvärden fick mig att skriva under att jag inte har besittningsskydd',
        'kan man avtala bort besittningsskyddet för en hyreslägenhet',
      ],
      roles: ['tenant'],
      anchor: 'hyra-och-bostadsratt',
    },
    {
      question: 'Vad måste stå i ett köpekontrakt för ett hus?',
      answer:
        'Köpet ska vara skriftligt, undertecknat av både köpare och säljare och ange priset och att fastigheten överlåts (jordabalken 4 kap. 1 §). Villkor, till exempel om lån eller besiktning, gäller bara om de står i kontraktet.',
      asked: [
        'vi ska skriva kontrakt på huset själva utan mäklare, vad måste vara med',
        'vad ska man få med i köpekontraktet när man köper villa',
        'säljer mitt hus privat, vad behöver stå i avtalet',
      ],
      roles: ['buyer', 'seller'],
      anchor: 'kopa-bostad',
    },
    {
      question: 'Måste jag betala för nya pantbrev när jag köper hus?',
      answer:
        'Bara om banken behöver fler pantbrev än dem som redan finns i fastigheten; befintliga pantbrev tar du över utan kostnad. Nya pantbrev kostar {{fakta.stampelskattPantbrev}} av pantbrevsbeloppet i stämpelskatt plus en expeditionsavgift på {{fakta.pantbrevAvgift}}.',
      asked: [
        'banken säger att vi behöver ta ut nya pantbrev, vad kostar det',
        'måste jag betala för pantbreven som redan finns i huset',
        'kostar pantbreven nar man koper hus',
      ],
      roles: ['buyer'],
      anchor: 'kostnader',
    },
  ],
} satisfies ServicePageContent;
