import type { BusinessPageContent } from '../business-page-schema';

export default {
  path: '/foretag/anstalla',
  reviewed: '2026-11-30',
  seo: {
    title: 'Anställa – anställningsavtal, LAS och provanställning',
    description:
      'Anställ rätt från början: anställningsavtal, skriftlig information inom sju dagar, anställningsformer enligt LAS, provanställning och kollektivavtal.',
  },
  hero: {
    badge: 'Företag · Anställa',
    title: 'Anställa din första – eller femtionde – medarbetare',
    lead: 'En anställning är ett avtal som är svårt att ändra i efterhand. Vi hjälper dig att välja rätt anställningsform, skriva anställningsavtalet och uppfylla arbetsgivarens skyldigheter från första dagen.',
    mailSubject: 'Anställning av personal',
  },
  sections: [
    {
      kind: 'list',
      id: 'anstallningsavtal',
      heading: 'Anställningsavtalet',
      intro:
        'Ett muntligt anställningsavtal är bindande, men du är skyldig att lämna skriftlig information om villkoren. Sedan den 30 juni 2022 ska den viktigaste informationen lämnas senast sju kalenderdagar efter att anställningen började, resten inom en månad (6 c § LAS). Ett skriftligt avtal som undertecknas före första arbetsdagen uppfyller kravet och förebygger missförstånd. Det bör ta upp:',
      items: [
        { title: 'Parter och start', text: 'arbetsgivarens och arbetstagarens namn och adress, tillträdesdag och arbetsplats.' },
        { title: 'Arbetet', text: 'en kort beskrivning av arbetsuppgifterna och yrkesbenämning eller titel.' },
        {
          title: 'Anställningsform',
          text: 'tills vidare, tidsbegränsad (och i så fall vilken form och när den upphör) eller provanställning, med de uppsägningstider som gäller.',
        },
        {
          title: 'Sysselsättningsgrad',
          text: 'skriv ut om anställningen är på deltid – sedan 2022 gäller en anställning på heltid om inget annat har avtalats.',
        },
        { title: 'Lön', text: 'begynnelselön och andra förmåner, var för sig, och när och hur lönen betalas.' },
        { title: 'Arbetstid', text: 'normal arbetsdag eller arbetsvecka, vad som gäller för övertid och hur schemat läggs.' },
        { title: 'Semester', text: 'minst 25 semesterdagar om året enligt semesterlagen, eller mer enligt avtal.' },
        {
          title: 'Kollektivavtal och försäkringar',
          text: 'vilket kollektivavtal som gäller, om något, och vilken tjänstepension och vilka försäkringar du betalar.',
        },
        {
          title: 'Sekretess och konkurrens',
          text: 'sekretess, bisysslor och eventuell konkurrensklausul. En konkurrensklausul gäller bara i den mån den är skälig (38 § avtalslagen).',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'las-grunder',
      heading: 'Anställningsformer enligt LAS',
      intro: 'Huvudregeln är att en anställning gäller tills vidare (4 § LAS). Tidsbegränsade anställningar får bara användas i de former lagen anger.',
      cards: [
        {
          title: 'Tillsvidareanställning',
          description:
            'Gäller utan slutdatum. Du kan bara säga upp den på sakliga skäl och med en uppsägningstid på 1–6 månader beroende på anställningstiden. Arbetstagaren kan säga upp sig med en månads uppsägningstid.',
        },
        {
          title: 'Särskild visstidsanställning',
          description:
            'Ersatte allmän visstidsanställning den 1 oktober 2022 och kräver inget särskilt skäl. Har arbetstagaren varit särskilt visstidsanställd hos dig i sammanlagt mer än tolv månader under en femårsperiod övergår anställningen automatiskt till en tillsvidareanställning (5 a § LAS). Även en kedja av olika tidsbegränsade anställningar kan leda till en tillsvidareanställning, så gå igenom historiken innan du förlänger.',
        },
        {
          title: 'Vikariat',
          description:
            'När du ersätter en anställd som är frånvarande. Ett vikariat övergår till en tillsvidareanställning om personen har varit vikarie hos dig i sammanlagt mer än två år under en femårsperiod (5 a § LAS).',
        },
        {
          title: 'Säsongsarbete och äldre arbetstagare',
          description:
            'Arbete som bara finns under en del av året får vara tidsbegränsat. För den som har fyllt 69 år gäller inte reglerna om att tidsbegränsade anställningar övergår till tillsvidareanställningar.',
        },
      ],
    },
    {
      kind: 'list',
      id: 'provanstallning',
      heading: 'Provanställning',
      intro: 'En provanställning får vara högst sex månader (6 § LAS) och ska användas för att pröva om personen passar för arbetet.',
      items: [
        {
          title: 'Besked i tid',
          text: 'Vill du inte att anställningen ska fortsätta måste beskedet lämnas senast när prövotiden går ut. Annars övergår den automatiskt till en tillsvidareanställning.',
        },
        {
          title: 'Två veckor',
          text: 'Du ska underrätta arbetstagaren minst två veckor i förväg, och varsla den lokala fackliga organisationen om personen är medlem (31 § LAS).',
        },
        {
          title: 'Avbryta i förtid',
          text: 'Om inget annat har avtalats kan provanställningen avbrytas före prövotidens slut utan att du behöver ange skäl – men beslutet får inte vara diskriminerande.',
        },
        {
          title: 'Inte för den du redan känner',
          text: 'Provanställningen får inte bli längre än sex månader, och den bör inte användas för någon vars förmåga du redan känner till från en tidigare anställning hos dig.',
        },
      ],
    },
    {
      kind: 'list',
      id: 'arbetsgivarens-skyldigheter',
      heading: 'Kollektivavtal, arbetsmiljö och andra skyldigheter',
      items: [
        {
          title: 'Kollektivavtal',
          text: 'Ingen lag kräver att du har kollektivavtal. Ett avtal för med sig regler om lön, arbetstid, tjänstepension och försäkringar och kan ersätta delar av LAS. Ett fackförbund kan begära att du tecknar avtal och får ta till stridsåtgärder för att få det.',
        },
        {
          title: 'Arbetsmiljö',
          text: 'Du ansvarar för arbetsmiljön enligt arbetsmiljölagen och ska bedriva systematiskt arbetsmiljöarbete – undersöka, riskbedöma, åtgärda och följa upp (AFS 2023:1, som gäller sedan den 1 januari 2025). Det gäller från den första anställda.',
        },
        {
          title: 'Skatteverket',
          text: 'Registrera företaget som arbetsgivare, lämna arbetsgivardeklaration varje månad och betala arbetsgivaravgifter – {{fakta.arbetsgivaravgift}} av lönen {{fakta.arbetsgivaravgift.ar}} för de flesta anställda.',
        },
        {
          title: 'Diskriminering',
          text: 'Diskrimineringslagen gäller redan när du rekryterar. Alla arbetsgivare ska arbeta med aktiva åtgärder och kartlägga lönerna varje år.',
        },
        {
          title: 'Arbetstillstånd',
          text: 'Anställer du någon från ett land utanför EU/EES behövs i regel arbetstillstånd innan arbetet börjar. Tidigare räckte {{fakta.lonekravFore2023}} i månaden. Sedan den {{fakta.lonekravProcent.fran}} krävs en lön på minst {{fakta.lonekravProcent}} av medianlönen ({{fakta.lonekrav}} i månaden med den medianlön som SCB publicerade 2025) och villkor i nivå med kollektivavtal eller praxis i yrket. Det finns övergångsregler för anställda som redan har tillstånd och söker förlängning. Handläggningen tar ofta 2–4 månader. Läs mer om [migrationsrätt](/services/migration).',
        },
      ],
    },
  ],
  process: {
    heading: 'Så går det till',
    intro: 'Tre steg till en anställning som är rätt från början.',
    steps: [
      {
        title: 'Beskriv rekryteringen',
        description: 'Berätta i [formuläret](/foretag#kontakt) vilken tjänst det gäller, när personen ska börja och om företaget har kollektivavtal.',
      },
      {
        title: 'Kostnadsfri behovsanalys',
        description: 'Vi ringer upp dig. De första {{freeMinutes}} minuterna är kostnadsfria, och vi reder ut vilken anställningsform som passar.',
      },
      {
        title: 'Avtal och genomgång',
        description:
          'Ett standardanställningsavtal får du inom 48 timmar. Vid ett rådgivningsmöte till rabatterat pris går vi igenom avtalet och dina skyldigheter som arbetsgivare.',
      },
    ],
  },
  faq: [
    {
      question: 'Måste anställningsavtalet vara skriftligt?',
      answer:
        'Nej, ett muntligt avtal gäller. Men du måste lämna skriftlig information om villkoren – det viktigaste senast sju kalenderdagar efter första arbetsdagen (6 c § LAS). Enklast är ett skriftligt avtal som skrivs under innan anställningen börjar.',
    },
    {
      question: 'Hur lång får en provanställning vara?',
      answer:
        'Högst sex månader. Vill du inte att den ska fortsätta ska du underrätta arbetstagaren minst två veckor i förväg och lämna beskedet senast när prövotiden går ut – annars blir den en tillsvidareanställning.',
    },
    {
      question: 'Vad händer när en särskild visstidsanställning har pågått i mer än tolv månader?',
      answer:
        'Har arbetstagaren varit särskilt visstidsanställd hos dig i sammanlagt mer än tolv månader under en femårsperiod övergår anställningen automatiskt till en tillsvidareanställning. Det sker utan att någon behöver begära det.',
    },
    {
      question: 'Måste vi ha kollektivavtal?',
      answer:
        'Nej. Men utan kollektivavtal gäller LAS fullt ut, och du behöver själv ordna tjänstepension och försäkringar om du vill erbjuda det. Ett fackförbund kan begära att du tecknar avtal.',
    },
    {
      question: 'Får vi ha en konkurrensklausul i anställningsavtalet?',
      answer:
        'Ja, men den gäller bara i den mån den är skälig (38 § avtalslagen). Den ska skydda ett verkligt affärsintresse, vara begränsad i tid och omfattning och normalt förenas med ersättning under den tid den gäller.',
    },
  ],
  related: ['/foretag/saga-upp-personal', '/foretag/starta-bolag', '/foretag/kundavtal', '/foretag/avtalstvist'],
  cta: {
    title: 'Ska du anställa?',
    text: 'Ring oss för en kostnadsfri behovsanalys – de första {{freeMinutes}} minuterna är gratis. Ett standardanställningsavtal har du inom 48 timmar.',
  },
  questions: [
    {
      question: 'Gäller anställningen på heltid om vi inte har skrivit något om arbetstiden?',
      answer: 'Ja. Sedan 2022 gäller en anställning på heltid om inget annat har avtalats, så skriv ut i avtalet om anställningen är på deltid.',
      asked: [
        'det står ingen arbetstid i mitt anställningsavtal, är jag heltidsanställd då?',
        'vi glömde skriva in deltid i avtalet med vår nya säljare',
        'heltid som norm, vad betyder det för våra anställningsavtal',
      ],
      roles: ['employer', 'employee'],
      anchor: 'anstallningsavtal',
    },
    {
      question: 'Hur länge kan någon vara vikarie innan det blir en fast anställning?',
      answer:
        'Ett vikariat övergår till en tillsvidareanställning om personen har varit vikarie hos arbetsgivaren i sammanlagt mer än två år under en femårsperiod (5 a § LAS). Även en kedja av olika tidsbegränsade anställningar kan leda till en tillsvidareanställning. För den som har fyllt 69 år gäller inte de reglerna.',
      asked: [
        'jag har varit vikarie på samma skola i nästan tre år, har jag rätt till fast jobb?',
        'hur länge kan vi ha samma vikarie innan hen blir tillsvidareanställd',
        'har haft en massa visstidskontrakt i rad hos samma arbetsgivare, blir jag fast nu?',
        'jag är 70 och har visstidsanställning, kan jag bli fast?',
        'de förlänger min visstid gång på gång, får de hålla på så hur länge som helst?',
      ],
      roles: ['employer', 'employee'],
      anchor: 'las-grunder',
    },
    {
      question: 'Jag har haft särskild visstidsanställning i mer än ett år – är jag fast anställd nu?',
      answer:
        'Ja, har du varit särskilt visstidsanställd hos samma arbetsgivare i sammanlagt mer än tolv månader under en femårsperiod har anställningen övergått till en tillsvidareanställning, utan att någon behöver begära det (5 a § LAS). Arbetsgivaren kan då inte bara låta den löpa ut – det krävs en uppsägning med saklig grund.',
      asked: [
        'har jobbat på särskild visstid i 15 månader, nu vill de inte förlänga kontraktet',
        'min allmänna visstid har pågått över ett år, blir jag tillsvidareanställd automatiskt?',
      ],
      roles: ['employee'],
      anchor: 'las-grunder',
    },
    {
      question: 'Hur många semesterdagar har en anställd rätt till?',
      answer: 'Minst 25 semesterdagar om året enligt semesterlagen, eller fler om det har avtalats.',
      asked: [
        'hur många dagars semester har jag rätt till',
        'chefen säger att jag bara får 20 dagars semester, stämmer det?',
        'måste vi ge vår första anställda fem veckors semester',
      ],
      roles: ['employer', 'employee'],
      anchor: 'anstallningsavtal',
    },
    {
      question: 'Vilka skyldigheter får vi när vi anställer vår första medarbetare?',
      answer:
        'Företaget ska registreras som arbetsgivare hos Skatteverket, lämna arbetsgivardeklaration varje månad och betala arbetsgivaravgifter. Ni ansvarar också för arbetsmiljön och ska bedriva systematiskt arbetsmiljöarbete från den första anställda, och diskrimineringslagen gäller redan när ni rekryterar.',
      asked: [
        'vi ska anställa vår första person, vad måste vi göra hos skatteverket',
        'vad innebär det att bli arbetsgivare, vi är ett litet AB',
        'behöver vi jobba med arbetsmiljön fast vi bara har en anställd',
      ],
      roles: ['employer'],
      anchor: 'arbetsgivarens-skyldigheter',
    },
    {
      question: 'Vad gäller om vi vill anställa någon från ett land utanför EU?',
      answer:
        'Då behövs i regel arbetstillstånd innan arbetet börjar. Lönen måste nå upp till det lönegolv som gäller och villkoren vara i nivå med kollektivavtal eller praxis i yrket, och handläggningen tar ofta två till fyra månader.',
      asked: [
        'vi har hittat en kandidat utomlands, får hen börja jobba hos oss direkt?',
        'kan vi anställa någon som inte är EU-medborgare',
        'behöver vår nya medarbetare från utlandet arbetstillstånd',
      ],
      roles: ['employer'],
      anchor: 'arbetsgivarens-skyldigheter',
    },
    {
      question: 'Kan en provanställning avbrytas utan att arbetsgivaren anger något skäl?',
      answer:
        'Ja. Om inget annat har avtalats kan provanställningen avbrytas innan prövotiden har gått ut, utan att något skäl anges (6 § LAS), men beslutet får inte vara diskriminerande. Arbetsgivaren ska lämna beskedet minst två veckor i förväg och samtidigt varsla den lokala fackliga organisationen om arbetstagaren är medlem (31 § LAS). Har prövotiden gått ut utan besked har anställningen redan blivit en tillsvidareanställning, med samma anställningsskydd som andra tillsvidareanställda.',
      asked: [
        'jag är provanställd och chefen säger att jag inte får stanna, måste han ha ett skäl?',
        'får vi avsluta en provanställning utan att förklara varför',
        'min provanställning avbröts efter tre månader utan förklaring, är det lagligt?',
      ],
      roles: ['employer', 'employee'],
      anchor: 'provanstallning',
    },
    {
      question: 'Får min provanställning förlängas?',
      answer:
        'Inte utöver sex månader (6 § LAS), och att arbetsgivaren inte har hunnit bedöma dig är inget skäl. Bara om du har varit frånvarande länge under prövotiden, till exempel sjuk eller föräldraledig, kan den i undantagsfall förlängas med högst den tiden. Har arbetsgivaren inte sagt ifrån senast när prövotiden går ut övergår anställningen i en tillsvidareanställning.',
      asked: [
        'chefen vill förlänga min provanställning till ett år, får han det?',
        'min provanställning går ut snart men de säger att de behöver mer tid att bedöma mig',
        'jag har varit sjukskriven mycket under provanställningen, får de förlänga den',
      ],
      roles: ['employee'],
      anchor: 'provanstallning',
    },
    {
      question: 'Är jag anställd fast vi inte har skrivit något anställningsavtal?',
      answer:
        'Ja. Ett muntligt anställningsavtal gäller lika väl som ett skriftligt, och är inget annat avtalat gäller anställningen tills vidare (4 § LAS). Arbetsgivaren ska ändå ge dig skriftlig information om villkoren – det viktigaste senast sju kalenderdagar efter första arbetsdagen (6 c § LAS).',
      asked: [
        'jobbar utan kontrakt, chefen säger att jag inte är riktigt anställd',
        'vi har bara kommit överens muntligt om jobbet, gäller det?',
        'vår nya medarbetare har inget skriftligt avtal, är hen anställd ändå?',
      ],
      roles: ['employer', 'employee'],
      anchor: 'anstallningsavtal',
    },
  ],
} satisfies BusinessPageContent;
