import type { ServicePageContent } from '../service-page-schema';

export default {
  path: '/services/familj',
  reviewed: '2026-11-29',
  seo: {
    title: 'Familjerätt – skilsmässa, bodelning och samboavtal',
    description: 'Skilsmässa, betänketid, bodelning och sambo: vad äktenskapsbalken och sambolagen säger och hur du gör. Kostnadsfri behovsanalys per telefon.',
  },
  hero: {
    badge: 'Familjerätt',
    title: 'Skilsmässa, bodelning och samboskap – juridisk hjälp när familjen förändras',
    lead: 'En separation väcker många frågor på en gång: vem bor kvar, hur delas det ni äger och vad gäller för barnen? Vi går igenom vad lagen säger i just ditt fall och hjälper dig med ansökan, bodelning och avtal.',
    mailSubject: 'Fråga om skilsmässa, bodelning eller sambo',
  },
  services: {
    heading: 'Det här hjälper vi dig med',
    intro: 'Vi tar hand om de juridiska delarna så att du kan fatta beslut med full kunskap om vad de innebär.',
    cards: [
      {
        title: 'Skilsmässa',
        description: 'Från ansökan till dom: vi förklarar processen och ser till att inget viktigt faller mellan stolarna.',
        features: [
          'Gemensam eller egen ansökan om äktenskapsskillnad till tingsrätten',
          'Besked om betänketid och hur länge den gäller',
          'Frågor om bostaden medan skilsmässan pågår',
          'Samordning med frågor om vårdnad, boende och umgänge',
        ],
      },
      {
        title: 'Bodelning',
        description: 'Vi räknar fram vad var och en ska ha och skriver ett bodelningsavtal som håller.',
        features: [
          'Förteckning och värdering av tillgångar och skulder',
          'Bodelningsavtal som ni båda skriver under',
          'Jämkning när en likadelning blir oskälig (äktenskapsbalken 12 kap.)',
          'Ansökan om bodelningsförrättare när ni inte kommer överens',
        ],
      },
      {
        title: 'Äktenskapsförord',
        description: 'Ett äktenskapsförord bestämmer vilken egendom som ska vara enskild och alltså inte delas vid en bodelning.',
        features: [
          'Före eller under äktenskapet',
          'Skydd för företag, arv eller en bostad du äger sedan tidigare',
          'Registrering hos Skatteverket – utan den gäller förordet inte',
          'Genomgång av förord som ni redan har',
        ],
      },
      {
        title: 'Sambo',
        description: 'Sambor har ett betydligt svagare skydd än gifta. Vi hjälper dig att ordna det som lagen inte ordnar.',
        features: [
          'Samboavtal om bostad och bohag',
          'Bodelning enligt sambolagen efter en separation',
          'Testamente, eftersom sambor inte ärver varandra',
          'Vem som får bo kvar i den gemensamma bostaden',
        ],
      },
    ],
  },
  sections: [
    {
      kind: 'prose',
      id: 'skilsmassa',
      heading: 'Så går en skilsmässa till',
      paragraphs: [
        'Ni ansöker om äktenskapsskillnad hos tingsrätten, antingen tillsammans eller var för sig. Är ni överens, begär ingen av er betänketid och bor inget barn under 16 år hos någon av er kan tingsrätten döma till skilsmässa direkt.',
        'Betänketid på sex månader gäller om någon av er begär det, eller om någon av er varaktigt bor tillsammans med ett eget barn under 16 år som han eller hon har vårdnaden om (äktenskapsbalken 5 kap. 1–3 §§). Betänketid gäller också när bara en av er vill skiljas. När betänketiden har gått måste någon av er begära att skilsmässan fullföljs. Görs det inte inom ett år från betänketidens början faller ärendet bort, och ni får börja om.',
        'Har ni levt åtskilda i minst två år kan ni få skilsmässa utan betänketid (äktenskapsbalken 5 kap. 4 §). Räkna med att en skilsmässa med betänketid tar omkring sex till tolv månader i sin helhet.',
      ],
    },
    {
      kind: 'list',
      id: 'bodelning',
      heading: 'Bodelning steg för steg',
      intro: 'Bodelningen gör ni gärna medan skilsmässoärendet pågår. Den följer en bestämd ordning:',
      ordered: true,
      items: [
        { title: 'Brytdagen', text: 'Det som fanns den dag ansökan om skilsmässa kom in till tingsrätten är det som ska delas (äktenskapsbalken 9 kap. 2 §).' },
        { title: 'Förteckning', text: 'Ni listar all egendom och alla skulder – bostad, bil, sparande, aktier och lån.' },
        { title: 'Enskild egendom räknas bort', text: 'Egendom som enligt äktenskapsförord, gåvobrev eller testamente är enskild ingår inte.' },
        { title: 'Skulderna dras av', text: 'Var och en drar av sina egna skulder från sitt giftorättsgods. Det som blir kvar läggs ihop och delas lika.' },
        {
          title: 'Fördelning',
          text: 'Den som bäst behöver den gemensamma bostaden eller bohaget har rätt att få det på sin lott, om det är skäligt (äktenskapsbalken 11 kap. 8 §), men får då betala mellanskillnaden.',
        },
        {
          title: 'Bodelningsavtal',
          text: 'Resultatet skrivs i en bodelningshandling som ni båda skriver under. Kommer ni inte överens kan tingsrätten utse en bodelningsförrättare.',
        },
      ],
    },
    {
      kind: 'lists',
      id: 'gift-eller-sambo',
      heading: 'Gift eller sambo – skillnaden när ni separerar',
      intro: 'Många tror att sambor har samma rättigheter som gifta efter några år. Så är det inte.',
      lists: [
        {
          title: 'Gifta (äktenskapsbalken)',
          items: [
            'Allt giftorättsgods delas lika, inte bara bostaden',
            'Enskild egendom kräver äktenskapsförord, gåvobrev eller testamente',
            'Makar ärver varandra enligt ärvdabalken 3 kap.',
            'Skilsmässa prövas av tingsrätten',
          ],
        },
        {
          title: 'Sambor (sambolagen)',
          items: [
            'Bara gemensam bostad och bohag som skaffats för gemensamt bruk delas',
            'Bodelning måste begäras senast ett år efter att ni flyttat isär (sambolagen 8 §)',
            'Sambor ärver inte varandra – det krävs testamente',
            'Ett samboavtal kan utesluta bodelning helt eller delvis',
          ],
        },
      ],
    },
    {
      kind: 'callout',
      id: 'vald-och-hot',
      tone: 'warning',
      heading: 'Om du utsätts för våld eller hot',
      paragraphs: [
        'Din säkerhet går före allt annat. Ring 112 vid akut fara. Du kan polisanmäla och begära kontaktförbud, och socialtjänsten i din kommun ska ge dig stöd. Berätta för oss om situationen – vi anpassar hur och när vi kontaktar dig.',
      ],
    },
  ],
  process: {
    heading: 'Så går det till',
    steps: [
      {
        title: 'Beskriv din situation',
        description: 'Skriv några rader i formuläret eller ring oss. De första {{freeMinutes}} minuterna av behovsanalysen är kostnadsfria.',
      },
      { title: 'Genomgång av ekonomi och barn', description: 'Vi går igenom era tillgångar, skulder och eventuella avtal, och vad som gäller för barnen.' },
      { title: 'Ansökan och avtal', description: 'Vi skriver ansökan, bodelningsavtal eller samboavtal till fast pris som du får veta i förväg.' },
      { title: 'Förhandling och avslut', description: 'Vid oenighet företräder vi dig mot den andra parten och, om det behövs, i tingsrätten.' },
    ],
  },
  reasons: {
    heading: 'Varför välja oss',
    items: [
      { title: 'Fast pris', description: 'Du får veta vad bodelningsavtalet eller ansökan kostar innan vi börjar.' },
      { title: 'En egen jurist', description: 'Samma jurist följer ditt ärende hela vägen, så att du slipper berätta allt på nytt.' },
      { title: 'Språkhjälp', description: 'Vi ordnar språkhjälp när det behövs, så att du förstår varje handling du skriver under.' },
      { title: 'Snabbt svar', description: 'Skriver du till oss får du svar inom {{replyHours}} timmar.' },
    ],
  },
  faq: [
    {
      question: 'Måste vi ha betänketid?',
      answer:
        'Betänketid på sex månader krävs om någon av er begär det, om bara en av er vill skiljas eller om någon av er varaktigt bor med ett eget barn under 16 år som han eller hon har vårdnaden om (äktenskapsbalken 5 kap.). Annars kan tingsrätten döma till skilsmässa direkt.',
    },
    {
      question: 'Vem får bo kvar i bostaden?',
      answer:
        'Den som bäst behöver den gemensamma bostaden har rätt att få den vid bodelningen, om det är skäligt, men måste då lösa ut den andra. Medan skilsmässan pågår kan tingsrätten besluta vem som får bo kvar. Barnens behov väger tungt.',
    },
    {
      question: 'Ingår pensionen i bodelningen?',
      answer:
        'Allmän pension och de flesta tjänstepensioner ingår inte. Privat pensionsförsäkring och pensionssparande på IPS-konto ingår däremot som regel vid en skilsmässa, om det inte skulle vara oskäligt (äktenskapsbalken 10 kap. 3 §). Pengar som du sparar till pensionen på ett vanligt fond- eller investeringssparkonto är giftorättsgods och delas. Vi går igenom vad ni har och vad som gäller.',
    },
    {
      question: 'Vi är sambor – vad händer med lägenheten om vi flyttar isär?',
      answer:
        'Köptes lägenheten för att ni skulle bo där tillsammans delas den enligt sambolagen, oavsett vem som står på den, om någon av er begär bodelning inom ett år. Läs mer i vår [artikel om skilsmässa och bodelning](/articles/familjeratt-skilsmassa-bodelning).',
    },
  ],
  related: {
    services: ['/services/barn', '/services/arv', '/services/ekonomi', '/services/familjeratt-solna'],
    articles: [
      '/articles/familjeratt-skilsmassa-bodelning',
      '/articles/aktenskapsforod-skydda-ekonomi',
      '/articles/vardnad-umgange-barnets-basta',
      '/articles/sarkullbarn-arvsratt-skydd',
    ],
  },
  cta: {
    title: 'Vill du veta var du står?',
    text: 'Ring oss för en kostnadsfri behovsanalys – de första {{freeMinutes}} minuterna är gratis. Du får veta vad som gäller och vad nästa steg kostar innan du bestämmer dig.',
  },
  questions: [
    {
      question: 'Hur lång tid tar en skilsmässa?',
      answer:
        'Utan betänketid kan tingsrätten döma till skilsmässa direkt. Med betänketid tar det omkring sex till tolv månader i sin helhet, eftersom betänketiden är sex månader och någon av er sedan måste begära att skilsmässan fullföljs inom ett år från betänketidens början.',
      asked: ['hur snabbt kan jag bli skild?', 'hur lang tid tar det att skilja sig', 'vi skickade in skilsmässoansökan i januari, när är vi skilda?'],
      roles: ['married'],
      anchor: 'skilsmassa',
    },
    {
      question: 'Min make vill inte skiljas – kan jag skilja mig ändå?',
      answer:
        'Ja. Var och en av er har rätt till skilsmässa även om den andra inte vill, och den som inte vill kan inte stoppa den, men då gäller sex månaders betänketid (äktenskapsbalken 5 kap. 1–3 §§). När den har gått måste den som vill ha skilsmässan begära att den fullföljs, senast ett år från betänketidens början.',
      asked: [
        'min man vägrar skriva på skilsmässan',
        'kan jag skilja mig fast hon säger nej?',
        'frun vill inte ge mig skilsmässa vad gör jag',
        'kan min make stoppa skilsmässan genom att inte gå med på den?',
      ],
      roles: ['married'],
      anchor: 'skilsmassa',
    },
    {
      question: 'Vi har bott isär länge – slipper vi betänketid då?',
      answer: 'Ja, har ni levt åtskilda i minst två år kan ni få skilsmässa utan betänketid (äktenskapsbalken 5 kap. 4 §). Det behöver ni kunna visa.',
      asked: [
        'vi har levt separerade i tre år men är fortfarande gifta, måste vi ändå vänta sex månader?',
        'separerade sen länge, går skilsmässan snabbare då',
        'har bott på olika adresser i över två år, blir det betänketid?',
      ],
      roles: ['married'],
      anchor: 'skilsmassa',
    },
    {
      question: 'Vad ska delas i bodelningen när vi skiljer oss?',
      answer:
        'Det som fanns den dag ansökan om skilsmässa kom in till tingsrätten, brytdagen, ska delas (äktenskapsbalken 9 kap. 2 §), så pengar som någon av er flyttar efter det räknas ändå med. Var och en drar av sina skulder från sitt giftorättsgods, och det som blir kvar läggs ihop och delas lika. Enskild egendom enligt äktenskapsförord, gåvobrev eller testamente ingår inte.',
      asked: [
        'vad får jag behålla när vi skiljer oss?',
        'hur delar man pengar och saker vid skilsmässa',
        'vi ska skiljas, ska allt delas på hälften?',
        'han tömde vårt sparkonto efter ansökan, räknas pengarna ändå',
      ],
      roles: ['married'],
      anchor: 'bodelning',
    },
    {
      question: 'Har vi som sambor samma rättigheter som gifta när vi separerar?',
      answer:
        'Nej. Sambor delar bara gemensam bostad och bohag som skaffats för gemensamt bruk, och bara om någon begär bodelning senast ett år efter att ni flyttat isär (sambolagen 8 §). Sambor ärver inte heller varandra, så det krävs ett testamente.',
      asked: [
        'vi har bott ihop i tio år utan att gifta oss, vad har jag rätt till när vi gör slut?',
        'är sambo samma sak som gift juridiskt',
        'min sambo säger att vi har samma rätt som gifta efter så många år, stämmer det?',
      ],
      roles: ['sambo'],
      anchor: 'gift-eller-sambo',
    },
    {
      question: 'Kan vi avtala bort bodelningen som sambor?',
      answer:
        'Ja. I ett skriftligt samboavtal kan ni komma överens om att bodelning inte ska göras, eller att viss egendom ska hållas utanför (sambolagen 9 §).',
      asked: [
        'vi ska flytta ihop och jag vill att min lägenhet förblir min om vi gör slut',
        'samboavtal hur fungerar det',
        'min flickvän flyttar in i min bostadsrätt, hur skyddar jag den om vi separerar',
      ],
      roles: ['sambo'],
      anchor: 'gift-eller-sambo',
    },
    {
      question: 'Min partner hotar mig under separationen – vad gör jag?',
      answer:
        'Din säkerhet går före allt annat: ring 112 vid akut fara. Du kan polisanmäla och begära kontaktförbud, och socialtjänsten i din kommun ska ge dig stöd.',
      asked: [
        'mitt ex hotar mig efter att vi gjort slut',
        'jag är rädd för min man nu när jag vill skiljas',
        'han trakasserar mig hela tiden sen vi separerade, kan jag få kontaktförbud?',
      ],
      anchor: 'vald-och-hot',
    },
    {
      question: 'Räcker det att vi är muntligt överens om hur vi delar?',
      answer:
        'Nej. Bodelningen ska skrivas i en bodelningshandling som ni båda skriver under. Kommer ni inte överens kan tingsrätten utse en bodelningsförrättare.',
      asked: [
        'vi har delat upp allt själva, behöver vi skriva något papper?',
        'måste bodelningen vara skriftlig',
        'vi vill inte göra det krångligt, räcker ett handslag om vem som får vad',
      ],
      roles: ['married'],
      anchor: 'bodelning',
    },
  ],
} satisfies ServicePageContent;
