// Loads exposed modules of the remotes through module federation (browser build).
// The dev server aliases this file to remote-source.dev.ts, the server build to
// remote-source.server.ts; all three export the same function.
import type { AreaModule, RemoteName, WidgetsModule } from '@site/shared';

export function loadRemoteModule(name: RemoteName): Promise<AreaModule | WidgetsModule> {
  switch (name) {
    case 'pages-private':
      return import('pages-private/area');
    case 'pages-business':
      return import('pages-business/area');
    case 'pages-articles':
      return import('pages-articles/area');
    case 'widgets':
      return import('widgets/widgets');
  }
}
