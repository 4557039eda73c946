import type { LocalPageContent } from '../local-page-schema';

export default {
  path: '/services/arvsratt-husby',
  reviewed: '2026-11-26',
  seo: {
    title: 'Arvsrätt i Husby – bouppteckning, testamente och arvskifte',
    description:
      'Har någon i din familj i Husby gått bort? Vi hjälper dig med bouppteckning inom tre månader, testamente, arvskifte och arv med anknytning till flera länder.',
  },
  hero: {
    title: 'Arvsrätt i Husby – hjälp med dödsbo, testamente och arvskifte',
    lead: 'Efter ett dödsfall ska dödsboet hinna med bouppteckning och arvskifte, ofta med släktingar på flera håll i världen. Vi hjälper dig i Husby att göra rätt och i rätt ordning – med språkhjälp när det behövs.',
    mailSubject: 'Arvsrätt i Husby – fråga om dödsbo eller testamente',
  },
  servicePage: '/services/arv',
  relatedServices: ['/services/familj', '/services/ekonomi', '/services/fastighet'],
  services: {
    heading: 'Det här hjälper vi dig med i Husby',
    items: [
      {
        title: 'Bouppteckning och dödsboanmälan',
        description:
          'Bouppteckningen ska göras inom tre månader från dödsfallet och lämnas till Skatteverket inom en månad därefter. Räcker tillgångarna bara till begravningen och finns ingen fastighet kan kommunen i stället göra en dödsboanmälan.',
      },
      {
        title: 'Testamente',
        description:
          'Ett testamente ska vara skriftligt och bevittnas av två vittnen samtidigt (ärvdabalken 10 kap. 1 §). Vi skriver det så att det håller, också när du vill gynna någon som inte ärver enligt lag.',
      },
      {
        title: 'Arvskifte',
        description: 'När skulderna är betalda fördelas arvet i en arvskifteshandling som alla delägare skriver under. Vi hjälper er att enas.',
      },
      {
        title: 'Arv med anknytning till flera länder',
        description:
          'Vilket lands lag gäller, och hur visar dödsboet vem som är arvinge i ett annat EU-land? Bodde den avlidne i Sverige utfärdar Skatteverket ett europeiskt arvsintyg, och vi hjälper dig att ansöka.',
      },
    ],
  },
  reasons: [
    { title: 'Språkhjälp', description: 'Vi ordnar språkhjälp när det behövs, så att alla delägare förstår vad de skriver under.' },
    {
      title: 'Digitala möten',
      description: 'Delägare som bor i andra städer eller länder kan vara med digitalt. Du kan också träffa oss på kontoret i Stocksund.',
    },
    { title: 'Fast pris', description: 'Du vet vad bouppteckningen eller testamentet kostar innan vi börjar.' },
  ],
  local: {
    heading: 'Om Husby',
    paragraphs: [
      'Husby ligger i Järvaområdet i nordvästra Stockholm och hör till Rinkeby-Kista stadsdelsområde i Stockholms stad, tillsammans med bland annat Kista, Akalla och Rinkeby. Tunnelbanans blå linje mot Akalla stannar i Husby.',
      'När den som har dött hade anknytning till flera länder – genom medborgarskap, släkt eller egendom – uppstår frågan vilket lands lag som gäller. Enligt EU:s arvsförordning gäller som huvudregel lagen i det land där den avlidne hade sin hemvist när han eller hon dog. Bodde den avlidne i Husby gäller alltså normalt svensk arvsrätt, även om han eller hon var medborgare i ett annat land. Den som vill att lagen i medborgarskapslandet ska gälla kan välja det i ett testamente.',
      'Vi har inget kontor i Husby. Vi träffar dig på vårt kontor i Stocksund eller digitalt, och vi ordnar språkhjälp när det behövs.',
    ],
  },
  nearby: ['Kista', 'Akalla', 'Rinkeby', 'Tensta', 'Sollentuna'],
  questions: [
    {
      question: 'Vilket lands lag gäller för arvet om den avlidne bodde i Sverige men var medborgare i ett annat land?',
      answer:
        'Enligt EU:s arvsförordning gäller som huvudregel lagen i det land där den avlidne hade sin hemvist när han eller hon dog, så bodde han eller hon i Sverige gäller normalt svensk arvsrätt. Den som vill att lagen i medborgarskapslandet ska gälla kan välja det i ett testamente.',
      asked: [
        'pappa var utländsk medborgare men bodde i Sverige, gäller svensk lag för arvet?',
        'mamma bodde här hela livet men blev aldrig svensk medborgare, vilket lands regler gäller för arvet',
        'kan jag skriva i mitt testamente att mitt hemlands lag ska gälla?',
      ],
      anchor: 'om-omradet',
    },
    {
      question: 'Hur visar vi att vi är arvingar när det finns tillgångar i ett annat EU-land?',
      answer: 'Bodde den avlidne i Sverige utfärdar Skatteverket ett europeiskt arvsintyg, som visar vem som är arvinge i andra EU-länder.',
      asked: [
        'pappa hade ett bankkonto i Finland, hur visar vi banken där att vi är arvingar?',
        'europeiskt arvsintyg hur får man',
        'mamma hade en lägenhet i Spanien, vilket papper behöver vi för att ärva den?',
      ],
      anchor: 'tjanster',
    },
    {
      question: 'Måste vi göra en bouppteckning om det nästan inte finns några pengar kvar?',
      answer:
        'Räcker tillgångarna bara till begravningen och finns ingen fastighet kan kommunen göra en dödsboanmälan i stället. Annars ska bouppteckningen göras inom tre månader från dödsfallet och lämnas till Skatteverket inom en månad därefter.',
      asked: [
        'pappa hade nästan inga pengar kvar, måste vi ändå göra bouppteckning?',
        'dödsboanmälan istället för bouppteckning',
        'det räcker knappt till begravningen, vad behöver vi göra med pappren',
      ],
      anchor: 'tjanster',
    },
    {
      question: 'Kan delägare som bor utomlands vara med när dödsboet ska delas?',
      answer:
        'Ja. Delägare som bor i andra städer eller länder kan vara med digitalt, och vi ordnar språkhjälp när det behövs. Arvskifteshandlingen ska skrivas under av alla delägare.',
      asked: [
        'min bror bor i ett annat land, kan han vara med på arvskiftet?',
        'syskon i utlandet dödsbo hur skriver de under',
        'halva familjen bor utomlands, hur delar vi arvet efter mamma?',
      ],
      anchor: 'varfor-oss',
    },
  ],
} satisfies LocalPageContent;
