import type { RemoteName } from '@site/shared';

/** /remotes.json: where each remote's remoteEntry.js lives. Changing it moves a remote without a rebuild. */
export type RemoteManifest = Record<RemoteName, { url: string }>;

declare global {
  interface Window {
    __siteRemoteUrl: (name: string) => Promise<string>;
  }
}

const MANIFEST_URL = '/remotes.json';
let manifest: Promise<RemoteManifest> | undefined;

export function loadManifest(): Promise<RemoteManifest> {
  manifest ??= fetch(MANIFEST_URL, { credentials: 'same-origin' }).then((response) => {
    if (!response.ok) throw new Error(`${MANIFEST_URL}: HTTP ${response.status}`);
    return response.json() as Promise<RemoteManifest>;
  });
  return manifest;
}

/** Called by the federation runtime (see scripts/vite/app-config.ts) when a remote is first used. */
export function installRemoteResolver(): void {
  window.__siteRemoteUrl = async (name) => {
    const entry = (await loadManifest())[name as RemoteName];
    if (!entry) throw new Error(`Remote ${name} saknas i ${MANIFEST_URL}`);
    return new URL(entry.url, window.location.href).href;
  };
}
