// Family questions as other people write them: siblings after a death, a will that leaves everything
// to a friend while there are children, a single parent who is 'ogift', heirs abroad.
import { describe, expect, it } from 'vitest';
import { buildCards, cardLink } from './cards.ts';
import { rolesIn } from './conversation.ts';
import { fitsRoles } from './role-fit.ts';
import { embeddedAnswer } from './embedded-answer.ts';
import { Knowledge, type ChatDocument } from './knowledge.ts';
import { TEST_SITE } from './test-documents.ts';
import { asksFor } from './title-match.ts';
import { classify } from './intents.ts';

const PAGES: ChatDocument[] = [
  {
    path: '/articles/framtidsfullmakt',
    title: 'Framtidsfullmakt – trygghet för framtiden',
    kind: 'article',
    category: 'Arvsrätt',
    sections: [{ heading: 'Anhörigbehörighet', anchor: 'anhorig', text: 'Anhöriga får sköta vardagliga ekonomiska ärenden.' }],
    questions: [
      {
        question: 'Kan min make eller mina barn sköta min ekonomi om jag blir dement?',
        answer: 'Bara delvis. Anhöriga får sköta vissa vardagliga ekonomiska ärenden; större beslut kräver en framtidsfullmakt eller en god man.',
        anchor: 'anhorig',
      },
    ],
  },
  {
    path: '/articles/migration',
    title: 'Arbetstillstånd och uppehållstillstånd',
    kind: 'article',
    category: 'Migrationsrätt',
    sections: [{ heading: 'Om anställningen upphör', anchor: 'upphor', text: 'Du har tre månader på dig att hitta ett nytt arbete.' }],
    questions: [
      {
        question: 'Vad händer med mitt arbetstillstånd om jag blir uppsagd?',
        answer: 'Du har i regel tre månader på dig att hitta en ny anställning och söka nytt tillstånd.',
        // As on the site's page: the employee's card.
        roles: ['employee'],
        anchor: 'upphor',
      },
      {
        question: 'Vilka villkor måste anställningen uppfylla för att jag ska få arbetstillstånd?',
        answer: 'Lönen och villkoren ska vara i nivå med kollektivavtal, och du ska kunna försörja dig och inte behöva lämna landet för att tjäna mer.',
        anchor: 'upphor',
      },
    ],
  },
  {
    path: '/services/arv',
    title: 'Testamente, bouppteckning och arvskifte',
    kind: 'service',
    category: 'Arvsrätt',
    sections: [
      { heading: 'Vem ärver?', anchor: 'vem-arver', text: 'Barnen ärver lika delar. Barn har alltid rätt till sin laglott.' },
      { heading: 'Från dödsfall till arvskifte', anchor: 'dodsbo', text: 'Bouppteckningen ska förrättas inom tre månader från dödsfallet.' },
    ],
    questions: [
      {
        question: 'Vem ärver om jag är gift och vi har barn tillsammans?',
        answer: 'Din make ärver först, och era gemensamma barn får sitt arv när båda föräldrarna har dött.',
        asked: ['pappa dog men mamma lever, när får vi syskon vårt arv?', 'vi är gifta och har två barn, vem ärver om jag dör'],
        roles: ['married'],
        anchor: 'vem-arver',
      },
      {
        question: 'Vad måste dödsboet göra först, och inom vilka frister?',
        answer: 'Dödsbodelägarna sköter boet tillsammans, och bouppteckningen ska förrättas inom tre månader från dödsfallet.',
        asked: ['mormor gick bort i natt, vad behöver vi ordna nu?'],
        anchor: 'dodsbo',
      },
      {
        question: 'Vem sköter dödsboet innan arvet är fördelat?',
        answer: 'Dödsbodelägarna förvaltar dödsboet tillsammans (ärvdabalken 18 kap. 1 §): de betalar löpande räkningar och säger upp avtal som inte behövs.',
        asked: ['pappa har dött, vem ska betala hans räkningar och säga upp hyran?'],
        anchor: 'dodsbo',
      },
      {
        question: 'Kan jag göra mina barn arvlösa?',
        answer: 'Nej. Barnen har alltid rätt till sin laglott, hälften av arvslotten, och bara resten kan du testamentera som du vill.',
        anchor: 'vem-arver',
      },
      {
        question: 'Kan delägare som bor utomlands vara med när dödsboet ska delas?',
        answer: 'Ja. Delägare i andra länder kan vara med digitalt.',
        asked: ['syskon i utlandet dödsbo hur skriver de under', 'halva familjen bor utomlands, hur delar vi arvet efter mamma?'],
        anchor: 'dodsbo',
      },
    ],
  },
];
const knowledge = Knowledge.build(PAGES);
const answered = (message: string) => {
  const answer = embeddedAnswer(knowledge, TEST_SITE, message, []);
  return answer.card && `${cardLink(answer.card)} ${answer.card.title}`;
};

