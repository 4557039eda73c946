// The chat's corpus composed from the areas' knowledge (each area publishes its pages' search
// documents in its area.json): every page once, the first area to name it wins, no empty passages.
import type { ChatCorpus, ChatDocument } from './knowledge.ts';

export function composeCorpus(knowledge: readonly (readonly unknown[])[]): ChatCorpus {
  const seen = new Set<string>();
  const documents: ChatDocument[] = [];
  for (const area of knowledge) {
    for (const document of area as readonly ChatDocument[]) {
      if (seen.has(document.path)) continue;
      const sections = document.sections
        .map((section) => ({ ...section, heading: section.heading.trim(), text: section.text.replace(/\s+/g, ' ').trim() }))
        .filter((section) => section.text);
      if (!sections.length) continue;
      seen.add(document.path);
      documents.push({ ...document, sections });
    }
  }
  return { version: 1, builtAt: new Date().toISOString(), documents };
}
