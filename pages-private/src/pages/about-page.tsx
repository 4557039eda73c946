import styled from 'styled-components';
import { site, theme } from '@site/shared';
import { Avatar } from '../components/avatar';
import { PageDocumentView } from './page-document';

const Profile = styled.div`
  display: flex;
  align-items: center;
  gap: 1.25rem;
  margin: 1rem 0 1.25rem;
  p { margin: 0; }
  .name { font-size: 1.25rem; font-weight: 700; color: ${theme.color.navy}; }
  .role { color: ${theme.color.muted}; }
`;

/** The head of legal's card in the about text: photo once loaded, else initials. */
function HeadOfLegal() {
  return (
    <Profile>
      <Avatar name={site.headOfLegal.name} src={site.headOfLegal.photoUrl} />
      <div>
        <p className="name">{site.headOfLegal.name}</p>
        <p className="role">Chefsjurist</p>
      </div>
    </Profile>
  );
}

/** The about page: the mission text and the head of legal's profile (content/pages/om-oss.md). */
export function AboutPage() {
  return <PageDocumentView path="/om-oss" blocks={{ 'head-of-legal': <HeadOfLegal /> }} />;
}
