import { describe, expect, it } from 'vitest';
import { ChunkGraph, type BuildManifest } from './chunk-graph';

const shell: BuildManifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_start-b.js'] },
  '_start-b.js': { file: 'assets/start-b.js' },
  '../shared/src/index.ts': {
    file: 'assets/__federation_shared_@site/shared-c.js',
    name: '__federation_shared_@site/shared',
    isEntry: true,
    imports: ['_start-b.js'],
    dynamicImports: ['../node_modules/supabase.js'],
  },
  '../node_modules/supabase.js': { file: 'assets/dist-d.js', isDynamicEntry: true },
};

const remote: BuildManifest = {
  'src/area.tsx': { file: '__federation_expose_Area-e.js', isEntry: true, imports: ['_start-f.js'] },
  '_start-f.js': { file: 'start-f.js', imports: ['_rolldown-runtime-g.js'] },
  '_rolldown-runtime-g.js': { file: 'rolldown-runtime-g.js' },
  'src/content/articles/arv.md': { file: 'arv-h.js', isDynamicEntry: true, imports: ['_start-f.js'] },
  '../node_modules/react/index.js': { file: '__federation_shared_react-i.js', name: '__federation_shared_react', isEntry: true },
};

function graph(remoteManifest: BuildManifest | null) {
  const chunks = new ChunkGraph();
  chunks.addBuild('shell', '/', shell);
  chunks.addBuild('pages-articles', '/remotes/pages-articles/remoteEntry.js', remoteManifest);
  return chunks;
}

const hrefs = (hints: string) => [...hints.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);

describe('preload hints from the build manifests', () => {
  it("names the shell's start, every singleton it provides, the owner's entry with its exposed module's imports, and the page's content chunk", () => {
    const hints = graph(remote).pageHints({
      owner: 'pages-articles',
      widgets: false,
      modules: ['pages-articles:src/content/articles/arv.md'],
      template: '<script src="/assets/index-a.js">',
    });
    expect(hrefs(hints)).toEqual([
      '/remotes.json',
      '/assets/start-b.js',
      '/assets/__federation_shared_@site/shared-c.js',
      '/remotes/pages-articles/remoteEntry.js',
      '/remotes/pages-articles/rolldown-runtime-g.js',
      '/remotes/pages-articles/start-f.js',
      '/remotes/pages-articles/__federation_expose_Area-e.js',
      '/remotes/pages-articles/arv-h.js',
    ]);
  });

  it("never preloads lazy chunks (the mail client) or a remote's own copies of the singletons", () => {
    const all = hrefs(graph(remote).pageHints({ owner: 'pages-articles', widgets: false, modules: [], template: '' }));
    expect(all).not.toContain('/assets/dist-d.js');
    expect(all.some((href) => href.includes('__federation_shared_react'))).toBe(false);
  });

  it('still works for a remote released without its manifest: only its entry is preloaded', () => {
    const all = hrefs(
      graph(null).pageHints({ owner: 'pages-articles', widgets: false, modules: ['pages-articles:src/content/articles/arv.md'], template: '' }),
    );
    expect(all.filter((href) => href.startsWith('/remotes/'))).toEqual(['/remotes/pages-articles/remoteEntry.js']);
  });
});
