import { NotFoundPage, Route, Routes } from '@site/shared';
import { BUSINESS_AREA } from './area-routes';
import { BusinessHomePage } from './pages/business-home-page';
import { BusinessRoute } from './pages/business-route';

/** Every path this area serves, from its own routes (the prerenderer renders each of them). */
export const paths: string[] = BUSINESS_AREA.routes.map((entry) => entry.path);

/** The business pages: /foretag and /foretag/{slug} (docs/product-rules.md#pages). */
export default function BusinessArea() {
  return (
    <Routes>
      <Route path="/foretag" element={<BusinessHomePage />} />
      <Route path="/foretag/:slug" element={<BusinessRoute />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
