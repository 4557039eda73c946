import type { BusinessPageContent } from '../business-page-schema';

export default {
  path: '/foretag/saga-upp-personal',
  reviewed: '2026-11-30',
  seo: {
    title: 'Säga upp personal – arbetsbrist, personliga skäl och LAS',
    description:
      'Uppsägning vid arbetsbrist eller av personliga skäl enligt LAS: turordning, förhandling, dokumentation och frister. Undvik ogiltig uppsägning och skadestånd.',
  },
  hero: {
    badge: 'Företag · Uppsägning',
    title: 'Säga upp personal utan att det blir en tvist',
    lead: 'En uppsägning som inte håller kan förklaras ogiltig och kosta företaget skadestånd. Vi hjälper dig att välja rätt grund, förhandla, dokumentera och lämna beskedet på rätt sätt – innan du har sagt något du inte kan ta tillbaka.',
    mailSubject: 'Uppsägning av personal',
  },
  sections: [
    {
      kind: 'callout',
      tone: 'warning',
      id: 'varning-uppsagning-utan-saklig-grund',
      heading: 'Varning: uppsägning utan sakliga skäl (tidigare saklig grund)',
      paragraphs: [
        'En uppsägning från arbetsgivaren måste grunda sig på **sakliga skäl** – före den 1 oktober 2022 hette det saklig grund. Sakliga skäl är arbetsbrist eller förhållanden som hänför sig till arbetstagaren personligen (7 § LAS). Saknas de kan domstolen på arbetstagarens begäran förklara uppsägningen ogiltig, så att anställningen består (34 § LAS), och företaget kan få betala både allmänt skadestånd för kränkningen och ekonomiskt skadestånd för förlorad lön (38 § LAS). Bryter uppsägningen enbart mot turordningsreglerna blir följden skadestånd, inte ogiltighet.',
        'Fristerna är korta. Vill arbetstagaren få uppsägningen ogiltigförklarad ska hen underrätta dig **inom två veckor** efter att uppsägningen skedde (40 § LAS). Krav på skadestånd ska framställas **inom fyra månader** (41 § LAS). Har du inte i uppsägningsbeskedet talat om hur arbetstagaren kan angripa uppsägningen (8 § andra stycket LAS) blir fristen för ogiltighet i stället en månad räknat från den dag anställningen upphörde, och skadeståndsfristen räknas också från den dagen.',
        'Sedan den 1 oktober 2022 upphör anställningen som huvudregel när uppsägningstiden har löpt ut, även om uppsägningen är tvistig. Förklaras uppsägningen ogiltig består ändå anställningen. Låt därför en jurist granska underlaget innan du lämnar beskedet.',
      ],
    },
    {
      kind: 'list',
      id: 'arbetsbrist',
      heading: 'Uppsägning på grund av arbetsbrist',
      intro:
        'Arbetsbrist är allt som inte hänför sig till den anställde personligen: minskad efterfrågan, omorganisation eller lönsamhetsskäl. Domstolen prövar inte om ditt beslut är företagsekonomiskt klokt, men arbetsbristen måste vara verklig. Ordningen spelar roll:',
      ordered: true,
      items: [
        {
          title: 'Förhandla först',
          text: 'Är företaget bundet av kollektivavtal ska du förhandla med facket innan du beslutar om en viktigare förändring som nedskärningar (11 § MBL). Utan kollektivavtal ska du förhandla med de fackförbund som berörda anställda är medlemmar i (13 § MBL). Brister förhandlingen kan facket kräva skadestånd.',
        },
        {
          title: 'Varsla Arbetsförmedlingen',
          text: 'Berörs minst fem anställda ska du varsla Arbetsförmedlingen i förväg: minst två månader när 5–25 personer berörs, fyra månader vid 26–100 och sex månader vid fler än 100 (lagen om vissa anställningsfrämjande åtgärder).',
        },
        {
          title: 'Pröva omplacering',
          text: 'Innan någon sägs upp ska du pröva om hen kan erbjudas ett annat ledigt arbete hos dig som hen har tillräckliga kvalifikationer för (7 § andra stycket LAS).',
        },
        {
          title: 'Turordning',
          text: 'Inom varje turordningskrets går den med längre anställningstid före den med kortare, och vid lika lång tid går den äldre före (22 § LAS). Sedan den 1 oktober 2022 får alla arbetsgivare, oavsett storlek, undanta **högst tre arbetstagare** innan turordningen fastställs. Den som får stanna måste ha tillräckliga kvalifikationer för det arbete som blir kvar.',
        },
        {
          title: 'Företrädesrätt',
          text: 'Den som sägs upp på grund av arbetsbrist och har varit anställd i mer än tolv månader under de senaste tre åren har företrädesrätt till återanställning fram till nio månader efter att anställningen upphörde (25 § LAS).',
        },
      ],
    },
    {
      kind: 'list',
      id: 'personliga-skal',
      heading: 'Uppsägning av personliga skäl',
      intro:
        'Misskötsamhet, samarbetssvårigheter eller bristande arbetsprestation kan vara sakliga skäl – men bara om du först har gjort det som rimligen kan krävas av en arbetsgivare.',
      items: [
        {
          title: 'Sakliga skäl sedan 2022',
          text: 'Reformen som gäller sedan den 1 oktober 2022 ersatte ”saklig grund” med ”sakliga skäl”. Avsikten är att bedömningen ska bli mer förutsebar och utgå från vad arbetstagaren har gjort, med mindre vikt än tidigare vid hens personliga förhållanden. Det krävs fortfarande ett tydligt och allvarligt skäl.',
        },
        {
          title: 'Tydliga besked först',
          text: 'Arbetstagaren ska ha förstått vad som brister och vad som krävs, och ha fått en rimlig chans att rätta sig. Håll samtal, bekräfta dem skriftligt och ge en skriftlig varning när det behövs.',
        },
        {
          title: 'Omplaceringsskyldighet',
          text: 'Uppsägningen håller inte om det är skäligt att kräva att du erbjuder ett annat arbete hos dig (7 § andra stycket LAS). Har du redan omplacerat personen av personliga skäl anses skyldigheten normalt vara uppfylld.',
        },
        {
          title: 'Sjukdom',
          text: 'Sjukdom är i sig sällan ett sakligt skäl. Du har ett rehabiliteringsansvar och ska utreda anpassningar och andra arbetsuppgifter innan en uppsägning kan bli aktuell.',
        },
        {
          title: 'Två månader',
          text: 'Uppsägningen får inte grundas enbart på omständigheter som du har känt till i mer än två månader innan du underrättade arbetstagaren (7 § LAS). Vänta därför inte för länge med att agera.',
        },
        {
          title: 'Avsked',
          text: 'Vid grovt åsidosättande, som stöld eller våld på arbetsplatsen, kan avsked utan uppsägningstid komma i fråga (18 § LAS). Ribban är hög, och ett avsked som inte håller kan förklaras ogiltigt eller ge skadestånd.',
        },
      ],
    },
    {
      kind: 'list',
      id: 'dokumentation',
      heading: 'Dokumentation och formkrav',
      intro: 'I en tvist är det du som arbetsgivare som ska visa att det fanns sakliga skäl. Det som inte är dokumenterat är svårt att bevisa.',
      items: [
        {
          title: 'Underrättelse och varsel',
          text: 'Vid uppsägning av personliga skäl ska arbetstagaren underrättas minst två veckor i förväg, och den lokala fackliga organisationen varslas om hen är medlem. Båda kan begära överläggning med dig (30 § LAS).',
        },
        {
          title: 'Skriftligt besked',
          text: 'Uppsägningen ska vara skriftlig. Den ska ange vad arbetstagaren ska göra för att angripa den och om hen har företrädesrätt till återanställning (8 § LAS).',
        },
        {
          title: 'Personligen',
          text: 'Beskedet ska lämnas till arbetstagaren personligen. Går det inte kan det skickas i rekommenderat brev till den senast kända adressen (10 § LAS).',
        },
        {
          title: 'Uppsägningstid',
          text: 'Din uppsägningstid som arbetsgivare beror på hur länge personen har varit anställd: en månad vid kortare tid än två år, två månader vid minst två år, tre vid minst fyra, fyra vid minst sex, fem vid minst åtta och sex månader vid minst tio år (11 § LAS). Kollektivavtal kan ha andra tider.',
        },
        {
          title: 'Lön och förmåner',
          text: 'Under uppsägningstiden behåller arbetstagaren lön och andra anställningsförmåner, även om du inte har något arbete att erbjuda (12 § LAS).',
        },
        {
          title: 'Underlaget',
          text: 'Spara anteckningar från samtal, varningar, mejl, turordningslistor och förhandlingsprotokoll. Det är vad du har att visa om uppsägningen prövas.',
        },
      ],
    },
  ],
  process: {
    heading: 'Så går det till',
    intro: 'Ju tidigare vi kommer in, desto fler möjligheter finns – till exempel en överenskommelse i stället för en uppsägning.',
    steps: [
      {
        title: 'Beskriv situationen',
        description: 'Berätta i [formuläret](/foretag#kontakt) vad som har hänt, hur många som berörs och om företaget har kollektivavtal.',
      },
      {
        title: 'Kostnadsfri behovsanalys',
        description:
          'Vi ringer upp dig. Under de första {{freeMinutes}} minuterna, som är kostnadsfria, reder vi ut om det är arbetsbrist eller personliga skäl och vilka frister som redan löper.',
      },
      {
        title: 'Plan och genomförande',
        description:
          'Vid ett rådgivningsmöte till rabatterat pris gör vi en plan. Sedan tar vi fram förhandlingsunderlag, turordningslistor och uppsägningsbesked – och finns med vid förhandlingarna om du vill.',
      },
    ],
  },
  faq: [
    {
      question: 'Kan vi avsluta en provanställning utan skäl?',
      answer:
        'Ja. Om inget annat har avtalats kan en provanställning avbrytas före prövotidens slut utan sakliga skäl. Du ska underrätta arbetstagaren minst två veckor i förväg och samtidigt varsla den lokala fackliga organisationen om hen är medlem (31 § LAS), och beslutet får inte vara diskriminerande. Läs mer om [att anställa](/foretag/anstalla).',
    },
    {
      question: 'Får vi välja vem som ska sägas upp vid arbetsbrist?',
      answer:
        'Delvis. Du får undanta högst tre arbetstagare innan turordningen fastställs. För övriga gäller turordningen efter anställningstid, om inte ett kollektivavtal säger något annat.',
    },
    {
      question: 'Är en överenskommelse bättre än en uppsägning?',
      answer:
        'Ofta. En skriftlig överenskommelse om att anställningen upphör, ibland mot ett avgångsvederlag, ger ett säkert slut utan risk för tvist. Den måste vara frivillig – ett avtal som arbetstagaren har pressats att skriva under kan angripas.',
    },
  ],
  related: ['/foretag/anstalla', '/foretag/avtalstvist', '/foretag/kundavtal', '/foretag/starta-bolag'],
  cta: {
    title: 'Står du inför en uppsägning?',
    text: 'Ring oss innan du lämnar beskedet – de första {{freeMinutes}} minuterna är gratis. Vi hör av oss inom {{replyHours}} timmar om du hellre skriver.',
  },
  questions: [
    {
      question: 'Hur lång uppsägningstid har jag om arbetsgivaren säger upp mig?',
      answer:
        'Det beror på hur länge du har varit anställd (11 § LAS): en månad vid kortare tid än två år, två månader efter två år, tre efter fyra, fyra efter sex, fem efter åtta och sex månader efter tio års anställning. Kollektivavtal kan ha andra tider, och under uppsägningstiden behåller du lön och förmåner. Säger du själv upp dig är tiden en månad, om inte kollektivavtalet eller anställningsavtalet säger något annat.',
      asked: [
        'jag blev uppsagd efter fem år, hur länge får jag lön?',
        'chefen sa upp mig idag, hur lång uppsägningstid har jag',
        'uppsagningstid las hur manga manader',
        'jag har blivit uppsagd, hur många månader till får jag jobba kvar med lön?',
        'jag ska säga upp mig själv, chefen säger att jag har fem månaders uppsägningstid, stämmer det?',
      ],
      roles: ['employee'],
      anchor: 'dokumentation',
    },
    {
      question: 'Jag har blivit uppsagd och tycker att det är fel – hur lång tid har jag på mig att agera?',
      answer:
        'Vill du få uppsägningen eller avskedet ogiltigförklarat ska du underrätta arbetsgivaren inom två veckor efter beskedet, och krav på skadestånd ska framställas inom fyra månader (40 och 41 §§ LAS). Har arbetsgivaren inte talat om i beskedet hur du kan angripa det blir fristen för ogiltighet i stället en månad från att anställningen upphörde.',
      asked: [
        'fick gå och tycker att det är orättvist, hur lång tid har jag på mig att göra något',
        'jag vill bestrida min uppsägning, finns det någon tidsfrist?',
        'blev sparkad på felaktiga grunder, när är det för sent att kräva skadestånd',
      ],
      roles: ['employee'],
      anchor: 'varning-uppsagning-utan-saklig-grund',
    },
    {
      question: 'Gäller en uppsägning som chefen bara har sagt muntligt?',
      answer:
        'Ja, i regel. Arbetsgivaren ska lämna uppsägningen skriftligt och personligen och i beskedet tala om hur du gör om du vill angripa den (8 § LAS), men ett muntligt besked gäller ändå. Att formkraven inte följs kan ge dig rätt till skadestånd (38 § LAS). Be om beskedet skriftligt och tala med facket eller en jurist så snart du kan om du vill angripa uppsägningen.',
      asked: ['uppsagd muntligt utan något papper', 'jag har inte fått någon skriftlig uppsägning'],
      roles: ['employee'],
      anchor: 'dokumentation',
    },
    {
      question: 'Vad räknas som sakliga skäl för uppsägning?',
      answer:
        'Sakliga skäl är arbetsbrist eller förhållanden som hänför sig till arbetstagaren personligen (7 § LAS); sjukdom är i sig sällan ett sådant skäl. Uppsägningen håller inte om det är skäligt att kräva att arbetsgivaren först erbjuder ett annat arbete hos sig.',
      asked: [
        'kan min chef säga upp mig för att vi inte kommer överens?',
        'vad krävs för att vi ska få säga upp en anställd som inte presterar',
        'får man säga upp någon utan anledning',
      ],
      roles: ['employer', 'employee'],
      anchor: 'varning-uppsagning-utan-saklig-grund',
    },
    {
      question: 'I vilken ordning sägs man upp vid arbetsbrist?',
      answer:
        'Inom varje turordningskrets går den med längre anställningstid före den med kortare, och vid lika lång tid går den äldre före (22 § LAS). Arbetsgivaren får dock undanta högst tre arbetstagare innan turordningen fastställs.',
      asked: [
        'jag har jobbat längst men blev ändå uppsagd vid nedskärningarna',
        'sist in först ut, hur funkar turordningen',
        'chefen fick behålla sina favoriter när de varslade, är det tillåtet?',
      ],
      roles: ['employee'],
      anchor: 'arbetsbrist',
    },
    {
      question: 'Har jag rätt att bli återanställd efter en uppsägning på grund av arbetsbrist?',
      answer:
        'Har du varit anställd i mer än tolv månader under de senaste tre åren har du företrädesrätt till återanställning fram till nio månader efter att anställningen upphörde (25 § LAS), om du har tillräckliga kvalifikationer för det nya arbetet.',
      asked: [
        'min gamla arbetsplats anställer igen efter att de sa upp mig, har jag förtur?',
        'företrädesrätt till återanställning hur länge',
        'blev uppsagd pga arbetsbrist i våras och nu söker de folk igen',
      ],
      roles: ['employee'],
      anchor: 'arbetsbrist',
    },
    {
      question: 'Kan vi avskeda en anställd på dagen?',
      answer:
        'Bara vid grovt åsidosättande, som stöld eller våld på arbetsplatsen, kan avsked utan uppsägningstid komma i fråga (18 § LAS) – och även då ska den anställde underrättas minst en vecka i förväg och hens lokala fackliga organisation varslas, om hen är med i facket (30 § LAS). Avskedet får inte heller grundas enbart på något som ni har känt till i mer än två månader före underrättelsen (18 § andra stycket LAS). Ribban är hög, och ett avsked som inte håller kan förklaras ogiltigt eller ge skadestånd.',
      asked: [
        'en anställd har stulit ur kassan, kan vi sparka honom direkt?',
        'får vi avskeda någon som har varit våldsam på jobbet',
        'avsked utan uppsägningstid, när går det',
        'blev avskedad på stående fot för att jag kom sent några gånger, får de göra så?',
      ],
      roles: ['employer', 'employee'],
      anchor: 'personliga-skal',
    },
    {
      question: 'Jag har sagt upp mig men ångrar mig – kan jag återta uppsägningen?',
      answer:
        'Som regel inte: din egen uppsägning binder dig, muntlig som skriftlig, och arbetsgivaren behöver inte gå med på att du återtar den. Sa du upp dig i uppenbar affekt, till exempel mitt i ett gräl, och ångrar dig inom någon dag kan arbetsgivaren enligt Arbetsdomstolens praxis ändå vara skyldig att godta det, så hör av dig till arbetsgivaren genast. Står uppsägningen fast är din uppsägningstid en månad, om inte kollektivavtalet eller anställningsavtalet säger något annat (11 § LAS).',
      asked: ['sa upp mig i ilska, kan jag ångra uppsägningen?', 'kan man återta sin egen uppsägning'],
      roles: ['employee'],
      anchor: 'dokumentation',
    },
  ],
} satisfies BusinessPageContent;
