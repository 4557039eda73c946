import { existsSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { SiteRoute } from '@site/shared/area-contract';
import { HTML_DIR, liveRoutes, visibleText, site, pages, siteOrigin } from './site-content-helpers';
import { jsonLdBlocks, nodesOfType, schemaOrgValidator, typedNodes, type JsonObject } from './site-structured-data';

// The structured data (JSON-LD) of the prerendered site, read from the live composition's html/
// (no browser): it parses, validates against schema.org, and each kind of page has what it needs.

const ROUTES = liveRoutes();
const routeByPath = new Map<string, SiteRoute>(ROUTES.map((route) => [route.path, route]));

test.beforeAll(() => {
  expect(existsSync(HTML_DIR), `${HTML_DIR} saknas: kör \`pnpm build\` först`).toBe(true);
});

test('structured data parses and validates against schema.org', () => {
  const validator = schemaOrgValidator();
  const problems: string[] = [];
  let nodes = 0;
  for (const page of site()) {
    if (page.kind === 'unknown') continue;
    const name = page.kind === 'not-found' ? '404.html' : page.url;
    const { blocks, errors } = jsonLdBlocks(page);
    problems.push(...errors.map((error) => `${name}: ${error}`));
    for (const block of blocks) {
      problems.push(...validator.validate(block).map((problem) => `${name}: ${problem}`));
      nodes += typedNodes(block).length;
    }
  }
  expect(problems).toEqual([]);
  expect(nodes).toBeGreaterThan(pages().length);
});

test('each kind of page has the structured data it needs', () => {
  const origin = siteOrigin();
  const known = new Set(
    site()
      .filter((page) => page.kind === 'page' || page.kind === 'variant')
      .map((page) => page.url),
  );
  const problems: string[] = [];
  for (const page of site()) {
    if (page.kind !== 'page' && page.kind !== 'variant') continue;
    const fail = (problem: string) => problems.push(`${page.url}: ${problem}`);
    const { blocks } = jsonLdBlocks(page);
    const route = routeByPath.get(page.path);

    // Links inside the structured data lead to pages of the site.
    const visit = (value: unknown, where: string) => {
      if (typeof value === 'string' && value.startsWith(origin)) {
        const url = new URL(value);
        if (!known.has(url.pathname === '' ? '/' : url.pathname + url.search)) fail(`${where}: ${value} är ingen sida`);
      } else if (value && typeof value === 'object') {
        for (const [key, child] of Object.entries(value)) visit(child, `${where}.${key}`);
      }
    };
    blocks.forEach((block, index) => visit(block, `JSON-LD ${index + 1}`));

    if (page.path !== '/') {
      const lists = nodesOfType(blocks, 'BreadcrumbList');
      if (lists.length !== 1) fail(`${lists.length} BreadcrumbList (ska vara en)`);
      const items = (lists[0]?.itemListElement ?? []) as JsonObject[];
      if (lists.length === 1 && items.length < 2) fail('BreadcrumbList har färre än två steg');
      items.forEach((item, index) => {
        if (item.position !== index + 1) fail(`BreadcrumbList steg ${index + 1} har position ${String(item.position)}`);
        if (typeof item.name !== 'string' || !item.name) fail(`BreadcrumbList steg ${index + 1} saknar namn`);
        if (index < items.length - 1 && typeof item.item !== 'string') fail(`BreadcrumbList steg ${index + 1} saknar länk`);
      });
      if (route && items.length && items.at(-1)?.name !== route.title) fail(`BreadcrumbList slutar med "${String(items.at(-1)?.name)}", inte "${route.title}"`);
    }

    // Every visible FAQ has FAQPage with the same questions (search engines require them visible).
    const visibleQuestions = page.root
      .querySelectorAll('details')
      .filter((details) => details.querySelector('.answer'))
      .map((details) => visibleText(details.querySelector('summary')!));
    const faqPages = nodesOfType(blocks, 'FAQPage');
    const markedQuestions = faqPages.flatMap((faq) => ((faq.mainEntity ?? []) as JsonObject[]).map((question) => String(question.name)));
    if ((route?.kind === 'service' || route?.kind === 'business') && page.kind === 'page' && visibleQuestions.length && faqPages.length !== 1)
      fail(`har en FAQ men ${faqPages.length} FAQPage`);
    if (faqPages.length && [...markedQuestions].sort().join('\n') !== [...visibleQuestions].sort().join('\n')) {
      fail(`FAQPage-frågorna stämmer inte med sidans frågor: ${JSON.stringify({ faqPage: markedQuestions, sidan: visibleQuestions })}`);
    }
    for (const faq of faqPages) {
      for (const question of (faq.mainEntity ?? []) as JsonObject[]) {
        const answer = question.acceptedAnswer as JsonObject | undefined;
        if (typeof answer?.text !== 'string' || answer.text.length < 20) fail(`FAQPage-frågan "${String(question.name)}" saknar svar`);
      }
    }

    if (route?.kind === 'article') {
      const articles = nodesOfType(blocks, 'Article');
      if (articles.length !== 1) fail(`${articles.length} Article (ska vara en)`);
      const article = articles[0] ?? {};
      for (const field of ['headline', 'description', 'datePublished', 'dateModified']) {
        if (typeof article[field] !== 'string' || !article[field]) fail(`Article saknar ${field}`);
      }
      for (const field of ['author', 'publisher']) {
        const who = article[field] as JsonObject | undefined;
        if (typeof who?.name !== 'string' || !who.name || !who['@type']) fail(`Article saknar ${field} med @type och namn`);
      }
      if (article.headline !== visibleText(page.root.querySelector('h1')!)) fail(`Article.headline "${String(article.headline)}" är inte sidans h1`);
      if (String(article.dateModified) < String(article.datePublished)) fail('Article.dateModified är före datePublished');
    }
    if (route?.kind === 'article-list' && page.kind === 'page') {
      const blog = nodesOfType(blocks, 'Blog');
      if (blog.length !== 1) fail(`${blog.length} Blog (ska vara en)`);
      const posts = nodesOfType(blocks, 'BlogPosting').map((post) => new URL(String(post.url), origin).pathname);
      const articlePaths = ROUTES.filter((entry) => entry.kind === 'article').map((entry) => entry.path);
      if ([...posts].sort().join() !== [...articlePaths].sort().join()) fail(`Blog nämner inte varje artikel en gång: ${posts.join(', ')}`);
    }
    // Every page whose text states the law shows the day it was last checked, and says so to search engines.
    if (route && ['article', 'service', 'local', 'business', 'business-home'].includes(route.kind) && page.kind === 'page') {
      const shown = page.root.querySelectorAll('time').filter((time) => /^Senast granskad\s/.test(visibleText(time.parentNode as typeof time)));
      const reviewed = shown[0]?.getAttribute('datetime') ?? '';
      if (shown.length !== 1) fail(`${shown.length} "Senast granskad <time>" (ska vara en)`);
      else if (!/^\d{4}-\d{2}-\d{2}$/.test(reviewed)) fail(`granskningsdatumet "${reviewed}" är inget ISO-datum`);
      if (route.kind === 'article') {
        const article = nodesOfType(blocks, 'Article')[0] ?? {};
        if (String(article.dateModified) < reviewed) fail(`Article.dateModified ${String(article.dateModified)} är före granskningen ${reviewed}`);
        if ((article.mainEntityOfPage as JsonObject | undefined)?.lastReviewed !== reviewed) fail('Article.mainEntityOfPage saknar lastReviewed');
      } else if (!nodesOfType(blocks, 'WebPage').some((node) => node.lastReviewed === reviewed)) fail(`ingen WebPage med lastReviewed ${reviewed}`);
    }
    if ((route?.kind === 'service' || route?.kind === 'local') && page.kind === 'page') {
      if (!nodesOfType(blocks, 'Service').length && !nodesOfType(blocks, 'LegalService').length) fail('varken Service eller LegalService');
    }
  }
  expect(problems).toEqual([]);
});
