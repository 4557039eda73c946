// A few pages and a practice for the chat's tests (not the site's content or config, which change).
import type { SiteInfo } from '../lead-mails.ts';
import { PROMISES } from '../site-config.ts';
import type { ChatDocument } from './knowledge.ts';

export const TEST_SITE: SiteInfo = {
  name: 'Testbyrån',
  phone: '08-123 456 78',
  email: 'kontor@testbyran.example',
  siteUrl: 'https://www.testbyran.example',
  phoneHours: 'Vardagar 9–16',
  openingHours: { opens: '09:00', closes: '16:00' },
  meetings: 'på kontoret i Teststad eller digitalt',
};

export const TEST_DOCUMENTS: ChatDocument[] = [
  {
    path: '/articles/arvsratt-testamente-arvskifte',
    title: 'Arvsrätt – testamente, bouppteckning och arvskifte',
    kind: 'article',
    category: 'Arvsrätt',
    sections: [
      {
        heading: 'Formkraven – så blir testamentet giltigt',
        anchor: 'formkraven',
        text: 'Ett testamente ska vara skriftligt och bevittnas av två vittnen som är närvarande samtidigt (ärvdabalken 10 kap. 1 §). Vittnena ska veta att det är ett testamente, men inte vad det innehåller. Din make, sambo eller nära släkting får inte vara vittne.',
      },
      {
        heading: 'Bouppteckning inom tre månader',
        anchor: 'bouppteckning',
        text: 'Bouppteckningen ska förrättas inom tre månader från dödsfallet (ärvdabalken 20 kap. 1 §). Den ska sedan ges in till Skatteverket för registrering inom en månad. Ring {{phone}} om du vill ha hjälp med förrättningen.',
      },
    ],
  },
  {
    path: '/services/migration',
    title: 'Migrationsrätt',
    kind: 'service',
    category: 'Migrationsrätt',
    sections: [
      {
        heading: 'Arbetstillstånd',
        anchor: 'arbetstillstand',
        text: 'För arbetstillstånd krävs ett erbjudande om anställning från en arbetsgivare i Sverige. Sedan den 1 juni 2026 krävs en lön på minst 90 % av medianlönen. Handläggningen tar i regel ungefär 2–4 månader.',
      },
    ],
  },
  {
    path: '/articles/familjeratt-skilsmassa-bodelning',
    title: 'Skilsmässa och bodelning – steg för steg',
    kind: 'article',
    category: 'Familjerätt',
    sections: [
      {
        heading: 'Betänketid',
        anchor: 'betanketid',
        text: 'Betänketiden är sex månader om bara en av er vill skiljas, om någon av er begär det eller om någon av er bor med ett eget barn under 16 år som han eller hon har vårdnaden om (äktenskapsbalken 5 kap.). Med betänketid tar en skilsmässa i regel mellan sex och tolv månader från ansökan till dom.',
      },
    ],
  },
  {
    path: '/foretag/saga-upp-personal',
    title: 'Säga upp personal',
    kind: 'business',
    category: 'Företag',
    sections: [
      {
        heading: 'Uppsägning på grund av arbetsbrist',
        anchor: 'arbetsbrist',
        text: 'Vid uppsägning på grund av arbetsbrist gäller turordningsreglerna i lagen om anställningsskydd. Arbetsgivaren ska först förhandla med den fackliga organisationen.',
      },
    ],
  },
  {
    path: '/services/arv',
    title: 'Arvsrätt',
    kind: 'service',
    category: 'Arvsrätt',
    sections: [
      { heading: 'Så går det till', anchor: 'sa-gar-det-till', text: 'Du ringer oss och vi går igenom ditt ärende. Sedan får du ett fast pris.' },
      {
        heading: 'Ärver min sambo mig?',
        anchor: 'vanliga-fragor',
        text: 'Nej. Sambor ärver inte varandra enligt lag, så du behöver skriva ett testamente om din sambo ska ärva dig.',
      },
      {
        heading: 'Vem ärver om det inte finns något testamente?',
        anchor: 'vanliga-fragor',
        text: 'Är du gift ärver din make före era gemensamma barn. Barnen får sitt arv när båda föräldrarna har dött.',
      },
    ],
    questions: [
      {
        question: 'Hur länge har man på sig att göra bouppteckningen?',
        answer: 'Bouppteckningen ska göras inom tre månader från dödsfallet. Skatteverket kan ge anstånd om det behövs.',
        anchor: 'vanliga-fragor',
      },
    ],
  },
  {
    path: '/anvandarvillkor',
    title: 'Användarvillkor',
    kind: 'legal',
    sections: [
      {
        heading: 'Priser',
        anchor: 'behovsanalys-radgivningsmote-och-priser',
        text: `De första ${PROMISES.freeMinutes} minuterna är kostnadsfria. Vi arbetar med fasta priser så långt det är möjligt, och du får veta priset innan arbetet börjar.`,
      },
      {
        heading: 'Bokning',
        anchor: 'bokning-och-avbokning',
        text: `Du bokar ett rådgivningsmöte med oss per telefon, e-post eller via kontaktformuläret. Avboka senast ${PROMISES.cancelHours} timmar före.`,
      },
    ],
  },
];
