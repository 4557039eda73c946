import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@site/shared';
import { AboutPage } from './pages/about-page';
import { ContactPage } from './pages/contact-page';
import { HomePage } from './pages/home-page';

/** Every path this area serves (the prerenderer renders each of them). */
export const paths = ['/', '/om-oss', '/kontakt'];

/** The private-person pages: home, about, contact (spec §2). */
export default function PrivateArea() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/om-oss" element={<AboutPage />} />
      <Route path="/kontakt" element={<ContactPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
