import { NotFoundPage, Route, Routes } from '@site/shared';
import { PRIVATE_AREA } from './area-routes';
import { AboutPage } from './pages/about-page';
import { ContactPage } from './pages/contact-page';
import { HomePage } from './pages/home-page';
import { LegalDocumentPage } from './pages/page-document';
import { ServicesRoute } from './pages/services-route';

/** Every path this area serves, from its own routes (the prerenderer renders each of them). */
export const paths: string[] = PRIVATE_AREA.routes.map((entry) => entry.path);

/** The private-person pages: home, about, contact, terms, privacy, services and local pages (docs/product-rules.md#pages). */
export default function PrivateArea() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/om-oss" element={<AboutPage />} />
      <Route path="/kontakt" element={<ContactPage />} />
      <Route path="/anvandarvillkor" element={<LegalDocumentPage path="/anvandarvillkor" />} />
      <Route path="/integritetspolicy" element={<LegalDocumentPage path="/integritetspolicy" />} />
      <Route path="/services/:slug" element={<ServicesRoute />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
