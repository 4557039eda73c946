// The typed data files of an area's content folder, loaded in Node with their {{fakta.…}} filled
// in, as the browser build receives them (scripts/vite/markdown-content.ts). For content tools
// that run outside Vite (pnpm content:review).
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { fillFactsDeep } from '@site/shared/fact-text';

/** What to do with a data file that does not load (a syntax error while someone writes it). */
export type OnContentError = (file: string, error: unknown) => void;

export const throwContentError: OnContentError = (file, error) => {
  throw new Error(`${file}: ${(error as Error).message}`, { cause: error });
};

/** A data file's default export, or undefined when the file does not exist (yet). */
export async function loadDefaultExport<T>(file: string, onError: OnContentError = throwContentError): Promise<T | undefined> {
  if (!existsSync(file)) return undefined;
  try {
    return fillFactsDeep(((await import(pathToFileURL(file).href)) as { default: T }).default, file);
  } catch (error) {
    onError(file, error);
    return undefined;
  }
}

/** The default export of every data file in a folder: whatever content exists today. */
export async function loadDataFolder<T>(dir: string, onError: OnContentError = throwContentError): Promise<T[]> {
  const files = existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
        .sort()
    : [];
  const loaded: T[] = [];
  for (const file of files) {
    const content = await loadDefaultExport<T>(path.join(dir, file), onError);
    if (content) loaded.push(content);
  }
  return loaded;
}
