// The walls between the rooms (docs/project-structure.md#the-rooms) are lint rules in
// eslint.config.js. These tests lint small sources placed in the rooms with the project's own
// config, so deleting or loosening a rule fails here, not only in a review.
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterEach, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: ROOT });

interface Finding {
  ruleId: string | null;
  message: string;
}

/** What lint says about `code` as if it were the file at `file` (from the repository root). */
async function lint(file: string, code: string): Promise<Finding[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result!.messages.map(({ ruleId, message }) => ({ ruleId, message }));
}

const ruleIds = (findings: Finding[]) => findings.map((finding) => finding.ruleId);

describe('deep relative imports across rooms', () => {
  it("fails on a remote reaching into shared/'s source, and passes its package entry", async () => {
    const deep = await lint(
      'pages-private/src/content/probe.ts',
      "import { factText } from '../../../shared/src/content/fact-text.ts';\nexport const probe = factText;\n",
    );
    expect(ruleIds(deep)).toEqual(['import-x/no-relative-packages']);
    expect(deep[0]!.message).toContain('Relative import from another package is not allowed');

    const entry = await lint('pages-private/src/content/probe.ts', "import { factText } from '@site/shared/fact-text';\nexport const probe = factText;\n");
    expect(entry).toEqual([]);
  });

  it("fails on scripts/ reaching into the functions' source", async () => {
    const deep = await lint(
      'scripts/content/probe.ts',
      "import { createSiteConfig } from '../../supabase/functions/_shared/site-config.ts';\nexport const probe = createSiteConfig;\n",
    );
    expect(ruleIds(deep)).toEqual(['import-x/no-relative-packages']);
  });

  it('fails on the server reaching into scripts/, and passes its package entry', async () => {
    const deep = await lint('server/src/probe.ts', "import { freePort } from '../../scripts/free-port.ts';\nexport const probe = freePort;\n");
    expect(ruleIds(deep)).toEqual(['import-x/no-relative-packages']);

    const entry = await lint('server/src/probe.ts', "import { freePort } from '@site/scripts/free-port.ts';\nexport const probe = freePort;\n");
    expect(entry).toEqual([]);
  });
});

describe('the walls between rooms', () => {
  it('fails on a remote importing another remote', async () => {
    const findings = await lint(
      'pages-business/src/probe.ts',
      "import { CHAT_LIMITS } from '../../widgets/src/chat/chat-limits.ts';\nexport const probe = CHAT_LIMITS;\n",
    );
    expect(findings).toContainEqual({
      ruleId: 'import-x/no-restricted-paths',
      message: expect.stringContaining('En remote importerar aldrig en annan remote'),
    });
  });

  it("fails on a remote's code importing the build tools, which its tests may use", async () => {
    const code = "import { parseMarkdownDocument } from '@site/scripts/content/markdown.ts';\nexport const probe = parseMarkdownDocument;\n";
    const source = await lint('pages-articles/src/content/probe.ts', code);
    expect(source).toEqual([{ ruleId: 'import-x/no-restricted-paths', message: expect.stringContaining('scripts/') }]);

    expect(await lint('pages-articles/src/content/probe.test.ts', code)).toEqual([]);
  });

  it('fails on shared/ importing the server', async () => {
    const findings = await lint(
      'shared/src/probe.ts',
      "import { createStaticSite } from '../../server/src/static-site.ts';\nexport const probe = createStaticSite;\n",
    );
    expect(findings).toContainEqual({
      ruleId: 'import-x/no-restricted-paths',
      message: expect.stringContaining('shared/ importerar ingen remote'),
    });
  });

  it('fails on the functions importing a browser room (they run on Deno too)', async () => {
    const findings = await lint(
      'supabase/functions/_shared/probe.ts',
      "import { factText } from '../../../shared/src/content/fact-text.ts';\nexport const probe = factText;\n",
    );
    expect(findings).toContainEqual({
      ruleId: 'import-x/no-restricted-paths',
      message: expect.stringContaining('Funktionerna körs även på Deno'),
    });
  });

  it("fails on a remote taking the router from anywhere but '@site/shared'", async () => {
    const findings = await lint('widgets/src/probe.ts', "import { Link } from 'react-router-dom';\nexport const probe = Link;\n");
    expect(findings).toEqual([{ ruleId: 'no-restricted-imports', message: expect.stringContaining("Ta routern från '@site/shared'") }]);
  });
});

describe('import cycles', () => {
  const files = ['shared/src/lint-probe-first.ts', 'shared/src/lint-probe-second.ts'].map((file) => path.join(ROOT, file));
  afterEach(() => files.forEach((file) => rmSync(file, { force: true })));

  it('fails on two modules importing each other, and passes once the cycle is broken', async () => {
    writeFileSync(files[0]!, "import { second } from './lint-probe-second.ts';\nexport const first = () => second;\n");
    writeFileSync(files[1]!, "import { first } from './lint-probe-first.ts';\nexport const second = () => first;\n");
    const cyclic = await eslint.lintFiles(files);
    for (const result of cyclic) {
      expect(result.messages).toEqual([expect.objectContaining({ ruleId: 'import-x/no-cycle', message: 'Dependency cycle detected' })]);
    }

    writeFileSync(files[1]!, 'export const second = () => 2;\n');
    const acyclic = await new ESLint({ cwd: ROOT }).lintFiles(files);
    expect(acyclic.flatMap((result) => result.messages)).toEqual([]);
  });
});

describe('one way for colours', () => {
  it("fails on a component's own colour or shadow value, and passes the theme's", async () => {
    const header = "import styled from 'styled-components';\nimport { theme } from '@site/shared';\n";
    for (const value of ['#fff', '#1d3d6e', 'rgba(16, 24, 40, 0.2)', 'hsl(210 40% 20%)']) {
      const own = await lint('widgets/src/ui/probe.ts', `${header}export const Probe = styled.div\`color: ${value}; width: \${theme.layout.maxWidth};\`;\n`);
      expect(ruleIds(own), value).toEqual(['no-restricted-syntax']);
      expect(own[0]!.message).toContain('temat');
    }
    const inline = await lint('pages-private/src/pages/probe.tsx', "export const probe = { background: '#0b1a33' };\n");
    expect(ruleIds(inline)).toEqual(['no-restricted-syntax']);

    const themed = await lint(
      'widgets/src/ui/probe.ts',
      `${header}export const Probe = styled.div\`color: \${theme.color.navy}; box-shadow: \${theme.shadow.card};\`;\n`,
    );
    expect(themed).toEqual([]);
    // An anchor is no colour.
    expect(await lint('pages-private/src/pages/probe.tsx', "export const probe = '/#faq';\n")).toEqual([]);
  });
});
