// The preload hints of a page, computed from the build manifests (.vite/manifest.json) that the
// shell and every remote publish with their build: everything a route needs for its first render
// starts downloading with the HTML, instead of one federation round trip after another.
// A remote published without a manifest still works: its page then preloads only its entry.
import { readFile } from 'node:fs/promises';

export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

/** A build's manifest from its folder or its URL; null when it has none. */
export async function readBuildManifest(fileOrUrl: string): Promise<BuildManifest | null> {
  try {
    if (/^https?:\/\//.test(fileOrUrl)) {
      const response = await fetch(fileOrUrl);
      return response.ok ? ((await response.json()) as BuildManifest) : null;
    }
    return JSON.parse(await readFile(fileOrUrl, 'utf8')) as BuildManifest;
  } catch {
    return null;
  }
}

interface Build {
  /** URL of the build's folder, e.g. '/' for the shell, '/remotes/pages-private/' for a remote. */
  base: string;
  /** The remote's entry URL (remotes only). */
  entryUrl?: string;
  manifest: BuildManifest | null;
}

export class ChunkGraph {
  private builds = new Map<string, Build>();

  addBuild(name: string, entryUrl: string, manifest: BuildManifest | null): void {
    const base = name === 'shell' ? '/' : entryUrl.slice(0, entryUrl.lastIndexOf('/') + 1);
    this.builds.set(name, { base, entryUrl: name === 'shell' ? undefined : entryUrl, manifest });
  }

  /** The files a set of manifest keys needs: each chunk and, recursively, its static imports. */
  closure(name: string, keys: string[]): string[] {
    const build = this.builds.get(name);
    if (!build?.manifest) return [];
    const manifest = build.manifest;
    const files: string[] = [];
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      const chunk = manifest[key];
      if (!chunk) return;
      for (const imported of chunk.imports ?? []) visit(imported);
      files.push(build.base + chunk.file);
    };
    keys.forEach(visit);
    return files;
  }

  private keysWhere(name: string, test: (chunk: ManifestChunk, key: string) => boolean): string[] {
    const manifest = this.builds.get(name)?.manifest;
    return manifest
      ? Object.entries(manifest)
          .filter(([key, chunk]) => test(chunk, key))
          .map(([key]) => key)
      : [];
  }

  /** The shell's start: its entry and every singleton it provides to the share scope. */
  shellFiles(): string[] {
    const entry = this.keysWhere('shell', (chunk) => chunk.isEntry === true && chunk.file.startsWith('assets/index'));
    const shared = this.keysWhere('shell', (chunk) => chunk.isEntry === true && (chunk.name ?? '').startsWith('__federation_shared_'));
    return this.closure('shell', [...entry, ...shared]);
  }

  /** A remote's entry and its exposed modules (its own copies of the singletons are never used: the shell provides them). */
  remoteFiles(name: string): string[] {
    const build = this.builds.get(name);
    if (!build?.entryUrl) return [];
    const exposed = this.keysWhere(name, (chunk) => chunk.isEntry === true && chunk.file.startsWith('__federation_expose_'));
    return [build.entryUrl, ...this.closure(name, exposed)];
  }

  /** Chunks a page's template loaded while it was prerendered ("<remote>:<file from its root>"). */
  moduleFiles(modules: string[]): string[] {
    return modules.flatMap((module) => {
      const [name, key] = [module.slice(0, module.indexOf(':')), module.slice(module.indexOf(':') + 1)];
      return this.closure(name, [key]);
    });
  }

  /** The <link> tags for one page, most urgent first, without what the template already loads. */
  pageHints({ owner, widgets, modules, template }: { owner: string | null; widgets: boolean; modules: string[]; template: string }): string {
    // The widgets before the page's own area: the area's controls work without script (links,
    // native forms, disclosures and dialogs), the chat launcher needs its code.
    const files = [
      ...this.shellFiles(),
      ...(widgets ? this.remoteFiles('widgets') : []),
      ...(owner ? this.remoteFiles(owner) : []),
      ...this.moduleFiles(modules),
    ];
    const unique = [...new Set(files)].filter((href) => !template.includes(`"${href}"`));
    return [
      '<link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous">',
      ...unique.map((href) => `<link rel="modulepreload" href="${href}">`),
    ].join('\n    ');
  }
}
