import type { BusinessPageContent } from '../business-page-schema';

export default {
  path: '/foretag/lana-pengar',
  reviewed: '2026-11-26',
  seo: {
    title: 'Företagslån – kreditavtal, säkerheter och personlig borgen',
    description:
      'Innan företaget tar ett banklån: vi granskar kreditavtalet, räntevillkor, amortering, kovenanter och säkerheter som företagsinteckning och personlig borgen.',
  },
  hero: {
    badge: 'Företag · Lån',
    title: 'Låna pengar till företaget – läs avtalet innan du skriver på',
    lead: 'Ett banklån är mer än räntan. Kreditavtalet bestämmer när banken får säga upp lånet, vilka säkerheter den tar och om du själv står för skulden genom borgen. Vi granskar villkoren och hjälper dig att förhandla med banken.',
    mailSubject: 'Företagslån och kreditavtal',
  },
  sections: [
    {
      kind: 'list',
      id: 'kreditavtal',
      heading: 'Kreditavtalet',
      intro: 'Lån till företag omfattas inte av konsumentkreditlagen. Det är avtalet som gäller, och villkoren går ofta att förhandla. Granska särskilt:',
      items: [
        {
          title: 'Ränta',
          text: 'Rörlig ränta följer ofta en referensränta, som Stibor, plus en marginal. Fast ränta ger förutsägbarhet men kan kosta en ränteskillnadsersättning om lånet löses i förtid. Kontrollera när banken får ändra marginalen.',
        },
        {
          title: 'Amortering',
          text: 'Rak amortering (samma belopp varje gång) eller annuitet (samma totala betalning), eventuell amorteringsfri period och hur stor del som ska betalas i ett klumpbelopp när löptiden är slut.',
        },
        {
          title: 'Avgifter',
          text: 'Uppläggningsavgift, aviavgifter och, för en checkräkningskredit, avgift på den del av krediten som inte används.',
        },
        {
          title: 'Kovenanter',
          text: 'Åtaganden som bolaget ska uppfylla under hela löptiden – till exempel en lägsta soliditet, en högsta skuldsättning i förhållande till resultatet, begränsningar för utdelning och förbud mot att ställa säkerhet till andra långivare. Bryts en kovenant får banken normalt säga upp lånet.',
        },
        {
          title: 'Uppsägningsgrunder',
          text: 'Vilka händelser som ger banken rätt att kräva omedelbar återbetalning: utebliven betalning, brutna kovenanter, ändrat ägande (change of control) eller att bolaget inte betalar andra långivare (cross default).',
        },
        {
          title: 'Rapportering',
          text: 'Vilka uppgifter banken ska få och när: årsredovisning, delårsrapporter och intyg om att kovenanterna är uppfyllda. En missad rapport kan i sig vara ett avtalsbrott.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'sakerheter',
      heading: 'Säkerheter',
      intro: 'Banken vill ha säkerhet för lånet. Det du ställer som säkerhet avgör vad du kan förlora.',
      cards: [
        {
          title: 'Företagsinteckning',
          description:
            'Bolaget ansöker om företagsinteckning hos Bolagsverket och lämnar företagsinteckningsbreven till banken som pant (lagen (2008:990) om företagshypotek). Panten omfattar i huvudsak verksamhetens lösa egendom, som inventarier, varulager och kundfordringar. Stämpelskatten är {{fakta.stampelskattForetagsinteckning}} av det intecknade beloppet.',
        },
        {
          title: 'Personlig borgen',
          description:
            'Går du i borgen för bolagets lån svarar du personligen om bolaget inte betalar. Vid proprieborgen (borgen såsom för egen skuld) kan banken vända sig direkt till dig så snart bolaget har dragit sig efter med betalningen. Borgen tar alltså bort aktiebolagets skydd för just den skulden.',
          featuresLabel: 'Förhandla om',
          features: [
            'Ett beloppstak och en tidsgräns för borgen',
            'Att borgen bara gäller det aktuella lånet, inte ”allt bolaget är eller blir skyldigt banken”',
            'Hur ansvaret fördelas om flera går i borgen',
            'Att du frigörs om du säljer dina aktier eller lämnar bolaget – annars gäller borgen kvar',
          ],
        },
        {
          title: 'Pant i fastighet, aktier och fordringar',
          description:
            'Pantbrev i en fastighet, aktier i ett dotterbolag eller enskilda kundfordringar kan också pantsättas. Vid pant i en fordran ska gäldenären underrättas för att panten ska gälla mot andra borgenärer (31 § skuldebrevslagen).',
        },
      ],
    },
    {
      kind: 'callout',
      tone: 'warning',
      id: 'borgen-risk',
      heading: 'Personlig borgen är den största risken',
      paragraphs: [
        'Borgensförbindelsen skrivs ofta under i samma möte som kreditavtalet, utan att någon har läst den. Går bolaget i konkurs kan banken kräva dig på hela det belopp du har gått i borgen för, och kravet riktas mot din privata ekonomi.',
        'Låt oss granska borgensförbindelsen innan du skriver under, och förhandla om tak, tid och vad den omfattar.',
      ],
    },
  ],
  process: {
    heading: 'Så går det till',
    intro: 'Skicka det banken har gett dig innan du skriver under något.',
    steps: [
      {
        title: 'Skicka låneerbjudandet',
        description: 'Beskriv lånet i [formuläret](/foretag#kontakt) och skicka kreditavtal, allmänna villkor och borgensförbindelse när vi har hörts av.',
      },
      {
        title: 'Kostnadsfri behovsanalys',
        description: 'Vi ringer upp dig. De första {{freeMinutes}} minuterna är kostnadsfria, och du får ett fast pris för granskningen.',
      },
      {
        title: 'Granskning och förhandling',
        description: 'Vi markerar de villkor som är ovanliga eller riskabla, föreslår ändringar och förbereder dig inför mötet med banken.',
      },
    ],
  },
  faq: [
    {
      question: 'Kan banken säga upp lånet fast vi betalar i tid?',
      answer:
        'Ja, om kreditavtalet ger banken rätt till det – till exempel om en kovenant bryts, om ägandet ändras eller om bolaget inte betalar en annan långivare. Därför är uppsägningsgrunderna lika viktiga som räntan.',
    },
    {
      question: 'Måste jag gå i borgen för bolagets lån?',
      answer:
        'Ingen lag kräver det, men många banker ställer det som villkor för lån till mindre bolag. Det går ofta att förhandla om ett beloppstak, en tidsgräns eller en annan säkerhet i stället.',
    },
    {
      question: 'Vad kostar det att lösa ett företagslån i förtid?',
      answer:
        'Det avgörs av kreditavtalet. Vid rörlig ränta brukar lånet kunna lösas mot eventuella avgifter. Vid fast ränta tar banken ofta ut en ränteskillnadsersättning, och reglerna som begränsar den för konsumenter gäller inte företag.',
    },
  ],
  related: ['/foretag/ta-in-kapital', '/foretag/starta-bolag', '/foretag/kundavtal', '/foretag/avtalstvist'],
  cta: {
    title: 'Ska företaget låna pengar?',
    text: 'Ring oss innan du skriver under – de första {{freeMinutes}} minuterna är gratis. Skriver du hellre hör vi av oss inom {{replyHours}} timmar.',
  },
  questions: [
    {
      question: 'Vad händer med min borgen om bolaget går i konkurs?',
      answer:
        'Banken kan kräva dig personligen på hela det belopp du har gått i borgen för, och kravet riktas mot din privata ekonomi. Vid proprieborgen kan banken vända sig direkt till dig så snart bolaget har dragit sig efter med betalningen.',
      asked: [
        'jag har gått i borgen för mitt AB och nu går det i konkurs, vad händer med mig?',
        'kan banken kräva mig privat om firman inte kan betala lånet',
        'personlig borgen for foretagslan konkurs',
      ],
      roles: ['business', 'debtor'],
      anchor: 'borgen-risk',
    },
    {
      question: 'Gäller min borgen kvar om jag säljer mina aktier i bolaget?',
      answer:
        'Ja, om inget annat har avtalats. Förhandla därför om att du frigörs när du säljer dina aktier eller lämnar bolaget, och om ett beloppstak och en tidsgräns för borgen.',
      asked: [
        'jag har sålt mina aktier men banken säger att jag fortfarande är borgensman',
        'hur kommer jag ur min borgen när jag lämnar bolaget',
        'hänger borgen kvar om jag kliver av som delägare?',
      ],
      roles: ['business'],
      anchor: 'sakerheter',
    },
    {
      question: 'Gäller konsumentkreditlagen när mitt företag lånar pengar?',
      answer: 'Nej. Lån till företag omfattas inte av konsumentkreditlagen; det är kreditavtalet som gäller, och villkoren går ofta att förhandla.',
      asked: [
        'har mitt bolag samma skydd som en privatperson när vi tar lån?',
        'företagslån, gäller konsumentskyddet då',
        'kan vi förhandla om villkoren i banklånet till firman',
      ],
      roles: ['business'],
      anchor: 'kreditavtal',
    },
    {
      question: 'Vad är kovenanter i ett låneavtal?',
      answer:
        'Åtaganden som bolaget ska uppfylla under hela löptiden, till exempel en lägsta soliditet, en högsta skuldsättning i förhållande till resultatet eller begränsningar för utdelning. Bryts en kovenant får banken normalt säga upp lånet.',
      asked: [
        'banken vill ha soliditetskrav i lånet, vad betyder det',
        'vi har brutit mot ett villkor i låneavtalet, kan banken säga upp lånet?',
        'vad är covenants',
      ],
      roles: ['business'],
      anchor: 'kreditavtal',
    },
    {
      question: 'Vad kan banken ta som pant genom en företagsinteckning?',
      answer:
        'Panten omfattar i huvudsak verksamhetens lösa egendom, som inventarier, varulager och kundfordringar. Bolaget ansöker om företagsinteckning hos Bolagsverket och lämnar företagsinteckningsbreven till banken som pant.',
      asked: [
        'banken vill ha företagsinteckning som säkerhet, vad innebär det?',
        'kan banken ta vårt varulager om vi inte betalar lånet',
        'hur tar man ut företagsinteckningsbrev',
      ],
      roles: ['business'],
      anchor: 'sakerheter',
    },
  ],
} satisfies BusinessPageContent;
