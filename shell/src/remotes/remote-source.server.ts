// Server rendering: the prerenderer imports each remote's server bundle and registers it here.
import type { AreaModule, RemoteName, WidgetsModule } from '@site/shared';

declare global {
  var __siteServerRemotes: Partial<Record<RemoteName, AreaModule | WidgetsModule>> | undefined;
}

export function loadRemoteModule(name: RemoteName): Promise<AreaModule | WidgetsModule> {
  const remote = globalThis.__siteServerRemotes?.[name];
  return remote ? Promise.resolve(remote) : Promise.reject(new Error(`Ingen serverbundle för ${name}`));
}
