import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@site/shared';
import { ArticleListPage } from './pages/article-list-page';

export const paths = ['/artiklar'];

/** The article area (spec §2: /artiklar and /articles/{slug}). */
export default function ArticlesArea() {
  return (
    <Routes>
      <Route path="/artiklar" element={<ArticleListPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
