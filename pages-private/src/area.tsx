import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@site/shared';
import { AboutPage } from './pages/about-page';
import { ContactPage } from './pages/contact-page';
import { HomePage } from './pages/home-page';
import { LegalDocumentPage } from './pages/legal-document-page';

/** Every path this area serves (the prerenderer renders each of them). */
export const paths = ['/', '/om-oss', '/kontakt', '/anvandarvillkor', '/integritetspolicy'];

/** The private-person pages: home, about, contact, terms of use and privacy policy (spec §2). */
export default function PrivateArea() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/om-oss" element={<AboutPage />} />
      <Route path="/kontakt" element={<ContactPage />} />
      <Route path="/anvandarvillkor" element={<LegalDocumentPage document="terms" />} />
      <Route path="/integritetspolicy" element={<LegalDocumentPage document="privacy" />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