describe('family questions as other people write them', () => {
  it('reads the siblings and the day of a death as who and when, not what the question is about', () => {
    const topics = knowledge
      .queryTerms('Min mamma dog i söndags. Vad måste vi syskon göra nu, och hur bråttom är det?')
      .filter((term) => term.topic)
      .map((term) => term.term);
    expect(topics).not.toContain('syskon');
    expect(topics).not.toContain('söndag');
    expect(topics).not.toContain('bråttom');
    expect(topics).toContain('frist');
    expect(
      knowledge
        .queryTerms('Skilsmässan har gått igenom i våras')
        .filter((term) => term.topic)
        .map((term) => term.term),
    ).toEqual(['skilsmässan', 'skilsmäss']);
  });

  it('a card on heirs abroad answers only a visitor who names another country', () => {
    expect(answered('Pappa dog och vi är tre syskon, hur delar vi dödsboet?')).not.toContain('utomlands');
    expect(answered('Min bror bor i Norge, kan han vara med när dödsboet ska delas?')).toContain('utomlands');
  });

  it('everything to a friend while there are children is a question of the laglott', () => {
    expect(answered('vill ge allt jag har till min kompis när jag dör men har två döttrar, går det?')).toContain('arvlösa');
    expect(answered('Jag har en son men vill testamentera hela huset till grannen. Går det?')).toContain('arvlösa');
  });

  it('a parent who forgets more and more is a question of dementia: the relatives’ powers, not the estate', () => {
    expect(answered('Mamma har börjat glömma saker. Hur kan vi få sköta hennes räkningar om hon blir sämre?')).toContain('dement');
    expect(answered('Pappa har alzheimer, får vi barn betala hans räkningar från hans konto?')).toContain('dement');
  });

  it('selling a parent’s home stays a legal question even when a care home is named, and his children are not stepchildren', () => {
    const message = 'Pappa har alzheimer och vi behöver sälja hans hus för att betala äldreboendet. Räcker det att vi är hans barn?';
    expect(classify(message).intent).toBe('legal');
    expect(knowledge.queryTerms(message).map((term) => term.term)).not.toContain('styvbarn');
  });

  it('one who lost the job asks what happens to the work permit', () => {
    expect(answered('Jag har arbetstillstånd men blev av med jobbet förra veckan. Måste jag lämna landet?')).toContain('uppsagd');
  });

  it('an heir who takes from the estate without asking the others is asking how the estate is managed', () => {
    const terms = (message: string) => knowledge.queryTerms(message).map((term) => term.term);
    expect(terms('mamma dog i höstas o min syster har tagit hennes saker utan att fråga oss andra')).toContain('förvalt');
    expect(answered('Farmor är död och min kusin tar saker ur dödsboet utan att fråga oss andra, får han det?')).toContain('Vem sköter dödsboet');
    // Without a death it is no estate's matter.
    expect(terms('Hyresvärden gick in i lägenheten utan att fråga mig')).not.toContain('förvalt');
  });

  it('how to do something the pages never name is no question the cards around its other words answer', () => {
    const answer = embeddedAnswer(knowledge, TEST_SITE, 'Hur gör man för att adoptera ett barn?', []);
    expect(answer.card).toBeUndefined();
    expect(answer.reply).toContain('Jag hittar inget säkert svar');
  });

  it('a couple with children together gets no card written for children from before', () => {
    const stepfamily = buildCards([
      {
        path: '/articles/sarkullbarn',
        title: 'Särkullbarn',
        kind: 'article',
        sections: [],
        questions: [{ question: 'Jag är sambo och har barn sedan tidigare – vad får min sambo om jag dör?', answer: 'Sambor ärver inte varandra.' }],
      },
    ])[0]!;
    expect(stepfamily.roles).toContain('stepfamily');
    expect(fitsRoles(stepfamily.roles, rolesIn('Vi är sambor och har två gemensamma barn. Vem ärver?'))).toBe(false);
    expect(fitsRoles(stepfamily.roles, rolesIn('Jag är sambo och har en son från ett tidigare förhållande och två gemensamma barn.'))).toBe(true);
    expect(fitsRoles(stepfamily.roles, rolesIn('Jag är sambo, vem ärver mig?'))).toBe(true);
  });

  it("reads 'ogift' alone as no couple, 'ogifta' as sambor", () => {
    expect(rolesIn('Jag är ogift och har en son.').has('sambo')).toBe(false);
    expect(rolesIn('Vi är ogifta och har ett barn.').has('sambo')).toBe(true);
  });

  it('hears what must be done and how urgent it is', () => {
    expect(asksFor('Vad måste vi göra nu?')).toBe('action');
    expect(asksFor('Hur bråttom är det med bouppteckningen?')).toBe('time');
  });

  it("reads 'vi gifter oss' as the visitor's marriage, not a child's, and a couple's children as theirs", () => {
    expect(rolesIn('och om vi gifter oss i vår?').has('married')).toBe(true);
    expect(rolesIn('Min dotter gifter sig i sommar').has('married')).toBe(false);
    expect(rolesIn('Vi är gifta och har två barn.').has('joint-children')).toBe(true);
    expect(rolesIn('Vi är gifta och har två barn, men den äldsta är från mitt förra äktenskap.').has('joint-children')).toBe(false);
  });
});
