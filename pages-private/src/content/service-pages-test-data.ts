// The private service and local pages' data, loaded as the template loads it, and the readers
// their tests share (service-pages, service-page-sections, service-pages-seo).
import { linksIn, type PageSection } from '@site/shared';
import type { LocalPageContent } from './local-page-schema';
import type { ServicePageContent } from './service-page-schema';

export const serviceModules = import.meta.glob<ServicePageContent>('./service-pages/*.ts', { eager: true, import: 'default' });
export const localModules = import.meta.glob<LocalPageContent>('./local-pages/*.ts', { eager: true, import: 'default' });

export const slugOf = (file: string) => file.replace(/^.*\/([^/]+)\.ts$/, '$1');
export const pages = Object.entries(serviceModules).map(([file, content]) => ({ slug: slugOf(file), content }));
export const bySlug = (slug: string) => pages.find((page) => page.slug === slug)!.content;

/** Every string in a data object (RichText, titles, list items), depth first. */
export function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

/** Every internal href of a service page: RichText links, card links and related links. */
export function hrefsOf(content: ServicePageContent): string[] {
  const inText = stringsIn(content).flatMap(linksIn);
  const cards = [...content.services.cards, ...content.sections.flatMap((section) => (section.kind === 'cards' ? section.cards : []))];
  return [...inText, ...cards.flatMap((card) => (card.href ? [card.href] : [])), ...content.related.services, ...content.related.articles];
}

export const section = (content: ServicePageContent, id: string): PageSection => {
  const found = content.sections.find((entry) => entry.id === id);
  if (!found) throw new Error(`${content.path}: section #${id} is missing`);
  return found;
};
export const cardsOf = (content: ServicePageContent, id: string) => {
  const found = section(content, id);
  if (found.kind !== 'cards') throw new Error(`#${id} is a ${found.kind} section`);
  return found.cards;
};
export const textOf = (content: unknown) => stringsIn(content).join(' ');

// Ids the template itself gives its sections; a page's own sections must not reuse them.
export const TEMPLATE_IDS = ['tjanster', 'sa-gar-det-till', 'varfor-oss', 'vanliga-fragor', 'relaterat'];
