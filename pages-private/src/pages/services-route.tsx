import { contentKey, NotFoundPage, useContentModule, useParams, type ContentGlob } from '@site/shared';
import type { LocalPageContent } from '../content/local-page-schema';
import type { ServicePageContent } from '../content/service-page-schema';
import { LocalPage } from './local-page';
import { ServicePage } from './service-page';

// Each page's data is its own chunk: a visitor downloads only the page they open.
const servicePages: ContentGlob<ServicePageContent> = {
  remote: 'pages-private',
  from: 'src/pages',
  loaders: import.meta.glob<ServicePageContent>('../content/service-pages/*.ts', { import: 'default' }),
};

const localPages: ContentGlob<LocalPageContent> = {
  remote: 'pages-private',
  from: 'src/pages',
  loaders: import.meta.glob<LocalPageContent>('../content/local-pages/*.ts', { import: 'default' }),
};

function LoadedServicePage({ file }: { file: string }) {
  return <ServicePage content={useContentModule(servicePages, file)} />;
}

function LoadedLocalPage({ file }: { file: string }) {
  return <LocalPage content={useContentModule(localPages, file)} />;
}

/** /services/{slug}: a service page or a local area page, else not found. */
export function ServicesRoute() {
  const { slug = '' } = useParams();
  const service = contentKey(servicePages, slug);
  if (service) return <LoadedServicePage key={service} file={service} />;
  const local = contentKey(localPages, slug);
  if (local) return <LoadedLocalPage key={local} file={local} />;
  return <NotFoundPage />;
}

/** Every service and local page that has a data file (for the area's tests). */
export const SERVICE_PAGE_FILES = Object.keys(servicePages.loaders);
export const LOCAL_PAGE_FILES = Object.keys(localPages.loaders);
