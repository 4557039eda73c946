import { contentKey, NotFoundPage, useContentModule, useParams, type ContentGlob } from '@site/shared';
import type { BusinessPageContent } from '../content/business-page-schema';
import { BusinessPage } from './business-page';

// Each sub-page's data is its own chunk: a visitor downloads only the page they open.
const businessPages: ContentGlob<BusinessPageContent> = {
  remote: 'pages-business',
  from: 'src/pages',
  loaders: import.meta.glob<BusinessPageContent>('../content/business-pages/*.ts', { import: 'default' }),
};

function LoadedBusinessPage({ file }: { file: string }) {
  return <BusinessPage content={useContentModule(businessPages, file)} />;
}

/** /foretag/{slug}: one of the eight business sub-pages, else not found. */
export function BusinessRoute() {
  const { slug = '' } = useParams();
  const file = contentKey(businessPages, slug);
  return file ? <LoadedBusinessPage key={file} file={file} /> : <NotFoundPage />;
}

export const BUSINESS_PAGE_FILES = Object.keys(businessPages.loaders);
