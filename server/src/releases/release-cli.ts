// The release tool (docs/project-structure.md#releasing-an-area):
//   pnpm release <area> [--from <build folder>]   build (or take a finished build), render, check, switch
//   pnpm release:rollback <area> [version]        back to the version before (or the one named), no build
//   pnpm release:list                             every area's versions on disk, and which is live
//   pnpm release:publish                          (pnpm build) every area's fresh build as the live site
//   release-cli.ts candidate <area>               build, render and check with the live areas, not switched
//                                                 (pnpm --filter <area> test serves and tests it)
//   pnpm prerender                                render the live areas again (after a shell build)
import path from 'node:path';
import type { RemoteName } from '@site/shared/area-contract';
import { readAreaManifest } from './compose.ts';
import { ReleaseRefused, buildArea, composeCheckAndSwitch, liveVersions, publishBuild, withReleaseLock } from './release-actions.ts';
import { AREA_NAMES, REPO_ROOT, areaVersions, isAreaName } from './release-layout.ts';

const seconds = (ms: number) => `${(ms / 1000).toFixed(2).replace('.', ',')} s`;

function areaArgument(value: string | undefined): RemoteName {
  if (!value || !isAreaName(value)) throw new ReleaseRefused(`Ange vilken del det gäller: ${AREA_NAMES.join(', ')}`);
  return value;
}

async function release(name: RemoteName, from: string | undefined): Promise<void> {
  const started = performance.now();
  const live = await liveVersions();
  if (!live.id) throw new ReleaseRefused('Det finns ingen publicerad webbplats att släppa till. Kör först: pnpm build');
  const buildDir = from ? path.resolve(from) : await buildArea(name);
  const version = await publishBuild(name, buildDir);
  if (live.versions[name] === version) {
    console.log(`${name} ${version} är redan publicerad; inget att släppa.`);
    return;
  }
  const result = await composeCheckAndSwitch({ ...live.versions, [name]: version }, `pnpm release ${name}`);
  const manifest = await readAreaManifest(name, version);
  console.log(
    `${name} ${version} släppt: ${manifest.routes.length} sidor, hela webbplatsen renderad på ${seconds(result.renderMs)}, totalt ${seconds(performance.now() - started)}.`,
  );
  console.log(`Ångra med: pnpm release:rollback ${name}`);
}

async function rollback(name: RemoteName, wanted: string | undefined): Promise<void> {
  const started = performance.now();
  const live = await liveVersions();
  const current = live.versions[name];
  const versions = await areaVersions(name);
  const target = wanted ?? versions.filter((version) => current === undefined || version < current).at(-1);
  if (!target) throw new ReleaseRefused(`Det finns ingen tidigare version av ${name} att gå tillbaka till. Versioner: pnpm release:list`);
  if (!versions.includes(target)) throw new ReleaseRefused(`${name} har ingen version ${target} kvar. Versioner: pnpm release:list`);
  if (target === current) {
    console.log(`${name} ${target} är redan publicerad.`);
    return;
  }
  const result = await composeCheckAndSwitch({ ...live.versions, [name]: target }, `pnpm release:rollback ${name} ${target}`, { reuse: true });
  const how = result.reused ? 'tidigare komposition återanvänd' : `sidorna renderade på ${seconds(result.renderMs)}`;
  console.log(`${name} tillbaka på ${target} (från ${current ?? 'ingen'}): ${how}, totalt ${seconds(performance.now() - started)}.`);
}

async function list(): Promise<void> {
  const live = await liveVersions();
  console.log(live.id ? `Publicerad komposition: ${live.id}` : 'Ingen publicerad komposition (kör pnpm build).');
  for (const name of AREA_NAMES) {
    console.log(`\n${name}`);
    const versions = (await areaVersions(name)).reverse();
    if (!versions.length) console.log('  (inga versioner)');
    for (const version of versions) {
      const manifest = await readAreaManifest(name, version).catch(() => null);
      const mark = live.versions[name] === version ? '* publicerad' : '';
      console.log(
        `  ${version}  ${manifest ? `${String(manifest.routes.length).padStart(3)} sidor, kontrakt ${manifest.contract}` : 'area.json saknas'}  ${mark}`.trimEnd(),
      );
    }
  }
}

/** `pnpm build`: every area's fresh dist/ published as one new live composition. */
async function publishAll(): Promise<void> {
  const versions: Partial<Record<RemoteName, string>> = {};
  for (const name of AREA_NAMES) versions[name] = await publishBuild(name, path.join(REPO_ROOT, name, 'dist'));
  // Always rendered anew: the shell was just built too.
  const result = await composeCheckAndSwitch(versions, 'pnpm build');
  console.log(`Webbplatsen publicerad (komposition ${result.composition}, renderad på ${seconds(result.renderMs)}).`);
}

/** The area's source built and composed with the other areas' live versions, checked, not made live. */
async function candidate(name: RemoteName): Promise<void> {
  const live = await liveVersions();
  if (!live.id) throw new ReleaseRefused('Det finns ingen publicerad webbplats att testa mot. Kör först: pnpm build');
  const version = await publishBuild(name, await buildArea(name));
  const result = await composeCheckAndSwitch({ ...live.versions, [name]: version }, `kandidat ${name}`, { reuse: true, switch: false });
  console.log(`${name} ${version} klarar kontrollen tillsammans med de publicerade delarna (komposition ${result.composition}, inte publicerad).`);
  console.log(`SITE_COMPOSITION=${result.composition}`);
}

async function rerender(): Promise<void> {
  const live = await liveVersions();
  if (!live.id) throw new ReleaseRefused('Det finns ingen publicerad webbplats. Kör först: pnpm build');
  const result = await composeCheckAndSwitch(live.versions, 'pnpm prerender');
  console.log(`Sidorna renderade på nytt på ${seconds(result.renderMs)} (komposition ${result.composition}).`);
}

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  const fromIndex = args.indexOf('--from');
  const from = fromIndex >= 0 ? args[fromIndex + 1] : undefined;
  switch (command) {
    case 'release':
      return withReleaseLock(() => release(areaArgument(args[0]), from));
    case 'rollback':
      return withReleaseLock(() => rollback(areaArgument(args[0]), args[1]));
    case 'list':
      return list();
    case 'publish':
      return withReleaseLock(publishAll);
    case 'prerender':
      return withReleaseLock(rerender);
    case 'candidate':
      return withReleaseLock(() => candidate(areaArgument(args[0])));
    default:
      throw new ReleaseRefused('Okänt kommando. Använd: release <del>, rollback <del> [version], list, publish eller prerender');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ReleaseRefused ? error.message : error);
  process.exit(1);
});
