// What a visitor asks, not what a card mentions: a card about another page's subject that only
// mentions the visitor's word ranks lower and fills a question back last; who rents in second
// hand gets the sub-tenant's card; everyday phrases for a dismissal, a fault or an eviction; a
// follow-up that opens with 'och om …' continues the earlier question; an employee answered from
// the employer's page is told where an employee turns.
import { describe, expect, it } from 'vitest';
import { cardLink } from './cards.ts';
import { conversationState, rolesIn } from './conversation.ts';
import { fitsRoles } from './role-fit.ts';
import { embeddedAnswer } from './embedded-answer.ts';
import { classify } from './intents.ts';
import { Knowledge, withoutTitleWords, type ChatDocument } from './knowledge.ts';
import { rankCards } from './ranking.ts';
import { createSiteConfig } from '../site-config.ts';

const PAGES: ChatDocument[] = [
  {
    path: '/articles/medborgarskap',
    title: 'Svenskt medborgarskap – krav och ansökan',
    kind: 'article',
    sections: [{ heading: 'Skötsamhet', anchor: 'skotsamhet', text: 'Du ska ha skött dig. Skulder hos Kronofogden kan leda till avslag.' }],
    questions: [
      {
        question: 'Kan jag bli medborgare om jag har skulder hos Kronofogden?',
        answer: 'Obetalda skulder hos Kronofogden kan leda till avslag på ansökan om medborgarskap.',
        anchor: 'skotsamhet',
      },
      {
        question: 'Hur överklagar jag ett avslag på min ansökan om medborgarskap?',
        answer: 'Avslaget kan överklagas till migrationsdomstolen. Överklagandet skickas till Migrationsverket inom tre veckor.',
        anchor: 'skotsamhet',
      },
    ],
  },
  {
    path: '/services/migration',
    title: 'Migrationsrätt',
    kind: 'service',
    sections: [
      {
        heading: 'Fått avslag? Överklaga inom tre veckor',
        anchor: 'overklagande',
        text: 'Ett avslag på din ansökan från Migrationsverket kan överklagas till migrationsdomstolen.',
      },
    ],
    questions: [
      {
        question: 'Vart skickar jag mitt överklagande av Migrationsverkets beslut?',
        answer: 'Till Migrationsverket, som först prövar om beslutet ska ändras och annars skickar det vidare till migrationsdomstolen.',
        anchor: 'overklagande',
      },
    ],
  },
  {
    path: '/articles/arbetstillstand',
    title: 'Arbetstillstånd och uppehållstillstånd – vad krävs?',
    kind: 'article',
    sections: [{ heading: 'Om anställningen upphör', anchor: 'upphor', text: 'Du har tre månader på dig att hitta ett nytt arbete.' }],
    questions: [
      {
        question: 'Vad händer med mitt arbetstillstånd om jag blir uppsagd?',
        answer: 'Du har i regel tre månader på dig att hitta en ny anställning och söka nytt tillstånd.',
        roles: ['employee'],
        anchor: 'upphor',
      },
    ],
  },
  {
    path: '/foretag/saga-upp-personal',
    title: 'Säga upp personal',
    kind: 'business',
    sections: [{ heading: 'Uppsägning', anchor: 'uppsagning', text: 'En uppsägning ska grunda sig på sakliga skäl, och chefen ska lämna beskedet i tid.' }],
    questions: [
      {
        question: 'Jag har blivit uppsagd och tycker att det är fel – hur lång tid har jag på mig att agera?',
        answer: 'Vill du få uppsägningen ogiltigförklarad ska du underrätta arbetsgivaren inom två veckor.',
        roles: ['employee'],
        anchor: 'uppsagning',
      },
    ],
  },
  {
    path: '/foretag/avtalstvist',
    title: 'Avtalstvist',
    kind: 'business',
    sections: [{ heading: 'Betalningsföreläggande', anchor: 'foreläggande', text: 'Ett krav kan sökas hos Kronofogden.' }],
    questions: [
      {
        question: 'Vi har fått ett betalningsföreläggande men kravet är fel – vad gör vi?',
        answer: 'Bestrid det hos Kronofogden inom den tid som står i föreläggandet.',
        anchor: 'foreläggande',
      },
    ],
  },
  {
    path: '/articles/hyresratt',
    title: 'Hyresrätt – regler för hyresavtal, uppsägning och deposition',
    kind: 'article',
    sections: [
      {
        heading: 'Du som vill hyra ut i andra hand',
        anchor: 'andra-hand',
        text: 'Du får hyra ut lägenheten i andra hand bara med hyresvärdens samtycke eller hyresnämndens tillstånd.',
      },
      {
        heading: 'Besittningsskydd',
        anchor: 'besittningsskydd',
        text: 'Du har rätt att bo kvar även om hyresvärden säger upp avtalet. Hyresnämnden prövar saken.',
      },
    ],
    questions: [
      {
        question: 'Kan hyresvärden säga upp mig för att få in en ny hyresgäst?',
        answer: 'Nej. Du har i regel besittningsskydd, och hyresnämnden prövar om avtalet ska upphöra.',
        roles: ['tenant'],
        anchor: 'besittningsskydd',
      },
    ],
  },
  {
    path: '/services/fastighet',
    title: 'Fastighetsrätt',
    kind: 'service',
    sections: [{ heading: 'Hyresrätt', anchor: 'hyra', text: 'Andrahandsuthyrning kräver hyresvärdens samtycke.' }],
    questions: [
      {
        question: 'Jag hyr i andra hand – måste jag flytta när den jag hyr av säger upp mig?',
        answer: 'Har du hyrt i andra hand kortare tid än två år i följd har du i regel inget besittningsskydd.',
        roles: ['tenant', 'subtenant'],
        anchor: 'hyra',
      },
    ],
  },
  {
    path: '/services/handel',
    title: 'Köp och konsumenträtt',
    kind: 'service',
    sections: [{ heading: 'Reklamation', anchor: 'reklamation', text: 'Ett fel i en vara reklamerar du till säljaren inom tre år.' }],
    questions: [
      {
        question: 'Måste säljaren se till att min mobil får uppdateringar?',
        answer: 'Ja, säljaren ansvarar för uppdateringar som behövs för att varan ska fungera.',
        anchor: 'reklamation',
      },
    ],
  },
];

