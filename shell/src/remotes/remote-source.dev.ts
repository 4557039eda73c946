// `pnpm dev`: every remote's area straight from its source in one Vite dev server, with hot
// reload across areas (federated builds have no dev mode). Same export as remote-source.ts; used only by server/src/dev-server.ts.
import type { AreaModule, RemoteName, WidgetsModule } from '@site/shared';

export function loadRemoteModule(name: RemoteName): Promise<AreaModule | WidgetsModule> {
  switch (name) {
    case 'pages-private':
      return import('../../../pages-private/src/area');
    case 'pages-business':
      return import('../../../pages-business/src/area');
    case 'pages-articles':
      return import('../../../pages-articles/src/area');
    case 'widgets':
      return import('../../../widgets/src/site-widgets');
  }
}
