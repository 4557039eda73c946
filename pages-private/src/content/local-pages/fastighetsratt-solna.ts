import type { LocalPageContent } from '../local-page-schema';

export default {
  path: '/services/fastighetsratt-solna',
  reviewed: '2026-11-26',
  seo: {
    title: 'Fastighetsrätt i Solna – bostadsköp, nyproduktion och hyra',
    description:
      'Köper eller säljer du bostad i Solna? Vi granskar kontrakt och förhandsavtal och hjälper dig vid fel i bostaden och i hyresfrågor – digitalt eller i Stocksund.',
  },
  hero: {
    title: 'Fastighetsrätt i Solna – trygg hjälp före och efter bostadsköpet',
    lead: 'Villa i Bergshamra, bostadsrätt i Råsunda eller en nyproducerad lägenhet i Arenastaden: vi hjälper dig i Solna att läsa kontraktet innan du skriver under och att agera rätt om något blir fel.',
    mailSubject: 'Fastighetsrätt i Solna – fråga om bostad',
  },
  servicePage: '/services/fastighet',
  relatedServices: ['/services/ekonomi', '/services/handel', '/services/arv'],
  services: {
    heading: 'Det här hjälper vi dig med i Solna',
    items: [
      {
        title: 'Nyproducerad bostadsrätt',
        description:
          'Vid nyproduktion skriver du ofta ett förhandsavtal långt före tillträdet. Vi granskar avtalet, föreningens kostnadskalkyl och ekonomiska plan och vad som gäller om tillträdet skjuts upp.',
      },
      {
        title: 'Köp och försäljning av hus',
        description:
          'Köpekontrakt, villkor om besiktning och lån, och lagfart hos Lantmäteriet inom tre månader. Stämpelskatten är {{fakta.stampelskattKop}} av priset, eller av taxeringsvärdet om det är högre, och nya pantbrev kostar {{fakta.stampelskattPantbrev}} av beloppet.',
      },
      {
        title: 'Fel i bostaden',
        description:
          'Fukt, fel i el eller stammar som visar sig efter tillträdet. Vi bedömer om det är ett dolt fel som säljaren ansvarar för, och reklamerar i tid.',
      },
      {
        title: 'Hyresrätt och andrahandsuthyrning',
        description: 'Granskning av hyresavtal, uppsägning, deposition och uthyrning i andra hand – för både hyresgäst och den som hyr ut.',
      },
    ],
  },
  reasons: [
    { title: 'Nära Solna', description: 'Vårt kontor i Stocksund ligger strax norr om Bergshamra. Vi träffas där eller digitalt, som det passar dig.' },
    { title: 'Fast pris', description: 'Du vet vad granskningen av kontraktet kostar innan vi börjar, och standardavtal får du inom 48 timmar.' },
    { title: 'En egen jurist', description: 'Samma jurist från kontrakt till tillträde, och efteråt om något visar sig vara fel.' },
  ],
  local: {
    heading: 'Om Solna',
    paragraphs: [
      'Solna är en egen kommun i Stockholms län, norr om Stockholms innerstad, med stadsdelar som Råsunda, Hagalund, Huvudsta, Frösunda, Bergshamra och Ulriksdal. Kommunen har byggts ut kraftigt de senaste åren, bland annat i Arenastaden och Hagastaden, och här finns både villor, bostadsrätter och hyresrätter.',
      'Juridiken är densamma i Solna som i resten av landet, men nyproduktionen gör vissa frågor vanligare: förhandsavtal och upplåtelseavtal för bostadsrätter i nybildade föreningar, förseningar i byggprojekt och fel som visar sig i en helt ny lägenhet. Lagfart söks hos Lantmäteriet och tvister om fastighetsköp prövas i tingsrätten.',
      'Vi har inget kontor i Solna. Vi träffar dig på vårt kontor i Stocksund, på andra sidan Stocksundsbron, eller digitalt. Vi ordnar språkhjälp när det behövs.',
    ],
  },
  nearby: ['Sundbyberg', 'Danderyd', 'Sollentuna', 'Kungsholmen', 'Vasastan'],
  questions: [
    {
      question: 'Jag hyr i andra hand och betalar mer än förstahandshyresgästen – kan jag få tillbaka pengar?',
      answer:
        'Hyran i andra hand får i regel inte vara högre än den hyra förstahandshyresgästen själv betalar, med ett skäligt påslag om lägenheten är möblerad. Har du betalat för mycket kan du ansöka hos hyresnämnden om att få tillbaka det med ränta, för högst ett år före ansökan (jordabalken 12 kap. 55 e §). Ansök senast tre månader efter att du har flyttat.',
      asked: ['andrahandshyran är mycket högre än förstahandshyran, är det lagligt?', 'kan jag få tillbaka för mycket betald hyra i andrahand'],
      roles: ['tenant', 'subtenant'],
      anchor: 'tjanster',
    },
    {
      question: 'Vad ska jag tänka på när jag köper en nyproducerad bostadsrätt?',
      answer:
        'Vid nyproduktion skriver du ofta ett förhandsavtal långt före tillträdet. Granska avtalet, föreningens kostnadskalkyl och ekonomiska plan och vad som gäller om tillträdet skjuts upp.',
      asked: [
        'vi har skrivit förhandsavtal på en nybyggd lägenhet i Solna, vad ska vi kolla',
        'ska köpa en nybyggd bostadsrätt, vilka papper ska jag läsa innan jag skriver på',
        'kopa nyproduktion vad ska man tanka pa',
      ],
      roles: ['buyer'],
      anchor: 'tjanster',
    },
    {
      question: 'Var söker jag lagfart och hur lång tid har jag på mig?',
      answer: 'Lagfart söks hos Lantmäteriet inom tre månader från att köpebrevet skrevs under. Tvister om fastighetsköp prövas i tingsrätten.',
      asked: [
        'var ansöker man om lagfart för ett hus i Solna',
        'vi har köpt radhus i Solna, hur lång tid har vi på oss med lagfarten',
        'vart skickar man lagfartsansokan',
      ],
      roles: ['buyer'],
      anchor: 'om-omradet',
    },
    {
      question: 'Jag har hittat fukt efter tillträdet – ansvarar säljaren?',
      answer:
        'Det beror på om det är ett dolt fel som du inte kunde upptäcka vid en befogad undersökning. Reklamera skriftligt till säljaren inom skälig tid från att du märkte felet, och spara foton och annan dokumentation.',
      asked: [
        'flyttade in i vår villa i Solna och hittade fukt i källaren',
        'det luktar mögel i huset vi just har tagit över, kan säljaren bli ansvarig',
        'fukt efter inflytt saljarens ansvar',
      ],
      roles: ['buyer'],
      anchor: 'tjanster',
    },
  ],
} satisfies LocalPageContent;