const knowledge = Knowledge.build(PAGES);
const site = createSiteConfig();
const top = (question: string, conversation: string[] = []) =>
  rankCards(
    knowledge,
    question,
    conversation.map((content) => ({ content, isUser: true })),
  ).relevant[0]?.card;

describe('a card about another subject that only mentions the visitor’s word', () => {
  it('ranks after the card about the visitor’s matter', () => {
    expect(top('Migrationsverket har gett mig avslag. Vad gör jag?')?.path).toBe('/services/migration');
    expect(top('Jag har blivit uppsagd, är det lagligt?')?.path).toBe('/foretag/saga-upp-personal');
  });

  it('still answers a visitor who names that subject', () => {
    expect(top('Kan jag bli medborgare fast jag har skulder hos Kronofogden?')?.path).toBe('/articles/medborgarskap');
    expect(top('Vad händer med mitt arbetstillstånd om jag blir uppsagd?')?.path).toBe('/articles/arbetstillstand');
  });

  it('fills a question back last', () => {
    const answer = embeddedAnswer(knowledge, site, 'kronofogden');
    expect(answer.kind).toBe('clarify');
    expect(answer.choices[0]?.message).toBe('Vi har fått ett betalningsföreläggande men kravet är fel – vad gör vi?');
    expect(answer.choices.at(-1)?.message).toBe('Kan jag bli medborgare om jag har skulder hos Kronofogden?');
  });
});

describe('who rents in second hand', () => {
  it('is a sub-tenant, not the one who lets out', () => {
    for (const text of [
      'Jag hyr i andra hand och hen vill att jag flyttar',
      'hyr i andrahand o förstahandshyresgästen vill ha ut mig',
      'hyr en lägenhet i andrahand, hyresvärden säger att jag måste flytta',
    ]) {
      expect(rolesIn(text).has('subtenant'), text).toBe(true);
    }
    expect(rolesIn('Jag hyr ut min lägenhet i andra hand').has('subtenant')).toBe(false);
    expect(rolesIn('Får jag hyra ut min hyreslägenhet i andra hand?').has('subtenant')).toBe(false);
  });

  it("gets the sub-tenant's card; a tenant with a first-hand contract does not", () => {
    expect(cardLink(top('Jag hyr i andra hand och den jag hyr av säger att jag måste flytta. Får hen göra så?')!)).toBe('/services/fastighet#hyra');
    expect(cardLink(top('hyr i andrahand o förstahandshyresgästen vill ha ut mig på 2 veckor e de ok??')!)).toBe('/services/fastighet#hyra');
    expect(top('Hyresvärden har sagt upp mig. Måste jag flytta?')?.path).toBe('/articles/hyresratt');
    expect(fitsRoles(['tenant', 'subtenant'], rolesIn('Hyresvärden har sagt upp mig. Måste jag flytta?'))).toBe(false);
  });

  it("reads one given notice in 'min hyreslägenhet' as its tenant, not as an employee given notice", () => {
    const notice = 'Jag har bott i min hyreslägenhet sedan 2012. Nu har den nya ägaren sagt upp mig för att hans dotter ska bo där. Får han det?';
    expect(rolesIn(notice).has('tenant')).toBe(true);
    expect(rolesIn(notice).has('employee')).toBe(false);
  });

  it("'och om …' continues the earlier question", () => {
    const earlier = ['Jag hyr i andra hand och förstahandshyresgästen har sagt upp mig.'];
    expect(
      conversationState(
        'och om jag har bott där i tre år?',
        earlier.map((content) => ({ content, isUser: true })),
      ).continues,
    ).toBe(true);
    expect(cardLink(top('och om jag har bott där i tre år?', earlier)!)).toBe('/services/fastighet#hyra');
  });
});

