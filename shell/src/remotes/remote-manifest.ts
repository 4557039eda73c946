import { contractSupported, setSiteTable, type RemoteName, type RemotesDocument } from '@site/shared';

/**
 * /remotes.json: the live composition the server composed from the areas' manifests — where each
 * area's versioned build lives, the contract it implements, and the site's route table. Loaded
 * before the first render; a release or rollback changes it without touching the shell.
 */
declare global {
  interface Window {
    __siteRemoteUrl: (name: string) => Promise<string>;
  }
}

const MANIFEST_URL = '/remotes.json';
let manifest: Promise<RemotesDocument> | undefined;
let loaded: RemotesDocument | undefined;

export function loadManifest(): Promise<RemotesDocument> {
  manifest ??= fetch(MANIFEST_URL, { credentials: 'same-origin' })
    .then((response) => {
      if (!response.ok) throw new Error(`${MANIFEST_URL}: HTTP ${response.status}`);
      return response.json() as Promise<RemotesDocument>;
    })
    .then((document) => {
      loaded = document;
      setSiteTable(document.site);
      return document;
    });
  return manifest;
}

/**
 * Whether the shell may load an area: it is in the manifest and implements a contract version the
 * shell speaks (docs/project-structure.md#version-skew). Otherwise its page keeps its server HTML.
 */
export function areaLoadable(name: RemoteName): { ok: true } | { ok: false; reason: string } {
  const entry = loaded?.remotes[name];
  if (!entry) return { ok: false, reason: `${name} saknas i ${MANIFEST_URL}` };
  if (!contractSupported(entry.contract))
    return { ok: false, reason: `${name} ${entry.version} följer områdeskontrakt ${entry.contract}, som skalet inte stöder` };
  return { ok: true };
}

/** Called by the federation runtime (see scripts/vite/app-config.ts) when a remote is first used. */
export function installRemoteResolver(): void {
  window.__siteRemoteUrl = async (name) => {
    const entry = (await loadManifest()).remotes[name as RemoteName];
    if (!entry) throw new Error(`Remote ${name} saknas i ${MANIFEST_URL}`);
    return new URL(entry.url, window.location.href).href;
  };
}
