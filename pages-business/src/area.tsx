import { NotFoundPage, pathsOf, Route, Routes } from '@site/shared';
import { BusinessHomePage } from './pages/business-home-page';
import { BusinessRoute } from './pages/business-route';

/** Every path this area serves, from the route registry (the prerenderer renders each of them). */
export const paths = pathsOf('pages-business');

/** The business pages (spec §2: /foretag and /foretag/{slug}). */
export default function BusinessArea() {
  return (
    <Routes>
      <Route path="/foretag" element={<BusinessHomePage />} />
      <Route path="/foretag/:slug" element={<BusinessRoute />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
