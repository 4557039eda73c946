// @vitest-environment node
// The chat's search documents of this remote: built from the same data the templates render,
// with anchors the templates really have, and only plain text.
import { describe, expect, it } from 'vitest';
import { routeFor } from '@site/shared';
import { factText as registryText } from '@site/shared/fact-text';

/** A figure as the search text holds it: white space folded, so the no-break spaces become plain ones. */
const factText = (name: Parameters<typeof registryText>[0]) => registryText(name).replace(/\s+/g, ' ');
import { SERVICE_PAGE_ANCHORS, searchDocuments, servicePageDocument } from './search-documents';
import type { ServicePageContent } from './service-page-schema';

const page: ServicePageContent = {
  path: '/services/arv',
  reviewed: '2026-11-26',
  seo: { title: 'Arvsrätt', description: 'Testamente, bouppteckning och arvskifte.' },
  hero: {
    badge: 'Arvsrätt',
    title: 'Hjälp med arv',
    lead: 'Vi hjälper dig med **testamente** och [bouppteckning](/articles/arvsratt-testamente-arvskifte).',
    mailSubject: 'Arv',
  },
  services: { heading: 'Tjänster', cards: [{ title: 'Testamente', description: 'Ett giltigt testamente', features: ['Två vittnen', 'Rätt form.'] }] },
  sections: [{ kind: 'prose', id: 'laglott', heading: 'Laglott', paragraphs: ['Barn har rätt till sin laglott.'] }],
  process: { heading: 'Så går det till', steps: [{ title: 'Samtal', description: 'Vi ringer upp' }] },
  reasons: { heading: 'Därför vi', items: [{ title: 'Fast pris', description: 'Du vet vad det kostar' }] },
  faq: [{ question: 'Behövs vittnen?', answer: 'Ja, två vittnen samtidigt (ärvdabalken 10 kap. 1 §).' }],
  related: { services: [], articles: [] },
  cta: { title: 'Ring oss', text: 'Vi hjälper dig.' },
};

describe('servicePageDocument', () => {
  const document = servicePageDocument(page);

  it('has the registry title and one passage per card, section, step list and question', () => {
    expect(document).toMatchObject({ path: '/services/arv', title: 'Arvsrätt', kind: 'service', category: 'Arvsrätt' });
    expect(document.sections.map((section) => section.heading)).toEqual([
      'Hjälp med arv',
      'Testamente',
      'Laglott',
      'Så går det till',
      'Därför vi',
      'Behövs vittnen?',
      'Ring oss',
    ]);
  });

  it('keeps plain text: link labels and bold words, no markup; list items become sentences', () => {
    const all = document.sections.map((section) => section.text).join(' ');
    expect(all).toContain('Vi hjälper dig med testamente och bouppteckning.');
    expect(all).not.toMatch(/\*\*|\]\(/);
    expect(document.sections[1]!.text).toBe('Ett giltigt testamente. Två vittnen. Rätt form.');
    expect(document.sections[3]!.text).toBe('Samtal: Vi ringer upp.');
  });

  it('writes labelled bullet points as one sentence that says what they are, so no example reads as a rule', () => {
    const labelled = servicePageDocument({
      ...page,
      sections: [
        {
          kind: 'cards',
          id: 'skadetyper',
          heading: 'Skadetyper',
          cards: [
            { title: 'Personskada', description: 'Fysisk eller psykisk skada', featuresLabel: 'Exempel', features: ['Trafikolycka', 'Fall i en **trappa**'] },
          ],
        },
      ],
    });
    expect(labelled.sections.find((section) => section.heading === 'Skadetyper: Personskada')?.text).toBe(
      'Fysisk eller psykisk skada. Exempel: Trafikolycka, Fall i en trappa.',
    );
  });

  it('links passages to ids the templates render', () => {
    expect(document.sections.find((section) => section.heading === 'Laglott')?.anchor).toBe('laglott');
    expect(document.sections.find((section) => section.heading === 'Behövs vittnen?')?.anchor).toBe(SERVICE_PAGE_ANCHORS.faq);
  });
});

describe('searchDocuments', () => {
  it("reads this remote's content as it is: registered pages with text, placeholders kept for the chat", async () => {
    const documents = await searchDocuments();
    expect(documents.length).toBeGreaterThan(0);
    for (const document of documents) {
      expect(routeFor(document.path)?.owner, document.path).toBe('pages-private');
      expect(document.sections.length, document.path).toBeGreaterThan(0);
      for (const section of document.sections) expect(section.text, `${document.path} ${section.heading}`).not.toMatch(/\*\*|\]\(\//);
    }
    const privacy = documents.find((document) => document.path === '/integritetspolicy');
    if (privacy) expect(JSON.stringify(privacy)).toContain('{{email}}');
  });

  it('gives the chat the registry figures as the pages show them, never a {{fakta.…}} placeholder', async () => {
    const documents = await searchDocuments();
    expect(JSON.stringify(documents)).not.toContain('{{fakta');
    const text = (path: string) =>
      documents
        .find((document) => document.path === path)!
        .sections.map((section) => section.text)
        .join(' ');
    expect(text('/services/migration')).toContain(factText('lonekrav'));
    expect(text('/services/fastighet')).toContain(factText('kontantinsatsExempel'));
    expect(text('/')).toContain(factText('ftMalGrans'));
  });
});
