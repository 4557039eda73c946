import { NotFoundPage, Route, Routes } from '@site/shared';
import { ARTICLES_AREA } from './area-routes';
import { ARTICLE_CATEGORIES } from './content/article-categories';
import { ArticleListPage, categoryHref } from './pages/article-list-page';
import { ArticlePage } from './pages/article-page';

/** Every path this area serves, from its own routes (the prerenderer renders each of them). */
export const paths: string[] = ARTICLES_AREA.routes.map((entry) => entry.path);

/** The list filtered by each category, prerendered too, so a chip works before any script runs. */
export const variants = ARTICLE_CATEGORIES.map(categoryHref);

/** The article area: /artiklar and /articles/{slug} (docs/product-rules.md#pages). */
export default function ArticlesArea() {
  return (
    <Routes>
      <Route path="/artiklar" element={<ArticleListPage />} />
      <Route path="/articles/:slug" element={<ArticlePage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
