// Page content that ships only with its own page: each article, service page and business page
// is its own chunk, loaded by the template that renders it. While prerendering, the templates
// record which chunks a page used, so the page's HTML preloads them with everything else
// (docs/project-structure.md#preload-hints).
import { use } from 'react';
import type { AreaRemoteName } from '../area-contract';

declare global {
  /** Set by the prerenderer around each page it renders: "<remote>:<file from the remote's root>". */
  var __sitePrerenderModules: Set<string> | undefined;
}

const loaded = new Map<string, Promise<unknown>>();

/** 'src/pages' + '../content/a.md' → 'src/content/a.md' (the key the remote's build manifest uses). */
export function joinPath(from: string, relative: string): string {
  const parts = from.split('/').filter(Boolean);
  for (const part of relative.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part) parts.push(part);
  }
  return parts.join('/');
}

export interface ContentGlob<T> {
  remote: AreaRemoteName;
  /** The folder, from the remote's root, of the file that called import.meta.glob (e.g. 'src/pages'). */
  from: string;
  /** `import.meta.glob('../content/articles/*.md')`: one loader per file. */
  loaders: Record<string, () => Promise<T>>;
}

/** A Markdown document as its module exports it (scripts/vite/markdown-content.ts). */
export interface MarkdownModule<Meta> {
  meta: Meta;
  html: string;
  headings: { level: 2 | 3; id: string; text: string }[];
  readingMinutes: number;
  wordCount: number;
}

/** The glob key of a slug's file ('…/<slug>.<ending>'), if there is one (else the page does not exist). */
export function contentKey<T>(glob: ContentGlob<T>, slug: string): string | undefined {
  if (!/^[\w-]+$/.test(slug)) return undefined;
  return Object.keys(glob.loaders).find((key) => key.slice(key.lastIndexOf('/') + 1).replace(/\.[^.]+$/, '') === slug);
}

type Tracked<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/**
 * Starts loading one file of a glob, once. The promise carries React's `status`/`value` fields
 * when it has settled, so a render after that does not suspend again.
 */
export function loadContentModule<T>(glob: ContentGlob<T>, key: string): Promise<T> {
  const load = glob.loaders[key];
  if (!load) throw new Error(`Inget innehåll för ${key}`);
  const id = `${glob.remote}:${key}`;
  let promise = loaded.get(id) as Tracked<T> | undefined;
  if (!promise) {
    const started: Tracked<T> = load();
    started.then(
      (value) => {
        started.status = 'fulfilled';
        started.value = value;
      },
      () => {},
    );
    promise = started;
    loaded.set(id, promise);
  }
  return promise;
}

/** Loads one file of a glob and suspends until it is there (React's `use`); records it while prerendering. */
export function useContentModule<T>(glob: ContentGlob<T>, key: string): T {
  globalThis.__sitePrerenderModules?.add(`${glob.remote}:${joinPath(glob.from, key)}`);
  return use(loadContentModule(glob, key));
}
