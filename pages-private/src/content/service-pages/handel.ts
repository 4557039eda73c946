import type { ServicePageContent } from '../service-page-schema';

export default {
  path: '/services/handel',
  reviewed: '2026-11-26',
  seo: {
    title: 'Konsumenträtt och köpeavtal – reklamation och ångerrätt',
    description:
      'Reklamation, ångerrätt på 14 dagar, prisavdrag och skadestånd när köpet blev fel. Vi hjälper dig med konsumentköplagen, köpeavtal och överlåtelser.',
  },
  hero: {
    badge: 'Köp och konsumenträtt',
    title: 'Köp, reklamation och konsumenträtt – när köpet inte blev som det skulle',
    lead: 'Det trasiga, det försenade och det som inte stämde med beskrivningen: som konsument har du starka rättigheter, men de måste användas i rätt tid och på rätt sätt. Vi hjälper dig att reklamera, förhandla och skriva avtal som håller.',
    mailSubject: 'Fråga om reklamation, ångerrätt eller köpeavtal',
  },
  services: {
    heading: 'Det här hjälper vi dig med',
    cards: [
      {
        title: 'Reklamationer',
        description: 'Vi formulerar reklamationen så att den håller om säljaren säger nej.',
        features: [
          'Bedömning av om det är ett fel enligt lagen',
          'Skriftlig reklamation i rätt tid',
          'Krav på reparation, ny vara, prisavdrag eller hävning',
          'Anmälan till Allmänna reklamationsnämnden',
        ],
      },
      {
        title: 'Konsumenträtt',
        description: 'Konsumentköplagen och distansavtalslagen skyddar dig när du köper av ett företag.',
        features: [
          'Ångerrätt vid köp på nätet och hemförsäljning',
          'Garantier och vad de lägger till utöver lagen',
          'Oskäliga avtalsvillkor',
          'Försenade och uteblivna leveranser',
        ],
      },
      {
        title: 'Överlåtelseavtal',
        description: 'När du säljer eller köper något av en annan privatperson är avtalet ditt viktigaste skydd.',
        features: [
          'Överlåtelse av bil, båt eller husvagn',
          'Överlåtelse av djur',
          'Villkor om skick, besiktning och betalning',
          'Ansvar för fel efter överlåtelsen',
        ],
      },
      {
        title: 'Köpeavtal',
        description: 'Vi skriver och granskar köpeavtal, så att det är tydligt vad som säljs och vem som bär risken.',
        features: [
          'Köp mellan privatpersoner enligt köplagen (1990:931)',
          'Köp ”i befintligt skick” och vad det betyder',
          'Avbetalning och äganderättsförbehåll',
          'Tvist om ett köp som redan är gjort',
        ],
      },
    ],
  },
  sections: [
    {
      kind: 'cards',
      id: 'dina-rattigheter',
      heading: 'Dina fyra viktigaste rättigheter som konsument',
      cards: [
        {
          title: 'Ångerrätt',
          description:
            'Köper du på nätet, per telefon eller vid hemförsäljning har du 14 dagars ångerrätt, som regel räknat från att du fick varan (lagen (2005:59) om distansavtal och avtal utanför affärslokaler). Fick du ingen information om ångerrätten förlängs fristen med upp till 12 månader.',
        },
        {
          title: 'Reklamation',
          description:
            'Du kan reklamera fel i upp till tre år efter att du fick varan (konsumentköplagen (2022:260)). Reklamera inom skälig tid från att du märkte felet – inom två månader är alltid i tid. Fel som visar sig inom två år antas ha funnits när du fick varan.',
        },
        {
          title: 'Prisavdrag',
          description:
            'Går felet inte att reparera och kan du inte få en ny vara inom skälig tid, kan du kräva prisavdrag – eller häva köpet om felet inte är av ringa betydelse.',
        },
        {
          title: 'Skadestånd',
          description:
            'Har felet eller förseningen kostat dig pengar, till exempel för att något annat gick sönder eller för extra resor, kan du kräva skadestånd av säljaren.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'avtalstyper',
      heading: 'Tre typer av avtal',
      intro: 'Vilken lag som gäller beror på vem du handlar med och vad köpet gäller.',
      cards: [
        {
          title: 'Köp från ett företag',
          description: 'Konsumentköplagen gäller och kan inte avtalas bort till din nackdel. Villkor som strider mot lagen gäller inte.',
        },
        {
          title: 'Köp mellan privatpersoner',
          description:
            'Köplagen gäller, men bara om ni inte har avtalat annat. Har du köpt ”i befintligt skick” kan det ändå vara fel om säljaren lämnat felaktiga uppgifter eller teg om något väsentligt (köplagen 19 §).',
        },
        {
          title: 'Avtal om tjänster',
          description:
            'Reparationer, hantverkare och verkstäder omfattas av konsumenttjänstlagen (1985:716). Du har rätt att få felet avhjälpt, prisavdrag eller hävning och skadestånd.',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'reklamationsprocessen',
      heading: 'Så reklamerar du – i fyra steg',
      steps: [
        { title: 'Analys', description: 'Vi bedömer om det är ett fel enligt lagen eller avtalet, vem som ansvarar och vad du kan kräva.' },
        { title: 'Dokumentation', description: 'Kvitto, orderbekräftelse, bilder på felet och all kontakt med säljaren sparas och ordnas.' },
        { title: 'Reklamation', description: 'En skriftlig reklamation till säljaren med tydligt krav och en skälig svarstid.' },
        { title: 'Uppföljning', description: 'Vi förhandlar vidare och tar vid behov ärendet till Allmänna reklamationsnämnden eller domstol.' },
      ],
    },
    {
      kind: 'cards',
      id: 'expertis',
      heading: 'Vår expertis',
      cards: [
        {
          title: 'Avtalsrätt',
          description: 'Tolkning av villkor, avtalsbrott och jämkning av oskäliga villkor enligt 36 § avtalslagen.',
        },
        {
          title: 'Konsumentskydd',
          description: 'Konsumentköplagen, konsumenttjänstlagen och reglerna om distansavtal – och var gränserna går.',
        },
        {
          title: 'Tvistlösning',
          description:
            'Förhandling, Allmänna reklamationsnämnden och förenklat tvistemål (småmål) i tingsrätten när beloppet är högst ett halvt prisbasbelopp.',
        },
      ],
    },
  ],
  process: {
    heading: 'Så går det till',
    steps: [
      {
        title: 'Kostnadsfri behovsanalys',
        description: 'Berätta om köpet i formuläret eller per telefon. De första {{freeMinutes}} minuterna är kostnadsfria.',
      },
      { title: 'Genomgång av underlaget', description: 'Vi läser kvitton, avtal och korrespondens och säger vad du kan kräva.' },
      { title: 'Reklamation eller avtal', description: 'Vi skriver reklamationen eller avtalet till fast pris. Standardavtal får du inom 48 timmar.' },
      { title: 'Förhandling', description: 'Vi företräder dig mot säljaren eller köparen tills saken är löst.' },
    ],
  },
  reasons: {
    heading: 'Varför välja oss',
    items: [
      { title: 'Standardavtal inom 48 timmar', description: 'Ett köpe- eller överlåtelseavtal är ofta klart inom 48 timmar.' },
      { title: 'Fast pris', description: 'Du vet vad reklamationen eller avtalet kostar innan vi börjar.' },
      { title: 'Rätt i tid', description: 'Vi håller koll på fristerna för ångerrätt och reklamation.' },
      { title: 'Svar inom {{replyHours}} timmar', description: 'Skriver du till oss får du svar inom {{replyHours}} timmar.' },
    ],
  },
  faq: [
    {
      question: 'Hur länge kan jag reklamera en vara?',
      answer:
        'Enligt konsumentköplagen i upp till tre år från att du fick varan. Du ska reklamera inom skälig tid från att du märkte felet – två månader är alltid i tid. Läs mer om [reklamation](/articles/konsumentratt-rattigheter-reklamation).',
    },
    {
      question: 'Gäller ångerrätten i butik?',
      answer:
        'Nej. Ångerrätten på 14 dagar gäller köp på distans, till exempel på nätet, och köp utanför säljarens affärslokaler. I en butik har du bara öppet köp om butiken erbjuder det.',
    },
    {
      question: 'Säljaren säger att jag ska vända mig till tillverkaren. Stämmer det?',
      answer:
        'Nej. Din reklamation riktar du till den du köpte av. En tillverkares garanti kan ge dig mer, men den tar aldrig bort dina rättigheter mot säljaren.',
    },
    {
      question: 'Jag köpte en begagnad bil av en privatperson – har jag några rättigheter?',
      answer:
        'Ja. Köplagen gäller även om bilen såldes ”i befintligt skick”, bland annat om säljaren lämnat felaktiga uppgifter eller bilen är i väsentligt sämre skick än du hade anledning att räkna med. Reklamera inom skälig tid.',
    },
  ],
  related: {
    services: ['/services/fastighet', '/services/skador', '/services/ekonomi', '/services/familj'],
    articles: [
      '/articles/konsumentratt-rattigheter-reklamation',
      '/articles/angerratt-distansavtal-natkop',
      '/articles/konsumentkoplagen-garantier-produktansvar',
      '/articles/kopekontrakt-kopeavtal-guide',
    ],
  },
  cta: {
    title: 'Har säljaren sagt nej?',
    text: 'Ring oss så går vi igenom ditt köp och vad du kan kräva. De första {{freeMinutes}} minuterna är kostnadsfria.',
  },
  questions: [
    {
      question: 'Kan jag ångra ett köp som jag har gjort på nätet?',
      answer:
        'Ja, oftast. Köper du av ett företag på nätet, per telefon eller vid hemförsäljning har du 14 dagars ångerrätt, som regel räknat från att du fick varan. Fick du ingen information om ångerrätten förlängs fristen med upp till tolv månader.',
      asked: [
        'beställde en mobil på nätet förra veckan och har ångrat mig',
        'ångra ett köp från en webbutik, hur lång tid har jag',
        'köpte något av en dörrförsäljare igår, kan jag ångra det',
      ],
      roles: ['consumer'],
      anchor: 'dina-rattigheter',
    },
    {
      question: 'Kan jag få pengarna tillbaka för en trasig vara?',
      answer:
        'I första hand kan säljaren reparera varan eller ge dig en ny. Går felet inte att reparera och kan du inte få en ny vara inom skälig tid kan du kräva prisavdrag, eller häva köpet och få pengarna tillbaka om felet inte är av ringa betydelse.',
      asked: [
        'tvättmaskinen är trasig och jag vill ha tillbaka pengarna',
        'butiken kan inte laga det jag köpte, får jag pengarna tillbaka då',
        'kan jag hava kopet nar varan ar trasig',
      ],
      roles: ['consumer'],
      anchor: 'dina-rattigheter',
    },
    {
      question: 'Vem måste bevisa att felet fanns när jag köpte varan?',
      answer: 'Fel som visar sig inom två år från att du fick varan antas ha funnits när du fick den, så då är det säljaren som måste visa motsatsen.',
      asked: [
        'säljaren säger att jag har tappat mobilen, vem måste bevisa det',
        'skärmen slutade fungera efter ett år, måste jag visa att det var ett fabriksfel',
        'vem har bevisbordan nar en vara gar sonder',
      ],
      roles: ['consumer'],
      anchor: 'dina-rattigheter',
    },
    {
      question: 'Gäller konsumentköplagen fast jag har godkänt villkor som säger något annat?',
      answer:
        'Ja. Köper du av ett företag gäller konsumentköplagen, och den kan inte avtalas bort till din nackdel; villkor som strider mot lagen gäller inte.',
      asked: [
        'jag klickade i att jag godkänner villkoren och där står det att man bara kan reklamera i sex månader',
        'webbshoppens villkor säger att de inte tar ansvar för fel, gäller det',
        'kan ett företag avtala bort konsumentköplagen',
      ],
      roles: ['consumer'],
      anchor: 'avtalstyper',
    },
    {
      question: 'Hantverkaren har gjort ett dåligt jobb – vilka rättigheter har jag?',
      answer:
        'Reparationer, hantverkare och verkstäder omfattas av konsumenttjänstlagen. Du har rätt att få felet avhjälpt, prisavdrag eller hävning och skadestånd, och du ska reklamera inom skälig tid från att du märkte felet.',
      asked: [
        'elektrikern gjorde fel och nu fungerar inte uttagen, vad kan jag kräva',
        'bilverkstaden lagade inte felet men tog betalt ändå',
        'missnöjd med rörmokaren, har jag några rättigheter',
      ],
      roles: ['consumer'],
      anchor: 'avtalstyper',
    },
    {
      question: 'Kan jag få ersättning för kostnader som felet har orsakat mig?',
      answer:
        'Ja. Har felet eller förseningen kostat dig pengar, till exempel för att något annat gick sönder eller för extra resor, kan du kräva skadestånd av säljaren.',
      asked: [
        'felet på varan gjorde att all mat blev förstörd, kan jag få ersättning för maten',
        'soffan kom en månad för sent och jag fick ta ledigt flera gånger, kan jag kräva pengar',
        'kan jag fa betalt for extra kostnader pga en trasig vara',
      ],
      roles: ['consumer'],
      anchor: 'dina-rattigheter',
    },
    {
      question: 'Vart vänder jag mig om säljaren vägrar ta min reklamation eller inte svarar?',
      answer:
        'Reklamera skriftligt, till exempel med e-post, och spara kvitto, bilder och all kontakt; säljaren ansvarar enligt konsumentköplagen även när du har handlat på nätet. Säger säljaren nej eller svarar inte kan du anmäla tvisten till Allmänna reklamationsnämnden, som lämnar en rekommendation, eller väcka talan i tingsrätten. Gäller tvisten högst ett halvt prisbasbelopp ({{fakta.ftMalGrans}} år {{fakta.prisbasbelopp.ar}}) handläggs den som ett förenklat tvistemål, ett så kallat småmål.',
      asked: [
        'företaget säger nej till min reklamation, kan jag ta det till domstol',
        'kan jag anmäla en webbutik som vägrar ta ansvar för en trasig vara',
        'arn eller tingsratt nar saljaren sager nej',
        'varan kom skadad och webbutiken svarar inte på mina mejl',
      ],
      roles: ['consumer'],
      anchor: 'expertis',
    },
    {
      question: 'Vad bör stå i avtalet när jag säljer min bil privat?',
      answer:
        'Beskriv bilen och dess skick, hur och när betalningen sker och vad som gäller för fel efter överlåtelsen. Vid köp mellan privatpersoner gäller köplagen bara om ni inte har avtalat annat, så ett tydligt överlåtelseavtal är ditt viktigaste skydd.',
      asked: [
        'ska sälja min gamla bil på Blocket, vad ska jag skriva i kontraktet',
        'hur skyddar jag mig om köparen klagar på bilen efteråt',
        'saljer bilen privat behover jag ett avtal',
      ],
      roles: ['seller', 'private'],
      anchor: 'tjanster',
    },
  ],
} satisfies ServicePageContent;
