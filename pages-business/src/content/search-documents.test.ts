// @vitest-environment node
// The chat's search documents of this remote: the business pages and the business home.
import { describe, expect, it } from 'vitest';
import { routeFor } from '@site/shared';
import type { BusinessPageContent } from './business-page-schema';
import { businessPageDocument, searchDocuments } from './search-documents';

const page: BusinessPageContent = {
  path: '/foretag/saga-upp-personal',
  reviewed: '2026-11-26',
  seo: { title: 'Säga upp personal', description: 'Arbetsbrist och personliga skäl.' },
  hero: { title: 'Säga upp personal rätt', lead: 'Vi hjälper dig med **arbetsbrist**.', mailSubject: 'Uppsägning' },
  sections: [
    { kind: 'callout', tone: 'warning', id: 'varning', heading: 'Se upp', paragraphs: ['En felaktig uppsägning kan bli dyr.'] },
    { kind: 'cards', heading: 'Grunder', cards: [{ title: 'Arbetsbrist', description: 'Turordning gäller', features: ['Förhandla först'] }] },
  ],
  process: { heading: 'Så går det till', steps: [{ title: 'Analys', description: 'Vi går igenom läget' }] },
  faq: [{ question: 'Måste vi förhandla?', answer: 'Ja, med facket.' }],
  related: [],
  cta: { title: 'Ring oss', text: 'Vi hjälper dig.' },
};

describe('businessPageDocument', () => {
  it('has a passage per section, card, process and question, with the template ids', () => {
    const document = businessPageDocument(page);
    expect(document).toMatchObject({ path: '/foretag/saga-upp-personal', title: 'Säga upp personal', kind: 'business' });
    expect(document.sections.map((section) => [section.heading, section.anchor])).toEqual([
      ['Säga upp personal rätt', undefined],
      ['Se upp', 'varning'],
      ['Grunder: Arbetsbrist', undefined],
      ['Så går det till', 'sa-gar-det-till'],
      ['Måste vi förhandla?', 'vanliga-fragor'],
      ['Ring oss', undefined],
    ]);
    expect(document.sections[2]!.text).toBe('Turordning gäller. Förhandla först.');
  });
});

describe('searchDocuments', () => {
  it("reads this remote's content as it is", async () => {
    const documents = await searchDocuments();
    for (const document of documents) {
      expect(routeFor(document.path)?.owner, document.path).toBe('pages-business');
      expect(document.sections.length).toBeGreaterThan(0);
      for (const section of document.sections) expect(section.text).not.toMatch(/\*\*|\]\(\//);
    }
  });
});
