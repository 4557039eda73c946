import { Link } from '@site/shared';
import styled from 'styled-components';
import { Container, EmailLink, PhoneLink, site, theme, useConsentStore } from '@site/shared';

const Foot = styled.footer`
  background: ${theme.color.navyDark};
  color: ${theme.color.onNavyDark};
  padding: 3rem 0 2rem;
  margin-top: auto;
  a { color: ${theme.color.white}; }
  h2 { color: ${theme.color.white}; font-size: 1rem; margin-bottom: 0.75rem; }
  .columns { display: grid; gap: 2rem; grid-template-columns: repeat(auto-fit, minmax(200px, 1fr)); }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.5rem; }
  .link-button {
    background: none; border: 0; padding: 0; font: inherit; color: ${theme.color.white}; text-decoration: underline; cursor: pointer;
  }
  .bottom { border-top: 1px solid ${theme.color.lineOnNavy}; margin-top: 2rem; padding-top: 1.5rem; font-size: 0.875rem; }
`;

/** The footer links to /om-oss and /kontakt and carries the phone, e-mail and office. */
export function SiteFooter() {
  const openSettings = useConsentStore((state) => state.openSettings);
  return (
    <Foot>
      <Container>
        <div className="columns">
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact">Kontakt</h2>
            <ul>
              <li>
                Telefon: <PhoneLink />
              </li>
              <li>
                E-post: <EmailLink />
              </li>
              <li>Telefontider: {site.phoneHours}</li>
              <li>Kontor: {site.office.locality}</li>
            </ul>
          </section>
          <nav aria-labelledby="footer-nav">
            <h2 id="footer-nav">Om byrån</h2>
            <ul>
              <li>
                <Link to="/om-oss">Om oss</Link>
              </li>
              <li>
                <Link to="/kontakt">Kontakt</Link>
              </li>
              <li>
                <Link to="/artiklar">Artiklar</Link>
              </li>
              <li>
                <Link to="/foretag">För företag</Link>
              </li>
            </ul>
          </nav>
          <nav aria-labelledby="footer-legal">
            <h2 id="footer-legal">Villkor och integritet</h2>
            <ul>
              <li>
                <Link to="/anvandarvillkor">Användarvillkor</Link>
              </li>
              <li>
                <Link to="/integritetspolicy">Integritetspolicy</Link>
              </li>
              <li>
                <button type="button" className="link-button" onClick={openSettings}>
                  Cookie-inställningar
                </button>
              </li>
            </ul>
          </nav>
        </div>
        <p className="bottom">
          © {site.name} · {site.office.locality} · Första samtalet är kostnadsfritt
        </p>
      </Container>
    </Foot>
  );
}
