import type { LocalPageContent } from '../local-page-schema';

export default {
  path: '/services/migrationsratt-rinkeby',
  reviewed: '2026-11-26',
  seo: {
    title: 'Migrationsrätt i Rinkeby – uppehållstillstånd och familj',
    description:
      'Familjeåterförening, arbetstillstånd och överklagande av Migrationsverkets beslut inom tre veckor. Juridisk hjälp för dig i Rinkeby, med språkhjälp vid behov.',
  },
  hero: {
    title: 'Migrationsrätt i Rinkeby – hjälp med uppehållstillstånd och familj',
    lead: 'Ska din make, sambo eller dina barn komma till Sverige, behöver du förlänga ditt arbetstillstånd eller har du fått avslag? Vi hjälper dig i Rinkeby att förstå kraven och att göra ansökan eller överklagandet rätt.',
    mailSubject: 'Migrationsrätt i Rinkeby – fråga om uppehållstillstånd',
  },
  servicePage: '/services/migration',
  relatedServices: ['/services/familj', '/services/barn'],
  services: {
    heading: 'Det här hjälper vi dig med i Rinkeby',
    items: [
      {
        title: 'Familjeåterförening',
        description:
          'Uppehållstillstånd för make, sambo eller registrerad partner – ni ska som huvudregel båda ha fyllt 21 år – och för barn under 18 år. Vi går igenom försörjningskravet och vilka handlingar som behövs.',
      },
      {
        title: 'Arbetstillstånd',
        description:
          'Tidigare räckte {{fakta.lonekravFore2023}} i månaden. Från den 1 november 2023 krävdes {{fakta.lonekravProcentTidigare}} av medianlönen, och sedan den {{fakta.lonekravProcent.fran}} krävs minst {{fakta.lonekravProcent}} av medianlönen – {{fakta.lonekrav}} i månaden före skatt med den medianlön som SCB publicerade 2025 – och villkor i nivå med kollektivavtal.',
      },
      {
        title: 'Permanent uppehållstillstånd',
        description:
          'Efter fyra år med arbetstillstånd under de senaste sju åren kan du ansöka om permanent uppehållstillstånd. Vi kontrollerar underlaget först.',
      },
      {
        title: 'Överklagande',
        description:
          'Ett överklagande ska ha kommit in till Migrationsverket inom tre veckor från att du fick del av beslutet (förvaltningslagen 44 §). Hör av dig direkt när du får ett avslag.',
      },
    ],
  },
  reasons: [
    { title: 'Språkhjälp', description: 'Vi ordnar språkhjälp när det behövs, så att du förstår varje krav och varje beslut.' },
    { title: 'Snabbt svar', description: 'Fristerna är korta. Skriver du till oss får du svar inom {{replyHours}} timmar.' },
    { title: 'En egen jurist', description: 'Samma jurist följer ditt ärende från ansökan till beslut, och är lätt att nå under tiden.' },
  ],
  local: {
    heading: 'Om Rinkeby',
    paragraphs: [
      'Rinkeby ligger i Järvaområdet i nordvästra Stockholm och hör, liksom Husby och Kista, till Rinkeby-Kista stadsdelsområde i Stockholms stad. Tunnelbanans blå linje mot Hjulsta stannar i Rinkeby.',
      'Migrationsrätten är densamma i hela landet. Ansökningar prövas av Migrationsverket, och överklaganden prövas av migrationsdomstolarna vid förvaltningsrätterna i Stockholm, Göteborg, Malmö och Luleå. Ärendena gäller ofta familjen – en make, sambo eller barn som ska få komma hit – men också arbetstillstånd, förlängningar och permanent uppehållstillstånd.',
      'Vi har inget kontor i Rinkeby. Vi träffar dig på vårt kontor i Stocksund eller digitalt, och vi ordnar språkhjälp när det behövs.',
    ],
  },
  nearby: ['Tensta', 'Husby', 'Kista', 'Hjulsta', 'Spånga', 'Sundbyberg'],
  questions: [
    {
      question: 'Vilken domstol prövar mitt överklagande av Migrationsverkets beslut?',
      answer:
        'Överklaganden prövas av migrationsdomstolarna vid förvaltningsrätterna i Stockholm, Göteborg, Malmö och Luleå. Överklagandet skickas till Migrationsverket och ska ha kommit in inom tre veckor från att du fick del av beslutet.',
      asked: [
        'vilken domstol tar hand om mitt ärende om migrationsverket säger nej',
        'är det migrationsdomstolen i stockholm som prövar mitt överklagande',
        'ska jag skicka överklagandet direkt till förvaltningsrätten?',
      ],
      anchor: 'om-omradet',
    },
    {
      question: 'Vilka i min familj kan få uppehållstillstånd för att bo med mig?',
      answer:
        'Make, sambo eller registrerad partner och barn under 18 år kan få uppehållstillstånd, om försörjningskravet och övriga villkor är uppfyllda. Sedan den 1 december 2023 måste makar och sambor som huvudregel båda ha fyllt 21 år.',
      asked: [
        'vilka i familjen kan jag ta hit till sverige',
        'kan min fru och mina barn få bo med mig här i rinkeby',
        'får min man och mina barn under 18 komma till mig',
      ],
      roles: ['married', 'sambo'],
      anchor: 'tjanster',
    },
    {
      question: 'Hur länge måste jag ha arbetat i Sverige för att få permanent uppehållstillstånd?',
      answer:
        'Efter fyra år med arbetstillstånd under de senaste sju åren kan du ansöka om permanent uppehållstillstånd, om villkoren för dina tillstånd har varit uppfyllda hela tiden.',
      asked: [
        'har jobbat här i fyra år, kan jag få PUT',
        'hur många år med jobb innan man får stanna permanent',
        'permanent uppehållstillstand efter arbete hur lange',
      ],
      roles: ['employee'],
      anchor: 'tjanster',
    },
  ],
} satisfies LocalPageContent;
