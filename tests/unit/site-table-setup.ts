// Vitest setup of the component tests: the site's route table composed from every area's own
// declaration (pages-*/src/area-routes.ts), as the server composes it from their area.json files,
// so breadcrumbs, related links and the header resolve in a component test as on the site.
import { composeSiteTable, type AreaDeclaration, type RemoteName } from '@site/shared/area-contract';
import { setSiteTable } from '@site/shared/site-routes';

const modules = import.meta.glob<Record<string, unknown>>('../../pages-*/src/area-routes.ts', { eager: true });

const isDeclaration = (value: unknown): value is AreaDeclaration => typeof value === 'object' && value !== null && 'prefixes' in value && 'routes' in value;

const areas = Object.fromEntries(
  Object.entries(modules).map(([file, module]) => [/(pages-[a-z]+)\//.exec(file)![1] as RemoteName, Object.values(module).find(isDeclaration)!]),
);
setSiteTable(composeSiteTable(areas));