describe('everyday words for what happened', () => {
  it('reads a dismissal, a fault and an eviction however they are said', () => {
    expect(top('Chefen sa att jag inte behöver komma tillbaka imorgon. Får han göra så?')?.path).toBe('/foretag/saga-upp-personal');
    for (const question of ['Mobilen jag köpte har slutat ladda, vad har jag för rätt?', 'Dammsugaren slutade ladda efter ett år']) {
      const broken = knowledge.queryTerms(question);
      expect(broken.map((entry) => entry.term)).toContain('fel');
      expect(broken.filter((entry) => entry.topic).map((entry) => entry.term)).not.toContain('ladd');
    }
  });

  it("takes a tenant's notice for no employee's", () => {
    expect(rolesIn('Hyresvärden har sagt upp mig, måste jag flytta?').has('employee')).toBe(false);
    expect(rolesIn('Min chef har sagt upp mig').has('employee')).toBe(true);
    // The employee says what happened to them; 'provanställning' is the topic, not the employer's voice.
    expect([...rolesIn('Jag blev uppsagd under provanställningen, får de göra så?')]).toEqual(['employee']);
    expect(rolesIn('Vi vill avsluta en provanställning').has('employer')).toBe(true);
  });

  it('sends unemployment benefits to where they are decided', () => {
    expect(classify('Jag blev av med jobbet, hur ansöker jag om a-kassa?').intent).toBe('out-of-area');
    expect(embeddedAnswer(knowledge, site, 'Jag blev av med jobbet, hur ansöker jag om a-kassa?').reply).toMatch(/din a-kassa/);
  });
});

describe('a "Ja." under a run-on question', () => {
  it("stands under the card's own question when the visitor asked what, at the end of a message with no question mark", () => {
    const answer = embeddedAnswer(knowledge, site, 'mobilen får inga uppdateringar längre vad har jag för rätt');
    expect(answer.card?.title).toBe('Måste säljaren se till att min mobil får uppdateringar?');
    expect(answer.reply).toMatch(/^Måste säljaren se till att min mobil får uppdateringar\?\nJa, säljaren/);
  });
});

describe('an employee', () => {
  it("answered from the employer's page is told where an employee turns", () => {
    const answer = embeddedAnswer(knowledge, site, 'Jag har blivit uppsagd och tycker att det är fel, vad gör jag?');
    expect(answer.card?.path).toBe('/foretag/saga-upp-personal');
    expect(answer.reply).toMatch(/ger vi råd till arbetsgivare\. Som anställd får du stöd av ditt fackförbund/);
    expect(embeddedAnswer(knowledge, site, 'Vi ska säga upp en anställd, vad gäller?').reply).not.toMatch(/fackförbund/);
  });

  it('with no answer gets a topic for an employee among the choices', () => {
    const answer = embeddedAnswer(knowledge, site, 'Min chef har sagt upp mig och vägrar betala semesterersättningen');
    expect(answer.kind).toBe('no-match');
    expect(answer.choices[0]?.label).toBe('Uppsagd – vad gäller för mig?');
  });
});

describe("the visitors' wordings of a card", () => {
  // Notice periods exist for a job and for a flat; a wording that only repeats the subject says neither.
  const notice = Knowledge.build([
    {
      path: '/foretag/saga-upp-personal',
      title: 'Säga upp personal',
      kind: 'business',
      category: 'Företag',
      sections: [{ heading: 'Uppsägningstid', anchor: 'tid', text: 'Uppsägningstiden beror på hur länge den anställde har arbetat.' }],
      questions: [
        {
          question: 'Hur lång uppsägningstid har jag om arbetsgivaren säger upp mig?',
          answer: 'Det beror på hur länge du har varit anställd, från en till sex månader.',
          asked: [
            'chefen sa upp mig idag, hur lång uppsägningstid har jag',
            'hur lång är uppsägningstiden när man blir uppsagd',
            'uppsagningstid las hur manga manader',
          ],
          roles: ['employee'],
          anchor: 'tid',
        },
      ],
    },
    {
      path: '/articles/hyresratt',
      title: 'Hyresrätt – regler för hyresavtal',
      kind: 'article',
      category: 'Fastighetsrätt',
      sections: [{ heading: 'Uppsägningstiden', anchor: 'tid', text: 'Uppsägningstiden för en hyreslägenhet är tre månader.' }],
      questions: [
        {
          question: 'Hur lång uppsägningstid har jag på min hyreslägenhet?',
          answer: 'Gäller avtalet tills vidare är uppsägningstiden tre månader.',
          roles: ['tenant'],
          anchor: 'tid',
        },
      ],
    },
  ]);

  it('neither count the title’s words twice nor settle a question that names only the shared subject', () => {
    const employer = notice.cards.find((card) => card.asked.length)!;
    expect(withoutTitleWords(employer)).toMatch(/chefen/);
    expect(withoutTitleWords(employer)).not.toMatch(/uppsägningstid|uppsagningstid|\blång\b/);
    // Without them the employer's card would answer a tenant as well.
    expect(embeddedAnswer(notice, site, 'Hur lång är uppsägningstiden?').card?.path).not.toBe('/foretag/saga-upp-personal');
    expect(embeddedAnswer(notice, site, 'Chefen sa upp mig, hur lång uppsägningstid har jag?').card?.path).toBe('/foretag/saga-upp-personal');
  });
});
