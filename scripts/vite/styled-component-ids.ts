// Gives every styled component a stable componentId derived from its file and position.
// Without it, styled-components numbers components in creation order, which differs between
// the server render (all areas imported up front) and the browser (areas loaded lazily), and
// hydration then silently mismatches class names. This does what babel-plugin-styled-components
// does for ids, as a plain transform so it works with Vite 8 without Babel.
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Plugin } from 'vite';

const STYLED_CALL = /\bstyled(\.[A-Za-z][\w]*|\([^()`]*?\))(\.attrs\([^`]*?\))?`/g;
const STYLED_FILE = /\.(t|j)sx?$/;

export function styledComponentIds(repoRoot: string): Plugin {
  return {
    name: 'site:styled-component-ids',
    transform(code, id) {
      const file = id.split('?')[0];
      if (!STYLED_FILE.test(file) || file.includes('node_modules') || !code.includes('styled')) return null;
      const relative = path.relative(repoRoot, file).split(path.sep).join('/');
      const fileHash = createHash('sha1').update(relative).digest('hex').slice(0, 6);
      const base = path
        .basename(file)
        .replace(/\.[^.]+$/, '')
        .replace(/[^\w-]/g, '');
      let index = 0;
      const out = code.replace(STYLED_CALL, (_match, target: string, attrs: string | undefined) => {
        const componentId = `${base}-${fileHash}-${index++}`;
        return `styled${target}${attrs ?? ''}.withConfig({ componentId: ${JSON.stringify(componentId)} })\``;
      });
      return index === 0 ? null : { code: out, map: null };
    },
  };
}
