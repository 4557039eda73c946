// The pages this area owns (docs/project-structure.md#routes), published in its area.json: the
// list and one page per Markdown file in content/articles/, so a new article is just a new file.
import type { AreaDeclaration, AreaRoute } from '@site/shared';
import { ARTICLES } from './content/article-index';

export const ARTICLE_LIST_ROUTE = { path: '/artiklar', kind: 'article-list', title: 'Artiklar' } as const satisfies AreaRoute;

/** The review date, where an article's front matter has one (docs/content-authoring.md). */
const reviewedOf = (article: object): string | undefined => (article as { reviewed?: string }).reviewed;

export const ARTICLE_ROUTES: AreaRoute[] = ARTICLES.map((article) => {
  const reviewed = reviewedOf(article);
  return {
    path: article.path,
    kind: 'article',
    parent: ARTICLE_LIST_ROUTE.path,
    title: article.title,
    summary: article.excerpt,
    ...(reviewed ? { reviewed } : {}),
  };
});

export const ARTICLES_AREA: AreaDeclaration = {
  prefixes: ['/artiklar', '/articles/'],
  routes: [ARTICLE_LIST_ROUTE, ...ARTICLE_ROUTES],
};
