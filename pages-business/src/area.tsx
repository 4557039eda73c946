import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@site/shared';
import { BusinessHomePage } from './pages/business-home-page';

export const paths = ['/foretag'];

/** The business pages (spec §2: /foretag and /foretag/{slug}). */
export default function BusinessArea() {
  return (
    <Routes>
      <Route path="/foretag" element={<BusinessHomePage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
