// Vitest global setup of the server project: writes the chat's corpus (the Edge entry's
// corpus.json) from the areas' sources as they are, so the Node server and the Deno entry under
// test answer from the real pages on a fresh clone (the corpus is generated, not committed).
import { siteFromSource, writeCorpus } from './areas-from-source.ts';

export default async function setup(): Promise<void> {
  writeCorpus((await siteFromSource()).corpus);
}
