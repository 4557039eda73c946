import type { BusinessPageContent } from '../business-page-schema';

export default {
  path: '/foretag/avtalstvist',
  reviewed: '2026-11-29',
  seo: {
    title: 'Avtalstvist – från avtalsanalys till förlikning och domstol',
    description:
      'Har motparten brutit mot avtalet? Vi analyserar avtalet, reklamerar, förhandlar och driver tvisten vidare till medling, tingsrätt eller skiljeförfarande.',
  },
  hero: {
    badge: 'Företag · Avtalstvist',
    title: 'När motparten inte håller avtalet',
    lead: 'De flesta avtalstvister går att lösa utan domstol – om du agerar i tid och vet hur starkt ditt läge är. Vi analyserar avtalet och bevisningen, framställer rätt krav och driver tvisten så långt som det lönar sig för dig.',
    mailSubject: 'Avtalstvist',
  },
  sections: [
    {
      kind: 'list',
      id: 'avtalsanalys',
      heading: 'Analys: hur starkt är ditt läge?',
      intro:
        'Första frågan är vad ni faktiskt har avtalat och vad du kan bevisa. Läs mer i artikeln [Avtalstolkning, avtalsbrott och rättsmedel](/articles/avtalstolkning-avtalsbrott-rattsmedel).',
      items: [
        {
          title: 'Avtalet',
          text: 'Skriftliga avtal, offerter, orderbekräftelser, mejl och allmänna villkor. Ett muntligt avtal är lika bindande som ett skriftligt, men svårare att bevisa.',
        },
        {
          title: 'Tolkning',
          text: 'Oklara villkor tolkas efter vad parterna gemensamt avsåg, ordalydelsen och sammanhanget. Ett otydligt villkor kan tolkas till nackdel för den som formulerade det.',
        },
        {
          title: 'Lagen som fyller ut',
          text: 'Det ni inte har reglerat avgörs av dispositiv lag, till exempel köplagen vid köp av varor mellan företag, och av allmänna avtalsrättsliga principer.',
        },
        {
          title: 'Påföljder',
          text: 'Vid avtalsbrott kan du kräva att motparten fullgör avtalet, avhjälper fel, ger prisavdrag eller betalar skadestånd – och vid väsentligt avtalsbrott häva avtalet.',
        },
        {
          title: 'Bevis',
          text: 'Spara korrespondens, fakturor, leveranssedlar, foton och anteckningar från samtal. Skriv ner händelseförloppet medan det är färskt.',
        },
      ],
    },
    {
      kind: 'list',
      id: 'fran-reklamation-till-losning',
      heading: 'Från reklamation till lösning',
      intro: 'En tvist går i steg. Varje steg kan avsluta den – och varje steg kostar mer än det förra.',
      ordered: true,
      items: [
        {
          title: 'Reklamera i tid',
          text: 'Meddela motparten att du anser att avtalet är brutet och vad du kräver. Vid köp mellan företag ska reklamation ske inom skälig tid efter att du märkte eller borde ha märkt felet, och senast två år efter att du tog emot varan (32 § köplagen). Den som reklamerar för sent förlorar rätten att åberopa felet.',
        },
        {
          title: 'Kravbrev och förhandling',
          text: 'Ett skriftligt krav med belopp, grund och sista dag för betalning. Många tvister löses här, ofta genom en kompromiss som blir billigare för båda än en process.',
        },
        {
          title: 'Förlikning eller medling',
          text: 'En förlikning skrivs ner med en klausul om att den reglerar tvisten fullt och slutligt. Med hjälp av en medlare kan parterna hitta en lösning de själva står bakom; en överenskommelse efter medling kan förklaras verkställbar enligt lagen om medling i vissa privaträttsliga tvister.',
        },
        {
          title: 'Domstol eller skiljeförfarande',
          text: 'En fordran som motparten inte invänder mot drivs snabbast in genom betalningsföreläggande hos Kronofogden. Bestrids kravet avgörs tvisten av tingsrätten – eller av skiljemän enligt lagen om skiljeförfarande, om avtalet har en skiljeklausul.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'domstol-och-skiljeforfarande',
      heading: 'Tingsrätt eller skiljeförfarande',
      cards: [
        {
          title: 'Tingsrätten',
          description:
            'Du lämnar en stämningsansökan till tingsrätten, som först försöker få parterna att förlikas. Domen kan överklagas till hovrätten, men det krävs prövningstillstånd. Förhandlingar och handlingar är som regel offentliga.',
        },
        {
          title: 'Småmål',
          description:
            'Gäller tvisten ett belopp som inte överstiger ett halvt prisbasbelopp ({{fakta.ftMalGrans}} år {{fakta.prisbasbelopp.ar}}) handläggs målet förenklat, och den som förlorar behöver som huvudregel bara ersätta motpartens kostnader i begränsad omfattning.',
        },
        {
          title: 'Skiljeförfarande',
          description:
            'Förutsätter att ni har avtalat om det. Förfarandet är inte offentligt och skiljedomen kan inte överklagas i sak, men parterna betalar skiljemännen – därför blir det ofta dyrt vid mindre belopp. Det finns förenklade regler för mindre tvister.',
        },
        {
          title: 'Rättegångskostnader',
          description:
            'Huvudregeln är att den som förlorar betalar både sina egna och motpartens rättegångskostnader (18 kap. 1 § rättegångsbalken). Kontrollera om företagets försäkring har ett rättsskydd som kan täcka en del av kostnaderna.',
        },
      ],
    },
    {
      kind: 'callout',
      tone: 'info',
      id: 'preskription',
      heading: 'Preskription: vänta inte för länge',
      paragraphs: [
        'En fordran preskriberas som huvudregel tio år efter att den uppkom (2 § preskriptionslagen); en näringsidkares fordran på en konsument efter tre år. Preskriptionen avbryts när gäldenären får ett skriftligt krav eller en påminnelse från dig, eller om gäldenären erkänner skulden (5 §). Då börjar en ny frist löpa.',
        'Avtal och särskilda lagar har ofta betydligt kortare frister, och reklamationsfristerna löper ut långt före preskriptionen. Kontrollera därför först vad avtalet säger om reklamation och ansvarstid.',
      ],
    },
  ],
  process: {
    heading: 'Så går det till',
    intro: 'Vi börjar alltid med fristerna – sedan med frågan om tvisten är värd att driva.',
    steps: [
      {
        title: 'Beskriv tvisten',
        description: 'Berätta i [formuläret](/foretag#kontakt) vad ni avtalade, vad som gick fel och vad du vill uppnå.',
      },
      {
        title: 'Kostnadsfri behovsanalys',
        description: 'Vi ringer upp dig. Under de första {{freeMinutes}} minuterna, som är kostnadsfria, kontrollerar vi om någon frist är på väg att löpa ut.',
      },
      {
        title: 'Strategi och genomförande',
        description:
          'Vid ett rådgivningsmöte till rabatterat pris bedömer vi dina chanser, kostnader och risker. Sedan skriver vi krav och företräder dig i förhandling, medling och domstol.',
      },
    ],
  },
  faq: [
    {
      question: 'Lönar det sig att gå till domstol?',
      answer:
        'Det beror på beloppet, bevisningen och om motparten kan betala. Eftersom den som förlorar som huvudregel betalar båda parters kostnader bör du räkna på risken innan du stämmer. Vi ger dig en bedömning av chanser och kostnader innan du bestämmer dig.',
    },
    {
      question: 'Är ett muntligt avtal bindande?',
      answer:
        'Ja. Ett muntligt avtal är lika bindande som ett skriftligt, om inte lagen kräver skriftlig form, som vid köp av fast egendom. Svårigheten är att bevisa vad ni kom överens om – mejl, sms och vittnen kan räcka.',
    },
    {
      question: 'Hur länge kan vi vänta med att kräva betalning?',
      answer:
        'En fordran preskriberas som huvudregel efter tio år, och fristen kan avbrytas med ett skriftligt krav. Men reklamationsfrister och avtalade ansvarstider är ofta mycket kortare, så vänta inte.',
    },
    {
      question: 'Motparten betalar inte men har inte heller invänt – vad gör vi?',
      answer:
        'Ansök om betalningsföreläggande hos Kronofogden. Ansökningsavgiften är {{fakta.betalningsforelaggandeAvgift}}. Bestrider motparten kravet kan målet överlämnas till tingsrätten; annars får du ett utslag som kan verkställas.',
    },
    {
      question: 'Vad är skillnaden mellan medling och skiljeförfarande?',
      answer:
        'En medlare hjälper parterna att själva komma överens och kan inte bestämma något. Skiljemän avgör tvisten med en skiljedom som är bindande och som inte kan överklagas i sak.',
    },
  ],
  related: ['/foretag/kundavtal', '/foretag/hyrestvist', '/foretag/lana-pengar', '/foretag/saga-upp-personal', '/foretag/starta-bolag', '/foretag/anstalla'],
  cta: {
    title: 'Har ni hamnat i en avtalstvist?',
    text: 'Ring oss innan du svarar motparten – de första {{freeMinutes}} minuterna är gratis. Skriver du hellre hör vi av oss inom {{replyHours}} timmar.',
  },
  questions: [
    {
      question: 'Vi har fått ett betalningsföreläggande men kravet är fel – vad gör vi?',
      answer:
        'Bestrid kravet skriftligt hos Kronofogden inom den tid som står i föreläggandet och förklara varför det är fel. Vill sökanden gå vidare kan målet då lämnas över till tingsrätten; svarar ni inte kan Kronofogden meddela ett utslag som kan verkställas.',
      asked: [
        'vårt bolag har fått ett brev från kronofogden om en skuld vi inte har',
        'hur bestrider vi ett betalningsföreläggande mot företaget',
        'en leverantör har ansökt hos kronofogden mot oss fast fakturan är fel',
      ],
      roles: ['business', 'debtor'],
      anchor: 'fran-reklamation-till-losning',
    },
    {
      question: 'En leverantör kräver betalt för en leverans som var felaktig – måste vi betala?',
      answer:
        'Reklamera skriftligt och förklara vad som är fel och vad ni kräver; vid köp mellan företag ska det ske inom skälig tid och senast två år efter att varan togs emot (32 § köplagen). Ni får hålla inne den del av betalningen som motsvarar ert krav, men inte mer.',
      asked: [
        'leverantören kräver full betalning men varorna var trasiga',
        'måste vi betala fakturan när det de levererade inte fungerar?',
        'vi har fått fel varor och leverantören skickar påminnelser',
      ],
      roles: ['business', 'debtor', 'buyer'],
      anchor: 'fran-reklamation-till-losning',
    },
    {
      question: 'Vem betalar rättegångskostnaderna om vi förlorar?',
      answer:
        'Huvudregeln är att den som förlorar betalar både sina egna och motpartens rättegångskostnader (18 kap. 1 § rättegångsbalken). I småmål, där beloppet inte överstiger ett halvt prisbasbelopp ({{fakta.ftMalGrans}} år {{fakta.prisbasbelopp.ar}}), behöver den som förlorar som huvudregel bara ersätta motpartens kostnader i begränsad omfattning.',
      asked: [
        'vad kostar det oss om vi förlorar i tingsrätten',
        'måste vi betala motpartens advokat om vi förlorar målet?',
        'vem står för kostnaderna i en tvist med en kund',
      ],
      roles: ['business'],
      anchor: 'domstol-och-skiljeforfarande',
    },
    {
      question: 'Hur avbryter vi preskriptionen av en fordran?',
      answer:
        'Preskriptionen avbryts när gäldenären får ett skriftligt krav eller en påminnelse från er, eller om gäldenären erkänner skulden (5 § preskriptionslagen). Då börjar en ny frist löpa.',
      asked: [
        'kunden har inte betalat på flera år, hur hindrar vi att fordran preskriberas?',
        'räcker det att skicka en påminnelse för att skulden inte ska preskriberas',
        'preskriptionsavbrott hur gör man',
      ],
      roles: ['business', 'creditor'],
      anchor: 'preskription',
    },
    {
      question: 'Kan en skiljedom överklagas?',
      answer:
        'Inte i sak. Skiljeförfarande förutsätter att ni har avtalat om det och är inte offentligt, medan en dom från tingsrätten kan överklagas till hovrätten om prövningstillstånd ges.',
      asked: ['vi förlorade i skiljeförfarandet, kan vi överklaga?', 'går det att få en skiljedom prövad i domstol', 'skiljedomen är helt fel, vad gör vi nu'],
      roles: ['business'],
      anchor: 'domstol-och-skiljeforfarande',
    },
    {
      question: 'Hur skriver vi en förlikning som håller?',
      answer:
        'Skriv ner förlikningen med en klausul om att den reglerar tvisten fullt och slutligt. En överenskommelse efter medling kan dessutom förklaras verkställbar enligt lagen om medling i vissa privaträttsliga tvister.',
      asked: [
        'vi har kommit överens med motparten, hur skriver vi så att tvisten är slut?',
        'förlikningsavtal vad ska stå i det',
        'hur ser vi till att de inte kan stämma oss igen efter uppgörelsen',
      ],
      roles: ['business'],
      anchor: 'fran-reklamation-till-losning',
    },
  ],
} satisfies BusinessPageContent;
